import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

/**
 * Sound everyday arguments, written for this test: a flaw is named only when the text shows one, so none of these
 * may be accused. Each once tripped a detector (a dated fact read as a sample, a doctor on blood pressure read as
 * an irrelevant authority, a reason about "they" read as off the topic of the claim).
 */
const SOUND = [
  "The Lakers have won their last eight games and their star player is back from injury. They will probably win the championship this year.",
  "Our team lost its best three players to injury this week. We will probably struggle in Saturday's match.",
  "The bridge was closed for repairs this morning, so the bus took the long route and arrived late.",
  "Our school's heating broke down and the forecast says minus ten tomorrow. The head has closed the school for the day, so pupils should stay at home.",
  "The recipe needs three eggs and we only have one. We should buy more eggs before we start baking.",
  "Every ticket for Saturday's concert was sold last week. Since we did not buy one, we cannot go to Saturday's concert.",
  "The report was due on Friday, and it is now Monday. The report is late.",
  "Regular exercise lowers blood pressure, according to decades of controlled trials. My doctor says my blood pressure is high, so I should exercise more.",
  "The library extended its opening hours to 10 pm, and the number of students studying there in the evening doubled. Longer opening hours seem to be used by students who need them, so the library should keep them.",
  "Cats are great pets because they are clean, quiet and happy to be left alone during the working day.",
  "The café is closed on Mondays. Today is Monday. So the café is closed today.",
  "Plastic bags take hundreds of years to break down and often end up in the sea, where they harm turtles and birds. Shops should charge for them to cut how many are used.",
  "The car's battery is flat: the lights will not turn on and the engine does not even click. We need to call a mechanic or jump-start it.",
  "The museum is free on Sundays and we both have the day off. Let's go to the museum on Sunday.",
  "Water boils at a lower temperature at high altitude because the air pressure there is lower. That is why pasta takes longer to cook in the mountains.",
  "The new law requires helmets for all cyclists under 16. Tom is 12 and cycles to school, so Tom must wear a helmet.",
  "Our school repainted the hall two years ago and the paint is still fresh. There is no reason to repaint it now.",
  "Last year the council promised to fix the potholes on Mill Road, and the road is now smooth. The council kept its promise.",
  "Some of the bakeries in town have raised their prices, and flour costs keep rising. Bread will probably cost more next month.",
  "I set off before the rush hour, so the early start got me to the meeting an hour early.",
  "Cheating in an exam is wrong because it takes marks from students who did the work honestly.",
  "Critics say the new cycle lane slows buses. But the council's counts show bus times have not changed, so the lane should stay.",
  "The ferry company gave us a refund for the cancelled crossing, so the cancellation cost us nothing.",
  "My doctor says my cholesterol is high, so I should cut down on fried food.",
  // A claim backed by three listed reasons, none in the claim's words (round flaw17).
  // Two options a record gives, one ruled out: the record's either-or is information, not the arguer's framing.
  "The letter says the parcel is either at the depot or on the van. The depot has searched its shelves, so the parcel is on the van.",
  "I think online shopping will keep growing. Customers save time on trips, warehouses run all night, and delivery vans reach every village.",
];

describe("sound arguments", () => {
  // No reader finds a flaw's parts. On one of these texts ("Cheating in an exam is wrong because …") engine 19's
  // model says the wording reads like a hasty generalization, and says it is the wording alone.
  it.each(SOUND)("shows no flaw: %s", (text) => {
    const { flaw, parsed } = analyzeEmbeddedDetail(text);
    expect(flaw.shown ? flaw.id : "none").toBe("none");
    if (flaw.id === "none") expect(parsed.logicalFlaws).toEqual([]);
    else
      expect(parsed.logicalFlaws[0]).toMatch(/reads like this flaw, chiefly ".+", though no step of it is spelled out/);
  });
});

describe("a flaw named on the words alone", () => {
  // Engine 19's model says this reads like a red herring; no reader finds a reason off the topic, so the
  // counter-argument presses the argument's own gap (what rejecting costs and gains), not the flaw as proven.
  it("is not pressed as proven by the counter-argument", () => {
    const { flaw, parsed } = analyzeEmbeddedDetail(
      "The new stadium will cost twice the town's yearly budget, so we should reject the stadium.",
    );
    expect(flaw.shown).toBe(false);
    expect(parsed.possibleCounter).not.toMatch(/different matter/);
    expect(parsed.possibleCounter).toMatch(/so it does not follow that we should reject the stadium\.$/);
  });
});

describe("the same detectors on flawed texts", () => {
  it("still names a sample generalised, quoting it in the text's order", () => {
    const phone = analyzeEmbeddedDetail(
      "Everyone I know loves the new phone, so it must be the finest phone ever made.",
    );
    expect(phone.flaw).toMatchObject({ id: "hasty_generalization", evidence: "Everyone I know" });
    const kids = analyzeEmbeddedDetail(
      "Pupils should be allowed to keep their phones because my cousin needed hers once so all pupils need theirs.",
    );
    expect(kids.flaw.id).toBe("hasty_generalization");
  });

  it("reads a reason about 'they' as about the claim's subject, even in pasted HTML", () => {
    const { flaw } = analyzeEmbeddedDetail(
      "<p>Cats are great pets because they are clean.</p><script>var __xss=1;</script> So you should adopt one.",
    );
    expect(flaw.id).toBe("none");
  });
});

describe("a universal and a sample in one clause", () => {
  it("is no generalisation when a verb stands between them", () => {
    const { flaw } = analyzeEmbeddedDetail(
      "The number of cyclists every year is three times what it was in 2000. So cycling is now a popular way to travel.",
    );
    expect(flaw.id).not.toBe("hasty_generalization");
  });

  it("reads a whole thing read or eaten as one case, not a generalisation, and 'read' alone as no source", () => {
    const { flaw } = analyzeEmbeddedDetail("My cousin read the whole book in one night, so the book is gripping.");
    expect(flaw.id).not.toBe("hasty_generalization");
    expect(flaw.id).not.toBe("irrelevant_authority");
  });
});
