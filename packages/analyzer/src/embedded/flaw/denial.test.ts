import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { groundDenied, needAnsweredBySufficiency } from "./denial.js";

describe("a claim called false because the case made for it fails", () => {
  const text =
    "Some archaeologists claim that the old harbour wall was built by the Romans. The evidence for this view is that a Roman coin was found in its mortar. But coins travel far and stay in use for centuries. So the wall was not built by the Romans.";

  it("names it as an argument from ignorance and quotes the ground and the denial", () => {
    const { flaw, parsed } = analyzeEmbeddedDetail(text);
    expect(flaw.id).toBe("appeal_to_ignorance");
    expect(flaw.evidence).toMatch(/^The evidence for this view is .* … So the wall was not built by the Romans\.$/);
    expect(parsed.logicalFlaws[0]).toMatch(/absence of evidence for a claim/);
  });

  it("stays quiet when the claim is answered by evidence against it", () => {
    const answered =
      "Some archaeologists claim that the old harbour wall was built by the Romans. Tree rings in its oak piles date them to the year 1150. So the wall was not built by the Romans.";
    expect(groundDenied(answered)).toBeNull();
    expect(analyzeEmbeddedDetail(answered).flaw.id).toBe("none");
  });

  it("reads a cause denied by cases of the effect without it", () => {
    const found = groundDenied(
      "It is widely believed that sleeping in a draught causes colds. This is false: most people with a cold never slept in a draught.",
    );
    expect(found).toMatch(/most people with a cold never slept in a draught/);
  });

  it("stays quiet when the causal claim is answered by a comparison", () => {
    expect(
      groundDenied(
        "It is widely believed that sleeping in a draught causes colds. This is false: in a trial, people who slept in a draught caught no more colds than the others.",
      ),
    ).toBeNull();
  });
});

describe("a requirement answered by showing it is not enough", () => {
  const flawed =
    "Nina: Leo cannot coach the team because he has no coaching licence. Omar: I disagree. A coaching licence is no guarantee of good results; our last coach had one and the team lost every match.";

  it("names necessary and sufficient confused, quoting the lack and the reply", () => {
    const { flaw, parsed } = analyzeEmbeddedDetail(flawed);
    expect(flaw.id).toBe("necessary_sufficient");
    expect(flaw.evidence).toMatch(/because he has no coaching licence\. … A coaching licence is no guarantee/);
    expect(parsed.logicalFlaws[0]).toContain(
      'it answers the claim that something is required ("Leo cannot coach the team because he has no coaching licence") by showing that it is not enough ("A coaching licence is no guarantee of good results")',
    );
    expect(parsed.improvedVersion).toMatch(
      /needs to show that the thing is not required, not only that it is not enough/,
    );
  });

  it("stays quiet when the reply answers the requirement itself, or when nobody claimed one", () => {
    const answered =
      "Nina: Leo cannot coach the team because he has no coaching licence. Omar: I disagree. The league lets unlicensed coaches lead youth teams, and Leo has coached for ten years.";
    expect(needAnsweredBySufficiency(answered)).toBeNull();
    expect(analyzeEmbeddedDetail(answered).flaw.id).toBe("none");
    expect(
      needAnsweredBySufficiency("Talent is no guarantee of a medal. Many gifted swimmers never reach a final."),
    ).toBeNull();
  });
});
