import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { scoreUnits } from "./conclusion.js";
import { segment } from "./segment.js";

const conclusionOf = (text: string) => analyzeEmbeddedDetail(text).parsed.conclusion.text;

describe("the main claim wherever the writer puts it", () => {
  it("first", () => {
    expect(
      conclusionOf(
        "Our town should open a second library. The only one we have is full every afternoon. Many pupils have nowhere quiet to study.",
      ),
    ).toMatch(/should open a second library/);
  });

  it("in the middle, between the background and the reasons", () => {
    expect(
      conclusionOf(
        "The council is debating the old cinema. In my view, the building should be kept as a cultural centre. It is the last art-deco hall in the region, and local clubs need the space.",
      ),
    ).toMatch(/should be kept as a cultural centre/);
  });

  it("after a supported step: 'A, because R. Therefore B.' concludes B, and A is a step on the way", () => {
    expect(
      conclusionOf(
        "No existing ladder locks its hinge by itself, because known ladders use a manual latch. Therefore a ladder whose pin enters the hinge when it opens is new.",
      ),
    ).toBe("A ladder whose pin enters the hinge when it opens is new.");
    // A summing-up marker after a concession does not make the sentence before it a step.
    expect(
      conclusionOf(
        "Board games are good for families because they bring everyone to one table. Ultimately, however, a game nobody enjoys can be a chore.",
      ),
    ).toMatch(/^Board games are good for families/);
  });

  it("as the answer to a question the text asks", () => {
    expect(
      conclusionOf("Should homework be banned in primary schools? Yes. Young children learn more from play and sleep."),
    ).toMatch(/homework should be banned in primary schools/i);
  });

  it("as a recommendation after a concession", () => {
    expect(
      conclusionOf(
        "Admittedly, solar panels are expensive to install. Nevertheless, every new school should have them, because they pay for themselves within ten years.",
      ),
    ).toMatch(/^Every new school should have them/);
  });

  it("before a sentence that opens with 'After all', whose later clauses stay part of the reason", () => {
    expect(
      conclusionOf(
        "The bakery will lose customers with its new opening hours. After all, most of its customers buy bread on the way to work, and they will not wait until ten because they must be at their desks by nine.",
      ),
    ).toMatch(/bakery will lose customers/);
  });

  it("as the main clause after a reason that opens the sentence", () => {
    expect(
      conclusionOf(
        "Bus tickets in our town cost two euros. Since most pupils take the bus twice a day, it follows that school travel costs a family about eighty euros a month per child.",
      ),
    ).toMatch(/school travel costs a family about eighty euros/i);
  });

  it("after a verbless concession ('Despite appearances, …')", () => {
    expect(
      conclusionOf(
        "The club's attendance figures rose last year. Yet most of the new visitors came only once. Despite appearances, the figures do not show that the club is more popular.",
      ),
    ).toMatch(/do not show that the club is more popular/);
  });

  it("after received opinion, and without the speaker's label", () => {
    const text =
      "Gardener: It is widely believed that roses need full sun. In my experience, roses grow well in partial shade, because they mainly need good soil.";
    expect(conclusionOf(text)).toMatch(/^In my experience, roses grow well in partial shade/);
    expect(analyzeEmbeddedDetail(text).parsed.premiseSets.explicit.join(" ")).not.toMatch(/Gardener/);
  });

  it("without the explanation a colon adds, and keeps 'a given that' whole", () => {
    expect(conclusionOf("Calling the plan cheap is misleading: it ignores the cost of upkeep for twenty years.")).toBe(
      "Calling the plan cheap is misleading.",
    );
    const given = analyzeEmbeddedDetail(
      "It is a given that a good teacher must listen to pupils. So every training course should teach listening.",
    ).parsed;
    expect(given.conclusion.text).toBe("Every training course should teach listening.");
    expect(given.premiseSets.explicit).toEqual(["It is a given that a good teacher must listen to pupils."]);
  });

  it("announced as a thesis ('I will show that …') before the steps that lead to it", () => {
    expect(
      conclusionOf(
        "I will show that the new car park is a waste of money. It cost two million euros. Fewer than forty cars use it on a normal day. Therefore the town spends fifty thousand euros a year per car.",
      ),
    ).toMatch(/new car park is a waste of money/);
  });

  it("reads an 'it' that points forward ('It is impossible to …') as no reference back", () => {
    const scored = scoreUnits(
      segment(
        "Prices rose all year. It is impossible to save money on a nurse's pay. It falls on young families most.",
      ),
    );
    expect(scored[1].reasons.join(" ")).not.toMatch(/refers back/);
    expect(scored[2].reasons.join(" ")).toMatch(/refers back/);
  });

  it("after a 'So' whose subject the tagger reads as a verb ('stress', 'exercise')", () => {
    expect(conclusionOf("People under stress eat more chocolate and get more acne. So stress can cause acne.")).toBe(
      "Stress can cause acne.",
    );
    expect(conclusionOf("Runners rarely catch colds. So exercise protects people from colds.")).toBe(
      "Exercise protects people from colds.",
    );
  });

  it("after a 'So' whose verb the tagger misses ('coffee causes' read as a noun phrase), not after 'So far'", () => {
    expect(conclusionOf("Coffee drinkers live longer. So coffee causes a longer life.")).toBe(
      "Coffee causes a longer life.",
    );
    expect(segment("Buses are cheap. So far, nobody uses them.")[1].marker).toBe("none");
  });
});
