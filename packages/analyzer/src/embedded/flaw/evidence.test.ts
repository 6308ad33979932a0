import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { findEvidence } from "./evidence.js";

const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw;

describe("a flaw is named only with its evidence", () => {
  // Each pair: a text showing the flaw's parts, and the same argument corrected so the parts are gone.
  const pairs: [string, string, string, RegExp][] = [
    [
      "hasty_generalization",
      "My cousin bought a used car and it broke down, so all used cars are junk.",
      "A consumer survey of 40,000 owners found used cars break down more often, so buyers should budget for repairs.",
      /My cousin … all/,
    ],
    [
      "false_cause",
      "Ever since the town put up wind turbines, more people have caught colds, so the turbines cause colds.",
      "The town put up wind turbines last year, and they now supply a third of its electricity.",
      /^Ever since .* cause/,
    ],
    [
      "ad_hominem",
      "Don't believe the mayor's budget plan. She is a liar who cannot even manage her own money.",
      "Don't accept the mayor's budget plan. Its figures leave out the cost of repairing the bridge.",
      /She is a liar/,
    ],
    [
      "irrelevant_authority",
      "My dad says this vaccine is dangerous, so I will not take it.",
      "The trial of 30,000 people found the vaccine safe, so I will take it.",
      /My dad says/,
    ],
  ];

  const signatures: [string, string, string][] = [
    [
      "ad_populum",
      "Everyone knows this phone is the best, so you should buy it.",
      "This phone's battery lasts two days in independent tests, so you should buy it.",
    ],
    [
      "false_dilemma",
      "Either we close the old bridge or people will die crossing it.",
      "The old bridge failed its inspection, so we should repair it before winter.",
    ],
    [
      "slippery_slope",
      "If we let pupils use phones at lunch, before we know it they will use them in every lesson.",
      "Pupils who used phones at lunch kept them in their bags in class, so we can allow phones at lunch.",
    ],
    [
      "straw_man",
      "So you're saying we should just let criminals walk free?",
      "You propose shorter sentences for first offences, but reoffending rates rise after short sentences.",
    ],
    [
      "circular_reasoning",
      "The rule is fair because it is right.",
      "The rule is fair because it applies to every team in the same way.",
    ],
    [
      "red_herring",
      "The new stadium will cost too much. But what about the litter problem in our parks? We should reject the stadium.",
      "The new stadium will cost twice the town's yearly budget, so we should reject the stadium.",
    ],
  ];

  // On a corrected text no reader finds the flaw's parts, so no flaw is shown. The flaw model may still say the
  // wording reads like one, and says so in those words: engine 19 reads the corrected red herring that way.
  it.each(signatures)("%s fires on its signature and shows no flaw on the corrected text", (id, flawed, corrected) => {
    const verdict = flawOf(flawed);
    expect(verdict.id).toBe(id);
    expect(verdict.evidence.length).toBeGreaterThan(0);
    const after = flawOf(corrected);
    expect(after.shown ? after.id : "none").toBe("none");
  });

  it.each(pairs)("%s fires on its evidence and shows no flaw on the corrected text", (id, flawed, corrected, span) => {
    const verdict = flawOf(flawed);
    expect(verdict.id).toBe(id);
    expect(verdict.evidence).toMatch(span);
    const after = flawOf(corrected);
    expect(after.shown ? after.id : "none").toBe("none");
  });

  it.each([
    ["You can't believe anything John says about climate change; he dropped out of college.", "ad_hominem"],
    ["Don't listen to Dana's plan for the library. Dana is a lazy gossip and her desk is a mess.", "ad_hominem"],
    ["Why should we take tax advice from a senator who was caught cheating on his own taxes?", "ad_hominem"],
    ["Ice cream sales and drownings rise together, so ice cream causes drowning.", "false_cause"],
    ["I met two rude waiters in Paris, so Parisians are rude.", "hasty_generalization"],
  ])("names the textbook case: %s", (text, id) => {
    expect(flawOf(text).id).toBe(id);
  });

  it("quotes the remark about the person, not the instruction to stop listening", () => {
    const byPronoun = flawOf(
      "You shouldn't listen to Ms. Ortiz on the harbour plan. She was fired twice and can't even keep a houseplant alive.",
    );
    expect(byPronoun).toMatchObject({
      id: "ad_hominem",
      evidence: "She was fired twice and can't even keep a houseplant alive.",
    });
    // By name: the name's possessive ("Omar's plan") is not the remark; what is said of Omar is.
    const byName = flawOf("Don't trust Omar's plan for the car park. Omar failed his driving test three times.");
    expect(byName.evidence).toBe("Omar failed his driving test three times.");
  });

  it("does not take a dismissal for an attack when the remark is about something else", () => {
    const text = "Don't listen to Dana's plan for the library. The plan is too expensive for a town of our size.";
    expect(flawOf(text).id).not.toBe("ad_hominem");
  });

  it("does not call a hedged finding from a large study a false cause", () => {
    const text =
      "A study of 2,000 patients found that those who exercised had fewer heart attacks, so exercise may protect the heart.";
    expect(flawOf(text).id).toBe("none");
  });

  it("reports the evidence span in the flaw sentence", () => {
    const { parsed } = analyzeEmbeddedDetail(pairs[0][1]);
    expect(parsed.logicalFlaws[0]).toMatch(/^Hasty Generalization: .*"My cousin … all"/);
  });

  it("does not call a valid syllogism a hasty generalization", () => {
    const text = "All mammals are warm-blooded. All whales are mammals. Therefore, all whales are warm-blooded.";
    expect(findEvidence(text).hasty_generalization).toBeUndefined();
    expect(flawOf(text).id).toBe("none");
  });

  it("needs a sample as well as a generalisation for hasty generalization", () => {
    expect(findEvidence("Every citizen pays tax, so every citizen may vote.").hasty_generalization).toBeUndefined();
    expect(findEvidence("I met two rude Parisians, so all Parisians are rude.").hasty_generalization).toBeDefined();
  });

  it("does not read a single word like 'dying' in a report of findings as an appeal to emotion", () => {
    const text =
      "In a study of 400,000 adults, those who drank coffee were less likely to be dying within ten years. So coffee is linked to longer life.";
    expect(flawOf(text).id).not.toBe("appeal_to_emotion");
  });

  it("reads a finding about a group of people as a correlation, not an attack on them", () => {
    const drawn =
      "People who walk to work have lower rates of heart disease. So walking protects you from heart disease.";
    expect(flawOf(drawn).id).toBe("false_cause");
    expect(findEvidence(drawn).ad_hominem).toBeUndefined();
    // The same finding with no cause drawn from it names nothing.
    expect(flawOf("People who walk to work have lower rates of heart disease. So walking to work is common.").id).toBe(
      "none",
    );
  });

  it("reads a plea to picture suffering as an appeal to emotion", () => {
    const text = "Imagine the poor puppies shivering in the cold! We must ban pet shops.";
    expect(flawOf(text).id).toBe("appeal_to_emotion");
    expect(flawOf("Pet shops sell animals bred in poor conditions, so we should regulate them.").id).toBe("none");
  });

  it("says no major flaw when no type has enough evidence", () => {
    const { parsed } = analyzeEmbeddedDetail(
      "Protected bike lanes cut cycling injuries in the cities that built them, so our city should build them.",
    );
    expect(parsed.logicalFlaws).toEqual([]);
  });
});

describe("hasty generalization needs a sample-to-whole step", () => {
  const hasty = (text: string) => findEvidence(text).hasty_generalization;

  it("reads no date as a sample: 'last year' says when, not how many", () => {
    const dated = "Last year the council promised to fix all the potholes, but the roads are still broken.";
    expect(hasty(dated)).toBeUndefined();
    expect(flawOf(`${dated} The council cannot be trusted with the road budget.`).id).toBe("none");
    // A case that happened last year still is one.
    expect(hasty("Last year I got food poisoning at a sushi bar, so all sushi is dangerous.")).toBe("I got … all");
    expect(hasty("If you skip practice once you will never catch up.")).toBeDefined();
  });

  it("reads 'never … such' as a degree, not as a count of cases", () => {
    expect(hasty("I had never tasted such salty soup. The café should use less salt.")).toBeUndefined();
    expect(hasty("I have never met a polite taxi driver, so taxi drivers are rude.")).toBeDefined();
  });

  it("reads no abstract 'there is no reason' as a claim about a group", () => {
    expect(hasty("Our school repainted the hall two years ago. There is no reason to repaint it now.")).toBeUndefined();
    expect(hasty("Our school hired two lazy coaches. There are no good coaches left.")).toBeDefined();
  });

  it("reads 'any' after a doubt as one case, after a plain negation as none", () => {
    const doubt =
      "A friend's ferry was late once. The company ran 2,000 crossings this year with ten delays, so you will hardly meet any delay.";
    expect(hasty(doubt)).toBeUndefined();
    expect(hasty("A friend of mine hated the course, so it does not do any good.")).toBeDefined();
  });

  it("reads no sample in the generic pronoun 'one's'", () => {
    expect(hasty("The article argues that one's diet shapes every part of one's health.")).toBeUndefined();
  });

  it("needs a general claim beside a few cases: a forecast or a plan generalises nothing", () => {
    const forecast =
      "Some of the bakeries in town have raised their prices. This trend will continue if flour gets dearer.";
    expect(flawOf(forecast).id).toBe("none");
    const general = "A few of the volunteers at our shelter quit within a month. Volunteers are unreliable.";
    expect(flawOf(general)).toMatchObject({ id: "hasty_generalization", evidence: general.split(". ")[0] + "." });
    expect(flawOf("Some of the students in my class cheated on the test, so no student can be trusted.").id).toBe(
      "hasty_generalization",
    );
  });
});

describe("false cause needs a causal claim", () => {
  const cause = (text: string) => findEvidence(text).false_cause;

  it("reads no epistemic 'must be' as a cause", () => {
    expect(cause("Visitor numbers rose after the new wing opened, so the old guidebook must be out of date.")).toBe(
      undefined,
    );
  });

  it("still reads a cause named with 'must'", () => {
    expect(cause("Littering increased after the park budget grew, so the budget must have been responsible.")).toMatch(
      /^Littering increased after the park budget grew, so the budget must have been responsible\.$/,
    );
    expect(cause("Complaints rose after the café changed owners; it must be because of the new owner.")).toBeDefined();
  });
});

describe("a remark about a person is what they are or lack, not what they have", () => {
  it("reads no attack in 'you have the' or 'he has the'", () => {
    expect(
      findEvidence("Our bakers tested forty recipes so that you have the freshest bread in town.").ad_hominem,
    ).toBe(undefined);
    expect(findEvidence("She has the same bike as her sister, so the ride will be easy.").ad_hominem).toBeUndefined();
  });

  it("still reads what a person is or lacks", () => {
    // With the view it writes off beside it, the remark is quoted to the end of its clause.
    expect(findEvidence("He is a failed banker, so his plan for the budget is worthless.").ad_hominem).toBe(
      "He is a failed banker",
    );
    expect(findEvidence("She has no degree, so her view on the bridge is worthless.").ad_hominem).toBeDefined();
  });
});

describe("the evidence is a span a reader can check, not a cue word", () => {
  it("quotes the turn to another matter through to the end of its sentence", () => {
    // The reader's span; engine 19's model weighs it and, on this text, names nothing.
    const text =
      "The mayor wants to widen Oak Street. But what about the leak at the swimming pool last spring? We should reject the plan.";
    expect(findEvidence(text).red_herring).toBe("But what about the leak at the swimming pool last spring?");
  });

  it("quotes the sentence that appeals to feeling, not a list of emotive words", () => {
    const { flaw } = analyzeEmbeddedDetail(
      "Think of the poor little kittens shivering in the cold! You must give to the animal shelter today.",
    );
    expect(flaw).toMatchObject({
      id: "appeal_to_emotion",
      evidence: "Think of the poor little kittens shivering in the cold!",
    });
  });

  it("quotes a sequence read as a cause to the end of its sentence", () => {
    const { flaw } = analyzeEmbeddedDetail(
      "Ever since I started carrying my lucky coin, my team has won every match. So the coin is bringing us luck.",
    );
    expect(flaw).toMatchObject({
      id: "false_cause",
      evidence: "Ever since I started carrying my lucky coin, my team has won every match.",
    });
  });
});

describe("a causal claim the text rejects is not drawn", () => {
  it("names no false cause when the text calls the causal claim false", () => {
    const rejected =
      "The council's new streetlights went up in March, and complaints about noise rose in April. But the claim that the streetlights caused the noise is false, since the complaints were about a building site.";
    expect(flawOf(rejected).id).not.toBe("false_cause");
    const drawn =
      "The council's new streetlights went up in March, and complaints about noise rose in April. So the streetlights caused the noise.";
    expect(flawOf(drawn).id).toBe("false_cause");
  });
});

describe("a source or a case the text answers is not leaned on", () => {
  it("names no authority when the text answers what the source said", () => {
    const answered =
      "My neighbour told me the new ferry is unsafe. However, the ferry passed every safety inspection, so I will take it.";
    expect(flawOf(answered).id).toBe("none");
    expect(flawOf("My neighbour told me the new ferry is unsafe. So I will drive to the island.").id).toBe(
      "irrelevant_authority",
    );
  });

  it("names no generalisation from a case the sentence goes on to answer", () => {
    const answered =
      "A friend told me the ferry is always late, but the company ran 2,000 crossings this year with ten delays. So the ferry is reliable.";
    expect(findEvidence(answered).hasty_generalization).toBeUndefined();
    expect(findEvidence("A friend's ferry was late twice, so the ferry is always late.").hasty_generalization).toBe(
      "A friend … always",
    );
  });
});
