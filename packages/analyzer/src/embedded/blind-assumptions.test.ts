import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { buildAssumptions } from "./assumptions.js";
import type { ConclusionType } from "./conclusion-type.js";
import { readSentences } from "./nlp.js";

// Twenty-five arguments written for a blind check of the assumptions (decision 0024, round assume16): each was
// written with the assumption a careful reader would name before the engine was run on it. The first-run grades
// are recorded in the decision; these tests hold what the fixes made of them.
const parsedOf = (text: string) => analyzeEmbeddedDetail(text).parsed;
const clause = (text: string) => ({ text, tokens: readSentences(text).flatMap((s) => s.tokens) });

const NECESSARY: [kind: string, text: string, necessary: string][] = [
  [
    "term shift",
    "Maria reads three novels a month. So Maria is well educated.",
    "Anyone who reads three novels a month is well educated.",
  ],
  ["term shift", "This soup contains no meat. Therefore it is healthy.", "Containing no meat makes this soup healthy."],
  [
    "term shift to a forecast about others",
    "The new library has a large collection of comics. So children in the area will read more books.",
    "The new library having a large collection of comics will lead children in the area to read more books.",
  ],
  [
    "scope, with a floating 'all'",
    "The five students I asked all enjoyed the school trip. So every student enjoyed the trip.",
    "The five students I asked are typical of every student.",
  ],
  [
    "normative step",
    "Smoking harms the people nearby. So smoking should be banned in parks.",
    "A good reason for smoking to be banned in parks is that smoking harms the people nearby.",
  ],
  [
    "normative step about a named person",
    "Tom lied to his manager. Tom should be fired.",
    "Anyone who lied to their manager should be fired.",
  ],
  [
    "normative step with 'ought not to'",
    "Animals feel pain. Therefore we ought not to eat meat.",
    "A good reason for us not to eat meat is that animals feel pain.",
  ],
  [
    "comparison",
    "Our team scored more goals than any other team this season. So our team is the best in the league.",
    "Any team that scored more goals than any other team this season is the best in the league.",
  ],
  [
    "comparison",
    "The new phone has a bigger battery than the old one. So the new phone lasts longer each day.",
    "Any phone that has a bigger battery than the old one lasts longer each day.",
  ],
  [
    "analogy",
    "A country is like a household. A household cannot spend more than it earns. So a country cannot spend more than it earns.",
    "A country and a household are alike in the way that matters for whether a country cannot spend more than it earns.",
  ],
  [
    "analogy from animals to people",
    "Rats given the new drug lived longer. So the drug will help people live longer.",
    "What holds for rats also holds for people.",
  ],
  [
    "affirming the consequent",
    "If the car is out of fuel, it will not start. The car will not start. So it is out of fuel.",
    "The car will not start only if it is out of fuel.",
  ],
  [
    "a rule whose condition is never stated",
    "If the train is late, I will miss the meeting. So I will miss the meeting.",
    "The train is late.",
  ],
  [
    "recommendation with a conceded cost",
    "A new sports hall would give students a place to exercise in winter. So the school should build one, even though it will cost two million pounds.",
    "Building a new sports hall is worth it even though it will cost two million pounds.",
  ],
];

describe("blind check: the necessary assumption names the argument's own gap", () => {
  for (const [kind, text, necessary] of NECESSARY)
    it(`${kind}: ${text}`, () => {
      expect(parsedOf(text).necessaryAssumption).toBe(necessary);
    });

  it("a comparison keeps its place: 'more than teachers here', not 'more than teachers'", () => {
    expect(
      parsedOf("Teachers in Finland earn more than teachers here. So Finnish schools are better than ours.")
        .necessaryAssumption,
    ).toMatch(/^Teachers in Finland earning more than teachers here /);
  });

  it("a causal claim about a sample of others comes after the shift to them, never 'P because <a forecast>'", () => {
    const p = parsedOf("Rats given the new drug lived longer. So the drug will help people live longer.");
    expect(p.unstatedAssumptions.join(" ")).not.toMatch(/because the drug will/);
  });

  it("the converse and the missing condition are sufficient as well as necessary", () => {
    expect(
      parsedOf("If the train is late, I will miss the meeting. So I will miss the meeting.").sufficientAssumption,
    ).toBe("The train is late.");
    expect(
      parsedOf("If the car is out of fuel, it will not start. The car will not start. So it is out of fuel.")
        .sufficientAssumption,
    ).toBe("The car will not start only if it is out of fuel.");
  });

  it("a conceded cost replaces 'costs less than it gains', and a cost of another option is no concession", () => {
    const p = parsedOf(
      "A new sports hall would give students a place to exercise in winter. So the school should build one, even though it will cost two million pounds.",
    );
    expect(p.unstatedAssumptions.join(" ")).not.toMatch(/costs less than it gains/);
    const other = parsedOf(
      "Electric buses cut pollution in the city centre. So the council should buy them, although diesel buses are less expensive than electric ones.",
    );
    expect(other.unstatedAssumptions.join(" ")).not.toMatch(/is worth it even though/);
    expect(
      parsedOf(
        "Electric buses cut pollution in the city centre. So the council should buy them, although they are expensive.",
      ).necessaryAssumption,
    ).toBe("Buying electric buses is worth it even though they are expensive.");
  });
});

describe("blind check: the link the reader names, once the claim is the one a reader picks", () => {
  // The conclusion finder (another area) took a premise as the claim on these texts; given the claim a reader
  // picks, the assumption states the gap.
  const assumptions = (premise: string, conclusion: string, type: ConclusionType, objection = "") =>
    buildAssumptions({
      conclusion,
      conclusionTokens: clause(conclusion).tokens,
      premises: [clause(premise)],
      keyPremise: premise,
      type,
      method: "",
      quantifiers: [],
      objection,
    });

  it("a cause told in sequence needs nothing else to have brought the effect about", () => {
    const a = assumptions(
      "Since the bakery began playing music, its sales have gone up.",
      "The music increased sales.",
      "Causal Claim",
    );
    expect(a.necessary).toBe("No factor other than the music accounts for what the reasons report about sales.");
    expect(a.hidden).toContain(
      "The link does not run from sales to the music: the music increased sales, not the reverse.",
    );
  });

  it("a recommendation that concedes a tight budget must be worth it", () => {
    const a = assumptions(
      "Hiring two more nurses would cut waiting times by half.",
      "The clinic should hire them,",
      "Policy Recommendation",
      "Although its budget is tight.",
    );
    expect(a.necessary).toBe("Hiring two more nurses is worth it even though its budget is tight.");
  });
});

describe("blind check: the improved version never rewrites the argument", () => {
  const TEXTS = [
    ...NECESSARY.map(([, text]) => text),
    "If it snows, the school closes. It is snowing. So the school will close.",
    "All birds have feathers. Penguins are birds. Therefore penguins have feathers.",
    "No reptiles are warm-blooded. Snakes are reptiles. So snakes are not warm-blooded.",
  ];
  for (const text of TEXTS)
    it(`keeps every quantifier and negation of: ${text}`, () => {
      expect(parsedOf(text).improvedVersion.startsWith(text)).toBe(true);
    });

  it("a valid argument's improved version is the argument itself", () => {
    for (const text of TEXTS.slice(-3)) expect(parsedOf(text).improvedVersion).toBe(text);
  });

  it("states the missing link it names", () => {
    expect(parsedOf("If the train is late, I will miss the meeting. So I will miss the meeting.").improvedVersion).toBe(
      "If the train is late, I will miss the meeting. So I will miss the meeting. This assumes that the train is late.",
    );
  });
});
