import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

// Round flaw18's blind set: thirty texts written for the round before any change (two per flaw type the engine names,
// six sound arguments that share words with fallacies), graded once on the engine as merged: 8/30 with the quote
// counted (10/30 by type alone). After the round's changes 29/30; the one still missed is below, and all thirty
// are in src/eval/everyday/flaws.json, where eval:analyzer lists the misses.
// Still missed after the round (kept in the everyday set, not asserted here):
// - equivocation: "Every law was written by someone. The law of gravity is a law, so some…"
//   ("law" as a rule people write and as a regularity of nature needs sense information the engine lacks.)
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw;

const NAMED: [string, string, RegExp][] = [
  [
    "false_cause",
    "I started drinking green tea in January, and by March my cold had cleared up. Green tea cured my cold.",
    /^I started drinking green tea in January, and by March my cold had cleared up\. … Green tea cured my cold\.$/,
  ],
  [
    "hasty_generalization",
    "The first episode of that podcast was dull, so the whole series is a waste of time.",
    /The first episode … whole series/,
  ],
  [
    "hasty_generalization",
    "Our new intern from Leeds made several spelling mistakes in his first report. Graduates from Leeds clearly can't write.",
    /Our new intern … Graduates from Leeds clearly can't/,
  ],
  [
    "false_cause",
    "Streets with more speed cameras have more accidents, so the cameras are causing the crashes.",
    /Streets with more speed cameras have more accidents … the cameras are causing the crashes/,
  ],
  [
    "ad_hominem",
    "Jenny argues that the club should lower its membership fee, but Jenny is a known gossip with no friends, so her idea should be rejected.",
    /^Jenny is a known gossip with no friends$/,
  ],
  [
    "ad_hominem",
    "My sister lectured me about wasting money on takeaways. Coming from someone who buys new shoes every week, that advice is a joke.",
    /^Coming from someone who buys new shoes every week$/,
  ],
  [
    "appeal_to_emotion",
    "After everything your mother has sacrificed for you, how could you even think of voting against her candidate?",
    /^After everything your mother has sacrificed for you/,
  ],
  [
    "appeal_to_emotion",
    "Terrifying gangs could be roaming your street tonight. Vote for Harris, or you may never feel safe again.",
    /^Vote for Harris, or you may never feel safe again/,
  ],
  [
    "irrelevant_authority",
    "A Nobel-winning physicist says that red wine is the secret to a long life, so I drink a glass every night.",
    /^A Nobel-winning physicist says$/,
  ],
  [
    "irrelevant_authority",
    "A popular gaming streamer told his fans that the election was rigged, so it must have been rigged.",
    /^A popular gaming streamer told$/,
  ],
  [
    "red_herring",
    "Residents asked the landlord why the lift has been broken for a month. The landlord replied that the building won an architecture prize in 1990, so the tenants have nothing to complain about.",
    /^the lift has been broken for a month … the building won an architecture prize in 1990$/,
  ],
  [
    "red_herring",
    "You say I forgot to pay the gas bill. Well, who cleaned the whole flat last weekend? I did, so let's drop it.",
    /^I forgot to pay the gas bill … who cleaned the whole flat last weekend\?$/,
  ],
  [
    "ad_populum",
    "Half the town is queuing outside the new bubble tea shop, so it has to be worth trying.",
    /^Half the town is queuing$/,
  ],
  [
    "ad_populum",
    "All the cool kids at school are vaping now, so it can't be that bad.",
    /^All the cool kids at school are vaping$/,
  ],
  [
    "false_dilemma",
    "We either sell the house this month or lose all our savings. Since we can't lose our savings, the house goes on the market tomorrow.",
    /either sell the house this month or lose all our savings/,
  ],
  [
    "false_dilemma",
    "If you're not part of the solution, you're part of the problem. You didn't volunteer at the beach clean-up, so you're part of the problem.",
    /^If you're not part of the solution, you're part of the problem/,
  ],
  [
    "slippery_slope",
    "If we let the kids have a phone at twelve, they'll want social media at thirteen, then they'll be chatting with strangers, and before long they'll be in real danger.",
    /before long/,
  ],
  [
    "slippery_slope",
    "Allowing one shop in the village to open on Sundays will lead to every shop opening, then no one will have a day off, and family life will be destroyed.",
    /will lead to every shop opening, then no one will/,
  ],
  [
    "straw_man",
    "Dr Patel suggested that the school cut back on sugary drinks. So now she wants to control everything our children eat and drink.",
    /she wants to control everything our children eat and drink/,
  ],
  [
    "straw_man",
    "Tom argues that the town should plant more trees along the high street. In other words, he would rather have forests than shops and jobs.",
    /^In other words, he would rather have forests than shops and jobs/,
  ],
  [
    "circular_reasoning",
    "Smoking in restaurants should be banned because it ought not to be allowed.",
    /should be banned … it ought not to be allowed/,
  ],
  [
    "circular_reasoning",
    "I know my diary is honest, because I wrote in it that I never lie in my diary.",
    /honest, because I wrote in it that I never lie/,
  ],
  [
    "equivocation",
    "Nothing is better than a good night's sleep. A cold cup of coffee is better than nothing, so a cold cup of coffee is better than a good night's sleep.",
    /^Nothing is better than a good night's sleep … A cold cup of coffee is better than nothing$/,
  ],
];

const SOUND = [
  "It breaks my heart that the riverside path is covered in broken glass, because children walk barefoot there in summer and two of them cut their feet last week. The council should clean the path and put bins along it.",
  "No reptile has fur. Every snake is a reptile. So no snake has fur.",
  "Across the forty schools we surveyed, those with longer lunch breaks had fewer playground fights. The link is worth studying, so the district should fund a controlled trial before changing any timetable.",
  "Dr. Okafor, a cardiologist who has studied heart rhythms for twenty years, says this pattern on my heart scan is harmless, so I will not worry about it.",
  "The ferry leaves either at seven or at nine, and there are no other sailings today. We must be at the meeting by half past nine and the crossing takes an hour, so we have to catch the seven o'clock ferry.",
  "Mike says the bypass will cut traffic in the town centre, but his own figures show that most cars in the centre are going to the centre, not through it, so his argument does not hold up.",
];

describe("round flaw18's blind set", () => {
  it.each(NAMED)("names %s, quoting its evidence: %s", (id, text, evidence) => {
    const flaw = flawOf(text);
    expect(flaw.id).toBe(id);
    expect(flaw.evidence).toMatch(evidence);
  });

  it.each(SOUND)("names no flaw in a sound argument: %s", (text) => {
    expect(flawOf(text).id).toBe("none");
  });
});
