import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { scoreUnits } from "./conclusion.js";
import { classifyConclusion } from "./conclusion-type.js";
import { elidedAnswer } from "./question-claim.js";
import { segment } from "./segment.js";
import { isNormative } from "./unit-traits.js";

const conclusionOf = (text: string) => analyzeEmbeddedDetail(text).parsed.conclusion.text;
const reasonsOf = (text: string, i: number) => scoreUnits(segment(text))[i].reasons.join("; ");

/** Shapes missed by the round-18 blind check (main18); every example here is new and written for these tests. */
describe("a verdict on what the text opened with, naming it again", () => {
  it("judges the thing the opening sentence introduced", () => {
    const text =
      "The council bought a fleet of hybrid vans in 2021. The vans have been a poor purchase. Half of them spend each month in the garage, and the batteries cost more to replace than the vans did new.";
    expect(conclusionOf(text)).toBe("The vans have been a poor purchase.");
    expect(reasonsOf(text, 1)).toMatch(/a verdict on what came before/);
  });

  it("reads 'worth doing' as a verdict", () => {
    expect(
      conclusionOf(
        "Two summers ago our street began sharing one mower between ten houses. The mower is worth keeping in common. Nobody has to store one, and the one we share gets serviced properly.",
      ),
    ).toBe("The mower is worth keeping in common.");
  });

  it("keeps a pointing verdict with a complement after it ('unfair to members who …')", () => {
    const text =
      "Several gyms now charge a fee to cancel a membership. This fee is unfair to members who move away or lose their jobs. Closing an account costs the gym nothing, so the fee only punishes bad luck.";
    expect(conclusionOf(text)).toBe("This fee is unfair to members who move away or lose their jobs.");
  });

  it("but not when the text opened with its position", () => {
    const text =
      "Families should keep a first-aid kit at home. A kit costs little. The kit is useful in a hundred small emergencies.";
    expect(reasonsOf(text, 2)).not.toMatch(/a verdict on what came before/);
    expect(conclusionOf(text)).toBe("Families should keep a first-aid kit at home.");
  });

  it("nor when the subject names something the opening never mentioned", () => {
    const text =
      "Our town opened a skate park in May. The café next door is excellent. Teenagers meet there after school.";
    expect(reasonsOf(text, 1)).not.toMatch(/a verdict on what came before/);
  });
});

describe("a closing sentence that sums up by pointing back", () => {
  it("draws what the account brought about ('This has led to …')", () => {
    const text =
      "The ferry company cut the winter timetable to two crossings a day. Islanders who work on the mainland now leave home at five. Three families sold up and moved across last year. This has led to a school with only eleven pupils.";
    expect(conclusionOf(text)).toBe("This has led to a school with only eleven pupils.");
    expect(reasonsOf(text, 3)).toMatch(/sums up what came before/);
  });

  it("or what it puts at stake ('It threatens …')", () => {
    const text =
      "The village lost its only bus route in March. Older residents without cars now depend on lifts from neighbours, and two have moved away. It threatens the whole community's future.";
    expect(conclusionOf(text)).toBe("It threatens the whole community's future.");
  });

  it("or what it cost or made of something ('This has cost …', 'It has made …')", () => {
    expect(
      conclusionOf(
        "The bakery on the corner stopped opening on Saturdays in spring. Families who used to queue there now drive to the supermarket. This has cost the bakery half its weekly trade.",
      ),
    ).toBe("This has cost the bakery half its weekly trade.");
    expect(
      conclusionOf(
        "The square was closed to cars last summer. Cafés put tables out where the parking bays were. It has made the square the liveliest place in town.",
      ),
    ).toBe("It has made the square the liveliest place in town.");
  });

  it("but not a consequence only supposed ('It would cost …')", () => {
    const text =
      "The pool was refitted two years ago. Should the club build a second one? No. It would cost a fortune.";
    expect(reasonsOf(text, 3)).not.toMatch(/sums up/);
    expect(conclusionOf(text)).toBe("The club should not build a second one.");
  });

  it("but not in the middle of the text, nor with a verb that draws nothing", () => {
    const middle =
      "The mill closed in 1990. This led to years of empty shops. A new owner reopened it as flats last spring.";
    expect(reasonsOf(middle, 1)).not.toMatch(/sums up/);
    const plain = "This bakery opened in May. The queue reaches the corner every morning. It sells out of rye by nine.";
    expect(reasonsOf(plain, 2)).not.toMatch(/sums up/);
  });
});

describe("a yes/no question answered by a stance whose content is left out", () => {
  it("claims the question's statement, negated when the stance denies it", () => {
    expect(
      conclusionOf(
        "Should cinemas ban phones during films? I don't think they should. Most people keep them silent, and a ban would only annoy parents waiting to hear from a babysitter.",
      ),
    ).toBe("Cinemas should not ban phones during films.");
    expect(
      conclusionOf(
        "Can a small garden feed a family? I think it can. Four raised beds give salad all summer, and a few fruit bushes cover the jam for a year.",
      ),
    ).toBe("A small garden can feed a family.");
  });

  it("keeps 'worth' in the predicate when it rebuilds the question ('Is X worth doing?')", () => {
    expect(
      conclusionOf(
        "Is a bread maker worth buying for a family of four? I think it is. A loaf costs a third of a shop one, and the smell wakes everyone up happy.",
      ),
    ).toBe("A bread maker is worth buying for a family of four.");
  });

  it("counts each denial", () => {
    expect(elidedAnswer("I doubt it.")).toBe("no");
    expect(elidedAnswer("I think not.")).toBe("no");
    expect(elidedAnswer("I think so.")).toBe("yes");
    expect(elidedAnswer("I don't think they shouldn't.")).toBe("yes");
  });

  it("but a stance with content of its own is no elided answer", () => {
    expect(elidedAnswer("I think the price is too high.")).toBeNull();
  });
});

describe("an act named as the subject and ranked first ('… matters far more')", () => {
  it("is read as the recommendation", () => {
    expect(
      conclusionOf(
        "Bird feeders bring finches into many gardens in winter. Most of those finches would survive without them, since they also eat seeds in the fields. Planting hedges with berries matters far more for the birds.",
      ),
    ).toBe("Planting hedges with berries matters far more for the birds.");
  });

  it("but an act that only takes time is no ranking", () => {
    expect(isNormative(segment("Planting hedges takes a whole weekend.")[0])).toBe(false);
  });
});

describe("what every place of a kind needs", () => {
  it("is a call to supply it", () => {
    expect(isNormative(segment("Schools need their own nurses.")[0])).toBe(true);
    expect(isNormative(segment("Plants need their own space.")[0])).toBe(false);
  });
});

describe("a 'thus' that draws a supposed consequence after an opening position", () => {
  it("backs the position instead of replacing it", () => {
    const text =
      "Libraries should stay open on Sundays. Many parents work all week and can only bring their children at the weekend. Students have nowhere else quiet to revise. Thus a Sunday closure would shut out exactly the people who need a library most.";
    expect(conclusionOf(text)).toBe("Libraries should stay open on Sundays.");
    expect(reasonsOf(text, 3)).toMatch(/a supposed consequence that backs the opening claim/);
  });

  it("reads a proposal's noun before its verb ('a night ban would …') as the supposed case, not a call for it", () => {
    expect(isNormative(segment("A night ban would push riders onto the ring road.")[0])).toBe(false);
    expect(isNormative(segment("The council should ban lorries from the bridge.")[0])).toBe(true);
    expect(
      conclusionOf(
        "Dog walkers should be allowed on the beach in winter. The cliff path is closed for repairs until May. So a winter ban would leave them nowhere to walk by the sea.",
      ),
    ).toBe("Dog walkers should be allowed on the beach in winter.");
  });

  it("but a modal left without its verb only compares ('than they otherwise would')", () => {
    const text =
      "Towns should keep their weekly markets. Shoppers at a market also visit the shops around it. Therefore a market brings more trade to the high street than it otherwise would.";
    expect(reasonsOf(text, 2)).not.toMatch(/supposed consequence/);
  });

  it("but after an opening report the 'thus' stays the claim", () => {
    const text =
      "The library opens six days a week and closes on Sundays. Many parents work all week. Thus a Sunday opening would reach exactly the people who need it most.";
    expect(reasonsOf(text, 2)).not.toMatch(/supposed consequence/);
    expect(conclusionOf(text)).toMatch(/sunday opening would reach exactly the people who need it most/i);
  });
});

describe("a closing verdict on the subject the background opened with", () => {
  it("wins over the opening report", () => {
    const text =
      "Many offices keep their air conditioning at nineteen degrees all summer. Staff bring cardigans to work in July, and the machines run from dawn to dusk. Several firms that raised the setting to twenty-four saw no complaints and lower bills. Offices that still cool their rooms to nineteen degrees are harming their staff and wasting energy.";
    expect(conclusionOf(text)).toBe(
      "Offices that still cool their rooms to nineteen degrees are harming their staff and wasting energy.",
    );
    expect(reasonsOf(text, 4)).toMatch(/judges what the text opened with/);
  });

  it("but a closing report on the same subject judges nothing", () => {
    const text =
      "Many offices keep their air conditioning at nineteen degrees all summer. Staff bring cardigans to work in July. Offices that raised the setting saved a fifth on their bills.";
    expect(reasonsOf(text, 2)).not.toMatch(/judges what the text opened with/);
  });
});

describe("a conclusion drawn by its marker may name its subject by a pronoun (the merge)", () => {
  it("takes 'So they are …' as the claim, not the premise it follows from", () => {
    const text =
      "Either the gloves are in the shed or they are in the hall. They are not in the shed. So they are in the hall.";
    expect(conclusionOf(text)).toBe("They are in the hall.");
    expect(reasonsOf(text, 2)).not.toMatch(/refers back/);
  });

  it("still counts a pronoun against an unmarked sentence", () => {
    const text = "The bakery on Elm Street closed in May. It had served the street for forty years.";
    expect(reasonsOf(text, 1)).toMatch(/refers back/);
  });
});

describe("'must have' with a past participle infers what happened (the merge)", () => {
  it("types 'X must have taken …' as a factual claim, not a recommendation", () => {
    expect(classifyConclusion("The cleaner must have taken the laptop.")).toBe("Factual Claim");
    expect(classifyConclusion("Someone must have left the gate open.")).toBe("Factual Claim");
  });

  it("keeps 'must have' with a noun as a need", () => {
    expect(classifyConclusion("We must have more parks.")).toBe("Policy Recommendation");
  });
});
