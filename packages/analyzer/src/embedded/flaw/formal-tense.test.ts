import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { formalFallacy, validForm } from "./formal.js";

const lower = (t: string) => t.toLowerCase();

describe("conditional forms read across tenses and persons", () => {
  it("sees the consequent affirmed when the fact is in another tense ('fog up' / 'are fogged up')", () => {
    const text = "If the heating is on, the windows fog up. The windows are fogged up. So the heating is on.";
    expect(formalFallacy(lower(text))).toMatch(/^if the heating is on/);
    expect(analyzeEmbeddedDetail(text).flaw.id).toBe("formal_fallacy");
  });

  it("reads an irregular past as its verb ('get' / 'got') and a generic 'you' as anyone", () => {
    const text = "If you run every day, you get fit. Dan got fit, so he must run every day.";
    expect(formalFallacy(lower(text))).not.toBeNull();
  });

  it("names nothing when the antecedent is affirmed instead (modus ponens)", () => {
    const text = "If the heating is on, the windows fog up. The heating is on. So the windows are fogged up.";
    expect(formalFallacy(lower(text))).toBeNull();
    expect(validForm(lower(text))?.form).toBe("modus ponens");
    expect(analyzeEmbeddedDetail(text).flaw.id).toBe("none");
  });
});

describe("a valid form outweighs words that merely sound like a flaw", () => {
  it("does not call a modus ponens about a plant dying an appeal to emotion", () => {
    const text = "If a plant gets no water, it dies. This plant got no water. So it died.";
    const { flaw, parsed } = analyzeEmbeddedDetail(text);
    expect(flaw.id).toBe("none");
    expect(parsed.logicalFlaws).toEqual([]);
    expect(parsed.necessaryAssumption).toMatch(/^The premises are true as stated/);
  });

  it("still names the emotional appeal when the same words carry no valid form", () => {
    const text =
      "Think of the poor plants slowly dying of thirst in every garden on our street. We must ban sprinklers now.";
    expect(analyzeEmbeddedDetail(text).flaw.id).not.toBe("none");
  });
});
