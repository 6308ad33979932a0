import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

// Round assume26 (decision 0024, engine 25): what the spent sets of round assume25 still showed. These tests use
// texts of the same shapes written for the tests.
const parsedOf = (text: string) => analyzeEmbeddedDetail(text).parsed;
const premisesOf = (text: string) => parsedOf(text).premiseSets.explicit.join(" | ");

describe("a recommendation's assumption says what the act must do", () => {
  it("reasons that report a trouble: the act must help with it", () => {
    const parsed = parsedOf(
      "The printer on the second floor jams three times a day and people queue at it every morning. I'd suggest we lease a second printer for that floor.",
    );
    expect(parsed.necessaryAssumption).toBe(
      "Leasing a second printer for that floor would help with what the reasons report (the printer on the second floor jams three times a day and people queue at it every morning).",
    );
  });

  it("reasons that speak well of the act: it must bring what they promise", () => {
    const parsed = parsedOf(
      "We should move the book club to the library's back room. It is quieter than the café and it costs nothing to book.",
    );
    expect(parsed.necessaryAssumption).toMatch(
      /^Moving the book club to the library's back room would bring what the reasons promise \(/,
    );
  });

  it("a warning keeps its own wording", () => {
    const parsed = parsedOf(
      "We shouldn't buy the cheaper kettle. It leaked within a week for my sister and the lid broke.",
    );
    expect(parsed.necessaryAssumption).toMatch(/would turn out as badly as the reasons warn/);
  });
});

describe("a message that closes on the writer's own step", () => {
  it("a deed done on an inference: the inference is the claim", () => {
    const text =
      "No leak under the sink, and the pipes by the boiler are dry. Must be the washing machine hose, so I've ordered a new one from Currys.";
    const parsed = parsedOf(text);
    expect(parsed.conclusion.text).toBe("Must be the washing machine hose.");
    expect(parsed.sufficientAssumption).toMatch(/then it must be the washing machine hose\.$/);
    expect(premisesOf(text)).not.toMatch(/ordered/);
  });

  it("a logistics line after a conclusion drawn by its marker", () => {
    const text =
      "The forecast says 30mm overnight and the lane always floods after heavy rain. So the school bus won't get through tomorrow. Bring the kids' wellies!";
    const parsed = parsedOf(text);
    expect(parsed.conclusion.text).toBe("The school bus won't get through tomorrow.");
    expect(parsed.sufficientAssumption).not.toMatch(/wellies/);
  });

  it("a plan under way and a second plan after it", () => {
    const text =
      "Watched both the Tuesday and the Thursday class. The Thursday coach clearly knows her stuff, so I'm signing Maisie up for Thursdays. Will pay the fees tonight.";
    expect(parsedOf(text).conclusion.text).toBe("The Thursday coach clearly knows her stuff.");
  });

  it("a forecast hedged with 'should' is a forecast, and rests on its record", () => {
    const parsed = parsedOf(
      "Our U10s have beaten Hillside every time we've played them for three seasons. Saturday should be an easy win, so I'm planning to give the subs a full game.",
    );
    expect(parsed.conclusion.text).toBe("Saturday should be an easy win.");
    expect(parsed.conclusion.type).not.toBe("Policy Recommendation");
    expect(parsed.necessaryAssumption).toMatch(/^Nothing has changed since the record the reasons cite/);
  });

  it("a forecast hedged with 'should' with no step after it is still the claim", () => {
    const parsed = parsedOf(
      "The garage ran the full diagnostic and checked the brakes, tyres and fluids, and found nothing wrong. The van should be fine for the drive to Skye.",
    );
    expect(parsed.conclusion.text).toBe("The van should be fine for the drive to Skye.");
  });
});

describe("what stays a claim when a step follows", () => {
  it("someone's word is the reason for the step, which is the claim", () => {
    const parsed = parsedOf(
      "Our plumber says it must be air in the pipes, not the pump, so I'll bleed the radiators tonight rather than call anyone out.",
    );
    expect(parsed.conclusion.text).toBe("I'll bleed the radiators tonight rather than call anyone out.");
  });

  it("a call after a forecast is what the forecast argues for", () => {
    const parsed = parsedOf(
      "If the café closes, the square will be empty by six every evening. Before long the market will go too. Sign the petition before Friday.",
    );
    expect(parsed.conclusion.text).toBe("Sign the petition before Friday.");
  });

  it("'So I will …' opening its own sentence is the conclusion drawn", () => {
    const parsed = parsedOf(
      "If the ferry is cancelled, I will miss the wedding. The ferry is cancelled. So I will miss the wedding.",
    );
    expect(parsed.conclusion.text).toBe("I will miss the wedding.");
  });

  it("'Guess …' is no instruction", () => {
    const parsed = parsedOf(
      "doc says my blood pressure's high. so it's either tablets for life or a stroke by sixty. guess I'm a pill person now",
    );
    expect(parsed.conclusion.text).not.toBe("It's either tablets for life or a stroke by sixty.");
  });
});

describe("a message's own lines", () => {
  it("a name on its own before the writer speaks is a greeting", () => {
    const text =
      "Tomasz, I looked at the lease: the landlord pays for any repair to the roof, and the leak is from the roof. So the landlord pays for this repair.";
    expect(premisesOf(text)).not.toMatch(/Tomasz/);
  });

  it("a name before an apposition is the subject", () => {
    const text =
      "Priyanka, our treasurer, has checked the accounts twice and found no errors. So the accounts are in order.";
    expect(premisesOf(text)).toMatch(/Priyanka/);
  });

  it("a group addressed before a dash is a greeting", () => {
    const parsed = parsedOf(
      "Parents - our under-11s have won at Millbrook in each of the last four seasons. Sunday will be no different.",
    );
    expect(parsed.necessaryAssumption).not.toMatch(/Parents/);
    expect(parsed.necessaryAssumption).toMatch(
      /^Nothing has changed since the record the reasons cite \(our under-11s/,
    );
  });
});
