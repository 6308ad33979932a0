import { AUDIT_DRAFT_MAX } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patentAudits } from "../src/db/schema.js";
import { upsertPatents } from "../src/modules/patents/patents-write.service.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { checks, LADDER, REEL } from "./helpers/audit-index.js";
import { freshIp } from "./helpers/auth.js";
import { PASSWORD, seedUser, signedIn } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await upsertPatents(t.database.db, [LADDER, REEL]);
});
afterAll(() => t.close());

const user = async () => signedIn(t.app, await seedUser(t.app), PASSWORD, freshIp());

describe("POST /api/audits/draft", () => {
  const TEXT = `TITLE
Folding ladder
BACKGROUND
Folding ladders collapse.
SUMMARY
A ladder has a hinge and a locking pin.
BRIEF DESCRIPTION OF THE DRAWINGS
FIG. 1 is a side view of the ladder.
DETAILED DESCRIPTION
FIG. 1 shows a hinge 14 joining the rails. FIG. 3 shows the pin.
CLAIMS
1. A ladder comprising a rail, wherein the lever locks the rail.
ABSTRACT
A ladder with a hinge.`;

  it("audits a pasted draft without saving it", async () => {
    const c = await user();
    const before = (await t.database.db.select().from(patentAudits)).length;
    const res = await c.post("/api/audits/draft", { text: TEXT });
    expect(res.status).toBe(200);
    const found = checks(res.body.report.findings);
    expect(found).toContain("formalities.figures: FIG. 3");
    expect(found).toContain("112b.antecedent-basis: the lever");
    expect(res.body.report.priorArt.map((p: { number: string }) => p.number)).toContain("US90000011");
    expect(await t.database.db.select().from(patentAudits)).toHaveLength(before);
  });

  it("recognises the wizard's fields by their headings, the claims left out (the wizard has none)", async () => {
    const res = await (await user()).post("/api/audits/draft", { text: TEXT });
    expect(res.body.fields).toMatchObject({
      title: "Folding ladder",
      summary: "A ladder has a hinge and a locking pin.",
      abstract: "A ladder with a hinge.",
      crossReference: "",
    });
    expect(JSON.stringify(res.body.fields)).not.toContain("the lever locks");
  });

  it("on an empty index (a first start still loading it), says prior art was not searched", async () => {
    const empty = await createTestApp();
    try {
      const c = await signedIn(empty.app, await seedUser(empty.app), PASSWORD, freshIp());
      const res = await c.post("/api/audits/draft", { text: TEXT });
      expect(res.status).toBe(200);
      expect(res.body.report.priorArt).toBeNull();
    } finally {
      await empty.close();
    }
  });

  it("takes a draft at the length cap in a script of several bytes a character (past the app's 256 KiB body limit)", async () => {
    const c = await user();
    const long = `${TEXT}\n${"Ωμέγα ".repeat((AUDIT_DRAFT_MAX - TEXT.length - 1) / 6)}`.slice(0, AUDIT_DRAFT_MAX);
    expect(Buffer.byteLength(long)).toBeGreaterThan(256 * 1024);
    const res = await c.post("/api/audits/draft", { text: long });
    expect(res.status).toBe(200);
    expect(checks(res.body.report.findings)).toContain("formalities.figures: FIG. 3");
  });

  it("refuses an empty or over-long draft and unknown fields; signed out is 401", async () => {
    const c = await user();
    expect((await c.post("/api/audits/draft", { text: "   " })).status).toBe(400);
    expect((await c.post("/api/audits/draft", { text: "a".repeat(AUDIT_DRAFT_MAX + 1) })).status).toBe(400);
    expect((await c.post("/api/audits/draft", { text: TEXT, save: true })).status).toBe(400);
    expect((await new Client(t.app, freshIp()).post("/api/audits/draft", { text: TEXT })).status).toBe(401);
  });
});
