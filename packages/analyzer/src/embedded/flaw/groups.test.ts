import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { reasoningFlaw } from "./reasoning.js";
import { commonAsMost } from "./shifts.js";

const analyse = (text: string) => analyzeEmbeddedDetail(text);

describe("what is common in a group read as true of most of its members", () => {
  const text =
    "Flu is one of the most common illnesses in the town each winter. A flu shot prevents most cases of flu. So most residents of the town would stay healthier all winter if they had the shot.";

  it("names the division and quotes the frequency and the claim", () => {
    expect(
      commonAsMost(text, "Most residents of the town would stay healthier all winter if they had the shot."),
    ).toMatch(/^Flu is one of the most common illnesses .* … Most residents/);
    expect(analyse(text).flaw.id).toBe("composition_division");
  });

  it("stays quiet when the claim is about the illness, not most residents", () => {
    expect(commonAsMost(text, "The shot would prevent many of the town's winter illnesses.")).toBeNull();
  });
});

describe("a share of one group stated as a share of another", () => {
  const text =
    "The smoke alarm sounds for every real fire. It also sounds falsely for only 2 percent of the kitchens where no fire starts. Thus 98 out of 100 alarms mean a real fire.";

  it("names the substitution of groups and quotes both shares", () => {
    const { flaw, parsed } = analyse(text);
    expect(flaw.id).toBe("proportion_confusion");
    expect(flaw.evidence).toMatch(/2 percent of the kitchens .* … Thus 98 out of 100 alarms/);
    expect(parsed.logicalFlaws[0]).toMatch(/a percentage of one group with a percentage of another/);
  });

  it("stays quiet when both shares are of the same group", () => {
    const same =
      "In the survey, 2 percent of the kitchens had a fire last year. Thus 98 out of 100 kitchens had no fire last year.";
    expect(analyse(same).flaw.id).not.toBe("proportion_confusion");
  });
});

describe("an act said to have been done for what followed it", () => {
  it("reads the purpose as a causal claim drawn from a sequence", () => {
    const { flaw } = analyse(
      "Since Ms Hart became the library's director, opening hours have shrunk and visits have fallen. These facts provide clear evidence that she was appointed to close the library.",
    );
    expect(flaw.id).toBe("false_cause");
  });

  it("stays quiet when the purpose is reported, not inferred from what followed", () => {
    const { flaw } = analyse(
      "The board's minutes state that Ms Hart was appointed to close the library. She closed it in her first month.",
    );
    expect(flaw.id).not.toBe("false_cause");
  });
});

describe("sound arguments written for the purpose get no flaw from the calm-prose detectors", () => {
  it.each([
    "The bakery has sold out every Saturday this year. So it will probably sell out this Saturday too.",
    "Critics claim that the tram is too slow. The timetable shows it takes 12 minutes, faster than the bus. So the critics are wrong.",
    "Teenagers buy more video games than adults, a survey of shops found. So shops should stock more games for teenagers.",
    "Every swan we ringed this spring has returned to the lake. Swans return to where they nest. So the ringed swans nest at the lake.",
    "In the trial, 30 percent of the patients given the drug recovered, against 10 percent of the patients given a placebo. So the drug helps patients recover.",
  ])("%s", (text) => {
    expect(analyse(text).flaw.id).toBe("none");
  });
});

describe("conditions that are no premise", () => {
  it("does not read a condition inside a question as one the argument misreads", () => {
    const text =
      "The ferry broke down twice this month. Who can promise that, unless the engine is replaced, the ferry will run on Sunday? The council has ordered a new engine for the ferry.";
    expect(analyse(text).flaw.id).not.toBe("necessary_sufficient");
  });

  it("does not read the condition of the conclusion drawn as a premise, whichever unit the finder chose", () => {
    const text =
      "A third of the town's pipes are still lead. Lead in the town's water comes from old pipes. Therefore, if the council replaces the lead pipes, the town's water will be safe to drink.";
    const found = reasoningFlaw(text, {
      conclusion: "A third of the town's pipes are still lead.",
      premises: ["Lead in the town's water comes from old pipes.", "The council replaces the lead pipes."],
    });
    expect(found?.id).not.toBe("necessary_sufficient");
  });
});
