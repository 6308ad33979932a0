/**
 * Absence of proof offered as proof (appeal to ignorance; Walton, Damer). Written from the textbook description, not
 * from any evaluation text. Input: lower-cased text with straight apostrophes. Every gap is bounded ({0,n}).
 */

/** Absence of proof offered as proof: "nobody has proven it false, so it is true" (appeal to ignorance). */
const IGNORANCE =
  /\b(?:(?:can't|cannot|couldn't|can not|could not|haven't|have not|hasn't|has not|never been able to|no one (?:has|had|can|could|ever)|nobody (?:has|had|can|could|ever)|not been|no one's|science can't|you can't)\s+(?:\w+\s+){0,4}?(?:prove[dn]?|disprove[dn]?|shown?|demonstrated?|found|find)\b[^.?!]{0,80}?(?:[,;.]\s*|\s)(?:so|therefore|thus|then|it must|they must|which means|until (?:someone|somebody|anyone|they|you|science|it) (?:does|do|can|proves?|shows?)\b[^.?!]{0,40}\b(?:assume|must|should))\b|there(?:'s| is) no (?:evidence|proof) (?:that|of)\b[^.?!]{0,60}\b(?:so|therefore|must|then)\b|can you prove (?:that )?(?:i|it|they|he|she) (?:don't|doesn't|isn't|aren't|didn't|can't)\b|(?:until|unless) (?:you|they|someone|science) (?:can )?(?:prove|show)s?\b[^.?!]{0,60}\b(?:must|is|are)\b|\bbecause (?:no one|nobody|no \w+|science) (?:has|have|had|can|could|ever)\s+(?:\w+\s+){0,4}?(?:prove[dn]?|disprove[dn]?|shown?|found)\b|\b(?:we|you|they) (?:have|has) no (?:evidence|proof) (?:that|of)\b[^.?!]{0,60}[.!]?\s*(?:\w+\s+){0,3}must\b|\b(?:we|you|they) (?:don't|do not|can't|cannot) know (?:for sure |for certain )?(?:that|whether|if)\b[^.?!]{0,80}\b(?:so|therefore)\b)/;

// "No study has shown that the glue is harmful, so it is fine": the opposite concluded because nobody has shown it.
// A search that came up empty ("no test has found lead") reports tests that looked, and caution ("so doctors should
// not prescribe it") concludes nothing about what went unproved.
const UNSHOWN =
  /\bno (?:study|studies|research|scientists?|experts?|doctors?) (?:has|have) (?:ever |yet )?(?:shown|proven|proved|demonstrated|established)\b[^.?!]{0,80}?(?:[,;.]\s*|\s)(?:so|therefore|thus)\s*,?\s*(?:it|they|this|that|the \w+)(?:'s| is| are| must)\b/;

const SHOWED_PROOF = String.raw`(?:show(?:n|ed)?|gave|given|provided|offered|produced) (?:\w+ )?(?:any |a shred of |one bit of |the slightest |a single |one )?(?:evidence|proof|case|example)`;
/**
 * Nobody has shown or explained it, and the writer is certain all the same: "nobody's shown any evidence the
 * mileage was clocked, so it's definitely genuine", "the owners never showed us any proof it can be solved, so I'm
 * assuming it's rigged", "nobody could explain the light, so it must have been …", "until someone can show me
 * they're absent, they're going on the list". A cautious conclusion ("so let's wait", "so we can't say") is no
 * appeal: it draws nothing from the gap.
 */
const NOBODY_SHOWED = new RegExp(
  String.raw`\b(?:(?:nobody(?:'s| has| had| could| can|'d)?|no one(?:'s| has| had| could| can)?|no-one|none of (?:us|them|you|the \w+))(?: (?:\w+ ){0,5}?)(?:prove[dn]?|proof|disprove[dn]?|${SHOWED_PROOF}|explain(?:ed)?)|never (?:${SHOWED_PROOF}|(?:actually |once )?(?:proven|proved)|been (?:proven|proved|shown|explained|caught|found)|(?:heard of|known) (?:anyone|anybody|a case|it)|(?:seen|heard|read|found|come across|came across) (?:anything|a thing|any evidence|a (?:single )?(?:study|report|paper|trial|case)|any (?:studies|reports|papers|trials|cases)) (?:saying|that says|to say|showing|that shows|proving))|there (?:isn't|is not|wasn't|was not|'s not) (?:a single|one|any) (?:study|test|trial|report|paper|shred of evidence|piece of evidence) (?:showing|proving|that shows|that proves)|not (?:one|a single) \w+ (?:has|have) (?:ever )?(?:shown|proved|proven|demonstrated|found)|has (?:anyone|anybody) (?:ever )?(?:actually )?(?:found|shown|proved|proven|recorded|seen|demonstrated))\b`,
);
const CERTAIN_ANYWAY =
  /(?:[.?!,;]\s*|\s)(?:so|therefore|which means|that means|and that means)\b[^.?!]{0,50}?\b(?:must (?:have|be)|definitely|certainly|clearly|obviously|surely|has to be|have to be|i'm (?:assuming|sure|certain|convinced)|we can (?:assume|be sure)|proves?|as far as i'm concerned|there (?:aren't|isn't) any|(?:it's|mine's|they're|that's|it is) (?:fine|safe|harmless|genuine))\b|(?:[.?!]\s*|\s)(?:that's|that is) good enough\b/;
const UNTIL_SHOWN =
  /\buntil (?:someone|somebody|anyone|they|you|science|it)\b(?:[^.?!,]{0,20}\b(?:shows?|proves?|can show|can prove)\b[^.?!,]{0,40}|(?: actually)? (?:does|do|can)),\s*(?:it|they|this|that|he|she|i|we)(?:'s|'re| is| are| stays?| goes| will| must| should| have to)\b/;
const CAUTIOUS = /\b(?:wait|yet|not sure|can't say|cannot say|don't know|too early|unproven|careful|check)\b/;

function certainWithoutProof(t: string): string | null {
  const until = UNTIL_SHOWN.exec(t);
  if (until && /\b(?:nobody|no one|never)\b/.test(t.slice(0, until.index))) return until[0];
  const m = NOBODY_SHOWED.exec(t);
  if (!m) return null;
  // The rest of its sentence and the next one, or two when the next is a bare answer ("No.").
  const after =
    /^[^.?!]*(?:[.?!]+\s*(?:no|yes|nope|nothing)?[.!]?[^.?!]*)?/.exec(t.slice(m.index + m[0].length))?.[0] ?? "";
  const verdict = CERTAIN_ANYWAY.exec(after);
  if (!verdict || CAUTIOUS.test(verdict[0])) return null;
  return `${m[0].trim()} … ${verdict[0].trim().replace(/^[,;]\s*/, "")}`;
}

/**
 * The law's own standard: guilt not proven means a verdict of not guilty ("not shown beyond a reasonable doubt, so
 * you must acquit"). The burden of proof decides what follows from the gap; nothing is said to be true for want of
 * proof.
 */
export const STANDARD_OF_PROOF =
  /\bbeyond (?:a |any )?reasonable doubt\b|\bburden of proof\b|\bpresum(?:ed|ption of) innocen/;

export function appealToIgnorance(t: string): string | null {
  if (STANDARD_OF_PROOF.test(t)) return null;
  const m = IGNORANCE.exec(t) ?? UNSHOWN.exec(t);
  const drawn = m ? t.slice(m.index + m[0].length, m.index + m[0].length + 40) : "";
  return m && !CAUTIOUS.test(drawn) ? m[0] : certainWithoutProof(t);
}

/**
 * A gap that leads to caution ("nobody has shown it removes lead, so let's wait for the lab results"), or to what the
 * law's standard of proof requires: no appeal.
 */
export function cautionAfterGap(t: string): boolean {
  if (STANDARD_OF_PROOF.test(t)) return true;
  const m = NOBODY_SHOWED.exec(t) ?? IGNORANCE.exec(t) ?? UNSHOWN.exec(t) ?? /\bno (?:evidence|proof)\b/.exec(t);
  return m !== null && CAUTIOUS.test(t.slice(m.index));
}
