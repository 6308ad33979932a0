import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { scoreUnits } from "./conclusion.js";
import { classifyConclusion } from "./conclusion-type.js";
import { segment } from "./segment.js";
import { presentPerfect, temporalSince } from "./since.js";

const conclusionOf = (text: string) => analyzeEmbeddedDetail(text).parsed.conclusion.text;
const roles = (text: string) => segment(text).map((u) => [u.marker, u.text]);

describe("'since' an event is a time: the report is the evidence, not the claim", () => {
  it("concludes the causal claim drawn from what has happened since, wherever it stands", () => {
    expect(
      conclusionOf("Since the new coach arrived, the team has lost six games. The new coach is wrecking the team."),
    ).toBe("The new coach is wrecking the team.");
    expect(
      conclusionOf("The board met on Monday. The new coach must go. Since he arrived, the team has lost six games."),
    ).toBe("The new coach must go.");
    expect(conclusionOf("The new coach is wrecking the team. Since he arrived, it has lost six games.")).toBe(
      "The new coach is wrecking the team.",
    );
    expect(conclusionOf("The team has lost six games since the new coach arrived. He is wrecking the team.")).toBe(
      "He is wrecking the team.",
    );
    expect(
      conclusionOf(
        "Since I started drinking green tea, I have not had a single headache. Green tea clearly prevents headaches.",
      ),
    ).toBe("Green tea clearly prevents headaches.");
  });

  it("reads 'since' before a noun phrase as a time: a preposition, never a reason", () => {
    expect(
      conclusionOf(
        "I have been walking to work since March. Since I started walking, I have lost four kilos. Walking is the best diet.",
      ),
    ).toBe("Walking is the best diet.");
    const at = (text: string) => {
      const tokens = segment(text)[0].tokens;
      return temporalSince(
        tokens,
        tokens.findIndex((t) => t.normal === "since"),
      );
    };
    expect(at("The shop has been empty since the flood.")).toBe(true);
    expect(at("The shop is empty since the flood ruined it.")).toBe(false);
  });

  it("reads a passive event right after the present perfect it dates as a time", () => {
    expect(conclusionOf("Rents have doubled since the new rail line was opened. The city should cap rents.")).toBe(
      "The city should cap rents.",
    );
    expect(conclusionOf("The city should cap rents. Rents have doubled since the rail line was opened.")).toBe(
      "The city should cap rents.",
    );
    expect(roles("Rents have doubled since the new rail line was opened.")).toHaveLength(1);
    // After a comma, or opening the sentence, the same passive gives the grounds.
    expect(roles("We have cancelled the picnic, since the park was flooded.")[1][0]).toBe("premise");
  });

  it("does not read the event clause as a reason for its main clause", () => {
    expect(roles("Since the new coach arrived, the team has lost six games.").map(([m]) => m)).toEqual([
      "none",
      "none",
    ]);
    // Mid-sentence, the time stays inside its clause.
    expect(roles("The team has lost six games since the new coach arrived.")).toHaveLength(1);
  });

  it("keeps 'since' a reason before a state, a passive, or without a present perfect", () => {
    expect(roles("Since the bakery is closed, we must shop elsewhere.")[0][0]).toBe("premise");
    expect(roles("Since the old pier was declared unsafe, the council has closed it.")[0][0]).toBe("premise");
    expect(roles("Since the storm knocked out the power, the meeting must move online.")[0][0]).toBe("premise");
    expect(conclusionOf("Since the bakery is closed, we must shop elsewhere.")).toBe("We must shop elsewhere.");
  });

  it("tells a present perfect from a modal perfect", () => {
    const tokens = (text: string) => segment(text).flatMap((u) => u.tokens);
    expect(presentPerfect(tokens("The river has never flooded the square."))).toBe(true);
    expect(presentPerfect(tokens("She must have missed the last bus."))).toBe(false);
    const moved = tokens("Since the mill closed, the village has shrunk.");
    expect(temporalSince(moved, 0)).toBe(true);
    // An inference about the past is no report of what has happened since: "since" stays a reason.
    const inferred = tokens("Since the lights went out, someone must have cut the cable.");
    expect(temporalSince(inferred, 0)).toBe(false);
  });
});

describe("a 'so' that closes the whole text draws on everything before it", () => {
  it("concludes a disjunctive syllogism's 'so' clause, not the disjunction", () => {
    expect(
      conclusionOf("Either the kettle is broken or the fuse has blown. The fuse is fine, so the kettle is broken."),
    ).toBe("The kettle is broken.");
    expect(
      conclusionOf("Either the kettle is broken or the fuse has blown. The fuse is fine. So the kettle is broken."),
    ).toBe("The kettle is broken.");
    // Claim first: the disjunction and its denied option follow as reasons.
    expect(conclusionOf("The kettle is broken. Either it is broken or the fuse has blown, and the fuse is fine.")).toBe(
      "The kettle is broken.",
    );
  });

  it("concludes the step drawn from an absence of proof", () => {
    expect(conclusionOf("Nobody has shown that the ferry is unsafe, so we can keep running it.")).toBe(
      "We can keep running it.",
    );
  });

  it("still weighs a 'so' inside an earlier sentence as a sub-step", () => {
    expect(
      conclusionOf(
        "We should plant more trees in the town centre. The streets get very hot, so people avoid the shops in summer. Trees would cool the streets.",
      ),
    ).toBe("We should plant more trees in the town centre.");
  });

  it("does not give a closing 'so if …' (a supposition) the weight of a conclusion", () => {
    expect(
      conclusionOf(
        "Bees pollinate most of our fruit crops. They are dying out fast, so if they vanish our orchards would fail.",
      ),
    ).toBe("Bees pollinate most of our fruit crops.");
  });

  it("reads 'so that' before a clause as a purpose, not a conclusion", () => {
    expect(roles("We should leave before six, so that we miss the traffic.")).toEqual([
      ["none", "We should leave before six, so that we miss the traffic."],
    ]);
    expect(roles("The clinic opens at eight, so that proves we can go early.")[1][0]).toBe("conclusion");
  });
});

describe("an appeal to ignorance concludes what it infers from the missing proof", () => {
  it("claim last, in its own sentence or after 'so', and claim first", () => {
    expect(conclusionOf("Nobody has shown that the new jetty is unsafe. So we can open it.")).toBe("We can open it.");
    expect(conclusionOf("Nobody has shown that the new vaccine is dangerous, so we should approve it.")).toBe(
      "We should approve it.",
    );
    expect(conclusionOf("We can open the jetty, because nobody has shown that it is unsafe.")).toBe(
      "We can open the jetty.",
    );
  });
});

describe("a claim that supports another claim is a step on the way", () => {
  it("'A because R. So C.' concludes C", () => {
    expect(conclusionOf("Dogs are great companions because they are loyal. So you should adopt one.")).toBe(
      "You should adopt one.",
    );
    expect(conclusionOf("<p>Cycling is a good habit because it keeps you fit.</p> So you should cycle to work.")).toBe(
      "You should cycle to work.",
    );
    // The same chain inside one sentence, and the recommendation stated first.
    expect(conclusionOf("Dogs are loyal and playful, so they are great companions, and you should adopt one.")).toBe(
      "You should adopt one.",
    );
    expect(conclusionOf("You should adopt a dog. Dogs are great companions because they are loyal.")).toBe(
      "You should adopt a dog.",
    );
  });
});

describe("a negated modal is still a recommendation", () => {
  it("types 'shouldn't', 'mustn't' as policy recommendations", () => {
    expect(classifyConclusion("You shouldn't trust the landlord's promises about repairs.")).toBe(
      "Policy Recommendation",
    );
    expect(classifyConclusion("We mustn't sell the farm.")).toBe("Policy Recommendation");
    expect(classifyConclusion("The farm is for sale.")).toBe("Factual Claim");
  });

  it("reads 'must be' before a verdict as an inference, not an obligation", () => {
    expect(classifyConclusion("The café was empty at lunch, so its coffee must be bad.")).not.toBe(
      "Policy Recommendation",
    );
    expect(classifyConclusion("The heater must be broken.")).not.toBe("Policy Recommendation");
    expect(classifyConclusion("Smoking in the café must be banned.")).toBe("Policy Recommendation");
  });
});

describe("typing and verdict slips found on written arguments", () => {
  it("does not read a policy verb inside a relative clause as a recommendation", () => {
    expect(classifyConclusion("Apps that allow for shared shopping lists save time.")).not.toBe(
      "Policy Recommendation",
    );
    expect(classifyConclusion("The town should allow food stalls in the square.")).toBe("Policy Recommendation");
  });

  it("types 'worth' as a value judgment and 'I'll …' as a prediction", () => {
    expect(classifyConclusion("I think the museum pass is worth buying.")).toBe("Value Judgment");
    expect(classifyConclusion("I'll take the early train.")).toBe("Prediction");
  });

  it("reads a dismissal ('That is nonsense.') as the writer's verdict on the view just reported", () => {
    expect(
      conclusionOf(
        "Some say that homework builds discipline. That is nonsense. Pupils copy answers from each other anyway.",
      ),
    ).toBe("That is nonsense.");
  });
});

describe("a yes/no question the writer answers, after some background", () => {
  it("claims the question's statement, answered yes or no", () => {
    expect(
      conclusionOf(
        "The old library is cramped. Should the town build a new one? Yes, because the queues are long too.",
      ),
    ).toBe("The town should build a new one.");
    expect(
      conclusionOf("The queues are long and the roof leaks. So should the town build a new library? Absolutely."),
    ).toBe("The town should build a new library.");
    expect(
      conclusionOf(
        "The old library was repaired last year. Should the town build a new one? No. It would cost millions.",
      ),
    ).toBe("The town should not build a new one.");
  });

  it("leaves an unanswered question a question", () => {
    expect(
      conclusionOf(
        "The old library is cramped. Should the town build a new one? The council meets on Friday to decide.",
      ),
    ).not.toMatch(/should build/);
  });

  it("reads 'They are mistaken.' as a verdict on the view just reported", () => {
    expect(
      conclusionOf(
        "Many people believe libraries are obsolete. They are mistaken. Libraries lend far more than books.",
      ),
    ).toBe("They are mistaken.");
  });
});

describe("a hedged first-person verdict is the writer's stance", () => {
  it("reads 'I suspect' and 'I reckon' like 'I think'", () => {
    expect(
      conclusionOf(
        "The tiles near the shower are loose and the wall feels damp. I suspect the pipe behind them is leaking.",
      ),
    ).toBe("I suspect the pipe behind them is leaking.");
    expect(
      conclusionOf(
        "The shop was shut on Monday and its shelves have been half empty for weeks. I reckon it will close for good.",
      ),
    ).toBe("I reckon it will close for good.");
  });
});

describe("beside a claim, events told in the past are the background", () => {
  it("concludes the verdict drawn from a past event, not the event", () => {
    expect(conclusionOf("Our rival cut prices last spring and lost money. Cutting prices is a mistake.")).toBe(
      "Cutting prices is a mistake.",
    );
    expect(
      conclusionOf("The old ferry broke down twice in May. A new ferry would be a good investment for the island."),
    ).toBe("A new ferry would be a good investment for the island.");
  });

  it("keeps a past verdict a claim, and the present tense out of it", () => {
    expect(
      conclusionOf("Building the bypass was a mistake. It split the village and traffic still jams the centre."),
    ).toBe("Building the bypass was a mistake.");
  });
});

describe("a past sequence ('X fell after Y happened') is the observation a causal claim rests on", () => {
  it("concludes the causal claim, last or first", () => {
    expect(conclusionOf("Break-ins fell by half after the estate installed cameras. Cameras deter burglars.")).toBe(
      "Cameras deter burglars.",
    );
    expect(conclusionOf("Cameras deter burglars. Break-ins fell by half after the estate installed cameras.")).toBe(
      "Cameras deter burglars.",
    );
  });

  it("leaves 'after' alone when a clause is not in the past", () => {
    expect(conclusionOf("Shops should close after the lights go out. Staff need to get home safely.")).toBe(
      "Shops should close after the lights go out.",
    );
  });
});

describe("what someone deserves is a normative claim", () => {
  it("types and weighs 'deserve' as a recommendation", () => {
    expect(classifyConclusion("Nurses deserve a pay rise.")).toBe("Policy Recommendation");
    expect(
      conclusionOf(
        "The night shift works through every holiday and nobody thanks them. The night shift deserves a bonus.",
      ),
    ).toBe("The night shift deserves a bonus.");
  });
});

describe("a question answered with a bare 'not for me' or 'not really'", () => {
  it("claims the question's statement, negated, with the whole subject and the answer's own limit", () => {
    expect(conclusionOf("Is a season ticket worth it? Not for me, since I only see three games a year.")).toBe(
      "A season ticket is not worth it for me.",
    );
    expect(conclusionOf("Should we get a dog? Not really: we both work late and the flat is small.")).toBe(
      "We should not get a dog.",
    );
  });
});

describe("the writer's own experience, told in the past, is the case offered", () => {
  it("concludes the general statement beside it", () => {
    expect(conclusionOf("I met two lazy plumbers in this town. Plumbers here are lazy.")).toBe(
      "Plumbers here are lazy.",
    );
  });

  it("reads a diary opening with its subject left out ('Bought …') as the writer's own experience", () => {
    expect(
      conclusionOf("Bought the cheaper tyres in March and had two punctures by June. Cheap tyres are a false economy."),
    ).toBe("Cheap tyres are a false economy.");
  });
});

describe("a verdict word types the claim", () => {
  it("reads 'rubbish', 'nonsense', 'excellent' as value judgments", () => {
    expect(classifyConclusion("Her plan for the bus lanes is rubbish.")).toBe("Value Judgment");
    expect(classifyConclusion("The new timetable is excellent.")).toBe("Value Judgment");
  });
});

describe("a verdict after an article or on 'it'", () => {
  it("reads 'It is the best choice' and 'This is a great idea' as verdicts on their subject", () => {
    const reasons = (text: string) => scoreUnits(segment(text)).flatMap((s) => s.reasons);
    expect(reasons("It is the best choice for a wet weekend.")).toContain("a verdict on its subject +1");
    expect(reasons("This is a great idea.")).toContain("a verdict on its subject +1");
    expect(reasons("It is important to book early.")).not.toContain("a verdict on its subject +1");
  });
});

describe("an inferred quality is no recommendation", () => {
  it("types 'must be brilliant' as a claim drawn, not a call to act", () => {
    expect(classifyConclusion("The choir must be brilliant.")).not.toBe("Policy Recommendation");
    expect(classifyConclusion("The choir must be funded.")).toBe("Policy Recommendation");
  });
});

describe("a short verdict that rates an option after the evidence for it", () => {
  it("takes 'It's the obvious upgrade.' as the claim and types it a value judgment", () => {
    const { parsed } = analyzeEmbeddedDetail(
      "The new kettle boils faster, holds more and uses less power than the old one, and it costs the same. It's the obvious upgrade.",
    );
    expect(parsed.conclusion.text).toBe("It's the obvious upgrade.");
    expect(parsed.conclusion.type).toBe("Value Judgment");
  });
});

describe("a hedged 'no' answers a question", () => {
  it("reads 'Probably not.' as the question's statement negated", () => {
    expect(
      conclusionOf("Is a season pass worth it for a casual skier? Probably not. Most people ski three days a year."),
    ).toBe("A season pass is not worth it for a casual skier.");
  });
});

describe("'So' before a subject the tagger misreads", () => {
  it("takes 'So people across the region …' as the conclusion ('people' tagged as a verb)", () => {
    expect(
      conclusionOf(
        "A survey of thirty shoppers in one market found that most want longer hours. So people across the region want longer hours.",
      ),
    ).toBe("People across the region want longer hours.");
  });
});

describe("a general claim drawn from a case told in the past", () => {
  it("is the conclusion, not the case, and the flaw is the step from the one to the other", () => {
    const { parsed } = analyzeEmbeddedDetail(
      "My cousin tried the new gym and got fit in a month. This gym works for everybody.",
    );
    expect(parsed.conclusion.text).toBe("This gym works for everybody.");
    expect(parsed.premiseSets.explicit).toEqual(["My cousin tried the new gym and got fit in a month."]);
    expect(parsed.logicalFlaws[0]).toMatch(/^Hasty Generalization/);
  });

  it("leaves a case told after the claim as its evidence", () => {
    expect(conclusionOf("This gym works for everybody. My cousin tried it and got fit in a month.")).toBe(
      "This gym works for everybody.",
    );
  });
});

describe("a closing verdict that points back is the claim, not the experience told first", () => {
  it("reads 'That syrup works wonders' and 'This kettle is brilliant' as verdicts (texts written for this test)", () => {
    expect(
      conclusionOf(
        "Took the honey syrup on Monday night, and by Thursday my cough had cleared. That syrup works wonders.",
      ),
    ).toBe("That syrup works wonders.");
    expect(
      conclusionOf(
        "I bought the new kettle last month and it has boiled in half the time ever since. This kettle is brilliant.",
      ),
    ).toBe("This kettle is brilliant.");
  });
});

describe("a warning against someone's word is the writer's claim (engine 22)", () => {
  it("reads \"Don't just take Paula's word that …\" as the conclusion, not an invented verdict (text written for this test)", () => {
    expect(
      conclusionOf(
        "Don't just take Paula's word that the van has never been in a crash. She's the one selling it, and the service history shows a new front panel in 2022.",
      ),
    ).toBe("Don't just take Paula's word that the van has never been in a crash.");
  });

  it("types advice in the imperative as a recommendation", () => {
    expect(classifyConclusion("Don't just take Paula's word that the van has never been in a crash.")).toBe(
      "Policy Recommendation",
    );
    expect(classifyConclusion("Let's book the hall for Thursday.")).toBe("Policy Recommendation");
    expect(classifyConclusion("Paula's van has never been in a crash.")).toBe("Factual Claim");
  });
});
