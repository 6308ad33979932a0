import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

// Ten everyday arguments written before the engine saw them (second session of 2026-11-28). First run: 9/10
// conclusions, 9/10 flaw verdicts, 6/10 sound assumptions. The misses: a named person's view reported without
// "that" ("Mr. Patel says we should …, but …, so we can ignore his proposal") taken for the conclusion; a verdict
// after "clearly" accused of overlooking other explanations; a bridge that read "It is worth learning Latin" as
// said of Latin roots; an imperative reason ("Think of the puppies shivering …") quoted as "the fact that think of
// …"; and a verdict on "the exhibit" not matched to "the museum's new exhibit" the reason describes.
const analyze = (text: string) => analyzeEmbeddedDetail(text).parsed;
const flawId = (text: string) => analyzeEmbeddedDetail(text).flaw.id;

describe("blind everyday arguments, 20th round", () => {
  it("takes a named person's view, reported without 'that' and then turned against, as the other side's", () => {
    const text =
      "Ms. Okafor says we should close the old footbridge, but she lives right next to the new one, so we can ignore her advice.";
    expect(analyze(text).conclusion.text).toBe("We can ignore her advice.");
    expect(flawId(text)).toBe("ad_hominem");
  });

  it("does not read a verdict after 'clearly' as a chosen explanation, and bridges the verdict to its reason", () => {
    // "fair" is also a word of judgement, and the tagger reads it as one: as the subject it names the event.
    const fair =
      "The town's new summer fair sold out every stall in two days. Stallholders asked to book again for next year. The fair is clearly a success.";
    expect(analyze(fair).conclusion.text).toBe("The fair is clearly a success.");
    expect(flawId(fair)).toBe("none");
    const festival = fair.replace(/fair/g, "festival");
    expect(analyze(festival).necessaryAssumption).toBe(
      "Selling out every stall in two days makes the festival a success.",
    );
    // A claim of what brought something about, after "clearly", still picks one explanation.
    expect(
      flawId(
        "The school painted its classrooms blue in May. Test scores rose in June. Clearly, the blue walls raised the scores.",
      ),
    ).not.toBe("none");
  });

  it("does not read an extraposed 'it is worth …' as said of the reason's subject, and keeps a name's capital", () => {
    const parsed = analyze(
      "Is it worth learning Greek at school? Yes. Greek roots fill much of the vocabulary of medicine.",
    );
    expect(parsed.necessaryAssumption).not.toMatch(/makes greek roots/i);
    expect(parsed.necessaryAssumption).toMatch(/\bGreek roots\b/);
    // The round's own text: the reason quoted whole, its name capitalised, as the sign of the verdict.
    const latin = analyze(
      "Is it worth learning Latin at school? Yes. Latin roots make up much of English vocabulary, and pupils who study it score better on reading tests.",
    );
    expect(latin.necessaryAssumption).toBe(
      "That Latin roots make up much of English vocabulary is a sign that it is worth learning Latin at school.",
    );
  });

  it("quotes an appeal to picture a scene as the claim it makes", () => {
    const parsed = analyze(
      "Picture the old horses standing in the freezing rain tonight! You must give to our sanctuary.",
    );
    expect(parsed.sufficientAssumption).toBe(
      "If the old horses are standing in the freezing rain tonight, then you must give to our sanctuary.",
    );
  });
});

// Written while fixing the round: shapes found on the way.
describe("found while fixing the 20th round", () => {
  it("reads 'For that reason alone' as a conclusion marker, and a noun after 'be' as no sample", () => {
    const text =
      "Real friendship is not possible without trust. A chatbot can never earn trust. For that reason alone a chatbot will never be able to be a friend.";
    expect(analyze(text).conclusion.text).toBe("A chatbot will never be able to be a friend.");
    expect(flawId(text)).toBe("none");
    expect(flawId("A friend of mine got food poisoning at that cafe. So all the food there is unsafe.")).toBe(
      "hasty_generalization",
    );
  });

  it("shows a claim without the 'Clearly,' that insists on it", () => {
    expect(
      analyze("Ice cream sales and sunburns both rise in July. Clearly, ice cream causes sunburn.").conclusion.text,
    ).toBe("Ice cream causes sunburn.");
  });
});
