import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { scoreUnits } from "./conclusion.js";
import { classifyConclusion } from "./conclusion-type.js";
import { familyOf } from "./cue-families.js";
import { segment } from "./segment.js";

const conclusionOf = (text: string) => analyzeEmbeddedDetail(text).parsed.conclusion.text;
const assertionOf = (text: string, i: number) => segment(text)[i].assertion;

/** Claims that point back, verdicts on acts, and claims that need the clause before them to be read (main16). */
describe("a verdict that points back to what was just told", () => {
  it("is the claim after a background report, at the end or in the middle", () => {
    expect(
      conclusionOf(
        "The museum has stopped opening on Mondays. School groups can now visit only four days a week, and the staff lost a day of work. This decision was a mistake.",
      ),
    ).toBe("This decision was a mistake.");
    expect(
      conclusionOf(
        "The gym sells bottled water in single-use plastic. Such packaging is a waste. A tap by the door would serve everyone for free.",
      ),
    ).toBe("Such packaging is a waste.");
    expect(
      conclusionOf(
        "The guesthouse is quiet, its owner cooks breakfast, and the rooms are clean. It is the best choice for our weekend.",
      ),
    ).toBe("It is the best choice for our weekend.");
  });

  it("but not a verdict under a condition, which stays a unit that only refers back", () => {
    const scored = scoreUnits(
      segment("The ferry runs twice a day. The crossing is rough in winter. It is only pleasant if the sea is calm."),
    );
    expect(scored[2].reasons.join(" ")).toMatch(/refers back/);
    expect(scored[2].reasons.join(" ")).not.toMatch(/verdict on what came before/);
  });

  it("is scored as any pointing unit with its family switched off", () => {
    const text = "The club sold its only pitch to a builder. The juniors now train in a car park. This was a mistake.";
    const off = scoreUnits(segment(text), new Set(["verdict pointing back"]));
    expect(off[2].reasons.join(" ")).toMatch(/refers back/);
    expect(conclusionOf(text)).toBe("This was a mistake.");
  });
});

describe("setting the record straight and verdicts on acts", () => {
  it("'In fact, Y' after the other side's view is the writer's claim; when it tells the past, it is evidence", () => {
    expect(
      conclusionOf(
        "Some people think that cats cannot be trained. In fact, most cats learn a few commands quickly. What they need is a reward they care about, and many owners never offer one.",
      ),
    ).toBe("In fact, most cats learn a few commands quickly.");
    const scored = scoreUnits(
      segment(
        "Many believe that cold weather causes colds. In fact, a study of sailors found no link. The belief is a myth.",
      ),
    );
    expect(scored[1].reasons.join(" ")).not.toMatch(/rejects the other side's view/);
  });

  it("a group named by its quantity voices the other side when the next sentence corrects it", () => {
    expect(
      conclusionOf(
        "Some parents say the new crossing slows traffic too much. Actually, the crossing adds less than a minute to the school run. Children cross safely, and the drivers have got used to it.",
      ),
    ).toBe("Actually, the crossing adds less than a minute to the school run.");
    // Built on rather than answered, the group's view is no other side.
    const built = scoreUnits(segment("Many doctors say walking helps the heart. So we should walk to work."));
    expect(built[0].reasons.join(" ")).not.toMatch(/other side/);
  });

  it("'X was right to V' is a verdict on an act, typed a value judgment; 'X is wrong to V' a recommendation", () => {
    expect(
      conclusionOf(
        "It is true that the speed limit annoys drivers. Even so, it saves lives, and that matters more. The town was right to lower it.",
      ),
    ).toBe("The town was right to lower it.");
    expect(classifyConclusion("The town was right to lower it.")).toBe("Value Judgment");
    expect(classifyConclusion("The school is wrong to ban phones.")).toBe("Policy Recommendation");
  });

  it("an act named by its gerund and given a verdict is a recommendation; its effect on someone is not", () => {
    expect(
      conclusionOf(
        "Many offices leave their printers on overnight. Switching them off is a habit worth learning. A printer on standby draws power all night, and across a city that adds up.",
      ),
    ).toBe("Switching them off is a habit worth learning.");
    const effect = scoreUnits(segment("Skipping breakfast is bad for teenagers."));
    expect(effect[0].reasons.join(" ")).not.toMatch(/normative/);
  });

  it("what a place or body needs is a call to supply it; what a thing needs to live is not", () => {
    expect(
      conclusionOf("The nearest pool is an hour away and the buses stop at six. Our town needs a pool of its own."),
    ).toBe("Our town needs a pool of its own.");
    expect(classifyConclusion("Our town needs a pool of its own.")).toBe("Policy Recommendation");
    expect(classifyConclusion("Tomato plants need a lot of sun.")).not.toBe("Policy Recommendation");
  });

  it("a claim followed by a closing recommendation that points back to it is its step", () => {
    expect(
      conclusionOf(
        "Although heat pumps cost more to fit, they are cheaper to run, because they use a third of the energy. Homeowners should install them.",
      ),
    ).toBe("Homeowners should install them.");
  });

  it("a 'but' before a phrase with no verb of its own stays with its clause", () => {
    const units = segment("Clubs should keep the trips, but with help for families who cannot pay. Trips teach a lot.");
    expect(units[0].text).toBe("Clubs should keep the trips, but with help for families who cannot pay.");
    expect(segment("The plan is cheap, but it will not last.")).toHaveLength(2);
  });
});

describe("claims completed from the clause before them", () => {
  it("an ellipsis after an auxiliary takes the verb phrase it leaves out", () => {
    const text =
      "Everyone knows such fights end soon, and players can be forgiven for shouting. Coaches, however, cannot be.";
    expect(assertionOf(text, 2)).toBe("Coaches, however, cannot be forgiven for shouting.");
    expect(assertionOf("Pupils may leave early. Teachers may not.", 1)).toBe("Teachers may not leave early.");
  });

  it("after 'do', the innermost clause's verb in its bare form", () => {
    expect(assertionOf("Experts say the town needs a second bridge. It does.", 1)).toBe(
      "It does need a second bridge.",
    );
  });

  it("not when the clause before has no verb phrase to give, or the clause has its own", () => {
    expect(assertionOf("He is a kind man. Yes he does.", 1)).toBeNull();
    expect(assertionOf("Pupils may leave early. Teachers may leave at noon.", 1)).toBeNull();
  });

  it("a turned ellipsis is the weightier side and reads whole as the claim", () => {
    expect(
      conclusionOf(
        "Most fans shout at referees, and fans can be forgiven for shouting. Coaches, however, cannot be. Coaches should set an example for their players.",
      ),
    ).toBe("Coaches, however, cannot be forgiven for shouting.");
  });

  it("each new cue belongs to a family the ablation can switch off", () => {
    expect(familyOf("the weightier side of a turned ellipsis")).toBe("concession and contrast");
    expect(familyOf("a verdict on what came before")).toBe("verdict pointing back");
    const text = "Fans can be forgiven for shouting. Coaches, however, cannot be. Coaches lead by example.";
    const off = scoreUnits(segment(text), new Set(["concession and contrast"]));
    expect(off[1].reasons.join(" ")).not.toMatch(/turned ellipsis/);
  });

  it("a bare 'such a step' spells out the act of the sentence before", () => {
    const text =
      "Several bakeries have stopped baking rye bread, replacing it with cakes. Such a step is unwise. Rye buyers come every day.";
    expect(assertionOf(text, 1)).toBe("Such a step (stopping baking rye bread) is unwise.");
    expect(conclusionOf(text)).toBe("Such a step (stopping baking rye bread) is unwise.");
    // With a sentence between, the act could be either: the words are quoted as they stand.
    const later =
      "The café began charging for tap water. A few regulars complained. Such a step is unwise, because students stop coming.";
    expect(assertionOf(later, 2)).toBeNull();
  });

  it("a hyphenated verdict ('short-sighted') judges like a single word", () => {
    expect(
      conclusionOf(
        "The school sold its playing field to a developer. Pupils now play in the car park, and sports day has moved to a hired ground. This change was short-sighted.",
      ),
    ).toBe("This change was short-sighted.");
  });

  it("a verdict fused into 'which makes it' is said of the clause's subject, when that subject is clear", () => {
    expect(
      conclusionOf("The old bakery is empty and close to the market, which makes it the right spot for a library."),
    ).toBe("The old bakery is the right spot for a library.");
    // Two clauses before it: which one "it" means is unclear, so the words are quoted as they stand.
    expect(
      assertionOf("Rents are low and the trains are quick, which makes it a good town for students.", 1),
    ).toBeNull();
    expect(conclusionOf("The bus is slow and often late, which is why I cycle to work.")).toBe("I cycle to work.");
  });
});
