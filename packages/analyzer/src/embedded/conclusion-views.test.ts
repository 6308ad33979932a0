import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { scoreUnits } from "./conclusion.js";
import { segment } from "./segment.js";

const conclusionOf = (text: string) => analyzeEmbeddedDetail(text).parsed.conclusion.text;

/** The main claim among views, reports and steps: whose claim it is, and which claim the others support. */
describe("the main claim among views, reports and steps", () => {
  it("as a view the writer names and rejects, over a 'Therefore' that closes one step of the support", () => {
    const text =
      "The popular belief that sugar makes children hyperactive is false. In controlled trials, children given sugar behaved like those given a placebo. Parents who expect hyperactivity see it. Therefore, what parents notice after a party is their own expectation.";
    expect(conclusionOf(text)).toBe("The popular belief that sugar makes children hyperactive is false.");
    // Without the cue family the closing 'Therefore' wins: the test measures the cue, not the position.
    const without = scoreUnits(segment(text), new Set(["rejected view"]));
    expect(without[0].score).toBeLessThan(without[without.length - 1].score);
  });

  it("not as an answer that only dismisses the objection just raised ('this view is a fairy tale')", () => {
    expect(
      conclusionOf(
        "Schools should not use tablets in class. Some might say that tablets hold the pupils' attention, but I think that this view is a fairy tale.",
      ),
    ).toBe("Schools should not use tablets in class.");
  });

  it("as the claim after a consolation: 'X, but at least Y. But now, since Z, X has nothing going for it.'", () => {
    const text =
      "The old stadium was ugly, but at least it was cheap to run. But now, since the repairs cost millions, the stadium has nothing going for it.";
    expect(conclusionOf(text)).toMatch(/the stadium has nothing going for it\.$/);
    expect(scoreUnits(segment(text))[1].reasons.join(" ")).toMatch(/consolation/);
  });

  it("after a misspelt marker ('Ttherefore')", () => {
    expect(
      conclusionOf(
        "The bridge was closed for repairs all summer. Shops on the east bank lost half their customers. Ttherefore, the closure hurt local trade.",
      ),
    ).toBe("The closure hurt local trade.");
  });

  it("as the main claim, not the intermediate one that supports it ('…, so their homes are too noisy')", () => {
    expect(
      conclusionOf(
        "Our library needs longer opening hours, since pupils have nowhere quiet to study after school. Most of them share a bedroom with siblings, so their homes are too noisy for homework.",
      ),
    ).toBe("Our library needs longer opening hours.");
  });

  it("as the writer's own claim, not a reported one the text turns against ('The office concluded that …. But …')", () => {
    const text =
      "The planning office concluded that the new road will ease traffic. But the office counted only weekday traffic, and most congestion happens at weekends. The road will not solve the town's traffic problem.";
    expect(conclusionOf(text)).toBe("The road will not solve the town's traffic problem.");
    // A reported claim the writer builds on, with no turn against it, is not the other side's.
    const endorsed = scoreUnits(
      segment("The planning office concluded that the new road will ease traffic. So the town should build it."),
    );
    expect(endorsed[0].reasons.join(" ")).not.toMatch(/other side/);
  });

  it("as a policy named by its gerund ('Banning … would …'), a recommendation like 'should ban'", () => {
    expect(
      conclusionOf(
        "Eating sugar late at night is bad for children. Children who eat sweets before bed sleep an hour less on average. Banning sweets after dinner would help them sleep.",
      ),
    ).toBe("Banning sweets after dinner would help them sleep.");
    // Any action weighed by what it would do proposes it.
    expect(
      conclusionOf(
        "Bear attacks near the lake have increased in recent years. Relocating half of the lake's bears would help decrease the attacks.",
      ),
    ).toBe("Relocating half of the lake's bears would help decrease the attacks.");
    // A participle after a comma ("…, allowing them to …") proposes nothing.
    expect(
      scoreUnits(segment("Older parents earn more, allowing them to pay for lessons."))[0].reasons.join(" "),
    ).not.toMatch(/normative/);
  });

  it("as the statement a why-question presupposes when the next sentence answers it with 'Because'", () => {
    expect(
      conclusionOf(
        "Why should we keep the old library? Because it is the only quiet place for students in the town. Closing it would hurt the people who need it most.",
      ),
    ).toBe("We should keep the old library.");
    // Unanswered, the same shape stays a rhetorical question asserting the opposite.
    expect(segment("Why should we pay for their mistakes? They caused the crisis.")[0].assertion).toBe(
      "We should not pay for their mistakes.",
    );
  });

  it("as the writer's verdict on the other side's view, whoever it points back to ('They are wrong.')", () => {
    const scored = scoreUnits(
      segment(
        "Critics say that homework is useless. They are wrong. Pupils who do homework remember more of what they learn.",
      ),
    );
    expect(scored[1].reasons.join(" ")).toMatch(/rejects the other side's view/);
    expect(
      conclusionOf("Critics say that homework is useless. They are wrong. Pupils who do homework remember more."),
    ).toBe("They are wrong.");
  });

  it("shown without its opening 'As a result,' (one connective, not 'As' before 'a result')", () => {
    expect(
      conclusionOf(
        "Forty riders were injured on scooters last year. As a result, the city has decided to ban scooters from the pavement.",
      ),
    ).toBe("The city has decided to ban scooters from the pavement.");
  });

  it("as a conclusion someone in the text draws ('the analyst concluded that …'), and after 'This suggests that'", () => {
    expect(
      conclusionOf(
        "The toy company sold games worth 200 million dollars last year. This year its sales to adults fell by half. On hearing the news, the analyst concluded that the company made a loss.",
      ),
    ).toMatch(/the analyst concluded that the company made a loss/i);
    const scored = scoreUnits(
      segment("Top managers use intuition more than others. This suggests that intuition works."),
    );
    expect(scored[1].reasons.join(" ")).toMatch(/marker "this suggests that"/);
  });

  it("supported by a sentence that points back with its reason ('This is because …', 'This is shown by …')", () => {
    const scored = scoreUnits(
      segment("Our town should keep its night buses. This is because many nurses finish work after midnight."),
    );
    expect(scored[0].reasons.join(" ")).toMatch(/supported by the next unit/);
    expect(scored[1].unit.marker).toBe("premise");
    // "concluded from the report that": a conclusion drawn in the text, with its source between.
    const drawn = scoreUnits(segment("Sales rose. The managers concluded from those figures that the plan worked."));
    expect(drawn[1].reasons.join(" ")).toMatch(/concluded that/);
  });

  it("shown with a leading 'For' that opens a phrase, and drawn by someone after a weak 'so'", () => {
    expect(
      conclusionOf("Trams carry more people. But buses reach every village. So for some towns buses are better."),
    ).toBe("For some towns buses are better.");
    expect(
      conclusionOf(
        "For the past ten years, counsellors have pushed pupils towards college. More pupils went to college, so the counsellors concluded that their programme worked.",
      ),
    ).toBe("The counsellors concluded that their programme worked.");
  });

  it("after 'For this reason', over a step whose 'But since' turns against the sentence before, not its reason", () => {
    const text =
      "Many potters are admired as artists. But since a mug has to hold tea, potters must think of daily use first. For this reason, pottery is not art.";
    expect(conclusionOf(text)).toBe("Pottery is not art.");
    expect(scoreUnits(segment(text))[2].reasons.join(" ")).not.toMatch(/weightier side/);
  });

  it("as what a reported fact shows ('This discovery demonstrates that …') or 'the conclusion drawn … was that'", () => {
    expect(
      conclusionOf(
        "Clay pots with traces of honey were dug up at a lakeside village. This discovery demonstrates that the villagers kept bees.",
      ),
    ).toBe("This discovery demonstrates that the villagers kept bees.");
    expect(
      conclusionOf(
        "The surveyors could not repeat the first readings. The conclusion drawn by the surveyors from these repeats was that the first readings came from a faulty gauge.",
      ),
    ).toMatch(/^The conclusion drawn by the surveyors/);
  });

  it("as an extraposed verdict on an act ('it is perfectly fine to …'), a recommendation like 'should'", () => {
    const scored = scoreUnits(segment("For most families it is perfectly fine to let a cat sleep on the bed."));
    expect(scored[0].reasons.join(" ")).toMatch(/normative/);
    expect(scoreUnits(segment("It is fine weather today."))[0].reasons.join(" ")).not.toMatch(/normative/);
  });
});

describe("a hedged forecast after the facts it rests on", () => {
  it("is the claim: writers weigh the likelihood of what they conclude, not of their data", () => {
    const { parsed } = analyzeEmbeddedDetail(
      "Our team lost its best three players to injury this week. We will probably struggle in Saturday's match.",
    );
    expect(parsed.conclusion.text).toBe("We will probably struggle in Saturday's match.");
  });
});

describe("everyday verdicts", () => {
  it.each([
    [
      "The headphones broke after two weeks and the customer service never answered my emails. I would not recommend this brand to anyone.",
      "I would not recommend this brand to anyone.",
    ],
    [
      "Everyone at the gym drinks this protein shake. It must be the best one on the market.",
      "It must be the best one on the market.",
    ],
    [
      "Should we buy a bigger car? Yes, because the twins are arriving in March and our hatchback has only four seats.",
      "We should buy a bigger car.",
    ],
  ])("%s → %s", (text, claim) => {
    expect(analyzeEmbeddedDetail(text).parsed.conclusion.text).toBe(claim);
  });

  it("keeps the reason of 'Yes, because …' as a premise, without the answer word", () => {
    const { parsed } = analyzeEmbeddedDetail(
      "Should we buy a bigger car? Yes, because the twins are arriving in March and our hatchback has only four seats.",
    );
    expect(parsed.premiseSets.explicit).toEqual([
      "The twins are arriving in March and our hatchback has only four seats.",
    ]);
  });
});
