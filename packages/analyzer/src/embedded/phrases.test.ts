import { describe, expect, it } from "vitest";
import { readSentences } from "./nlp.js";
import { asClause, asSentence, nounPhrases } from "./phrases.js";

const phrasesOf = (text: string) => nounPhrases(readSentences(text)[0].tokens).map((p) => p.text);

describe("noun phrases", () => {
  it("a relative 'whose' opens a clause, not a phrase: 'a ladder whose pin' gives 'a ladder' and 'pin'", () => {
    const phrases = phrasesOf("A ladder whose pin enters the hinge is new.");
    expect(phrases).toContain("A ladder");
    expect(phrases.some((p) => /whose/i.test(p))).toBe(false);
  });

  it("a noun between a plural noun and a determiner is a verb the tagger missed: 'ladders use a latch'", () => {
    const phrases = phrasesOf("Known ladders use a manual latch.");
    expect(phrases.some((p) => /\buse\b/.test(p))).toBe(false);
    expect(phrases).toContain("a manual latch");
  });

  it("a compound after a plural noun stays whole when no determiner follows: 'the sports car'", () => {
    expect(phrasesOf("The sports car needs a new engine.")).toEqual(["The sports car", "a new engine"]);
  });
});

describe("a name opening a quoted clause", () => {
  it("keeps its capital when the lexicon does not know the word, and a common word does not", () => {
    expect(asClause("Priya is going to be promoted.")).toBe("Priya is going to be promoted");
    expect(asClause("Oskarina will be laid off.")).toBe("Oskarina will be laid off");
    expect(asClause("Fracking should be banned.")).toBe("fracking should be banned");
    expect(asClause("Homework should be optional.")).toBe("homework should be optional");
  });

  it("lowers a contraction ('It's'), which is no name's possessive ('Mia's')", () => {
    expect(asClause("It's clearly fine.")).toBe("it's clearly fine");
    expect(asClause("That's a fair point.")).toBe("that's a fair point");
    expect(asClause("Mia's essay won.")).toBe("Mia's essay won");
  });

  it("gives a diary's past its writer ('I bought …'), but not a participle before another subject", () => {
    expect(asClause("Bought the cheaper tyres in March.")).toBe("I bought the cheaper tyres in March");
    expect(asClause("Went to the new gym twice this week.")).toBe("I went to the new gym twice this week");
    expect(asClause("Tired of waiting, residents voted to close the road.")).toBe(
      "tired of waiting, residents voted to close the road",
    );
    expect(asClause("Based on the figures the plan fails.")).toBe("based on the figures the plan fails");
  });
});

describe("a clause cleaned for display", () => {
  it("drops a leading connective but keeps 'So much for', which dismisses and draws nothing", () => {
    expect(asSentence("so the bus is late")).toBe("The bus is late.");
    expect(asSentence("So much for boring passive investing, it just doesn't work.")).toBe(
      "So much for boring passive investing, it just doesn't work.",
    );
  });
});
