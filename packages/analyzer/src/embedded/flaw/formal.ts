/**
 * Formal fallacies: the conclusion does not follow from the form of the premises, whatever they are about.
 * Two textbook families are checked: conditional arguments (affirming the consequent, denying the antecedent) and
 * categorical syllogisms (the distribution rules: the middle term distributed at least once, no term distributed
 * in the conclusion that is not distributed in a premise, not two negative premises). A valid form is never named.
 * Input: lower-cased text with straight apostrophes.
 */
import { irregularLemma } from "../verb-forms.js";

const CONCLUSION =
  /^(?:and )?(?:so|therefore|thus|hence|consequently|then)\b,?\s*|,\s*(?:so|therefore|thus|hence)\s*,?\s*/;
const NEGATION = /\b(?:not|no|never|n't|doesn't|don't|isn't|aren't|wasn't|weren't|didn't|cannot|can't)\b/;
const STOP = new Set(
  "i you he she we one must should can could may might the a an also is are was were be been it its he she they this that then there if so therefore thus hence will would does do did has have had not no never and or of to in on at for with his her their him them".split(
    " ",
  ),
);

/** A word's stem: "snakes" and "snake", "fogged" and "fog" alike (a consonant doubled before -ed/-ing is one). */
function stem(word: string): string {
  const w = irregularLemma(word) ?? word;
  const bare = w.replace(/(?:ing|ed|es|(?<!s)s)$/, "");
  const single = bare !== w && /([bdgmnprt])\1$/.test(bare) && bare.length > 3 ? bare.slice(0, -1) : bare;
  return single.replace(/e$/, "").slice(0, 5);
}

/** Content stems of a clause (first five letters), negation and function words left out. */
export function stems(text: string): Set<string> {
  return new Set(
    (text.match(/[a-z]+/g) ?? []).filter((w) => !STOP.has(w) && !NEGATION.test(w) && w.length > 2).map(stem),
  );
}

/** a and b share a content stem ("repairs" and "repair"). */
export const sharesTerm = (a: string, b: string) => overlaps(stems(a), stems(b));

/** Most of a's content is in b (and a has some content). */
export function same(a: string, b: string): boolean {
  const x = stems(a);
  const y = stems(b);
  if (x.size === 0 || y.size === 0) return false;
  const shared = [...x].filter((s) => y.has(s)).length;
  return shared / Math.min(x.size, y.size) >= 0.6;
}

export const negated = (s: string) => NEGATION.test(s);

export function sentencesOf(t: string): string[] {
  return (
    t
      .replace(/,\s*(therefore|so|thus|hence)\b/g, ". $1")
      // "Most A are B and all C are B" holds two premises.
      .replace(/,? and (?=(?:all|no|some|most) )/g, ". ")
      .split(/(?<=[.!?;])\s+/)
      .map((s) =>
        s
          .replace(/[.!?;]+$/, "")
          .replace(SPOKEN_OPENER, "")
          .trim(),
      )
      .filter(Boolean)
  );
}

/** "Sam: Well, if …": a speaker's label and a spoken opener frame the words; the form is in what follows. */
const SPOKEN_OPENER = /^(?:[a-z]+(?: [a-z]+)?: )?(?:(?:well|ok|okay|yeah|right|look|no),\s+)?/;

/** "If A, (then) B" split into its parts; null when the sentence is no plain conditional. */
export function conditional(s: string): { a: string; b: string } | null {
  const m = /^(?:if|whenever|when) (.{3,120}?)(?:,\s*(?:then\s+)?|\s+then\s+)(.{3,120})$/.exec(s);
  return m ? { a: m[1], b: m[2] } : null;
}

// Words that deny their opposite outright ("the oven is off" is "the oven is not on"): contradictories only, so
// "cold" (which "not warm" does not imply) stays a word of its own.
const CONTRADICTORY: Record<string, string> = {
  off: "on",
  closed: "open",
  shut: "open",
  dead: "alive",
  absent: "present",
  false: "true",
  asleep: "awake",
};

const CONTRADICTORY_WORD = new RegExp(String.raw`\b(?:${Object.keys(CONTRADICTORY).join("|")})\b`, "g");

/** `s` with a contradictory word, or an "un-" word whose root `other` uses ("unsafe" beside "safe"), as "not …". */
function asDenial(s: string, other: string): string {
  return s
    .replace(CONTRADICTORY_WORD, (w) =>
      new RegExp(`\\b${CONTRADICTORY[w]}\\b`).test(other) ? `not ${CONTRADICTORY[w]}` : w,
    )
    .replace(/\bun([a-z]{4,})\b/g, (w, root: string) => (new RegExp(`\\b${root}\\b`).test(other) ? `not ${root}` : w));
}

/** Does `fact` state `from` and `conclusion` state `to` (or, with `flip`, deny each)? */
function reads(fact: string, from: string, conclusion: string, to: string, flip: boolean): boolean {
  const f = asDenial(fact, from);
  const c = asDenial(conclusion, to);
  return (
    same(f, from) && (negated(f) !== negated(from)) === flip && same(c, to) && (negated(c) !== negated(to)) === flip
  );
}

type ConditionalKind = "modus ponens" | "modus tollens" | "affirming the consequent" | "denying the antecedent" | null;

const INVALID = new Set<ConditionalKind>(["affirming the consequent", "denying the antecedent"]);

/** What a fact and a conclusion do with the rule "if A, B": the two valid forms and the two fallacies. */
function conditionalKind(rule: { a: string; b: string }, fact: string, conclusion: string): ConditionalKind {
  if (reads(fact, rule.a, conclusion, rule.b, false)) return "modus ponens";
  if (reads(fact, rule.b, conclusion, rule.a, true)) return "modus tollens";
  if (reads(fact, rule.b, conclusion, rule.a, false)) return "affirming the consequent";
  if (reads(fact, rule.a, conclusion, rule.b, true)) return "denying the antecedent";
  return null;
}

function conditionalFallacy(sentences: string[]): string | null {
  for (let i = 0; i < sentences.length; i++) {
    const rule = conditional(sentences[i]);
    if (!rule) continue;
    // The minor premise follows the rule closely; a long text is not searched pair by pair.
    for (let j = i + 1; j < Math.min(sentences.length, i + 4); j++) {
      const last = sentences[j + 1] ?? "";
      const minor = sentences[j];
      const inMinor = CONCLUSION.exec(minor);
      // "B, therefore A" in one sentence, or "B. Therefore A." in two.
      const [fact, conclusion] =
        inMinor && inMinor.index > 0
          ? [minor.slice(0, inMinor.index), minor.slice(inMinor.index + inMinor[0].length)]
          : [minor, CONCLUSION.test(last) ? last.replace(CONCLUSION, "") : ""];
      if (!conclusion) continue;
      // The rule and what was concluded from it are the evidence; the middle premise is implied by the two.
      if (INVALID.has(conditionalKind(rule, fact, conclusion))) return `${sentences[i]} … ${conclusion.trim()}`;
    }
  }
  return null;
}

/** Does the text argue by a valid conditional form (lower-cased text)? A flaw of the condition is then not named. */
export function followsByConditional(t: string): boolean {
  const sentences = sentencesOf(t);
  return sentences.length >= 3 && sentences.length <= 12 && conditionalForm(sentences, false) !== null;
}

interface Categorical {
  quantity: "all" | "no" | "some" | "some-not";
  subject: Set<string>;
  predicate: Set<string>;
  text: string;
}

/** "All S are P", "No S are P", "Some S are (not) P"; "every S is P" reads as "all". */
function categorical(s: string): Categorical | null {
  const m =
    /^(?:(all|every|each|no|some|most) )?([a-z' -]{2,40}?) (?:are|is|were|was|can|have|has)( not)? (.{2,60})$/.exec(s);
  // A bare plural ("bats are mammals") is a generic, read as "all"; a bare singular is no categorical claim.
  if (!m || (!m[1] && !/s$/.test(m[2]))) return null;
  const q = m[1] ?? "all";
  const quantity =
    q === "no" ? "no" : q === "some" || q === "most" ? (m[3] ? "some-not" : "some") : m[3] ? "no" : "all";
  return { quantity, subject: stems(m[2]), predicate: stems(m[4]), text: s };
}

const overlaps = (a: Set<string>, b: Set<string>) => a.size > 0 && [...a].some((x) => b.has(x));
// Which terms a proposition distributes: A distributes its subject, E both, I neither, O its predicate.
const distributesSubject = (p: Categorical) => p.quantity === "all" || p.quantity === "no";
const distributesPredicate = (p: Categorical) => p.quantity === "no" || p.quantity === "some-not";
const negative = (p: Categorical) => p.quantity === "no" || p.quantity === "some-not";

/** Is term distributed in p (as subject or predicate)? */
function distributed(p: Categorical, term: Set<string>): boolean {
  if (overlaps(p.subject, term)) return distributesSubject(p);
  if (overlaps(p.predicate, term)) return distributesPredicate(p);
  return false;
}

/** The first rule of the syllogism p1, p2 ⊢ c that the form breaks, or false when the form is valid. */
function breaksRule(p1: Categorical, p2: Categorical, c: Categorical): boolean {
  const mentions = (p: Categorical, term: Set<string>) => overlaps(p.subject, term) || overlaps(p.predicate, term);
  // A syllogism: each conclusion term in one premise, and a middle term shared by the premises.
  if (
    !(mentions(p1, c.subject) || mentions(p2, c.subject)) ||
    !(mentions(p1, c.predicate) || mentions(p2, c.predicate))
  )
    return false;
  const middle = [p1.subject, p1.predicate].find(
    (t) => mentions(p2, t) && !overlaps(t, c.subject) && !overlaps(t, c.predicate),
  );
  if (!middle) return false;
  if (!distributed(p1, middle) && !distributed(p2, middle)) return true;
  if (negative(p1) && negative(p2)) return true;
  for (const [term, inConclusion] of [
    [c.subject, distributesSubject(c)],
    [c.predicate, distributesPredicate(c)],
  ] as const) {
    const premise = mentions(p1, term) ? p1 : p2;
    if (inConclusion && !distributed(premise, term)) return true;
  }
  return false;
}

function syllogismFallacy(sentences: string[]): string | null {
  for (let k = 2; k < sentences.length; k++) {
    const c = CONCLUSION.test(sentences[k]) ? categorical(sentences[k].replace(CONCLUSION, "")) : null;
    if (!c) continue;
    const premises = sentences
      .slice(Math.max(0, k - 4), k)
      .map(categorical)
      .filter((p): p is Categorical => p !== null);
    for (let i = 0; i < premises.length; i++)
      for (let j = i + 1; j < premises.length; j++)
        if (breaksRule(premises[i], premises[j], c)) return `${premises[i].text} … ${premises[j].text} … ${c.text}`;
  }
  return null;
}

export function formalFallacy(t: string): string | null {
  const sentences = sentencesOf(t);
  if (sentences.length < 2) return null;
  return conditionalFallacy(sentences) ?? syllogismFallacy(sentences);
}

/** A valid form the text argues by, with the premises it uses; null when none is found. */
export interface ValidForm {
  form: "modus ponens" | "modus tollens" | "categorical syllogism" | "disjunctive syllogism";
  premises: string[];
}

/**
 * Modus ponens or modus tollens: a rule, its antecedent affirmed (or its consequent denied), and what follows; with
 * `marked`, only a sentence opened by a conclusion marker counts as what follows.
 */
function conditionalForm(sentences: string[], marked: boolean): ValidForm | null {
  for (let i = 0; i < sentences.length; i++) {
    const rule = conditional(sentences[i]);
    if (!rule) continue;
    for (let j = 0; j < sentences.length; j++) {
      for (let k = 0; k < sentences.length; k++) {
        if (j === i || k === i || j === k || (marked && !CONCLUSION.test(sentences[k]))) continue;
        const fact = sentences[j];
        const conclusion = sentences[k].replace(CONCLUSION, "");
        const kind = conditionalKind(rule, fact, conclusion);
        if (kind === "modus ponens" || kind === "modus tollens") return { form: kind, premises: [sentences[i], fact] };
      }
    }
  }
  return null;
}

/**
 * A syllogism that keeps every rule: a middle term shared by the premises, its terms distributed as the rules ask,
 * and a negative conclusion exactly when one premise is negative (two negatives are caught by breaksRule).
 */
function syllogismForm(sentences: string[]): ValidForm | null {
  const k = sentences.length - 1;
  const c = CONCLUSION.test(sentences[k]) ? categorical(sentences[k].replace(CONCLUSION, "")) : null;
  if (!c) return null;
  const premises = sentences.slice(0, k).map(categorical);
  if (premises.length !== 2 || premises.some((p) => p === null)) return null;
  const [p1, p2] = premises as Categorical[];
  const mentions = (p: Categorical, term: Set<string>) => overlaps(p.subject, term) || overlaps(p.predicate, term);
  const linked =
    (mentions(p1, c.subject) || mentions(p2, c.subject)) &&
    (mentions(p1, c.predicate) || mentions(p2, c.predicate)) &&
    [p1.subject, p1.predicate].some((t) => mentions(p2, t) && !overlaps(t, c.subject) && !overlaps(t, c.predicate));
  if (!linked || breaksRule(p1, p2, c)) return null;
  if (negative(c) !== (negative(p1) || negative(p2))) return null;
  return { form: "categorical syllogism", premises: [p1.text, p2.text] };
}

/**
 * Does the whole text argue by a valid form: a short text whose premises, if true, guarantee its conclusion? Such
 * an argument has no gap to fill and no flaw of form; only a premise can be questioned. Lower-cased input.
 */
export function validForm(t: string): ValidForm | null {
  const sentences = sentencesOf(t);
  if (sentences.length !== 3) return null;
  return conditionalForm(sentences, true) ?? syllogismForm(sentences);
}
