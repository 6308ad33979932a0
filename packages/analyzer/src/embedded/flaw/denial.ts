import { sentencesOf } from "./sentences.js";

/**
 * A claim rejected because the case made for it fails (Damer's "argument from ignorance" in its rebuttal form):
 * the text reports someone's claim and the ground offered for it, answers the ground, and concludes that the claim
 * is false. That the ground is weak leaves the claim unproven, not disproven. The same holds for a causal claim
 * "refuted" by cases where the effect came without the cause: a cause need not be the only one. Written from the
 * textbook descriptions, not fitted to any data set.
 */

// Someone's claim, reported.
const REPORTED =
  /\b(?:(?:claims?|claimed|contends?|argues?|maintains?|believes?|belief|hypothesis|theory|view) (?:is )?that|it is (?:commonly |widely |often )?(?:believed|held|claimed|said|thought) that)\b/i;
// The claim called false.
export const CALLED_FALSE =
  /\b(?:(?:is|are|was|were|be)(?:,? (?:in fact|actually|simply|clearly|therefore),?)? (?:false|wrong|mistaken|untrue|unfounded|incorrect)|cannot be (?:right|true|correct)|(?:isn't|is not|aren't|are not|wasn't|was not) (?:\w+ )?to blame|(?:regard|treat) (?:\w+ ){0,3}as false)\b/i;
// The ground offered for the claim, named as such.
const GROUND =
  /\b(?:the (?:ground|grounds|basis|evidence|reason) for (?:this|that|the|their|his|her|its) (?:claim|view|belief|hypothesis|theory)|on the grounds? that|points? out that|pointed out that)\b/i;
// Cases with the effect and without the supposed cause.
const COUNTER_CASES =
  /\b(?:most|many|some) (?:\w+ ){0,3}(?:with|who (?:have|had|suffer|suffered))\b[^.?!;]*\b(?:never|not|no)\b/i;
const CAUSAL = /\b(?:caus\w*|leads? to|results? in|responsible for)\b/i;
const NEGATED = /\b(?:not|no|never|n't)\b/i;
const STOP = new Set("that this with were have from they their which what been also there these those".split(" "));

const stems = (s: string) =>
  (s.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !STOP.has(w)).map((w) => w.slice(0, 5));

/** The sentence that denies the reported claim: calls it false, or repeats its words with a negation. */
function denial(sentences: string[], reported: string): string | undefined {
  const claim = reported.split(REPORTED)[1] ?? reported;
  const words = new Set(stems(claim));
  return sentences.find((s) => {
    if (s === reported) {
      // "The claim that … is false" reports and denies at once.
      const [r, f] = [REPORTED.exec(s), CALLED_FALSE.exec(s)];
      return r !== null && f !== null && r.index < f.index;
    }
    if (CALLED_FALSE.test(s)) return true;
    const own = stems(s);
    return NEGATED.test(s) && own.length > 0 && own.filter((w) => words.has(w)).length >= Math.max(2, words.size * 0.6);
  });
}

/** A reported claim, the failed ground or the counter-cases, and the denial: the second and third are the evidence. */
export function groundDenied(text: string): string | null {
  const sentences = sentencesOf(text);
  for (const reported of sentences.filter((s) => REPORTED.test(s))) {
    const denied = denial(sentences, reported);
    if (!denied) continue;
    const ground = sentences.find((s) => GROUND.test(s));
    if (ground) return ground === denied ? denied : `${ground} … ${denied}`;
    const cases = CAUSAL.test(reported) ? sentences.find((s) => COUNTER_CASES.test(s)) : undefined;
    if (cases) return cases === denied ? denied : `${cases} … ${denied}`;
  }
  return null;
}

// A condition shown not to be enough: "is no guarantee of", "does not guarantee", "is not sufficient".
export const NOT_ENOUGH =
  /\b(?:(?:is|are|was|were) (?:no|not an?) (?:guarantee|assurance)|(?:does|do|did) not (?:guarantee|ensure|assure)|(?:is|are|was|were) not (?:enough|sufficient))\b/i;
// Someone ruled out for lacking something: the lack offered as the reason ("because he has no licence").
const RULED_OUT_FOR_LACK =
  /\b(?:because|since|as|for)\s+(?:\w+\s+){0,2}(?:has|have|had|lacks?|lacked|possess(?:es)?) (?:no|not|little)\b|\bbecause (?:of )?(?:(?:his|her|their|its) )?lack of\b|\bwithout (?:any |a |an )?\w+(?: \w+)?,? (?:\w+ )?(?:cannot|can't|could not|will not|won't|is not|isn't)\b/i;

/**
 * A requirement answered by showing it is not enough (necessary read as sufficient): one speaker rules someone out
 * for lacking a thing, the reply says the thing "is no guarantee" of good results. That it is not sufficient leaves open
 * that it is necessary, which was the point. The lack and the reply share the thing's name.
 */
export function needAnsweredBySufficiency(text: string): string | null {
  const sentences = sentencesOf(text);
  const reply = sentences.find((s) => NOT_ENOUGH.test(s));
  if (!reply) return null;
  const thing = new Set(stems(reply));
  const lack = sentences.find((s) => s !== reply && RULED_OUT_FOR_LACK.test(s) && stems(s).some((w) => thing.has(w)));
  return lack ? `${lack} … ${reply}` : null;
}
