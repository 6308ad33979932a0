import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { modelInput } from "./model-input.js";

// Engine 17 reads more wordings of parts it already knew: a lack of proof in the past perfect or answered with
// "until someone does", two options counted exactly, "no middle ground" beside a threatened option, a crowd's size
// offered as what could not be wrong, a person dismissed as "the same man who …", a review's unsaid "I", and a span
// of time that is no event before an effect. Each fires on a text that shows its parts and stays quiet on a
// corrected one. All texts were written for these tests.
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw.id;
// What the hand-written readers find: the parts the flaw model weighs.
const found = (text: string) => modelInput(text).parts.map((p) => p.slice(p.indexOf(":") + 1));

describe("more wordings of a flaw's parts", () => {
  it("appeal to ignorance: no one had been able to show otherwise; assume it until someone proves it", () => {
    expect(
      flawOf(
        "The caretaker told the governors that the broken window must have been a pupil's doing. Asked for evidence, he said nobody had been able to show who else could have done it, so that settled it.",
      ),
    ).toBe("appeal_to_ignorance");
    expect(
      flawOf(
        "Nobody has ever proven that the new weedkiller is safe for bees. Until someone does, we should assume it is killing the hives and ban it.",
      ),
    ).toBe("appeal_to_ignorance");
    expect(
      flawOf(
        "Two independent labs tested the new weedkiller on bee colonies for a season and found no harm, so the council can keep using it.",
      ),
    ).not.toBe("appeal_to_ignorance");
  });

  it("false dilemma: exactly two options, or no middle ground beside an option that threatens", () => {
    expect(
      flawOf(
        "The club has exactly two options: sell the old pavilion or double the membership fee. Anyone against the sale should say which they prefer.",
      ),
    ).toBe("false_dilemma");
    expect(
      flawOf(
        "Either we all switch to the new rota by Friday, or we accept that the shifts will keep going uncovered for good. There's no middle ground here.",
      ),
    ).toBe("false_dilemma");
    expect(
      flawOf(
        "The club could sell the old pavilion, raise the fee, or apply for the sports council grant. The grant costs nothing but a form, so we should try it first.",
      ),
    ).not.toBe("false_dilemma");
  });

  it("ad populum: a crowd's size offered as what could not be wrong", () => {
    expect(
      flawOf(
        "This sleep spray has sold two million bottles. That many customers wouldn't keep buying it if it didn't cure insomnia, would they?",
      ),
    ).toBe("ad_populum");
    expect(
      flawOf(
        "This sleep spray has sold two million bottles, so the shop should keep it in stock: people clearly want to buy it.",
      ),
    ).not.toBe("ad_populum");
  });

  it("ad hominem: the same man who …, taken seriously only if he were someone else", () => {
    expect(
      flawOf(
        "Mr Doyle's letter asks for a crossing outside the library. I might take him seriously if he weren't the same man who parks his van on the pavement every morning. Ignore him.",
      ),
    ).toBe("ad_hominem");
    expect(
      flawOf(
        "Nadia: The trial found the new phonics scheme raised reading scores by 6%.\nLeo: The lead author has been divorced three times. Why would I listen to anything that man says about children?",
      ),
    ).toBe("ad_hominem");
    expect(
      flawOf(
        "Mr Doyle's letter asks for a crossing outside the library. The council counted 400 children crossing there each school day, so his request deserves a hearing.",
      ),
    ).not.toBe("ad_hominem");
  });

  it("hasty generalisation: one visit told without its 'I', then a verdict on every branch", () => {
    // The sample reader finds the visit and the verdict on the chain (engine 19's model, weighing them, names nothing).
    expect(
      found(
        "Tried the Market Street branch of Crumb & Co on Sunday and the croissant was stale. This chain clearly can't bake, and I won't be spending money at any of their other shops.",
      ),
    ).toContain("hasty_generalization");
    expect(
      flawOf(
        "Tried the Market Street branch of Crumb & Co on Sunday and the croissant was stale. I'll give it another go before I judge it.",
      ),
    ).toBe("none");
  });

  it("a span of time after which something happened is no event that caused it", () => {
    expect(
      flawOf(
        "I tried keto for a week and didn't lose any weight, and my cousin gave up on it after a few days. So it just doesn't work.",
      ),
    ).not.toBe("false_cause");
    expect(flawOf("My brother felt ill right after the flu jab, so the jab must have made him ill.")).toBe(
      "false_cause",
    );
  });
});

describe("a sequence read as a cause, in more wordings", () => {
  it("names a change followed 'by May', 'six days later' or 'in the term after', then credited with the outcome", () => {
    expect(
      flawOf(
        "Swapped to a standing desk in May and by July my migraines had stopped. The desk was behind it, no question.",
      ),
    ).toBe("false_cause");
    expect(
      flawOf("put a copper bracelet on and my headache was gone two days later. honestly this stuff works, get one"),
    ).toBe("false_cause");
    expect(
      flawOf(
        "The head teacher noted that attendance rose in the term after the school painted its corridors yellow, and she credited the paint for the improvement.",
      ),
    ).toBe("false_cause");
    expect(
      flawOf(
        "The new manager arrived in the spring. Ever since, the canteen queues have got longer. Coincidence? I don't think so.",
      ),
    ).toBe("false_cause");
  });

  it("stays quiet when the writer reports the sequence and leaves the cause open", () => {
    expect(
      flawOf(
        "Ever since I started taking turmeric capsules, my knee has stopped aching, so the capsules must be working. Then again, I also began physiotherapy that month, so I can't say which one helped.",
      ),
    ).toBe("none");
  });
});

describe("round 32's fallacies, rewritten: more wordings of a flaw's parts", () => {
  it("names each flaw on a text that shows its parts; a crowd cited for where to reach it is no appeal", () => {
    expect(
      flawOf(
        "Literally everyone in my running club uses this heart-rate strap, so it has to be the most accurate one you can buy.",
      ),
    ).toBe("ad_populum");
    expect(
      flawOf(
        "Hundreds of people in our gardening forum swear that coffee grounds keep slugs away. With that many people saying it, there's obviously something to it.",
      ),
    ).toBe("ad_populum");
    expect(
      flawOf(
        "Nearly every neighbour I've talked to uses the Tuesday bus, so let's print the notice on the Tuesday bus timetable where they'll see it.",
      ),
    ).toBe("none");
    expect(
      flawOf(
        "When I asked about lead pipes in the flat, the agent said there definitely aren't any, because no inspection has ever found any. No inspection has ever been done.",
      ),
    ).toBe("appeal_to_ignorance");
    expect(
      flawOf(
        "Since we replaced the classroom clock with a digital one in January, spelling scores have gone up by four points. The new clock is clearly making our pupils sharper.",
      ),
    ).toBe("false_cause");
    expect(
      flawOf(
        "We've won every match since switching to the red bibs, so we're keeping them for the cup final. No point messing with what's working.",
      ),
    ).toBe("false_cause");
    expect(
      flawOf(
        "Mr. Grant is once again writing in about the lorry ban on the high street. This is the same Mr. Grant whose garage was closed for unpaid tax. Nobody needs to take his views on traffic seriously.",
      ),
    ).toBe("ad_hominem");
  });
});

describe("rounds 31 and 33's fallacies, rewritten: months in sequence, a cuisine judged on one visit, advice dismissed", () => {
  it("names each flaw on a text that shows its parts", () => {
    expect(
      flawOf(
        "The new lamp posts went up on Fern Street in May, and in June two cars on the street were broken into. Coincidence? I don't think so. The lamps have made our street a target, and I want them taken down.",
      ),
    ).toBe("false_cause");
    expect(
      flawOf(
        "Parking charges at the leisure centre were brought in in 2018, and swimming numbers have got lower every year since. Scrap the charges and the numbers will come back. It's that simple.",
      ),
    ).toBe("false_cause");
    expect(
      flawOf(
        "Tried the new Ethiopian place on Mill Road once, on a Tuesday, and the bread was stale. Ethiopian food is honestly overrated, I don't get the fuss. 2 stars.",
      ),
    ).toBe("hasty_generalization");
    expect(
      flawOf(
        "Sir, Mrs. Hale's plan for a one-way system on Bridge Street deserves no serious consideration. This is the same woman who was fined for parking on the zebra crossing last year. Why should residents take traffic advice from her?",
      ),
    ).toBe("ad_hominem");
  });

  it("stays quiet on a cuisine praised with reasons, not judged on one visit", () => {
    expect(
      flawOf(
        "Tried the new Ethiopian place on Mill Road twice, and both times the injera was fresh and the lentils well spiced. I'd go back.",
      ),
    ).not.toBe("hasty_generalization");
  });
});
