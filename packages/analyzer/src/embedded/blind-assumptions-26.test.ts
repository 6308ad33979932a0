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

// Pass 2: what sets k and l showed (longer messages with chat around the argument).
describe("the lines around a longer message's argument", () => {
  it("a question someone asked is what the text answers, not its claim", () => {
    const parsed = parsedOf(
      "Someone on the forum asked whether the new bakery on Mill Lane is any good. I've been three times and the sourdough was superb every time. So I'd say it's the best bread in town.",
    );
    expect(parsed.conclusion.text).toBe("I'd say it's the best bread in town.");
    expect(parsed.necessaryAssumption).not.toMatch(/'d say/);
  });

  it("a greeting with an emoji and a wish for the reader are the message's own lines", () => {
    const text =
      "Morning all ☀️\nHope you're well. The frogspawn has hatched and the tadpoles are everywhere. I honestly think the new plants are what brought the frogs back.";
    const parsed = parsedOf(text);
    expect(parsed.conclusion.text).toBe("I honestly think the new plants are what brought the frogs back.");
    expect(premisesOf(text)).not.toMatch(/Morning|Hope/);
  });

  it("a newsletter's title is no claim, and a step mid-message still points at its claim", () => {
    const text =
      "Riverside Bowls Club – March newsletter\nOur first team have won five of their last six matches, and the run began the week we moved practice to Monday mornings. It's pretty clear the switch to Mondays is behind the winning run, so we'll be keeping it all season.\nReminder: subs are due by 1 May.";
    expect(parsedOf(text).conclusion.text).toBe("It's pretty clear the switch to Mondays is behind the winning run.");
  });

  it("what follows the closing request says how to meet it", () => {
    const text =
      "The back wall has been damp since Tuesday, and the gutter above it is full of leaves. So the gutter must be overflowing.\nCould you send someone round to clear it this week? We're in most evenings after six.";
    expect(premisesOf(text)).not.toMatch(/evenings after six/);
  });

  it("'That means' draws the conclusion", () => {
    const parsed = parsedOf(
      "Hi Sam, just checked the holiday rules for you. Anyone who joined after 1 July can carry over at most three days. You joined on 1 September, so you joined after 1 July. That means you can carry over at most three days.",
    );
    expect(parsed.conclusion.text).toMatch(/you can carry over at most three days\.$/);
  });

  it("'Don't bother …' opening a message calls for refraining", () => {
    const parsed = parsedOf(
      "Don't bother with the extended warranty on the washing machine. My brother had the same model for nine years and it never broke. That's good enough for me.",
    );
    expect(parsed.conclusion.text).toBe("Don't bother with the extended warranty on the washing machine.");
    expect(parsed.conclusion.type).toBe("Policy Recommendation");
  });

  it("a question put to move the reader asks for nothing: the call after it stays", () => {
    const parsed = parsedOf(
      "Picture your son stranded at the station at midnight with a flat phone. Could you ever forgive yourself? Upgrade to TravelSafe Plus today.",
    );
    expect(parsed.conclusion.text).toBe("Upgrade to TravelSafe Plus today.");
  });

  it("a proposal after a conclusion drawn is the claim", () => {
    expect(
      parsedOf(
        "If we leave at 7:30 we'll be ten minutes late, so we'll miss the speeches. Let's head out at 7:15 instead.",
      ).conclusion.text,
    ).toBe("Let's head out at 7:15 instead.");
  });

  it("a call after a step of the reasons drawn inside a sentence is the point", () => {
    expect(
      parsedOf(
        "Warm water holds less oxygen and the fish breathe faster in the heat, so demand rises just as supply falls. Add an air stone to the tank.",
      ).conclusion.text,
    ).toBe("Add an air stone to the tank.");
  });

  it("a testimony with its own conclusion drawn, then a proposal", () => {
    const parsed = parsedOf(
      "I asked Dr Patel at the surgery and she said the hepatitis jab isn't needed for Portugal, so we don't need to book it. Let's not pay for it and put the money towards the hire car instead.",
    );
    expect(parsed.conclusion.text).toBe("We don't need to book it.");
    expect(parsed.necessaryAssumption).toBe(
      "Dr Patel is a reliable source on whether the hepatitis jab isn't needed for Portugal.",
    );
  });
});

describe("the gap an everyday argument's own shape names", () => {
  it("candidates ruled out by 'it's not her …' leave 'it has to be …'", () => {
    const parsed = parsedOf(
      "Luna's been scratching for a week. It's not her collar, she's had it for two years. It's not the new bed either, since she never sleeps in it. So it has to be the flea treatment we used on Monday.",
    );
    expect(parsed.conclusion.type).not.toBe("Policy Recommendation");
    expect(parsed.necessaryAssumption).toBe(
      "The only possibilities are her collar, the new bed and the flea treatment we used on Monday.",
    );
  });

  it("a record told as years of something, or 'hasn't … once'", () => {
    const parsed = parsedOf(
      "Re: race day\nI've been back through the results to 2010 and it hasn't snowed on race day once. That's fourteen years of clear roads. It'll be fine this year too.",
    );
    expect(parsed.necessaryAssumption).toMatch(/^Nothing has changed since the record the reasons cite \(/);
  });

  it("a lack the reasons state is the aim a proposal serves", () => {
    const parsed = parsedOf(
      "Our biggest worry is that the choir is shrinking. We really need some new singers. So the committee proposes we put a stall at the summer fair and hand out leaflets.",
    );
    expect(parsed.necessaryAssumption).toBe(
      "Putting a stall at the summer fair and handing out leaflets would in fact get some new singers.",
    );
  });

  it("'No need to …' serves no aim by its act", () => {
    const parsed = parsedOf(
      "The code means the drain pump has gone. So we just need a new pump, and I can fit it myself. No need to pay for a call-out.",
    );
    expect(parsed.necessaryAssumption).not.toMatch(/^Paying for a call-out would in fact/);
  });

  it("a rule someone told, run backwards from its outcome", () => {
    const parsed = parsedOf(
      "When the surveyor came in March he told us that if the gutter overflows, the back wall gets damp. The back wall has been damp since Tuesday, so the gutter must have overflowed again.",
    );
    expect(parsed.necessaryAssumption).toBe("The back wall gets damp only if the gutter overflows.");
  });

  it("the one asked is the one who said", () => {
    const parsed = parsedOf(
      "I asked Mr Okoro in accounts and he says the new expenses form isn't needed for mileage, so we can keep using the old one.",
    );
    expect(parsed.necessaryAssumption).toBe(
      "Mr Okoro is a reliable source on whether the new expenses form isn't needed for mileage.",
    );
  });

  it("'X is what cleared it' picks out a cause, and the change it explains is the one reported", () => {
    const parsed = parsedOf(
      "Mum started the ginger tea in March, and you know how her cough dragged on all winter? Well, she sang the whole service on Sunday without a single cough. I honestly think the ginger is what cleared her chest. Might be worth Dad trying it too.",
    );
    expect(parsed.necessaryAssumption).toBe(
      "Nothing other than the ginger accounts for what the reasons report: she sang the whole service on Sunday without a single cough.",
    );
  });

  it("a sum told of the past is no price of the act", () => {
    const parsed = parsedOf(
      "The subscription has been £60 since 2015 and our costs have doubled since then. We should raise it to £75 from April.",
    );
    expect(parsed.necessaryAssumption).not.toMatch(/worth what it costs: £60/);
  });
});

// Pass 3: what sets m and n showed after they were run once as held-out sets.
describe("a message's opening and its announced claim", () => {
  it.each([
    [
      "Hey band 🎸\nTheir contract says any act that doesn't send a setlist by Oct 5 loses its slot. We never sent ours, and today's the 6th. So we've lost the Oct 12 slot.",
      "We've lost the Oct 12 slot.",
    ],
    [
      "To the Editor:\nThe pool closes at 6 p.m., yet 40% of visits come after 5. Put those facts together and the answer is plain: the council ought to open it until 9 p.m.",
      "The council ought to open it until 9 p.m.",
    ],
    [
      "Hi all, re: Saturday's away match at Reading.\nAny player who reaches five yellow cards sits out his team's next match. Jamie got his fifth on Sunday, and Saturday is our next match. So Jamie can't play on Saturday.",
      "Jamie can't play on Saturday.",
    ],
  ])("%s", (text, claim) => {
    expect(parsedOf(text).conclusion.text).toBe(claim);
    expect(premisesOf(text)).not.toMatch(/Hey band|Editor|re: Saturday/);
  });

  it("a short clause that announces points past its colon", () => {
    const parsed = parsedOf(
      "Asked the pharmacist on Tuesday and she said the two tablets are fine together. So it's settled: I can take both.",
    );
    expect(parsed.conclusion.text).toBe("I can take both.");
  });

  it("a tag question after an inference asserts it, and a dash ends a candidate ruled out", () => {
    const parsed = parsedOf(
      "Milo has been sneezing all week. It can't be the cat - she's been at my sister's since Monday. It can't be the dust either, I hoovered on Sunday. So it has to be the new air freshener, hasn't it?",
    );
    expect(parsed.conclusion.text).toBe("It has to be the new air freshener.");
    expect(parsed.necessaryAssumption).toBe("The only possibilities are the cat, the dust and the new air freshener.");
  });

  it("'it's gotta be' infers", () => {
    const parsed = parsedOf(
      "cranks fine but won't start. battery tested good and the plugs are new, so it's gotta be the fuel pump. part was $180 online",
    );
    expect(parsed.conclusion.text).toMatch(/gotta be the fuel pump\.$/);
  });
});

describe("a comparison of two figures", () => {
  it("counts the same thing in both", () => {
    const parsed = parsedOf(
      "Our first bill from Brightwave came this morning: £64 for May. The last one from Northgas, for February, was £131. Brightwave is much cheaper than Northgas.",
    );
    expect(parsed.necessaryAssumption).toBe(
      "The figures compared (£64 for May; £131 for February) count the same thing: the same use over the same length of time, with nothing left out of either.",
    );
  });

  it("a rate per unit keeps its unit", () => {
    const parsed = parsedOf(
      "I lined up the two quotes: Inkwell charges 1.4¢ per page and Papyra charges 1.1¢ per page. So Papyra is the cheaper option for our office.",
    );
    expect(parsed.necessaryAssumption).toMatch(/^The figures compared \(1\.4¢ per page; 1\.1¢ per page\)/);
  });
});
