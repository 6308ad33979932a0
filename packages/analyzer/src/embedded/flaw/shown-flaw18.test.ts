import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

// Texts written for round flaw18 (none taken from an evaluation set): each reading fires on its evidence, quotes
// it, and stays quiet on a text that shows no such flaw.
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw;

describe("one explanation chosen, read only where the claim chooses it", () => {
  it("names the claim that picks one cause", () => {
    const flaw = flawOf(
      "The milk has gone sour and the fridge feels warm. The fridge must have broken down overnight.",
    );
    expect(flaw.id).toBe("overlooked_alternative");
    expect(flaw.evidence).toMatch(/fridge must have broken down/i);
  });

  it("is quiet when 'must be' sets a plan and 'show that' reports evidence in a reason", () => {
    expect(
      flawOf(
        "The bakery closes at noon on Saturdays and we must be at the station by eleven, so we should buy the bread on Friday.",
      ).id,
    ).toBe("none");
    expect(
      flawOf(
        "Priya says the new timetable saves time, but the timetable's own tables show that every route now takes longer, so her case does not stand.",
      ).id,
    ).toBe("none");
  });
});

describe("a harm threatened as the only other option", () => {
  it("names 'do X, or you will suffer' an appeal to fear, quoting the demand and the harm", () => {
    const flaw = flawOf(
      "Burglars strike when you least expect it. Sign up for our alarm service today, or you could lose everything you own.",
    );
    expect(flaw.id).toBe("appeal_to_emotion");
    expect(flaw.evidence).toMatch(/Sign up for our alarm service today, or you could lose everything/);
  });

  it("is quiet on the same offer backed by figures", () => {
    const flaw = flawOf(
      "Break-ins on our street doubled this year, and the alarm service costs less than the average loss, so signing up is worth it.",
    );
    expect(flaw.id).not.toBe("appeal_to_emotion");
    expect(flaw.id).not.toBe("false_dilemma");
  });
});

describe("two options: framed by the writer, or shown to be all there are", () => {
  it("names 'if you're not X, you're Y' a false dilemma", () => {
    const flaw = flawOf("If you're not saving every month, you're throwing your money away.");
    expect(flaw.id).toBe("false_dilemma");
    expect(flaw.evidence).toMatch(/If you're not saving every month, you're throwing/);
  });

  it("keeps 'no other way' as the dilemma's own framing", () => {
    expect(flawOf("There is no other way: either we sell the car or we go hungry this winter.").id).toBe(
      "false_dilemma",
    );
  });

  it("is quiet when the text shows no third option exists", () => {
    expect(
      flawOf(
        "The lamp comes either in white or in black, and there are no other colours. Black would clash with our walls, so we will buy the white one.",
      ).id,
    ).toBe("none");
    expect(flawOf("If you're not saving every month, a large bill can catch you out.").id).not.toBe("false_dilemma");
  });
});

describe("a source on their own subject, and a source quoted with its word", () => {
  it("names a source outside their field and quotes the source with the verb that gives its word", () => {
    const flaw = flawOf(
      "A chemistry professor told her students that the stock market will crash in May, so I sold my shares.",
    );
    expect(flaw.id).toBe("irrelevant_authority");
    expect(flaw.evidence).toBe("A chemistry professor told");
  });

  it("is quiet when the text shows the source studies what they speak about", () => {
    expect(
      flawOf(
        "Professor Haddad, who has studied river floods for twenty years, says the river floods will reach our street this spring, so we should move the car to higher ground.",
      ).id,
    ).toBe("none");
  });
});

describe("a crowd counted as a share of a place, or as all the kids somewhere", () => {
  it("names the crowd offered for a verdict", () => {
    const half = flawOf("Half the office has signed up for the new cycling scheme, so it must be a good deal.");
    expect(half.id).toBe("ad_populum");
    expect(half.evidence).toMatch(/^Half the office has signed up/);
    const kids = flawOf(
      "All the older kids at the swimming club are using this energy drink, so it must be fine for me.",
    );
    expect(kids.id).toBe("ad_populum");
    expect(kids.evidence).toMatch(/^All the older kids at the swimming club are using/);
  });

  it("is quiet on the same crowds reported with nothing drawn from them", () => {
    expect(flawOf("Half the town watched the fireworks from the bridge last night.").id).toBe("none");
    expect(flawOf("All the kids at the camp are sleeping in tents this week.").id).toBe("none");
  });
});

describe("a ban argued from a ban, and a source vouched for by itself", () => {
  it("names 'must be banned since it should never be allowed' circular, quoting both as written", () => {
    const flaw = flawOf("Phones must be banned from the exam hall since they should never be allowed there.");
    expect(flaw.id).toBe("circular_reasoning");
    expect(flaw.evidence).toMatch(/must be banned from the exam hall … they should never be allowed there/);
  });

  it("names a website trusted because it says it tells the truth", () => {
    const flaw = flawOf("This website is reliable, since its front page promises that it always tells the truth.");
    expect(flaw.id).toBe("circular_reasoning");
    expect(flaw.evidence).toMatch(/reliable, since its front page promises that it always tells the truth/);
  });

  it("is quiet when the reason adds what the claim lacks", () => {
    expect(
      flawOf("Phones must be banned from the exam hall since students have used them to share answers.").id,
    ).not.toBe("circular_reasoning");
    expect(
      flawOf("This website is reliable, since a newspaper checked a hundred of its stories and found them true.").id,
    ).not.toBe("circular_reasoning");
  });
});

describe("a named person's view written off for what the person is", () => {
  it("names the remark about the person by name, quoted without the verdict drawn from it", () => {
    const flaw = flawOf(
      "Ruth proposes a second bus stop on Hill Road, but Ruth is just a retired cashier, so her proposal is worthless.",
    );
    expect(flaw.id).toBe("ad_hominem");
    expect(flaw.evidence).toBe("Ruth is just a retired cashier");
  });

  it("quotes 'coming from' with who the person is", () => {
    const flaw = flawOf(
      "My coach told me to stop eating crisps. Coming from a man who eats a bag every day, that is rich.",
    );
    expect(flaw.id).toBe("ad_hominem");
    expect(flaw.evidence).toMatch(/^Coming from a man who eats a bag every day/);
  });

  it("is quiet when the proposal is written off for a reason about the proposal", () => {
    expect(
      flawOf(
        "Ruth proposes a second bus stop on Hill Road, but the road is too narrow for a bus to stop safely, so her proposal is flawed.",
      ).id,
    ).not.toBe("ad_hominem");
  });
});

describe("one first episode, or one new worker, read as the whole kind", () => {
  it("names the sample and the whole it is read as", () => {
    const match = flawOf("The first match I watched this season was a bore, so the whole league is dull.");
    expect(match.id).toBe("hasty_generalization");
    expect(match.evidence).toMatch(/first match … whole league/i);
    const plumber = flawOf(
      "My new plumber from Ashford left a leak under the sink. Plumbers from Ashford obviously cannot be trusted.",
    );
    expect(plumber.id).toBe("hasty_generalization");
    expect(plumber.evidence).toMatch(/My new plumber … Plumbers from Ashford obviously cannot/);
  });

  it("is quiet when the one case is reasoned about as one case", () => {
    expect(flawOf("The first episode of the show sets out the rules, so new viewers should start there.").id).toBe(
      "none",
    );
    expect(flawOf("My new plumber left a leak under the sink, so I will ask him to come back tomorrow.").id).toBe(
      "none",
    );
  });
});

describe("a view retold 'in other words' as another one", () => {
  it("names the retelling pinned on the person", () => {
    const flaw = flawOf(
      "My aunt suggested we eat dinner a little earlier. In other words, she wants to run everyone's evening.",
    );
    expect(flaw.id).toBe("straw_man");
    expect(flaw.evidence).toMatch(/^In other words, she wants to run everyone's evening/);
  });

  it("is quiet on the writer's own restatement of a fact", () => {
    expect(
      flawOf(
        "Bus fares will rise by ten percent and wages will not. In other words, getting to work will take a larger share of what people earn.",
      ).id,
    ).not.toBe("straw_man");
  });
});

describe("a question or a charge answered with another matter", () => {
  it("names a narrated reply that passes the question by", () => {
    const flaw = flawOf(
      "Customers asked the café why the coffee had gone up by a pound. The owner replied that the café has the best view in town, so there is nothing to complain about.",
    );
    expect(flaw.id).toBe("red_herring");
    expect(flaw.evidence).toMatch(/^the coffee had gone up by a pound … the café has the best view in town$/);
  });

  it("names 'you say …' met with another matter", () => {
    const flaw = flawOf("You say I left the gate open. Well, who walked the dog every morning this week? I did.");
    expect(flaw.id).toBe("red_herring");
    expect(flaw.evidence).toMatch(/I left the gate open … who walked the dog/);
  });

  it("is quiet when the reply takes up the question", () => {
    expect(
      flawOf(
        "Customers asked the café why the coffee had gone up by a pound. The owner replied that her supplier had raised the price of beans by a pound a kilo.",
      ).id,
    ).not.toBe("red_herring");
    expect(flawOf("You say I left the gate open. Well, the gate was shut when I checked it at nine.").id).not.toBe(
      "red_herring",
    );
  });
});

describe("guilt held against a choice", () => {
  it("names what someone gave up for the reader, offered in place of a reason", () => {
    const flaw = flawOf("After all we have given up for you, you cannot move to another city for that job.");
    expect(flaw.id).toBe("appeal_to_emotion");
    expect(flaw.evidence).toMatch(/^After all we have given up for you/);
    expect(
      analyzeEmbeddedDetail("After everything I did for you, how can you skip my birthday dinner?").parsed
        .logicalFlaws[0],
    ).toMatch(/rather than giving evidence for the conclusion\.$/);
  });

  it("is quiet on thanks for what someone did, with no choice pressed", () => {
    expect(flawOf("After all you have done for us this year, the team wants to thank you with a dinner.").id).toBe(
      "none",
    );
  });
});

describe("'nothing' as a quantifier and as a thing", () => {
  it("names the chain that treats 'nothing' as one thing, naming the word", () => {
    const detail = analyzeEmbeddedDetail(
      "Nothing is more relaxing than a week by the sea. Doing the ironing is more relaxing than nothing, so doing the ironing is more relaxing than a week by the sea.",
    );
    expect(detail.flaw.id).toBe("equivocation");
    expect(detail.flaw.evidence).toMatch(
      /^Nothing is more relaxing than a week by the sea … Doing the ironing is more relaxing than nothing$/,
    );
    expect(detail.parsed.logicalFlaws[0]).toMatch(/uses "nothing" in two senses/);
  });

  it("is quiet when only one of the two uses appears", () => {
    expect(flawOf("Nothing is more relaxing than a week by the sea, so we have booked one for August.").id).not.toBe(
      "equivocation",
    );
  });
});

describe("a causal verdict closing a sequence, with no 'so'", () => {
  it("names the sequence and the verdict that names both events again", () => {
    const flaw = flawOf(
      "We began feeding the roses a new fertiliser in April, and by June the roses were twice as tall. The new fertiliser boosts the growth of roses.",
    );
    expect(flaw.id).toBe("false_cause");
    expect(flaw.evidence).toMatch(/^We began feeding the roses .* … The new fertiliser boosts the growth of roses\.$/);
  });

  it("is quiet when the closing sentence draws no cause", () => {
    expect(
      flawOf(
        "We began feeding the roses a new fertiliser in April, and by June the roses were twice as tall. The roses now reach the top of the fence.",
      ).id,
    ).not.toBe("false_cause");
  });
});

describe("the writer's own feeling beside the facts it is about", () => {
  it("still names a feeling offered with no facts", () => {
    expect(
      flawOf(
        "It breaks my heart to think of the poor lonely swans on the frozen lake. Please donate to our bird rescue today.",
      ).id,
    ).toBe("appeal_to_emotion");
  });

  it("is quiet when the feeling comes with what happened, counted and dated", () => {
    expect(
      flawOf(
        "I am so sad that the village bakery is closing: four families lost their jobs there this month. The council should find the bakery a new owner.",
      ).id,
    ).toBe("none");
  });
});
