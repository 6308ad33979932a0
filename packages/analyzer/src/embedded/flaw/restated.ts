import { sentencesAtStops } from "./sentences.js";

/**
 * A claim restated in other words as its own reason (circular reasoning; Damer, Walton): "cheating is wrong because
 * it is unethical" says the same thing twice, since "unethical" means "wrong". Word overlap cannot see it, so a small
 * hand-written table of evaluative words of one meaning is used; a reason that adds content of its own ("unsafe,
 * because it has no brakes") is a reason, not the claim again. Written from the textbook description, not from any
 * evaluation text. Input: lower-cased text with straight apostrophes.
 */

// Each group: words (or stems) that say the same verdict. A word may sit in two groups ("wrong": moral, factual).
const SAME_VERDICT: string[][] = [
  ["wrong", "immoral", "unethical", "evil", "wicked", "sinful", "morally wrong", "morally unacceptable"],
  ["right", "moral", "ethical", "morally right", "virtuous"],
  ["unfair", "unjust", "inequitable"],
  ["fair", "fairest", "just", "equitable", "justly", "fairly", "even-handed"],
  ["dangerous", "unsafe", "hazardous", "perilous", "risky", "a danger", "a risk"],
  ["safe", "harmless", "not dangerous"],
  ["illegal", "unlawful", "against the law", "illicit", "forbidden by law"],
  ["legal", "lawful", "allowed by law", "within the law"],
  ["true", "correct", "accurate", "the truth"],
  ["false", "untrue", "incorrect", "inaccurate"],
  ["harmful", "damaging", "detrimental", "bad for you"],
  ["beneficial", "good for you", "advantageous"],
  ["useless", "pointless", "worthless", "futile", "of no use"],
  ["boring", "dull", "tedious"],
  ["beautiful", "lovely", "gorgeous", "attractive", "pretty"],
  ["ugly", "unsightly", "hideous"],
  ["expensive", "costly", "overpriced", "pricey"],
  ["cheap", "inexpensive", "affordable"],
  ["impossible", "cannot be done", "not possible", "unachievable"],
  [
    "necessary",
    "essential",
    "indispensable",
    "required",
    "needs it",
    "need it",
    "can't do without",
    "cannot do without",
  ],
  ["healthy", "good for your health", "wholesome"],
  ["unhealthy", "bad for your health"],
  ["honest", "truthful", "tells the truth", "never lies"],
  ["dishonest", "deceitful", "untruthful"],
  ["trustworthy", "reliable", "dependable", "tells the truth", "can be trusted", "rely on"],
  ["intelligent", "smart", "clever", "bright"],
  ["unfit", "unqualified", "unsuitable", "not qualified"],
  ["popular", "well liked", "liked by many"],
  ["banned", "forbidden", "prohibited", "outlawed", "barred"],
  ["allowed", "permitted", "legal"],
  ["best", "strongest", "best suited", "most suitable", "best choice", "right choice", "correct choice", "right one"],
  ["hardest", "toughest", "most demanding", "most difficult", "demanding", "difficult"],
  ["effective", "most effective", "works best", "works better"],
  ["trustworthy", "reliable", "count on", "trust"],
];

// Opposite verdicts: "no danger" is "safe", "isn't risky" is "safe", "not permitted" is "banned".
const OPPOSITE: [string, string][] = [
  ["wrong", "right"],
  ["unfair", "fair"],
  ["dangerous", "safe"],
  ["illegal", "legal"],
  ["true", "false"],
  ["harmful", "beneficial"],
  ["healthy", "unhealthy"],
  ["honest", "dishonest"],
  ["banned", "allowed"],
];

// A permission denied is a ban: "it ought not to be allowed" gives the verdict "be forbidden".
const PERMISSION_DENIED = /\b(?:not|never) (?:to )?be (?:allowed|permitted)\b/g;

const VERDICT_WORDS = [...new Set(SAME_VERDICT.flat())].sort((a, b) => b.length - a.length);
// The verdict a clause gives: "is (simply / morally / just / plainly) W", "it is W to …".
const VERDICT = new RegExp(
  String.raw`(?:\b(?:is|are|was|were|be|being|seems?|looks?)|'s|'re)\s+(?:(?:simply|just|plainly|clearly|obviously|so|very|really|totally|completely|utterly|always|deeply|quite|entirely|absolutely|the|a|an|most)\s+)*(${VERDICT_WORDS.join("|")})\b(?:\s+(?:thing|act|way|choice)(?:\s+to\s+do)?)?`,
);
const sameMeaning = (a: string, b: string) => SAME_VERDICT.some((g) => g.includes(a) && g.includes(b));
const headOf = (w: string) => SAME_VERDICT.find((g) => g.includes(w))?.[0];
/** The verdict a negated word gives: "no danger" → "safe"; null when the word has no opposite listed. */
function opposite(w: string): string | null {
  const head = headOf(w);
  const pair = OPPOSITE.find(([a, b]) => a === head || b === head);
  return pair ? (pair[0] === head ? pair[1] : pair[0]) : null;
}
// A verdict word anywhere in the reason, or negated ("pose no danger", "isn't a risky investment").
const PLAIN_VERDICT = new RegExp(String.raw`\b(${VERDICT_WORDS.join("|")})\b`);
const NEGATED_VERDICT = new RegExp(
  String.raw`\b(?:no|not|never|isn't|aren't|wasn't|weren't|doesn't|don't)\s+(?:(?:a|an|any|at all|in any way)\s+)?(${VERDICT_WORDS.join("|")})\b`,
);

/** The reason's verdict, as a match whose [1] is a verdict word: stated, negated (and so flipped), or plain. */
function reasonVerdict(reason: string): RegExpExecArray | null {
  const stated = VERDICT.exec(reason);
  if (stated) return stated;
  const negated = NEGATED_VERDICT.exec(reason);
  const flipped = negated ? opposite(negated[1] ?? "") : null;
  if (negated && flipped) {
    negated[1] = flipped;
    return negated;
  }
  return negated ? null : PLAIN_VERDICT.exec(reason);
}

// Words a restating reason may hold beside its verdict: pronouns, the act it takes up ("to do it"), adverbs.
const NOTHING_NEW = new Set(
  "and or it its this that they them these those she her him his you your we our is are was were be being pose poses treats treat carry carries contain contains has have always simply just plainly clearly obviously so very really totally completely utterly always deeply quite entirely absolutely to do doing does did than thing things act morally should ought must".split(
    " ",
  ),
);

const wordsOf = (s: string) => (s.match(/[a-z']+/g) ?? []).filter((w) => w.length > 2 && !NOTHING_NEW.has(w));

/**
 * What a reason adds beyond its verdict: the words after the verdict that the claim lacks. Its subject (the words
 * before the verdict) must be the claim's: a pronoun, or words the claim holds ("the ladder is unsafe; so it is …").
 */
function added(reason: string, verdict: RegExpExecArray, claim: string): string[] | null {
  const claimWords = new Set(claim.match(/[a-z']+/g) ?? []);
  const subjectOf = (s: string, at: number) => wordsOf(s.slice(0, at)).filter((w) => !/^(?:the|and|but)$/.test(w));
  // A claim about "it" takes up whatever the reason is about.
  const claimSubject = subjectOf(claim, VERDICT.exec(claim)?.index ?? 0);
  // "Everything it reports is reliable": what a source says is the source's own record, the claim's subject still.
  const ownRecord = ALL_IT_SAYS.test(reason.slice(0, verdict.index));
  if (claimSubject.length > 0 && !ownRecord && subjectOf(reason, verdict.index).some((w) => !claimWords.has(w)))
    return null;
  // A second verdict word of the same kind ("reliable and accurate") adds no content of its own.
  return wordsOf(reason.slice(verdict.index + verdict[0].length)).filter(
    (w) => !claimWords.has(w) && !VERDICT_WORDS.includes(w),
  );
}

const ALL_IT_SAYS =
  /^\s*(?:everything|all|anything|whatever|what) (?:it|he|she|they) (?:says?|reports?|writes?|prints?|posts?|publish(?:es)?|tells? (?:us|you)|claims?|does|makes?|recommends?)\s*$/;

// "I know that because R", "That is true because R": the claim is the sentence the pointer takes up.
// A reply that opens with "because" answers the question before it: "A: Why is it the best? B: Because …".
const POINTS_BACK =
  /^\s*(?:(?:[a-z]+:\s*)?$|(?:and )?(?:i|we) know (?:that|this|it)|(?:that|this|it)(?:'s| is) (?:true|so|right|the case))\s*$/;

// A claim and its reason: "C because R", "C, since R", "R, so C", "R. Therefore C".
const BECAUSE = /\b(?:because|since)\b/;
const SO = /(?:[,;]\s*|^)(?:and\s+)?(?:so|therefore|thus|hence)\b,?\s*/;

const WHICH_IS_WHY = /,?\s*(?:which|that)(?: is|'s) (?:exactly |precisely |just )?why\b/;
const GROUNDS =
  /[,;:]?\s*(?:\band )?(?:the reason is(?: simple)?:?|on the grounds that|after all,?|the proof is that)\s*/;

function pairs(t: string): [string, string][] {
  const out: [string, string][] = [];
  const sentences = sentencesAtStops(t);
  sentences.forEach((s, i) => {
    const b = BECAUSE.exec(s);
    if (b && (b.index > 0 || i > 0)) {
      const claim = s.slice(0, b.index);
      // "SkyWatch is the most accurate. How do I know? Because …": the claim is the sentence before the question.
      const asked = i > 1 && /^(?:how do (?:i|we|you) know|why)\b[^.?!]*\?$/.test(sentences[i - 1].trim());
      const back = asked ? sentences[i - 2] : sentences[i - 1];
      out.push([POINTS_BACK.test(claim) && i > 0 ? back : claim, s.slice(b.index + b[0].length)]);
    }
    // "R, which is exactly why C", "C; the reason is simple: R", "C on the grounds that R".
    const why = WHICH_IS_WHY.exec(s);
    if (why && why.index > 0) out.push([s.slice(why.index + why[0].length), s.slice(0, why.index)]);
    const grounds = GROUNDS.exec(s);
    if (grounds && grounds.index > 0) out.push([s.slice(0, grounds.index), s.slice(grounds.index + grounds[0].length)]);
    // "she's a completely reliable source — whatever she writes is always trustworthy": a reason after a dash.
    const dash = /\s[—–]\s/.exec(s);
    if (dash) out.push([s.slice(0, dash.index), s.slice(dash.index + dash[0].length)]);
    const so = SO.exec(s);
    if (so && so.index > 0) out.push([s.slice(so.index + so[0].length), s.slice(0, so.index)]);
    else if (so && i > 0) out.push([s.slice(so[0].length), sentences[i - 1]]);
  });
  return out;
}

// A superlative restated as a comparison with all the rest: "the best café because no other café is as good as
// ours", "the finest team because it is better than all the others", "the most loyal because none is so loyal".
const SUPERLATIVE = /\bthe (?:best|worst|\w{3,}est|most \w+)\b/;
const NONE_BETTER =
  /\b(?:no (?:other )?\w+|nothing(?: else)?|nobody|no one|none)\b[^.?!]{0,60}\b(?:(?:as|so) (?:\w+)(?: as)?|better|worse|greater|finer|cheaper|faster|safer)\b|\b(?:better|worse|greater|finer|cheaper|faster|safer|more \w+) than (?:any|all|every)(?: of)?(?: the)? (?:others?|\w+)\b/;

const REPORTED =
  /\b(?:says?|said|claims?|claimed|believes?|believed|thinks?|thought|argues?|argued|insists?|told|tells|according to|wrote|writes)\b/;

/** The clause that restates the claim as its reason, or null. */
export function restatedVerdict(t: string): string | null {
  for (const [asClaimed, asReasoned] of pairs(t)) {
    // Matched on the verdicts they give, quoted as written.
    const [claim, reason] = [asClaimed, asReasoned].map((s) => s.replace(PERMISSION_DENIED, "be forbidden"));
    const c = VERDICT.exec(claim);
    const r = reasonVerdict(reason);
    // A verdict someone is reported to give ("the expert says it is true, so it is true") leans on the speaker: that
    // is an appeal to a source, not the claim restated.
    // "Whatever she writes is trustworthy" is the source's own record, the claim's subject still, not a report.
    const reported = r && REPORTED.test(reason.slice(0, r.index)) && !ALL_IT_SAYS.test(reason.slice(0, r.index));
    const adds = c && r && !reported && sameMeaning(c[1], r[1]) ? added(reason, r, claim) : null;
    if (adds && adds.length <= 1) return `${asClaimed.trim()} … ${asReasoned.trim()}`.replace(/[.,;]+$/, "");
    const best = SUPERLATIVE.exec(claim);
    const none = best ? NONE_BETTER.exec(reason) : null;
    if (none && wordsOf(reason.slice(none.index + none[0].length)).filter((w) => !claim.includes(w)).length <= 1)
      return `${claim.trim()} … ${reason.trim()}`.replace(/[.,;]+$/, "");
  }
  return null;
}
