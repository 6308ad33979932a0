import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { turnedConditional } from "./converse.js";

const RULE = "If a pupil revises every evening, she will pass the exam.";

describe("a conditional turned round", () => {
  it("names the converse, quoting the rule and what was concluded", () => {
    const text = `${RULE} Therefore, if a pupil passes the exam, she must have revised every evening.`;
    const { flaw, parsed } = analyzeEmbeddedDetail(text);
    expect(flaw).toMatchObject({
      id: "necessary_sufficient",
      evidence: `${RULE.slice(0, -1)} … Therefore, if a pupil passes the exam, she must have revised every evening`,
    });
    expect(parsed.logicalFlaws[0]).toMatch(/turns its condition round .*gives neither "if B, then A"/);
    expect(parsed.improvedVersion).toMatch(/needs the rule the other way round as well \("if B, then A"\)/);
  });

  it("names the inverse", () => {
    const text = `${RULE} So if a pupil does not revise every evening, she will not pass the exam.`;
    expect(turnedConditional(text)).not.toBeNull();
  });

  it("stays quiet on the contrapositive, which follows, and on a conclusion about something else", () => {
    expect(turnedConditional(`${RULE} So if a pupil does not pass the exam, she did not revise every evening.`)).toBe(
      null,
    );
    expect(turnedConditional(`${RULE} So if the school hires a tutor, pupils will enjoy maths.`)).toBeNull();
  });

  it("reads 'pass' and 'passes' as one word", () => {
    expect(turnedConditional("If the bus is late, we miss the class. So if we miss the class, the bus was late.")).toBe(
      "If the bus is late, we miss the class … So if we miss the class, the bus was late",
    );
  });
});
