import { describe, expect, it } from "vitest";
import { absoluteEnd } from "./absolute.js";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { scoreUnits } from "./conclusion.js";
import { classifyConclusion } from "./conclusion-type.js";
import { readSentences } from "./nlp.js";
import { segment } from "./segment.js";

const conclusionOf = (text: string) => analyzeEmbeddedDetail(text).parsed.conclusion.text;

/** Shapes of claim first missed by the round-17 blind check (main17); every example here is new. */
describe("a view one person holds, dismissed in the next sentence", () => {
  it("makes the dismissal the claim, not the report or the evidence after it", () => {
    expect(
      conclusionOf(
        "Our landlord says that the damp is caused by drying clothes indoors. He is wrong. The wall stays wet all summer, when nobody dries washing inside.",
      ),
    ).toBe("He is wrong.");
    expect(
      conclusionOf(
        "The coach claims the new kit will make the team faster. That is wishful thinking. Speed comes from training, not shirts.",
      ),
    ).toBe("That is wishful thinking.");
  });

  it("but a sentence that agrees with the view does not make it the other side's", () => {
    const [view] = scoreUnits(segment("The architect says the roof will last fifty years. It is a good design."));
    expect(view.reasons.join(" ")).not.toMatch(/other side/);
    const [dismissed] = scoreUnits(segment("The architect says the roof will last fifty years. She is mistaken."));
    expect(dismissed.reasons.join(" ")).toMatch(/other side's view, reported/);
  });
});

describe("a verdict and the act it calls for, joined by 'and'", () => {
  it("stay one claim", () => {
    expect(
      conclusionOf(
        "The bakery stopped making rye bread in spring. Several regulars now shop elsewhere. Dropping the rye loaf was an error, and the owners should bring it back.",
      ),
    ).toBe("Dropping the rye loaf was an error, and the owners should bring it back.");
  });

  it("but a reason joined to a claim stays a unit of its own", () => {
    const units = segment("The council should plant more trees, and the summers are getting hotter.");
    expect(units.length).toBe(2);
  });
});

describe("an absolute 'With X at Y,' opening the claim", () => {
  it("is cut off as the reason, leaving the claim alone", () => {
    expect(
      conclusionOf("With the river at its lowest level in years, farmers should water their crops at night."),
    ).toBe("Farmers should water their crops at night.");
    expect(
      segment("With the river at its lowest level in years, farmers should water their crops at night.")[0],
    ).toMatchObject({
      marker: "premise",
      cue: "with",
    });
  });

  it("but 'With practice, …' names no state and stays in its clause", () => {
    expect(absoluteEnd(readSentences("With practice, anyone can learn to juggle.")[0].tokens)).toBe(-1);
  });
});

describe("other claims read in round 17", () => {
  it("a hedged cause is the writer's inference, not a past report", () => {
    expect(
      conclusionOf(
        "The pipes froze twice this winter and the boiler is twenty years old. The burst was most likely due to the old boiler failing at night.",
      ),
    ).toBe("The burst was most likely due to the old boiler failing at night.");
  });

  it("an act judged by how it turned out is a verdict on what came before", () => {
    expect(
      conclusionOf(
        "Our school moved the start of the day to nine o'clock. Pupils complained about finishing later, but late arrivals halved. The change has paid off.",
      ),
    ).toBe("The change has paid off.");
  });

  it("an act named as the subject and weighed by what it would bring is the proposal", () => {
    expect(
      conclusionOf(
        "The village shop is closing and the bus into town runs twice a day. Older residents cannot carry heavy bags that far. Opening a weekly market on the green would bring food to their doorstep.",
      ),
    ).toBe("Opening a weekly market on the green would bring food to their doorstep.");
  });
});

describe("an ellipsis that turns with a modal of permission or duty", () => {
  it("states a rule, even when its subject cannot take the borrowed verb phrase", () => {
    expect(
      conclusionOf(
        "Guests may bring food onto the terrace. The library wing, however, may not. Crumbs draw mice, and the old books must stay dry.",
      ),
    ).toBe("The library wing, however, may not.");
  });
});

describe("the type of a claim given by its noun or verb", () => {
  it("reads verdict nouns, verbs and ratings as value judgements", () => {
    expect(classifyConclusion("The remake is a letdown.")).toBe("Value Judgment");
    expect(classifyConclusion("She is mistaken.")).toBe("Value Judgment");
    expect(classifyConclusion("The curfew was the wrong call.")).toBe("Value Judgment");
    expect(classifyConclusion("The new timetable has backfired.")).toBe("Value Judgment");
    expect(classifyConclusion("This café deserves four stars.")).toBe("Value Judgment");
  });

  it("keeps a verdict with a call to act a recommendation", () => {
    expect(classifyConclusion("The curfew was a mistake, and the mayor should lift it.")).toBe("Policy Recommendation");
  });

  it("reads 'I recommend' as a recommendation and 'even if' as no condition", () => {
    expect(classifyConclusion("I recommend taking the night train.")).toBe("Policy Recommendation");
    expect(classifyConclusion("The town should keep the pool open, even if it loses money.")).toBe(
      "Policy Recommendation",
    );
    expect(classifyConclusion("The town should keep the pool open if it breaks even.")).toBe("Conditional Claim");
  });
});
