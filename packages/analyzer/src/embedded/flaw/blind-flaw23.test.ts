import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { buildCounter } from "../counter.js";

// Rounds 23 and 24: forty and forty-eight fallacy texts written by helpers that never saw the engine (each fallacy
// type two to four times, plus sound arguments), graded on the first run: 16/40 and 16/48. Each miss named a general
// textbook shape; the shapes are below, each on a text written after the fix. A third set of forty-eight, written
// after both rounds' fixes, went from 19/48 to 20/48 only: these shapes are right, but each covers little of the
// wording people use. All 136 texts are in src/eval/everyday/flaws.json, where eval:analyzer lists the misses.
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw;

const NAMED: [string, string][] = [
  [
    "ad_hominem",
    "Omar says the rota is unfair, but Omar skipped two shifts last month. I wouldn't take his word on it.",
  ],
  ["ad_hominem", "Why should I listen to your advice on saving money? You still rent a tiny flat."],
  [
    "ad_hominem",
    "That traffic study was carried out by a couple of cyclists with loud jackets. Its findings can't be trusted.",
  ],
  [
    "ad_hominem",
    "When the nurse raised the staffing problem, a manager said she had failed her driving test twice and could not be trusted to judge anything.",
  ],
  ["ad_populum", "My grandparents have always baked bread on Sundays, so that is the right way to spend the day."],
  ["ad_populum", "Every other family on our street is buying an electric car, so we should get one too."],
  ["ad_populum", "Five million people downloaded this budgeting app, so it must be good."],
  ["ad_populum", "This blender sold more than any other model last year, so it's clearly the best one to buy."],
  ["ad_populum", "The coach defends the early practice time by pointing out that the team has always trained at six."],
  [
    "circular_reasoning",
    "This magazine is a reliable guide to restaurants, because everything it prints is trustworthy.",
  ],
  [
    "circular_reasoning",
    "Ravi is the fastest runner in our club. I know that because nobody in the club runs faster than he does.",
  ],
  ["false_cause", "Since we hung the new curtains, the baby has slept badly. The curtains must be triggering it."],
  ["false_cause", "I started using my lucky pen in exams and my marks went up."],
  [
    "slippery_slope",
    "Allowing staff to work from home on Fridays means meetings will be missed, deadlines will slip, and we'll end up with no office at all.",
  ],
  [
    "slippery_slope",
    "Let the kids stay up late on a Friday and the whole week is ruined. Next it's Saturday too, then school nights, and then nobody gets up for school.",
  ],
  ["straw_man", "My brother suggested we cut down on takeaways. So apparently he wants us to never eat out again."],
  [
    "straw_man",
    "The mayor proposed a small fee for parking downtown. Clearly he hates shoppers and wants to force everyone out.",
  ],
  ["straw_man", "When Lena proposed a tax on sugary drinks, her rival replied that Lena wants to ban sweets entirely."],
  ["straw_man", "My doctor said I could walk a bit more. So now I'm supposed to run a marathon every weekend?"],
  ["appeal_to_emotion", "Please don't fail me on this test. My parents would be devastated."],
  ["appeal_to_emotion", "After everything I've done to help you, you're going to move away?"],
  ["appeal_to_emotion", "If you truly loved your dog, you would buy the premium food."],
  ["appeal_to_emotion", "A savvy shopper like you can see this deal won't last."],
  [
    "irrelevant_authority",
    "A famous actor said vitamin pills are useless, so I stopped the ones my doctor prescribed.",
  ],
  ["false_dilemma", "You're not coming to the gym with me? So you've basically given up on staying fit."],
  ["false_dilemma", "You back the new stadium plan completely, or you're against progress. There's no middle ground."],
  ["false_dilemma", "You're with this club or you're against it."],
  ["red_herring", "You're asking why the report is late, but have you seen how messy the shared drive is?"],
  ["red_herring", "Asked why bus fares rose, the minister replied that the real story is the new stations."],
  [
    "hasty_generalization",
    "I called their helpline twice and waited an hour each time. The whole company is a shambles.",
  ],
];

const SOUND = [
  // A choice between two options that exhaust the matter, and a trial's two arms, are no false dilemma.
  "Your ticket number is either even or odd, and it ends in 4, so you are in the even group.",
  "Volunteers were randomly assigned either the new cream or a plain one, and the new cream healed rashes faster.",
  // A specialist speaking on their own subject.
  "My dermatologist says this sunscreen protects my skin best, so I use it.",
  // "Twice a week" says how often, not how many cases.
  "Our team trained twice a week all season and won the final, so regular training paid off.",
];

describe("blind fallacy shapes, rounds 23 and 24", () => {
  it.each(NAMED)("names %s: %s", (id, text) => {
    const flaw = flawOf(text);
    expect(flaw.id).toBe(id);
    expect(text).toContain(flaw.evidence.split(" … ")[0]);
    // Quoted from a word, not from the full stop before it.
    expect(flaw.evidence).toMatch(/^[A-Za-z"'‘“]/);
  });

  it.each(SOUND)("names no flaw: %s", (text) => {
    expect(flawOf(text).id).toBe("none");
  });

  it("asks a conditional claim's question without 'whether if'", () => {
    const counter = buildCounter({
      kind: "bridge",
      type: "Conditional Claim",
      flaw: "appeal_to_emotion",
      conclusion: "If you really cared about your family, you would buy our alarm today.",
      keyPremise: "",
      objection: "",
      gapPhrase: "",
      bridgePhrase: "",
    });
    expect(counter).toContain("it remains open whether it is true that if you really cared");
  });
});
