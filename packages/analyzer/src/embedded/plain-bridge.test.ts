import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { findGap, gapAssumptions } from "./gap.js";
import { readSentences } from "./nlp.js";

// Arguments written for these tests, of the shapes a user pastes: a verdict earned by a quality, a forecast, the
// speaker's own evidence, a cause, a comparison, a person judged by their record, a recommendation, a wider group.
const necessaryOf = (text: string) => analyzeEmbeddedDetail(text).parsed.necessaryAssumption;
const parsedOf = (text: string) => analyzeEmbeddedDetail(text).parsed;
const clause = (text: string) => ({ text, tokens: readSentences(text).flatMap((s) => s.tokens) });

const BRIDGES: [shape: string, text: string, bridge: string][] = [
  ["verdict, pronoun reason", "Cats are great pets because they are clean.", "Being clean makes cats great pets."],
  [
    "comparison, pronoun reason",
    "Tea is healthier than soda because it has no sugar.",
    "Having no sugar makes tea healthier than soda.",
  ],
  [
    "comparison, adverb in the reason",
    "Trains are safer than cars because trains rarely crash.",
    "Rarely crashing makes trains safer than cars.",
  ],
  [
    "comparison with 'make'",
    "Dogs make better companions than cats because dogs are loyal.",
    "Being loyal makes dogs better companions than cats.",
  ],
  [
    "comparison with a scope phrase",
    "Bikes are better than cars for short trips because bikes need no parking.",
    "Needing no parking makes bikes better than cars for short trips.",
  ],
  [
    "verdict on 'this' thing",
    "This laptop has a fast processor, so it is the right choice for students.",
    "Having a fast processor makes this laptop the right choice for students.",
  ],
  [
    "verdict, plural subject taken up",
    "Electric cars produce no exhaust, so they are better for the city's air.",
    "Producing no exhaust makes electric cars better for the city's air.",
  ],
  [
    "verdict, singular subject taken up",
    "Green tea has antioxidants, so it is good for your heart.",
    "Having antioxidants makes green tea good for your heart.",
  ],
  [
    "verdict, past fact",
    "The film won three awards, so it is worth watching.",
    "Winning three awards makes the film worth watching.",
  ],
  [
    "explanation by another thing",
    "Cars are expensive to run because fuel prices keep rising.",
    "Fuel prices rising makes cars expensive to run.",
  ],
  [
    "explanation of a comparison",
    "Solar panels are cheaper than coal plants because sunlight is free.",
    "Sunlight being free makes solar panels cheaper than coal plants.",
  ],
  [
    "a quality with its use",
    "This app is easy to use because it has few buttons.",
    "Having few buttons makes this app easy to use.",
  ],
  [
    "the speaker's circle",
    "Everyone I know loves the new phone, so it must be the finest phone ever made.",
    "If everyone someone knows loves a new phone, it is the finest phone ever made.",
  ],
  [
    "forecast about one thing",
    "The new park has lots of trees. So it will be cooler in summer.",
    "If a new park has lots of trees, it will be cooler in summer.",
  ],
  [
    "'he' takes up the person the premise names",
    "Our coach played professional football, so he knows how to win games.",
    "Anyone who played professional football knows how to win games.",
  ],
  [
    "forecast after an act",
    "The shop lowered its prices, so it will attract more customers.",
    "If a shop lowered its prices, it will attract more customers.",
  ],
  [
    "the speaker's friends, a named place",
    "Three of my friends got sick after eating at the diner. The diner is unsafe.",
    "If three of someone's friends got sick after eating at a diner, the diner is unsafe.",
  ],
  [
    "the speaker's cousins, 'this' thing",
    "Two of my cousins got rashes from this soap. So this soap irritates the skin.",
    "If two of someone's cousins got rashes from a soap, the soap irritates the skin.",
  ],
  [
    "causal forecast about the thing described",
    "The new bridge has wide lanes. So it will reduce traffic jams.",
    "If a new bridge has wide lanes, it will reduce traffic jams.",
  ],
  [
    "recommendation by 'we'",
    "We should ban phones in class because they distract students.",
    "A good reason for us to ban phones in class is that they distract students.",
  ],
  [
    "cause from what the thing does",
    "Phones distract drivers. So phones cause accidents.",
    "Distracting drivers causes accidents.",
  ],
  [
    "a person by their record",
    "Ms. Lee has taught maths for twenty years, so she is an excellent teacher.",
    "Anyone who has taught maths for twenty years is an excellent teacher.",
  ],
  [
    "the speaker's own state",
    "I feel tired every afternoon. So I must be sleeping badly.",
    "Anyone who feels tired every afternoon must be sleeping badly.",
  ],
  [
    "a clause the tagger leaves unturned",
    "Our town's rivers are cleaner than ever. Clearly the new recycling rules work.",
    "Our town's rivers being cleaner than ever is a sign that the new recycling rules work.",
  ],
  [
    "recommendation",
    "Our library is empty most afternoons. The council should cut its opening hours.",
    "A good reason for the council to cut its opening hours is that our library is empty most afternoons.",
  ],
  [
    "scope",
    "The two ducks I saw at the lake were white. So every duck is white.",
    "The two ducks I saw at the lake are typical of every duck.",
  ],
];

describe("bridges read as plain English and name both sides of the gap", () => {
  for (const [shape, text, bridge] of BRIDGES) it(shape, () => expect(necessaryOf(text)).toBe(bridge));

  it("keeps 'the' of a fixed phrase: only the thing the claim is about stands for its kind", () => {
    expect(necessaryOf("He lies all the time, so he cannot be trusted.")).not.toMatch(/all a time/);
  });

  it("quotes a reason whose verb the tagger read as a noun as the reason for the recommended act", () => {
    expect(necessaryOf("Plastic bags harm sea turtles, so shops should charge for them.")).toBe(
      "A good reason for shops to charge for them is that plastic bags harm sea turtles.",
    );
  });

  it("takes up nothing with the 'it' of 'it is easy to …'", () => {
    expect(necessaryOf("My watch is tiny. So it is easy to misplace my watch.")).not.toMatch(/makes my watch/);
    expect(necessaryOf("The new key is tiny. So it is easy to lose the key.")).not.toMatch(/^If /);
  });

  it("reads no place adverb as a verdict", () => {
    expect(necessaryOf("Sugar is cheap. So sugar is everywhere.")).not.toMatch(/makes sugar everywhere/);
  });

  it("never leaves a gerund glued to a verb or a verb after a gerund in the plural", () => {
    expect(necessaryOf("Towns with more parks have happier residents. So parks make people happy.")).toMatch(
      /^Parks making people happy /,
    );
    expect(necessaryOf("Smoking damages the lungs. Therefore, the city should ban smoking in parks.")).toBe(
      "A good reason for the city to ban smoking in parks is that smoking damages the lungs.",
    );
  });

  it("leaves a general rule alone when the thing is not the one the premise describes", () => {
    // "it" here takes up nothing of the premise's: no rule for any case of the kind is stated.
    const p = parsedOf("My sister says this cream works, so it will clear my skin.");
    expect([p.necessaryAssumption, ...p.unstatedAssumptions].join(" ")).not.toMatch(/someone/);
  });
});

describe("no vague frame beside a statement of the gap", () => {
  it("a causal claim after a sequence rules out other causes first, without 'what the premise says … bears on'", () => {
    const p = parsedOf("Since crime rose after the new mayor took office, the mayor caused the rise in crime.");
    // The reason already tells the cause and then the effect: what is left is that nothing else brought it about.
    expect(p.necessaryAssumption).toBe(
      "No factor other than the mayor accounts for what the reasons report about the rise in crime.",
    );
    expect(p.unstatedAssumptions.join(" ")).toMatch(/not the reverse/);
    expect(p.unstatedAssumptions.join(" ")).not.toMatch(/bears on/);
  });

  it("a generalisation from two cases keeps its sample statement, without 'a good enough reason'", () => {
    const p = parsedOf(
      "My neighbour's dog bit me, and my cousin's dog bit her. Dogs are dangerous animals and should be banned from parks.",
    );
    expect(p.unstatedAssumptions.join(" ")).not.toMatch(/good enough reason/);
    expect(p.necessaryAssumption).toMatch(/typical/);
  });

  it("quotes a lone short reason and the claim where nothing else names the gap", () => {
    expect(necessaryOf("The shop's lights are off and the shutters are down, so the shop is closed today.")).toBe(
      "That the shop's lights are off and the shutters are down is a sign that the shop is closed today.",
    );
    // One man's life offered for every case of smoking is a sample, whose bridge says the case is typical.
    expect(necessaryOf("My grandfather smoked and lived to ninety, so smoking is harmless.")).toMatch(/typical/);
  });

  it("quotes no condition, question or bare thing as a sign", () => {
    for (const text of [
      "If you skip breakfast once you will skip it always. So never skip breakfast.",
      "Why pay more for a brand name? The cheap cereal is just as good.",
      "In a ten-year study, walkers had fewer heart attacks. So walkers live longer than drivers.",
    ]) {
      const p = parsedOf(text);
      for (const a of [p.necessaryAssumption, ...p.unstatedAssumptions]) {
        expect(a).not.toMatch(/^That (?:if|why|in)\b/i);
        expect(a).not.toMatch(/^A ten-year study is a sign/);
      }
    }
  });

  it("names no group bridge from one thing", () => {
    const text =
      "The river flooded twice this year, and the dam is sixty years old. So the valley is no longer safe to live in.";
    expect(necessaryOf(text)).not.toMatch(/^The river is typical/);
  });

  it("reads a phrasal cause ('drove customers away') as a causal step first", () => {
    const p = parsedOf("Sales fell after we changed the logo, so the new logo drove customers away.");
    expect(p.necessaryAssumption).toMatch(/because the new logo drove customers away, not by coincidence/);
  });

  it("a verdict with a reason states the bridge, not a general assumption", () => {
    const p = parsedOf("Cats are great pets because they are clean.");
    expect(p.necessaryAssumption).toBe("Being clean makes cats great pets.");
    expect(p.unstatedAssumptions.some((a) => a.startsWith("General assumption"))).toBe(false);
  });

  it("marks the frames that only point at the gap, which stand in only as general assumptions", () => {
    const premise = clause("Our team lost the final, and the captain was injured.");
    const conclusion = clause("So our team is weak.");
    const frames = gapAssumptions(conclusion, findGap(conclusion, [premise]));
    expect(frames.some((f) => f.vague && /bears on/.test(f.text))).toBe(true);
    const texts = [
      ...BRIDGES.map(([, text]) => text),
      "Our team lost the final, and the captain was injured. So next season will be hard.",
    ];
    for (const text of texts) {
      const p = parsedOf(text);
      for (const a of [p.necessaryAssumption, ...p.unstatedAssumptions])
        if (/bears on whether|good enough reason/.test(a)) expect(a).toMatch(/^General assumption: /);
    }
  });
});

describe("a list of the premise's terms is not one thing", () => {
  it("does not say that what holds for a list also holds for the claim's subject", () => {
    const { necessaryAssumption, unstatedAssumptions } = analyzeEmbeddedDetail(
      "Is a season ticket worth it? Not for me, since I only see three games a year and a match on television costs nothing.",
    ).parsed;
    expect([necessaryAssumption, ...unstatedAssumptions].join(" ")).not.toMatch(/What holds for .* and .* and /);
  });
});
