import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { bridgeStatement } from "./bridge.js";
import { findGap, passesNegationTest } from "./gap.js";
import { readSentences } from "./nlp.js";
import { contentTerms } from "./terms.js";
import { presentParticiple } from "./verb-forms.js";

const clause = (text: string) => ({ text, tokens: readSentences(text).flatMap((s) => s.tokens) });
const necessaryOf = (text: string) => analyzeEmbeddedDetail(text).parsed.necessaryAssumption;
const allOf = (text: string) => {
  const { parsed } = analyzeEmbeddedDetail(text);
  return [parsed.necessaryAssumption, ...parsed.unstatedAssumptions, parsed.sufficientAssumption].join(" ");
};

describe("the bridge names both sides of the gap", () => {
  it("keeps each side's subject when the two sides are said of different things", () => {
    // The attack on the senator is the argument's first assumption (its flaw's own); the bridge follows it.
    expect(
      analyzeEmbeddedDetail("The senator's plan will fail because the senator is a liar.").parsed.unstatedAssumptions,
    ).toContain("The senator being a liar is a sign of the senator's plan failing.");
  });

  it("reads a verb the tagger took for a noun as the verb it is", () => {
    expect(
      necessaryOf(
        "Is social media bad for teenagers? Yes. It replaces sleep, it feeds comparison, and heavy users report more anxiety.",
      ),
    ).toBe("Heavy users reporting more anxiety is a sign of social media being bad for teenagers.");
  });

  it("reads an inferential 'must be' as a claim, not a call to act", () => {
    expect(necessaryOf("Everyone I know loves the new phone, so it must be the finest phone ever made.")).not.toMatch(
      /calls? for/,
    );
  });

  it("term shift to a requirement: what the premise requires requires what the conclusion requires", () => {
    const text =
      "No one can be a good judge without listening to both sides. So to be a good judge, one must have patience.";
    // Premise-only "listening to both sides", conclusion-only "patience": the middle term linked to the new one.
    expect(necessaryOf(text)).toBe("Listening to both sides requires having patience.");
  });

  it("term shift in a factual claim: the general rule from the premise's fact to the conclusion's", () => {
    const text = "Our new manager has worked in three countries. So she understands our foreign customers.";
    expect(necessaryOf(text)).toBe("Anyone who has worked in three countries understands our foreign customers.");
  });

  it("scope: the premise's group is typical of the wider group the conclusion covers", () => {
    expect(
      necessaryOf(
        "The students with the highest marks praised the new timetable. So all the students in the school enjoy the new timetable.",
      ),
    ).toBe("The students with the highest marks are typical of all the students in the school.");
    expect(
      necessaryOf("The three cafes on Mill Street closed within a year. So every cafe in town is losing money."),
    ).toBe("The three cafes on Mill Street are typical of every cafe in town.");
  });

  it("causal step: the claimed cause accounts for what the premise reports", () => {
    expect(necessaryOf("Towns with more libraries have lower crime. So libraries reduce crime.")).toBe(
      "Libraries reducing crime accounts for towns with more libraries having lower crime.",
    );
  });

  it("normative step: the premise's fact is a good reason for the recommended act, agent and object kept", () => {
    expect(necessaryOf("Cycling lanes cut traffic deaths. So the city should build more cycling lanes.")).toBe(
      "A good reason for the city to build more cycling lanes is that cycling lanes cut traffic deaths.",
    );
    // "We need X" recommends X itself.
    expect(necessaryOf("Patients there wait for weeks, so we need more nurses in rural clinics.")).toBe(
      "Patients there waiting for weeks calls for more nurses in rural clinics.",
    );
  });

  it("replaces the vague frames where a bridge is built", () => {
    const text = "Cycling lanes cut traffic deaths. So the city should build more cycling lanes.";
    expect(allOf(text)).not.toMatch(/good enough reason|What holds for|bears on whether|typical of every case/);
  });
});

describe("where no bridge can be built, a frame stands in", () => {
  it("keeps the scope frame when the conclusion adds no term of its own", () => {
    const text =
      "Some pupils in my class copied their homework from the internet. Therefore all pupils copy their homework.";
    // The speaker's own sample comes first, named as a group, as the hasty generalisation's assumption; the scope
    // frame stays beside it.
    const { parsed } = analyzeEmbeddedDetail(text);
    expect(parsed.necessaryAssumption).toMatch(
      /^Some pupils in my class are typical of all the cases the claim covers/,
    );
    expect(parsed.unstatedAssumptions.some((a) => /^The cases in the premise \(some pupils in my class/.test(a))).toBe(
      true,
    );
  });

  it("a claim about the premise's own thing ('its bread') quotes the sign, not 'what holds for X holds for Y'", () => {
    // Until round assume18: "What holds for the bakery and the corner also holds for bread." The bread is the
    // bakery's own, not another group the premise's could stand for.
    const text = "The bakery on the corner uses only organic flour. So its bread is healthy.";
    expect(necessaryOf(text)).toBe(
      "That the bakery on the corner uses only organic flour is a sign that its bread is healthy.",
    );
  });
});

describe("the negation test", () => {
  const premise = clause("Cycling lanes cut traffic deaths.");
  const conclusion = clause("So the city should build more cycling lanes.");
  const gap = findGap(conclusion, [premise]);
  const terms = new Set(contentTerms(premise.tokens));

  it("keeps the bridge: it names a term only the conclusion has and one only the premise has", () => {
    const bridge = bridgeStatement(conclusion, gap, [premise]);
    expect(bridge).toMatch(/city to build .*traffic deaths/);
    expect(passesNegationTest(bridge, gap, terms)).toBe(true);
  });

  it("drops a candidate that only restates the premise or the conclusion: denying it leaves the step intact", () => {
    expect(passesNegationTest("Cycling lanes cut traffic deaths.", gap, terms)).toBe(false);
    expect(passesNegationTest("The city should build more cycling lanes.", gap, terms)).toBe(false);
  });

  it("reads inflected forms as the same term ('highest' for 'high', 'marks' for 'mark')", () => {
    const p = clause("The students with the highest marks praised the new timetable.");
    const c = clause("So all the students in the school enjoy the new timetable.");
    const g = findGap(c, [p]);
    const statement = "The students with the highest marks are typical of all the students in the school.";
    expect(passesNegationTest(statement, g, new Set(contentTerms(p.tokens)))).toBe(true);
  });
});

describe("the sides read as phrases", () => {
  it("moves a negation before the gerund and drops the auxiliary of an '-ing' form", () => {
    expect(necessaryOf("The media are always censoring news stories. So the press is not free.")).toBe(
      "The media always censoring news stories is a sign of the press not being free.",
    );
  });

  it("keeps a negation that sits in the verb chain before the side ('will never be able to …')", () => {
    expect(necessaryOf("Plants never have brains. So plants will never be able to feel pain.")).toBe(
      "Never having brains is a sign of never feeling pain.",
    );
  });
});

describe("a class said to share the premise's predicate", () => {
  it("falls within the class the premise defines: 'All X are Y', not 'Y are typical of X'", () => {
    expect(
      necessaryOf(
        "The survey data show that members who attend often are happy with the new timetable. So all active members are happy with the new timetable.",
      ),
    ).toBe("All active members are members who attend often.");
  });

  it("keeps 'typical of' for a group picked out as the cases looked at", () => {
    expect(necessaryOf("The people I asked prefer our soup. So people across the country prefer it.")).toBe(
      "The people I asked are typical of people across the country.",
    );
  });

  it("reads a sentence's first word in its singular, so 'Cities … cities' name one term", () => {
    const p = clause("Cities with more parks have fewer floods.");
    const c = clause("So planting parks prevents floods.");
    const g = findGap(c, [p]);
    expect(
      passesNegationTest(
        "Planting parks prevents floods accounts for cities with more parks.",
        g,
        new Set(contentTerms(p.tokens)),
      ),
    ).toBe(true);
  });
});

describe("present participles", () => {
  it("follows the spelling rules, doubling for stress on the last syllable", () => {
    const forms = ["desire", "be", "stop", "die", "see", "prefer", "visit", "control", "agree"].map(presentParticiple);
    expect(forms).toEqual([
      "desiring",
      "being",
      "stopping",
      "dying",
      "seeing",
      "preferring",
      "visiting",
      "controlling",
      "agreeing",
    ]);
  });
});
