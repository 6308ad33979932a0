import { describe, expect, it } from "vitest";
import { analyzeEmbedded, analyzeEmbeddedDetail } from "./analyze-embedded.js";

describe("analyzeEmbedded: the main conclusion", () => {
  it("finds a conclusion stated first and supported by 'because'", () => {
    const p = analyzeEmbedded("The council should fund the night bus because shift workers have no other way home.");
    expect(p.conclusion.text).toBe("The council should fund the night bus.");
    expect(p.premiseSets.explicit).toEqual(["Shift workers have no other way home."]);
  });

  it("finds a conclusion stated last after 'therefore'", () => {
    const p = analyzeEmbedded(
      "Cycling to work keeps people fit. It also saves money on fuel. Therefore, the city should build more bike lanes.",
    );
    expect(p.conclusion.text).toBe("The city should build more bike lanes.");
    expect(p.premiseSets.explicit).toEqual(["Cycling to work keeps people fit.", "It also saves money on fuel."]);
  });

  it("finds a conclusion that sits between its premises", () => {
    const p = analyzeEmbedded(
      "Our river floods every spring. That is why the town must raise the embankment, since the insurers will stop covering the houses on the bank.",
    );
    expect(p.conclusion.text).toBe("The town must raise the embankment.");
    expect(p.premiseSets.explicit).toContain("Our river floods every spring.");
    expect(p.premiseSets.explicit).toContain("The insurers will stop covering the houses on the bank.");
  });

  it("takes the main clause after a concession, not the conceded clause", () => {
    const p = analyzeEmbedded(
      "Although the museum is popular with tourists, the city cannot afford to keep it open. The roof leaks and the heating bill doubled last year.",
    );
    expect(p.conclusion.text).toBe("The city cannot afford to keep it open.");
  });

  it("leaves the other side's view out of the premises", () => {
    const p = analyzeEmbedded(
      "Solar panels reduce household bills. They also cut emissions. Admittedly, they are expensive to install. However, grants cover half the cost. So every homeowner should install solar panels.",
    );
    expect(p.conclusion.text).toBe("Every homeowner should install solar panels.");
    expect(p.premiseSets.explicit).not.toContain("Admittedly, they are expensive to install.");
    expect(p.premiseSets.explicit).toContain("Grants cover half the cost.");
  });

  it("drops objections introduced by 'Some say' and 'Critics argue'", () => {
    const p = analyzeEmbedded(
      "Schools should teach cooking. Some say there is no time in the timetable. Critics argue that parents should teach it at home. But children who cook eat better, and cooking teaches arithmetic too.",
    );
    expect(p.conclusion.text).toBe("Schools should teach cooking.");
    expect(p.premiseSets.explicit.join(" ")).not.toMatch(/Some say|Critics argue/);
  });

  it("takes the position restated with 'Nevertheless' over a recommendation it grants", () => {
    const p = analyzeEmbedded(
      "It is important for libraries to save money. Printed newspapers cost the branch a lot each year. Nevertheless, the library should keep its newspaper subscriptions.",
    );
    expect(p.conclusion.text).toBe("The library should keep its newspaper subscriptions.");
  });

  it("reads the writer's verdict on the other side's view as the claim", () => {
    const p = analyzeEmbedded(
      "Some believe that electric scooters will replace buses. This is very unlikely. Buses carry forty people at once. Scooters cannot carry luggage or children.",
    );
    expect(p.conclusion.text).toBe("This is very unlikely.");
  });

  it("does not take a stance frame around a clause that only refers back as the thesis", () => {
    const p = analyzeEmbedded(
      "Schools should start classes at nine. Teenagers sleep later than adults. Although some parents work early, I think much of that is a matter of habit.",
    );
    expect(p.conclusion.text).toBe("Schools should start classes at nine.");
  });

  it("prefers a verdict on the subject to a plain report", () => {
    const p = analyzeEmbedded(
      "In many villages the post office is the only shop left. Closing rural post offices is harmful.",
    );
    expect(p.conclusion.text).toBe("Closing rural post offices is harmful.");
  });

  it("reads a rhetorical question as the claim it makes", () => {
    const p = analyzeEmbedded("Imagine the poor puppies shivering in the cold! How can you not donate to the shelter?");
    expect(p.conclusion.text).toBe("You should donate to the shelter.");
    expect(p.conclusion.type).toBe("Policy Recommendation");
  });

  it("states an unstated conclusion from converging reasons about one action", () => {
    const detail = analyzeEmbeddedDetail(
      "Last winter the heating failed twice. In some rooms, pupils wore coats during lessons. Repairs were delayed for weeks. Replacing the old boiler costs less than a year of emergency repairs. Replacing the old boiler also cuts emissions.",
    );
    expect(detail.conclusionImplicit).toBe(true);
    expect(detail.parsed.conclusion.text).toBe("The old boiler should be replaced.");
    expect(detail.parsed.improvedVersion).toContain("So, the old boiler should be replaced.");
  });
});

describe("analyzeEmbedded: a text that opens with a debate question", () => {
  it.each([
    [
      "Should cities ban cars from the centre? Yes. Cars pollute the air and make streets dangerous for children.",
      "Cities should ban cars from the centre.",
    ],
    [
      "Do uniforms make schools better? No. They cost families money and do not improve grades.",
      "Uniforms do not make schools better.",
    ],
    [
      "Is nuclear power safe? Modern reactors have many safety systems, and accidents are very rare.",
      "Nuclear power is safe.",
    ],
    [
      "Have cell phones made families closer? Parents and children can now talk every day.",
      "Cell phones have made families closer.",
    ],
  ])("%s → %s", (text, claim) => {
    expect(analyzeEmbedded(text).conclusion.text).toBe(claim);
  });

  it("keeps an explicit answer that is itself a claim", () => {
    const p = analyzeEmbedded(
      "Should we raise taxes? I think we should raise taxes on the rich because inequality is growing.",
    );
    expect(p.conclusion.text).toBe("I think we should raise taxes on the rich.");
    expect(p.premiseSets.explicit).toEqual(["Inequality is growing."]);
  });
});

describe("analyzeEmbedded: structure", () => {
  it("reports a stated conditional as the if-then structure", () => {
    const p = analyzeEmbedded("If the dam fails, the valley floods. The dam is cracking. So the valley will flood.");
    expect(p.ifThenStructure).toBe("If the dam fails, then the valley floods.");
  });

  it("recasts an argument without a conditional as 'if premises, then conclusion'", () => {
    const p = analyzeEmbedded("The council should fund the night bus because shift workers have no other way home.");
    expect(p.ifThenStructure).toBe(
      "If shift workers have no other way home, then the council should fund the night bus.",
    );
  });

  it("lists quantifiers in order of appearance", () => {
    const p = analyzeEmbedded(
      "All teenagers love phones and most never read books, so some schools should ban phones.",
    );
    expect(p.quantifiers).toEqual(["all", "most", "never", "some"]);
  });

  it("names the assumption bridging the reasons to what only the conclusion mentions", () => {
    const p = analyzeEmbedded("Patients there wait for weeks, so we need more nurses in rural clinics.");
    expect(p.unstatedAssumptions).toEqual(["Patients there waiting for weeks calls for more nurses in rural clinics."]);
    // No stock implicit premise: a recommendation about an unnamed subject has no general rule to state.
    expect(p.premiseSets.implicit).toEqual([]);
    expect(p.possibleCounter).toBe(
      "Even if patients there wait for weeks, another course could serve that aim better, or this one could cost more than it gains, so it does not follow that we need more nurses in rural clinics.",
    );
  });

  it("words the bridging assumption of a factual claim as evidence for it, in both sides' words", () => {
    const p = analyzeEmbedded("Bees come to the clover every morning, so the meadow is healthy.");
    expect(p.conclusion.type).not.toBe("Policy Recommendation");
    expect(p.unstatedAssumptions[0]).toBe(
      "Bees coming to the clover every morning is a sign of the meadow being healthy.",
    );
    expect(p.possibleCounter).toContain("the argument never shows how that bears on the meadow");
  });

  it("gives a necessary and a sufficient assumption and an implied rule", () => {
    const p = analyzeEmbedded("A famous actor says this diet works, so it must work.");
    expect(p.necessaryAssumption).toMatch(/\S/);
    // The sufficient assumption is the rule that, added to the premise, makes the conclusion follow.
    expect(p.sufficientAssumption).toBe("If a famous actor says this diet works, then it must work.");
    expect(p.unstatedRule).toMatch(/\S/);
  });

  it("keeps the writer's quantifiers and states the key assumption in the improved version", () => {
    const text = "Everyone hates the new parking rules, so the council should always listen to drivers.";
    const p = analyzeEmbedded(text);
    expect(p.improvedVersion.startsWith(text)).toBe(true);
    expect(p.improvedVersion).toMatch(
      /This assumes that a good reason for the council to always listen to drivers is that everyone hates the new parking rules/,
    );
  });

  it("is deterministic: the same text gives the same analysis", () => {
    const text = "Our town should move the market to Thursday because most workers are busy on Saturdays.";
    expect(analyzeEmbedded(text)).toEqual(analyzeEmbedded(text));
  });

  it("copes with empty and one-word input", () => {
    expect(analyzeEmbedded("").conclusion.text).toBe("");
    // A lone word is a phrase, not a claim: nothing is invented around it.
    expect(analyzeEmbedded("Taxes.").conclusion.text).toBe("");
    expect(analyzeEmbeddedDetail("Taxes.").notArgument).toMatch(/a phrase, not a statement/);
  });
});

describe("analyzeEmbedded: conclusion type and method", () => {
  const cases: [string, string, string][] = [
    [
      "The council should fund the night bus because shift workers have no other way home.",
      "Policy Recommendation",
      "Practical reasoning (means to an end)",
    ],
    [
      "Since the library opened on Sundays, exam results have gone up. Therefore the Sunday opening caused the better results.",
      "Causal Claim",
      "Causal reasoning",
    ],
    [
      "According to three independent studies, the new vaccine is safe for children.",
      "Value Judgment",
      "Appeal to authority",
    ],
    ["Just as seat belts save drivers, helmets will save cyclists.", "Prediction", "Argument by analogy"],
    [
      "Trains are better than planes for short trips because they go from city centre to city centre.",
      "Comparative Claim",
      "Inductive reasoning from stated reasons",
    ],
    [
      "If the bill passes, rents will fall, because landlords will have to compete.",
      "Conditional Claim",
      "Conditional reasoning",
    ],
    [
      "In a survey, 70% of residents said the park is too dark, so the park is unsafe at night.",
      "Value Judgment",
      "Statistical reasoning",
    ],
    [
      "A study found that people who drink coffee have lower mortality rates. So drinking coffee makes you live longer.",
      "Causal Claim",
      "Statistical reasoning",
    ],
  ];
  it.each(cases)("%s → %s, %s", (text, type, method) => {
    const p = analyzeEmbedded(text);
    expect(p.conclusion.type).toBe(type);
    expect(p.methodOfReasoning).toBe(method);
  });
});

describe("analyzeEmbedded: counter to a recommendation", () => {
  it("answers a recommendation with the concession the text makes, without its 'although'", () => {
    const p = analyzeEmbedded(
      "Although electric cars cost more up front, they are cheaper to run over ten years. Fuel and servicing cost far less. So families who drive a lot should buy electric.",
    );
    expect(p.possibleCounter).toBe(
      "As the text itself concedes, electric cars cost more up front; the argument never shows that this is outweighed.",
    );
  });

  it("answers advice to refrain with what refraining loses", () => {
    const p = analyzeEmbedded(
      "Our town should not build the new stadium. It would cost 200 million dollars, and studies of other stadiums show they rarely bring new jobs.",
    );
    expect(p.possibleCounter).toMatch(
      /^Even if .*, what is lost by not acting could outweigh that, so it does not follow that our town should not build the new stadium\.$/,
    );
  });
});

describe("analyzeEmbedded: counter aimed at the flaw", () => {
  it("presses the flaw the text shows, not a generic gap", () => {
    expect(
      analyzeEmbedded("Every swan I have ever seen is white. Therefore all swans are white.").possibleCounter,
    ).toBe(
      "The cases given (every swan I have ever seen is white) may be exceptions; unless they are typical, they cannot show that all swans are white.",
    );
    expect(
      analyzeEmbedded("Nobody has ever proven that the old well is poisoned, so the well is safe.").possibleCounter,
    ).toBe(
      "That nothing has shown the opposite is not evidence for the claim; without positive evidence, it remains open whether the well is safe.",
    );
  });
});
