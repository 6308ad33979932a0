import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { formalFallacy } from "./formal.js";

const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw;

// Each row: the type, a text showing its parts, the words reported as evidence, and the argument corrected.
const cases: [string, string, RegExp, string][] = [
  [
    "formal_fallacy",
    "If the pump fails, the cellar floods. The cellar flooded. Therefore, the pump failed.",
    /^If the pump fails, the cellar floods … the pump failed$/,
    "If the pump fails, the cellar floods. The pump failed. Therefore, the cellar flooded.",
  ],
  [
    "formal_fallacy",
    "All violinists are musicians. All drummers are musicians. Therefore, all drummers are violinists.",
    /all drummers are musicians/i,
    "All violinists are musicians. All musicians are artists. Therefore, all violinists are artists.",
  ],
  [
    "false_analogy",
    "A school is just like a factory, so pupils should be managed like machines.",
    /just like/,
    "Schools that cut class sizes saw reading scores rise, so our school should cut class sizes.",
  ],
  [
    "appeal_to_ignorance",
    "Nobody has ever proven that the old well is unsafe, so it must be safe to drink from.",
    /Nobody has ever proven .* so/,
    "The lab tested the old well last month and found no bacteria, so it is safe to drink from.",
  ],
  [
    "loaded_question",
    "Have you stopped wasting the club's money on parties?",
    /Have you stopped/,
    "How much of the club's money went on parties last year, and what did they bring in?",
  ],
  [
    "ad_populum",
    "Millions of drivers use this app, so it must be the safest way to navigate.",
    /Millions of drivers use/,
    "In a road test of five apps, this one gave the fewest wrong turns, so it is a safe way to navigate.",
  ],
  [
    "false_cause",
    "I wore my red scarf and then our team won the final. The scarf must have brought us luck.",
    /and then .* must have/,
    "Our team trained twice a week all season and won the final, so regular training paid off.",
  ],
  [
    "false_dilemma",
    "If you don't sign the petition, you're against clean air.",
    /If you don't sign the petition, you're/,
    "Signing the petition adds your name to 4,000 others asking the council to monitor the air near schools.",
  ],
  [
    "slippery_slope",
    "If we let the library open on Sundays, soon they'll want it open every night, and then staff will quit.",
    /If we let the library open on Sundays, soon they'll/,
    "Opening the library on Sundays would cost two extra shifts, which the budget already covers.",
  ],
  [
    "straw_man",
    "Ana wants fewer cars downtown. So you're saying nobody should be allowed to drive anywhere?",
    /So you're saying/,
    "Ana wants fewer cars downtown, but shops there depend on drivers who cannot reach them by bus.",
  ],
  [
    "circular_reasoning",
    "The new rule is a fair rule because the rule is fair.",
    /fair rule because the rule is fair/,
    "The new rule is fair because it applies the same limit to every team.",
  ],
  [
    "ad_hominem",
    "Of course the landlord opposes rent control; ignore whatever he says about housing.",
    /Of course the landlord opposes/,
    "The landlord opposes rent control because it froze repairs in the city that tried it.",
  ],
  [
    "ad_hominem",
    "Why should I listen to you about saving money? You bought a new car last month.",
    /Why should I listen to you/,
    "Saving a tenth of each pay cheque built a cushion for three months of rent in the budget we tried.",
  ],
  [
    "appeal_to_emotion",
    "If you don't buy this alarm, you could find yourself robbed and alone in the dark.",
    /you could find yourself/,
    "This alarm cut break-ins by a third in a trial on 500 homes, so it is worth its price.",
  ],
  [
    "appeal_to_emotion",
    "You should give me a pay rise. I had a tough year and I am behind on my rent.",
    /I had a tough year|You should give me/,
    "You should give me a pay rise: I took on two extra accounts this year and both grew by a fifth.",
  ],
  [
    "red_herring",
    "Why worry about the potholes on Main Street when there are wars going on all over the world?",
    /Why worry about the potholes on Main Street when/,
    "The potholes on Main Street damaged forty cars last month, so the council should fill them first.",
  ],
  [
    "irrelevant_authority",
    "We should drink more milk. Even Taylor Swift says it is good for you.",
    /Even Taylor Swift says/,
    "We should drink more milk: a review of twelve trials found it helps children's bones grow.",
  ],
  [
    "straw_man",
    "Councillor Reyes proposes a cycle lane on Bridge Road. I can't understand why she wants to drive every car out of town.",
    /can't understand why she wants/,
    "Councillor Reyes proposes a cycle lane on Bridge Road, but the road is too narrow for a lane and two-way traffic.",
  ],
  [
    "circular_reasoning",
    "The manual is reliable because the guide is accurate, and the guide is accurate because the manual is reliable.",
    /because the guide is accurate … the guide is accurate because/,
    "The manual is reliable because three independent labs checked every figure in it.",
  ],
  [
    "false_analogy",
    "Taxing sugar is just like banning birthday cake.",
    /Taxing sugar is just like banning/,
    "Taxing sugar raised the price of soft drinks by a fifth in the towns that tried it.",
  ],
  [
    "appeal_to_ignorance",
    "The lake is safe to swim in because nobody has managed to prove it is polluted.",
    /because nobody has managed to prove/,
    "The lake is safe to swim in because the council tests its water every week.",
  ],
];

describe("each flaw type fires on its evidence and stays quiet on the corrected text", () => {
  it.each(cases)("%s: %s", (id, flawed, span, corrected) => {
    const verdict = flawOf(flawed);
    expect(verdict.id).toBe(id);
    expect(verdict.evidence).toMatch(span);
    expect(flawOf(corrected).id).toBe("none");
  });
});

describe("formal fallacies are named only when the form is invalid", () => {
  it("says what a conditional fallacy reads backwards; a syllogism keeps the general sentence", () => {
    const backwards = analyzeEmbeddedDetail(
      "If the kettle is switched on, the light glows. The light glows. Therefore, the kettle is switched on.",
    );
    expect(backwards.flaw.id).toBe("formal_fallacy");
    expect(backwards.parsed.logicalFlaws[0]).toMatch(
      /treats a condition that is enough for an outcome as one the outcome requires .*"if A, then B" does not say that B happens only if A/,
    );
    const syllogism = analyzeEmbeddedDetail(
      "All owls are birds. All robins are birds. Therefore, all robins are owls.",
    );
    expect(syllogism.flaw.id).toBe("formal_fallacy");
    expect(syllogism.parsed.logicalFlaws[0]).toMatch(/does not follow from the form of the reasoning/);
  });

  const valid = [
    "If it rains, the street gets wet. It rains. Therefore, the street gets wet.",
    "If it rains, the street gets wet. The street is not wet. So it did not rain.",
    "All mammals are warm-blooded. All whales are mammals. Therefore, all whales are warm-blooded.",
    "No reptiles are warm-blooded. All snakes are reptiles. Therefore, no snakes are warm-blooded.",
    // A contradictory word denies its opposite: "off" is "not on", "unsafe" beside "safe" is "not safe".
    "If the heater is on, the room is warm. The room is not warm. So the heater is off.",
    "If the gate is open, the goats escape. The goats did not escape. So the gate is closed.",
  ];
  it.each(valid)("a valid form is no fallacy: %s", (text) => {
    expect(formalFallacy(text.toLowerCase())).toBeNull();
  });

  const invalid = [
    "If it rains, the street gets wet. It did not rain. Therefore, the street is not wet.",
    "All sparrows are birds. No bats are sparrows. Therefore, no bats are birds.",
    "If the heater is on, the room is warm. The heater is off. So the room is not warm.",
    "If the gate is open, the goats escape. The gate is closed. So the goats do not escape.",
    "If the rope is safe, we can climb. The rope is unsafe. So we cannot climb.",
  ];
  it.each(invalid)("an invalid form is named: %s", (text) => {
    expect(formalFallacy(text.toLowerCase())).not.toBeNull();
  });
});

describe("crowds and sequences that are not offered as reasons", () => {
  it("does not read a report of many deaths as an appeal to popularity", () => {
    expect(flawOf("So many people have already died of the fever; the clinic needs more beds.").id).not.toBe(
      "ad_populum",
    );
  });

  it("does not call a disputed source an appeal to authority", () => {
    const text =
      "Senator Lewis says we should cut the rail budget. I disagree: the trains carry 9,000 commuters a day.";
    expect(flawOf(text).id).not.toBe("irrelevant_authority");
  });

  it("does not join a personal remark and an 'all' that sit paragraphs apart into a hasty generalization", () => {
    const text =
      "My phone is old. The council should fund the library. It lends books to pupils. It also runs reading clubs. Reading clubs raise test scores in a county study. All schools in the county took part.";
    expect(flawOf(text).id).not.toBe("hasty_generalization");
    expect(flawOf("My phone broke twice, so all phones of this brand are junk.").id).toBe("hasty_generalization");
  });

  it("does not read one predicted step, or a condition on a fact, as a slippery slope", () => {
    expect(
      flawOf("If pupils practise the piano every day, they will eventually play well. Mia practises every day.").id,
    ).not.toBe("slippery_slope");
    const vote =
      "If most members back the plan, the pool will be built. But most members would rather keep the fees low, since a pool would raise them. So the pool will probably not be built.";
    expect(flawOf(vote).id).not.toBe("slippery_slope");
    expect(
      flawOf("If we let the club skip one fee, soon they'll skip every fee, and then the pool will close.").id,
    ).toBe("slippery_slope");
  });

  it("reads a crowd right after 'so' as what is concluded, not as a reason", () => {
    const survey =
      "A poll of the sailing club's members found that 80 percent want a new jetty. So most residents want a new jetty.";
    expect(flawOf(survey).id).toBe("hasty_generalization");
    expect(flawOf("Most residents want a new jetty, so the council should build one.").id).toBe("ad_populum");
  });

  it("quotes the view a straw man puts in the other side's mouth, to the end of its sentence", () => {
    const { flaw } = analyzeEmbeddedDetail(
      "So you're saying we should let pupils skip homework forever? That is absurd, so the homework rule must stay.",
    );
    expect(flaw).toMatchObject({
      id: "straw_man",
      evidence: "So you're saying we should let pupils skip homework forever?",
    });
  });

  it("does not read a job ('works there until closing') as a remedy that works", () => {
    const job =
      "The library stays open until 9 pm and Ana often works there until closing. So Ana is probably a student.";
    expect(flawOf(job).id).not.toBe("false_cause");
    expect(flawOf("Ever since I started drinking ginger tea my colds are gone, so the tea works.").id).toBe(
      "false_cause",
    );
  });
});
