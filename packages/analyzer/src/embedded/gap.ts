import { isInstruction } from "./claim-core.js";
import { bareVerb, DRAWN } from "./clauses.js";
import { actNeeds, meansOf } from "./means.js";
import { EPISTEMIC_MUST } from "./modals.js";
import { joinTokens, type Token } from "./nlp.js";
import { asClause, capitalise, nounPhrases, subjectOf } from "./phrases.js";
import { innerClaim } from "./shapes.js";
import { subjectText } from "./sides.js";
import { contentTerms } from "./terms.js";

/**
 * The argument's own gap: what the conclusion asserts that the premises never establish, and what the premises
 * offer for it. Four kinds (a text can show several): a term or property only the conclusion mentions (term), a
 * wider group or stronger quantifier in the conclusion than in the premises (scope), a causal claim resting on
 * premises that state no cause (cause), and an "ought" drawn from premises that only say what is (norm).
 */
const TOLD_CAUSE = /\b(?:improved|helped)\b/i;

export type GapType = "term" | "scope" | "cause" | "norm";

export interface GapClause {
  text: string;
  tokens: Token[];
  /** wink's sentiment of the clause's sentence, where the clause is a unit of the text. */
  sentiment?: number;
}

export interface ArgumentGap {
  types: GapType[];
  /** The premise the conclusion is drawn from: the one sharing most terms with it. */
  premise: GapClause | null;
  /** Content lemmas only the conclusion has, and the premise's own lemmas. */
  conclusionOnly: string[];
  premiseOnly: string[];
  /** All the conclusion's content lemmas, and the words that mark a scope, causal or normative step in it. */
  conclusionTerms: string[];
  marks: string[];
  /** The same two sides as phrases of the text. */
  conclusionSide: string;
  premiseSide: string;
}

export interface AssumptionCandidate {
  text: string;
  gap: GapType | "rule";
  /** A frame that only points at the gap ("what the premise says bears on …"): a fallback, never beside a statement. */
  vague?: boolean;
}

const NORMATIVE =
  /\b(?:should(?:n['’]t)?|ought(?:n['’]t)?|must(?:n['’]t)?|need to|needs to|(?:we|you|they|people|society|everyone) (?:need|needs)|have to|has to|is (?:wrong|right|unjust|unfair|justified)|deserves?|(?:suggest|propose)(?: that)? (?:we|you)|let(?:'s| us) (?!(?:see|say|hope)\b)\w+|makes? (?:more |good |total )?sense (?:to|for))\b/i;
// "Dogs make better companions" says what dogs are, not what they bring about; "drove customers away" does.
const CAUSAL =
  /\b(?:caus\w*|leads? to|led to|results? in|resulted in|because of|due to|responsible for|effect|makes?(?! (?:an? |the )?(?:better|best|good|great|excellent|fine|ideal|perfect|poor|bad|worse|worst|terrible)\b)|(?<!\b(?:ever|was|were|is|are|be|been|being|well|hand|home|self)[ -])made|prevent(?:s|ed)?|reduc(?:es|ed)|reduce|increas(?:es|ed)|increase|improves?|protects?|helps?|harm(?:s|ed)?|damag(?:es|ed)|damage|explains?|(?:is|are|was|were) behind|boost(?:s|ed)?|trigger(?:s|ed)?|(?:drives?|drove|driven) (?:\w+ ){1,3}(?:away|out|up|down))\b/i;
/** "must be causing": an inference about what is going on, no obligation ("must have eaten" is in EPISTEMIC_MUST). */
const GOING_ON_MUST = /\bmust be \w+ing\b/g;
const WIDE = /\b(?:all|every|each|always|never|no|none|nobody|nothing|any|everyone|everything|only|whole|entire)\b/i;
const NARROW =
  /\b(?:some|many|most|several|few|a few|one|two|three|four|five|six|seven|eight|nine|ten|dozen|handful|often|sometimes|usually|certain|\d+)\b/i;

export function lemmas(tokens: Token[]): string[] {
  return contentTerms(tokens);
}

/** A noun phrase of the tokens whose head is among the given lemmas, in the text's words (a name keeps its capital). */
function phraseWith(tokens: Token[], heads: string[]): string {
  // Up to two phrases: a gap is often a pair of terms ("cost" and "safety"), not one.
  const nps = nounPhrases(tokens)
    .filter((p) => heads.includes(p.head) && !hyphenFragment(tokens, p.tokens) && !TIME.has(p.head))
    .slice(0, 2)
    .map((np) => {
      // The phrase names a thing; its quantifier ("every day", "no student") belongs to the claim, not the thing.
      const words =
        np.tokens[0] && QUANTIFIER.test(np.tokens[0].value) && np.tokens.length > 1 ? np.tokens.slice(1) : np.tokens;
      const text = joinTokens(words);
      const name = words[0].proper || np.tokens[0].pos === "PROPN" || /^(?:Dr|Mr|Mrs|Ms|Prof|St)\.\s/.test(text);
      return name ? text : text[0].toLowerCase() + text.slice(1);
    });
  // A lone noun outside a phrase still names a side; an adjective or verb ("harmful", "reduce") is a property,
  // which the template "what holds for X" cannot take.
  if (nps.length > 0) return nps.join(" and ");
  const word = tokens.find((t) => heads.includes(t.lemma.toLowerCase()) && /^(?:NOUN|PROPN)$/.test(t.pos));
  return word ? (word.proper ? word.value : word.value.toLowerCase()) : "";
}

const QUANTIFIER = /^(?:all|every|each|no|some|any|many|most|few)$/i;

/** "every day", "last year": a time adverbial says when, not what; it is no side of a gap. */
const TIME = new Set(["day", "week", "month", "year", "time", "hour", "minute", "today", "decade", "century"]);

/** "year" and "olds" of "one-year-olds": the tokenizer splits a hyphenated word, and a piece of it names nothing. */
function hyphenFragment(tokens: Token[], phrase: Token[]): boolean {
  const start = tokens.indexOf(phrase[0]);
  const end = start + phrase.length;
  return tokens[start - 1]?.value === "-" || tokens[end]?.value === "-";
}

/** A side whose words all appear in the other ("animals" and "animals and aluminum") states no shift of term. */
function overlaps(a: string, b: string): boolean {
  const words = (s: string) => (s.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !/^(?:the|and)$/.test(w));
  const [x, y] = [words(a), words(b)];
  return x.every((w) => y.includes(w)) || y.every((w) => x.includes(w));
}

export function findGap(conclusion: GapClause, premises: GapClause[]): ArgumentGap {
  const c = lemmas(conclusion.tokens);
  const all = new Set(premises.flatMap((p) => lemmas(p.tokens)));
  let premise: GapClause | null = null;
  let shared = -1;
  for (const p of premises) {
    const terms = new Set(lemmas(p.tokens));
    const n = c.filter((t) => terms.has(t)).length;
    if (n > shared) [premise, shared] = [p, n];
  }
  const conclusionOnly = c.filter((t) => !all.has(t));
  const own = premise ? lemmas(premise.tokens) : [];
  const premiseOnly = own.filter((t) => !c.includes(t));
  const types: GapType[] = [];
  const marks: string[] = [];
  const premiseText = premises.map((p) => p.text).join(" ");
  const step = (type: GapType, re: RegExp, shown: boolean, text = conclusion.text) => {
    const m = re.exec(text);
    if (m && shown) {
      types.push(type);
      marks.push(m[0].toLowerCase());
    }
  };
  // "It must be the best phone" infers; only an obligation ("we must act") is a normative step.
  // So does one about what was done or is going on ("the dog must have eaten it", "the paper must be causing it").
  const inferred = conclusion.text.toLowerCase().replace(EPISTEMIC_MUST, " ").replace(GOING_ON_MUST, " ");
  step("norm", NORMATIVE, !NORMATIVE.test(premiseText), inferred);
  // A recommendation's causal word sits in its aim ("to improve its results, the club should …"): the normative
  // step already names the whole claim, and "P because <a recommendation>" would not be a cause.
  step("cause", CAUSAL, !CAUSAL.test(premiseText) && !types.includes("norm"));
  // "Since the school began serving breakfast, scores have risen. So breakfast improved them.": after a reason told
  // as a sequence, a past "improved" or "helped" names the cause of the change. Alone it is often a verdict
  // ("social media has improved our lives"), so only a sequence makes it causal.
  const told = /^(?:since|after|once)\b.*\b(?:began|begun|started)\b/i.test(premiseText);
  if (!types.includes("cause")) step("cause", TOLD_CAUSE, told && !types.includes("norm"));
  // "She can only have taken the train" narrows the possibilities, not a group.
  const scoped = conclusion.text.replace(/\b(?:can|could) only\b/gi, " ");
  step("scope", WIDE, NARROW.test(premiseText) || !WIDE.test(premiseText), scoped);
  if (conclusionOnly.length > 0) types.push("term");
  return {
    types,
    premise,
    conclusionOnly,
    premiseOnly,
    conclusionTerms: c,
    marks,
    conclusionSide: phraseWith(conclusion.tokens, conclusionOnly),
    // "Studies show that practice improves recall": the side is in what the studies show, not in the frame.
    premiseSide: premise ? phraseWith(innerClaim(premise).tokens, premiseOnly) : "",
  };
}

/**
 * The negation test, in the form a surface engine can apply: a necessary assumption links the two sides of the
 * gap, so it names what only the conclusion has (a term, or its "all", "should" or "causes") and a term only the
 * premises have. A candidate that only repeats a premise or the conclusion can be denied without touching the
 * inference, so it is dropped.
 */
export function passesNegationTest(candidate: string, gap: ArgumentGap, premiseTerms: Set<string>): boolean {
  const words = new Set(candidate.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []);
  const has = (lemma: string) =>
    lemma.includes(" ")
      ? candidate.toLowerCase().includes(lemma)
      : // "highest" for "high", "marks" for "mark", "studies" for "study": an inflected form names the same term.
        [...words].some(
          (w) =>
            w === lemma ||
            w.replace(/ies$/, "y") === lemma ||
            (lemma.length >= 3 && w.startsWith(lemma)) ||
            (lemma.length > 4 && w.startsWith(lemma.slice(0, lemma.length - 2))),
        );
  const conclusionSide = [...gap.conclusionOnly, ...gap.marks].some(has);
  const premiseSide = [...premiseTerms].filter((t) => !gap.conclusionTerms.includes(t)).some(has);
  return conclusionSide && premiseSide;
}

/** "Washing hands with soap removes germs": a clause whose subject is an act, saying what the act does. */
function actDoes(premise: GapClause | null): boolean {
  const first = premise?.tokens.find((t) => t.pos !== "PUNCT");
  return (
    first !== undefined &&
    first.pos === "VERB" &&
    first.normal.endsWith("ing") &&
    subjectOf(premise?.tokens ?? []).length > 0
  );
}

const CALENDAR =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)$/;

/** A clause to embed mid-sentence: lower-cased at the start unless it opens with a name ("Dr. Chen"). */
export function embed(c: GapClause): string {
  const clause = asClause(c.text);
  const first = c.tokens.find((t) => t.pos !== "PUNCT" && !/^(?:so|and|but|therefore|thus|hence)$/i.test(t.value));
  const name = first?.proper || CALENDAR.test(first?.normal ?? "");
  return name && clause.toLowerCase().startsWith((first as Token).value.toLowerCase()) ? capitalise(clause) : clause;
}

/** Candidate necessary assumptions, one per gap type the text shows, each naming both sides in the text's words. */
/**
 * "What holds for Wednesday …", "… for a row and that weekend": a side that ends in a time or a count names when or
 * how often, not a thing that could share a property.
 */
const WHEN =
  /\b(?:days?|weeks?|weekends?|months?|years?|quarter|mornings?|evenings?|nights?|hours?|minutes?|time|row|number|lot|lives|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|winter|today|tonight|tomorrow|yesterday|moment)$/i;

/** The side without its times ("the museum and Sunday" → "the museum"), or "" when only a time is left. */
function thing(side: string): string {
  const parts = side.split(" and ").filter((part) => !WHEN.test(part));
  return parts.length > 0 ? parts.join(" and ") : "";
}

/** The side is what the clause says its subject is ("he's a healthy dog"): a property, not a thing. */
export function predicated(clause: GapClause, side: string): boolean {
  const lower = clause.text.toLowerCase();
  const at = lower.indexOf(side.toLowerCase().split(" and ")[0]);
  return (
    at > 0 && /\b(?:is|are|was|were|'s|'re|be|been|become|becomes)(?: (?:a|an|the|\w+ly))* $/.test(lower.slice(0, at))
  );
}

/**
 * "What holds for X also holds for Y" says two things are alike: two things ("rats" and "people"), or two
 * properties ("fewest parts" and "easiest to manage"). A thing and a property ("the vet" and "he's a healthy dog")
 * are no such pair, nor is what an instruction names ("Bring boots").
 */
function alikeThings(conclusion: GapClause, premise: GapClause | null, cThing: string, pThing: string): boolean {
  const called = conclusion.tokens.filter((t, i) => i > 0 || !DRAWN.test(t.value));
  if (!premise || isInstruction(called) || bareVerb(called[0])) return false;
  return predicated(conclusion, cThing) === predicated(premise, pThing);
}

export function gapAssumptions(conclusion: GapClause, gap: ArgumentGap): AssumptionCandidate[] {
  const out: AssumptionCandidate[] = [];
  const premise = gap.premise ? embed(gap.premise) : "";
  const claim = embed(conclusion);
  const cSide = gap.conclusionSide;
  const pSide = gap.premiseSide;
  for (const type of gap.types) {
    // A recommendation's normative step below names its whole claim; "what the premise says bears on it" adds nothing.
    if (type === "term" && pSide && !cSide && premise && !gap.types.includes("norm"))
      // The conclusion adds a property, not a thing: the premise must bear on whether it holds.
      out.push({ text: `What the premise says about ${pSide} bears on whether ${claim}.`, gap: type, vague: true });
    // A recommendation's new terms are its agent and action, which the normative step below already names in full.
    // A list of the premise's terms ("a month and a run and the park") is not one thing that could share a property.
    // "its food must be healthy" after "the restaurant is always full": the claim says more of the premise's own
    // thing, which no group of the premise stands for; the sign the premise is taken for says so (bridge.ts).
    const ownThing = /^(?:its|their|his|her)\b/i.test(subjectText(conclusion));
    if (
      type === "term" &&
      cSide &&
      pSide &&
      !ownThing &&
      !gap.types.includes("norm") &&
      !overlaps(cSide, pSide) &&
      !/ and .* and /.test(pSide) &&
      thing(pSide) &&
      thing(cSide) &&
      alikeThings(conclusion, gap.premise, thing(cSide), thing(pSide))
    )
      out.push({ text: `What holds for ${thing(pSide)} also holds for ${thing(cSide)}.`, gap: type });
    // A recommendation's "any" or "every" is the reach of its action ("allow no retakes"), not a generalisation.
    if (type === "scope" && premise && !gap.types.includes("norm"))
      out.push({
        text: `The cases in the premise (${premise}) are typical of every case the conclusion covers (${claim}).`,
        gap: type,
      });
    if (type === "cause" && premise && /\b(?:not|no|never|n't)\b/i.test(claim))
      out.push({
        text: `What the premise reports (${premise}) rules out the cause the conclusion denies: ${claim}.`,
        gap: type,
      });
    // "Rats lived longer because the drug will help people": a forecast cannot explain what was already observed.
    // "Washing hands removes germs, so hand-washing reduces colds": a reason saying what an act does is how the
    // cause works, not an effect the claim would explain.
    else if (type === "cause" && premise && !/\b(?:will|(?:is|are) going to)\b/i.test(claim) && !actDoes(gap.premise))
      out.push({
        text: `${capitalise(premise)} because ${claim}, not by coincidence or through some other factor.`,
        gap: type,
      });
    if (type === "norm" && premise) {
      const means = meansOf(conclusion);
      out.push({
        text: means
          ? actNeeds(means, gap.premise as GapClause, premise)
          : `The fact that ${premise} is a good enough reason for the claim that ${claim}.`,
        gap: type,
        vague: !means,
      });
    }
  }
  return out;
}
