import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

// Engine 18 reads flaws by their parts in wordings engine 17 missed. Each case is a text that shows the parts and
// the flaw it must be named as; each control shows one part only, or answers it, and must not be named so. All
// texts were written for these tests.
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw.id;

const cases: { part: string; text: string; flaw: string }[] = [
  {
    part: "ignorance: nobody's shown any evidence, so it's definitely so",
    text: "Nobody's shown me any evidence that this boiler was ever serviced badly, so it's definitely in perfect working order. Offers over £400.",
    flaw: "appeal_to_ignorance",
  },
  {
    part: "ignorance: never showed any proof, so I'm assuming",
    text: "The landlord never gave us any proof the damp was there before we moved in, so I'm assuming it wasn't and we won't pay for it.",
    flaw: "appeal_to_ignorance",
  },
  {
    part: "ignorance: nobody could explain it, so it must have been",
    text: "None of the engineers at the depot could explain the humming from the old signal box last night. So it must have been a ghost, whatever they say.",
    flaw: "appeal_to_ignorance",
  },
  {
    part: "ignorance: until someone can show it, it stays",
    text: "Nobody has ever proved otters don't use our stretch of the river. Until someone can show me they're gone, they stay on the wildlife board.",
    flaw: "appeal_to_ignorance",
  },
  {
    part: "populum: a counted crowd, so it's obviously the strongest",
    text: "Three million people play the archer class according to the forums, so it's obviously the strongest class in the game.",
    flaw: "ad_populum",
  },
  {
    part: "populum: everyone at my work has switched, so it must be healthier",
    text: "honestly everyone at my gym has switched to almond butter now, the whole place, so it must be healthier than peanut butter lol",
    flaw: "ad_populum",
  },
  {
    part: "populum: more reviews than any other, so it must be the most effective",
    text: "Buy the Brightwash one. It has more five-star reviews than any other detergent on the site, so it must be the most effective.",
    flaw: "ad_populum",
  },
];

const controls: { part: string; text: string; not: string }[] = [
  {
    part: "ignorance: a gap that leads to caution",
    text: "Nobody has shown any evidence yet that the new filter removes lead, so let's wait for the lab results before we buy it.",
    not: "appeal_to_ignorance",
  },
  {
    part: "ignorance: no proof of purchase, so a duty follows",
    text: "I never kept the receipt, so I must pay for the repair myself.",
    not: "appeal_to_ignorance",
  },
  {
    part: "populum: a superlative is no crowd",
    text: "Our league's tables are the most accurate because they're kept by the league that keeps the most accurate tables.",
    not: "ad_populum",
  },
  {
    part: "populum: a count of trial results is evidence",
    text: "In a randomised trial of two thousand patients, the new inhaler cut attacks by a third, so it's clearly the better choice for most asthma patients.",
    not: "ad_populum",
  },
];

describe("engine 18: more wordings of a flaw's parts", () => {
  it.each(cases)("$part", ({ text, flaw }) => {
    expect(flawOf(text)).toBe(flaw);
  });
  it.each(controls)("not so: $part", ({ text, not }) => {
    expect(flawOf(text)).not.toBe(not);
  });
});
