import { ARGUMENT_MAX } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app.js";
import { seedUser, signedIn } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An essay of many distinct sentences (hundreds of premises), exactly as long as the input cap allows. */
function longestEssay(): string {
  const who = ["Cities", "Schools", "Farmers", "Hospitals", "Councils", "Families", "Workers", "Libraries"];
  const what = ["save money", "cut traffic", "reduce waste", "help children", "protect rivers", "train nurses"];
  const how = ["because buses run on time", "since the budget allows it", "as the survey of 2,000 homes showed"];
  let text = "";
  for (let i = 0; text.length < ARGUMENT_MAX; i++) {
    text += `${who[i % who.length]} in district ${i} ${what[i % what.length]} ${how[i % how.length]}. `;
    if (i % 7 === 6) text += "Therefore the region should fund these plans. ";
  }
  return `${text.slice(0, ARGUMENT_MAX - 1).trimEnd()}.`.padEnd(ARGUMENT_MAX, "x");
}

describe("analysis of any accepted input", () => {
  it("analyses the longest allowed text, capping its lists instead of failing, and the result saves", async () => {
    const c = await signedIn(t.app, await seedUser(t.app));
    const essay = longestEssay();
    expect(essay.length).toBe(ARGUMENT_MAX);
    const res = await c.post("/api/analysis/analyze", { argument: essay });
    expect(res.status).toBe(200);
    const premises: string[] = res.body.analysisResults.argumentStructure.premise;
    expect(premises.length).toBeLessThanOrEqual(200);
    expect(premises.at(-1)).toMatch(/^… and \d+ more premises in the text, not listed here\.$/);
    const saved = await c.post("/api/analysis/save", {
      originalArgument: essay,
      processedAnalysis: res.body.analysisResults,
    });
    expect(saved.status).toBe(201);
  });

  it("answers a text that is not an argument with what is missing, and invents nothing", async () => {
    const c = await signedIn(t.app, await seedUser(t.app));
    for (const [text, why] of [
      ["Hello", /greeting/],
      ["What time is it?", /only asks a question/],
    ] as const) {
      const res = await c.post("/api/analysis/analyze", { argument: text });
      expect(res.status).toBe(200);
      const r = res.body.analysisResults;
      expect(r.note).toMatch(/^This text has no argument to analyze: /);
      expect(r.note).toMatch(why);
      expect(r.argumentStructure.unstatedAssumptions).toEqual([]);
      expect(r.breakdownItems).toEqual([]);
      expect(r.keyFlaw).toBe("No major flaws detected");
    }
  });

  it("reads pasted HTML as its text: scripts and styles never become premises", async () => {
    const c = await signedIn(t.app, await seedUser(t.app));
    const html =
      "<p>Dogs need long walks every day.</p><script>window.__xss=1</script><style>body{display:none}</style><p>So cats are easier pets for busy people.</p>";
    const r = (await c.post("/api/analysis/analyze", { argument: html })).body.analysisResults;
    const shown = [r.argumentStructure.conclusion, ...r.argumentStructure.premise].join(" ");
    expect(shown).not.toMatch(/xss|display:none|<\/?p>/);
    expect(r.argumentStructure.conclusion).toMatch(/cats are easier pets/i);
  });
});
