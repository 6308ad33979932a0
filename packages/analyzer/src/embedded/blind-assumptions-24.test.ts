import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { findGap, gapAssumptions } from "./gap.js";
import { readSentences } from "./nlp.js";

// A later blind check of the assumptions (decision 0024, round assume24, engine 23): thirty everyday arguments written by helpers
// with the assumption a careful reader would name. These tests use texts of the same shapes written for the tests.
const parsedOf = (text: string) => analyzeEmbeddedDetail(text).parsed;

describe("a heading, a greeting or a sign-off is no part of the argument", () => {
  it.each([
    [
      "Chat from Oskar: The lake path is flooded again. The ranger put a notice up this morning.",
      "The lake path is flooded again.",
    ],
    [
      "Minutes of the Tuesday committee meeting: The hall roof needs new tiles. Three buckets were out during the storm.",
      "The hall roof needs new tiles.",
    ],
    [
      "Dear Councillor, the crossing on Mill Lane needs a lollipop warden. Two children were nearly hit there this month.",
      "The crossing on Mill Lane needs a lollipop warden.",
    ],
  ])("%s", (text, conclusion) => {
    const parsed = parsedOf(text);
    expect(parsed.conclusion.text).toBe(conclusion);
    expect(parsed.premiseSets.explicit.join(" ")).not.toMatch(/Chat from|Minutes of|Dear/);
  });

  it("drops a closing line, so the claim before it is the one argued for", () => {
    const parsed = parsedOf(
      "The bakery on Hill Street is open on Sundays now. The owner told me so yesterday. Cheers, Mia",
    );
    expect(parsed.conclusion.text).toBe("The bakery on Hill Street is open on Sundays now.");
    expect(parsed.premiseSets.explicit.join(" ")).not.toMatch(/Cheers/);
  });

  it("still reads a message of nothing but greetings as no argument", () => {
    expect(analyzeEmbeddedDetail("Hi Sam! See you soon. Cheers, Mia").notArgument).toMatch(/a greeting/);
  });
});

describe("the claim in everyday messages", () => {
  it.each([
    [
      "a label that says what was concluded",
      "Minutes, allotment committee, 2 May. Four plot holders found slugs on their lettuces. Agreed: the whole site has a slug problem, and the committee will buy pellets.",
      "The whole site has a slug problem.",
    ],
    [
      "a statement the next sentence vouches for",
      "Our town's clock tower dates from 1710. The man who runs the bakery opposite it told me so, and he's lived here all his life.",
      "Our town's clock tower dates from 1710.",
    ],
    [
      "a heading with no verb is neither the claim nor a reason",
      "Great news for cyclists. The new towpath surface is fully sealed. It survived last week's floods without a crack.",
      "The new towpath surface is fully sealed.",
    ],
    [
      "a statement with a tag question asserts",
      "Bike makes a grinding noise. It's not the chain, since I replaced it last week. It's not the pedals either, because they spin freely. So it has to be the bottom bracket, right?",
      "It has to be the bottom bracket.",
    ],
  ])("%s", (_kind, text, conclusion) => {
    expect(parsedOf(text).conclusion.text).toBe(conclusion);
  });

  it("an elimination ending in 'it has to be …' is a factual claim with no false cause ('since I replaced it')", () => {
    const parsed = parsedOf(
      "Bike makes a grinding noise. It's not the chain, since I replaced it last week. It's not the pedals either, because they spin freely. So it has to be the bottom bracket, right?",
    );
    expect(parsed.conclusion.type).toBe("Factual Claim");
    expect(parsed.logicalFlaws).toEqual([]);
    expect(parsed.necessaryAssumption).toBe("The only possibilities are the chain, the pedals and the bottom bracket.");
  });

  it("keeps a heading out of the premises", () => {
    expect(
      parsedOf("Great news for cyclists. The new towpath surface is fully sealed. It survived last week's floods.")
        .premiseSets.explicit,
    ).not.toContain("Great news for cyclists.");
  });
});

describe("forms read through everyday wording", () => {
  it("a rule for every member, and one thing placed among them, needs nothing beyond the premises", () => {
    const parsed = parsedOf(
      "Reminder for the kitchen: Every mug on the bottom shelf is chipped, and the blue mug is one of the mugs on the bottom shelf. So the blue mug is chipped.",
    );
    expect(parsed.necessaryAssumption).toMatch(/^The premises are true as stated/);
    expect(parsed.logicalFlaws).toEqual([]);
  });

  it("a dialogue's speaker labels and a spoken 'Well,' do not hide affirming the consequent", () => {
    const parsed = parsedOf(
      "Ana: My throat has hurt since Monday. Ben: Well, if you've got tonsillitis, your throat will hurt. Your throat hurts, so you've got tonsillitis.",
    );
    expect(parsed.logicalFlaws.join(" ")).toMatch(/^Formal Fallacy/);
    expect(parsed.necessaryAssumption).toBe("Your throat will hurt only if you've got tonsillitis.");
  });
});

describe("the necessary assumption names the argument's own gap", () => {
  it.each([
    [
      "a reason about 'she' takes up the person the claim names first",
      "Marta is clearly the right person to lead the choir. She has sung in it for twelve years.",
      "Anyone who has sung in it for twelve years is the right person to lead the choir.",
    ],
    [
      "an animal called 'she' is judged by the rule for its kind",
      "Our old collie is a perfect dog for a flat. She barely moves all day and never chews anything.",
      "Any collie that barely moves all day and never chews anything is a perfect dog for a flat.",
    ],
    [
      "two reasons about one thing join the rule's condition",
      "Jon's bread dough has risen overnight, and it springs back when I press it. So it's ready to shape.",
      "Any dough that has risen overnight and springs back when I press it is ready to shape.",
    ],
    [
      "candidates ruled out one by one leave the claim only if they were all there were",
      "The noise isn't coming from the boiler, because we switched it off and it carried on. It isn't the fridge either, since that's in the other room. So it has to be the water pipes.",
      "The only possibilities are the boiler, the fridge and the water pipes.",
    ],
    [
      "a claim taken on someone's word holds only if they know",
      "The castle car park is free after six. The woman at the ticket office told us so.",
      "The woman at the ticket office is a reliable source on whether the castle car park is free after six.",
    ],
    [
      "a recommendation that serves an aim a reason states holds only if the act achieves it",
      "We want the puppy to stop chewing the sofa, so we should give her a chew toy.",
      "Giving her a chew toy would in fact get the puppy to stop chewing the sofa.",
    ],
    [
      "a forecast from a record holds only if nothing has changed",
      "The ferry will be on time tomorrow. It has arrived on time every morning for the last three months.",
      "Nothing has changed since the record the reasons cite (it has arrived on time every morning for the last three months) that would make this time different: the ferry will be on time tomorrow.",
    ],
  ])("%s", (_kind, text, necessary) => {
    expect(parsedOf(text).necessaryAssumption).toBe(necessary);
  });

  it("a comparison after a spoken 'Honestly' still names the two things compared", () => {
    expect(
      parsedOf(
        "Honestly the corner bakery is a better place for bread than the supermarket. Its loaves stay fresh for three days.",
      ).unstatedAssumptions,
    ).toContain(
      "The corner bakery and the supermarket are alike in every way that matters here except the one the reasons name.",
    );
  });

  it("a claim about 'it' from one quality keeps the plain bridge", () => {
    expect(parsedOf("This soup contains no meat. Therefore it is healthy.").necessaryAssumption).toBe(
      "Containing no meat makes this soup healthy.",
    );
  });

  it("a property inferred is no elimination", () => {
    expect(parsedOf("The plan isn't cheap, so it must be rejected.").necessaryAssumption).not.toMatch(
      /^The only possibilities/,
    );
    // A rule ("every cake … has to be …") and a quality denied ("not entirely gluten-free") rule no candidate out.
    expect(
      parsedOf(
        "Every cake in the village contest has to be entirely gluten-free. Mia's cake is not entirely gluten-free, because she used ordinary flour for the icing. So Mia's cake can't be entered.",
      ).necessaryAssumption,
    ).not.toMatch(/^The only possibilities/);
  });
});

describe("a survey comparison read as a cause is false cause, not a hasty generalisation", () => {
  it("names false cause when people who do one thing are found to have more of another", () => {
    const flaws = parsedOf(
      "Walking to work is clearly what keeps people slim. In our office survey, staff who walk in have about half the weight problems of staff who drive.",
    ).logicalFlaws.join(" ");
    expect(flaws).toMatch(/^False Cause/);
  });
});

describe("near misses the new readings leave alone", () => {
  it.each([
    "Parish newsletter: The diocese's heating survey went to a random sample of 3,000 households, and 2,100 replied. Average bills came to 12% of income, against 15% in last year's survey. With a response rate above 70%, it looks like a genuinely easier winter for households across the county.",
    "Our class put ten pots of cress on the sunny shelf and ten in the dark cupboard, with the same soil and the same watering. The sunny pots grew twice as tall, so light helped the cress grow.",
  ])("%s", (text) => {
    expect(parsedOf(text).logicalFlaws).toEqual([]);
  });
});

describe("the term frame names things, not times", () => {
  const clause = (text: string) => ({ text, tokens: readSentences(text).flatMap((s) => s.tokens) });
  const frames = (claim: string, reason: string) =>
    gapAssumptions(clause(claim), findGap(clause(claim), [clause(reason)])).map((c) => c.text);

  it("drops a time from a side, and the frame when only a time is left", () => {
    expect(frames("So the exhibitions there are excellent.", "The museum is packed every Sunday.")).toContain(
      "What holds for the museum also holds for the exhibitions.",
    );
    expect(
      frames(
        "So the new pillow fixed my neck pain.",
        "I switched to it on Monday and the pain has been gone since Wednesday.",
      ),
    ).not.toContain("What holds for Wednesday also holds for the new pillow.");
  });
});
