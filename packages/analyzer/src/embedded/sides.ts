import type { GapClause } from "./gap.js";
import { joinTokens, type Token } from "./nlp.js";
import { subjectOf } from "./phrases.js";
import { innerClaim } from "./shapes.js";
import { contentTerms } from "./terms.js";
import { presentParticiple } from "./verb-forms.js";

/**
 * The two sides of a bridge as phrases of the text: the run of a clause that holds the terms only one side has,
 * widened to whole phrases, with its first verb group made a gerund so that it names a thing ("must have free
 * will" → "having free will"), or a clause's subject as the group it talks about.
 */

/** A side of the gap: the text's phrase that holds the terms only that side has, and whether it takes "are". */
export interface Side {
  text: string;
  plural: boolean;
}

/** Longer than this, a side is a clause again, and the statement would restate the text rather than link two terms. */
export const MAX_SIDE = 8;
/** Terms further apart than this (in tokens) belong to different phrases. */
const CLUSTER_GAP = 4;

const MODAL = /^(?:can|could|may|might|must|shall|should|will|would|do|does|did|ca|wo)$/;
const NP_MODIFIER = new Set(["DET", "ADJ", "NUM"]);
export const LEADING_QUANTIFIER = /^(?:all|every|each|no|some|any|many|most|few)$/i;

function lemmaOf(t: Token): string {
  return t.lemma.toLowerCase().replace(/[^a-z0-9-]/g, "");
}

/**
 * The run of the clause that holds the most of the given terms, widened to whole phrases: a noun's modifiers on
 * the left, a dangling modifier's head on the right, and the verb that governs a phrase ("have free will"). Words of
 * the clause's other terms may sit inside the run ("the number of accidents on the bridge"), but only the given
 * terms count toward choosing it.
 */
function span(tokens: Token[], terms: Set<string>): Token[] {
  const content = tokens.flatMap((t, i) => (contentTerms([t]).length > 0 ? [i] : []));
  const hit = (i: number) => terms.has(lemmaOf(tokens[i]));
  if (!content.some(hit)) return [];
  // Group content words into phrases: close together and no comma between.
  const clusters: number[][] = [];
  for (const i of content) {
    const last = clusters[clusters.length - 1];
    const prev = last?.[last.length - 1];
    const broken = prev !== undefined && tokens.slice(prev, i).some((t) => /^[,;:()—–]$/.test(t.value));
    if (last && prev !== undefined && i - prev <= CLUSTER_GAP && !broken) last.push(i);
    else clusters.push([i]);
  }
  // Each cluster runs from its first given term to its last; the one with most given terms wins (the first on a tie).
  const trimmed = clusters.map((c) => c.filter(hit)).filter((c) => c.length > 0);
  const best = trimmed.reduce((x, y) => (y.length > x.length ? y : x));
  let a = best[0];
  let b = best[best.length - 1];
  // A modifier at the end wants its head noun ("a major scientific breakthrough"), at most a few words on.
  for (let k = 0; k < 3 && b + 1 < tokens.length && /^(?:DET|ADJ|NUM|ADP|PART|CCONJ)$/.test(tokens[b].pos); k++) {
    if (tokens[b + 1].pos === "PUNCT") break;
    b++;
  }
  // A verb at the end wants its object: "the city should build [more cycling lanes]", "contains [a lot of salt]".
  if (tokens[b].pos === "VERB") {
    const noun = (t: Token | undefined) => t !== undefined && /^(?:NOUN|PROPN)$/.test(t.pos);
    const inObject = (i: number) =>
      NP_MODIFIER.has(tokens[i].pos) ||
      noun(tokens[i]) ||
      (tokens[i].pos === "ADV" && /^(?:ADJ|NOUN)$/.test(tokens[i + 1]?.pos ?? "")) ||
      (tokens[i].normal === "of" && noun(tokens[i - 1]));
    let end = b;
    for (let e = b + 1; e < tokens.length && e - b <= 7 && inObject(e); e++) if (noun(tokens[e])) end = e;
    b = end;
  }
  const modifier = (t: Token) =>
    NP_MODIFIER.has(t.pos) || t.value === "'s" || /^(?:my|our|your|his|her|its|their)$/.test(t.normal);
  while (a > 0 && modifier(tokens[a - 1])) a--;
  // "someone's cousin": the owner before "'s" belongs to the phrase whatever the tagger calls it.
  if (a > 0 && tokens[a].value === "'s" && tokens[a - 1].pos === "PRON") a--;
  // "one-year-olds": the tokenizer splits a hyphenated word, and the run takes it whole.
  while (a > 1 && tokens[a - 1].value === "-" && tokens[a - 1].space === "") a -= 2;
  // The verb over the phrase: "must have [free will]", "[treated] with", and its auxiliaries and "to".
  const isVerb = (t: Token | undefined) => t !== undefined && (t.pos === "VERB" || t.pos === "AUX");
  let v = a;
  if (!isVerb(tokens[v]) && tokens[v - 1]?.pos === "ADP" && isVerb(tokens[v - 2])) v -= 1;
  if (!isVerb(tokens[v]) && isVerb(tokens[v - 1])) v -= 1;
  if (isVerb(tokens[v])) {
    // Only auxiliaries, "to", "not" and adverbs; a verb before a verb is the tagger's noun ("short waits rate").
    while (v > 0 && /^(?:AUX|PART|ADV)$/.test(tokens[v - 1].pos)) v--;
    a = Math.min(a, v);
  }
  while (a < b && /^(?:ADV|CCONJ|ADP|PART)$/.test(tokens[a].pos) && !/^(?:not|n't|never)$/.test(tokens[a].normal)) a++;
  while (b > a && /^(?:DET|ADP|CCONJ|PUNCT|PART)$/.test(tokens[b].pos)) b--;
  // A compound noun ends at its last noun: "the school [air]".
  for (
    let k = 0;
    k < 2 && /^(?:NOUN|PROPN)$/.test(tokens[b].pos) && /^(?:NOUN|PROPN)$/.test(tokens[b + 1]?.pos ?? "");
    k++
  )
    b++;
  // "more doctors than the one in the next town": a comparison cut before "than" names only half of what it compares.
  const comparative = tokens.slice(a, b + 1).some((t) => COMPARATIVE.test(t.normal));
  if (comparative && tokens[b + 1]?.normal === "than") {
    let e = b + 2;
    while (e < tokens.length && /^(?:DET|ADJ|NUM|NOUN|PROPN|ADP|PRON)$/.test(tokens[e].pos)) e++;
    if (e - b <= 8 && /^(?:NOUN|PROPN|PRON|NUM)$/.test(tokens[e - 1].pos)) b = e - 1;
  }
  // "more than teachers here", "better care here": a comparison's place or time is half of what it compares.
  const compares = comparative || tokens.slice(a, b + 1).some((t) => t.normal === "than");
  if (compares && COMPARED_WHERE.test(tokens[b + 1]?.normal ?? "")) b++;
  return tokens.slice(a, b + 1);
}

const COMPARED_WHERE = /^(?:here|there|now|today|before|elsewhere|abroad)$/;
const COMPARATIVE =
  /^(?:more|fewer|less|better|worse|higher|lower|bigger|smaller|larger|cheaper|faster|longer|shorter)$/;

/** An "-ing" verb at i, past any adverbs: "always censoring". */
function gerundAhead(tokens: Token[], i: number): boolean {
  let j = i;
  while (tokens[j]?.pos === "ADV") j++;
  return tokens[j]?.pos === "VERB" && tokens[j].normal.endsWith("ing");
}

/** "bring", "sing": a verb's base form that already ends in "-ing" is made a gerund like any other. */
const BASE_ING = /^(?:bring|sing|ring|swing|sting|spring|cling|fling|wring|string|sling)$/;

/**
 * A run as the thing it names, its first verb group made a gerund: "must have free will" → "having free will",
 * "the divorce rate has doubled" → "the divorce rate having doubled", "cannot be" → "not being".
 */
export function nominal(tokens: Token[]): string {
  const words: string[] = [];
  let state: "before" | "chain" | "after" = "before";
  const NOT = /^(?:not|n't|never)$/;
  for (const [k, t] of tokens.entries()) {
    // "heavy users report more anxiety": a verb the tagger took for a noun, between a plural noun and its object.
    // "[smoking] damages the lungs": the run's first word, an "-s" form before a determiner, is the verb too.
    const mistagged =
      t.pos === "NOUN" &&
      // "plastic bags harm sea turtles": a base form between a plural noun and a noun phrase is the verb.
      ((k > 0 &&
        isPlural(tokens[k - 1]) &&
        (/^(?:DET|ADJ|NUM)$/.test(tokens[k + 1]?.pos ?? "") ||
          (tokens[k + 1]?.pos === "NOUN" && t.normal === t.lemma.toLowerCase() && tokens[k + 2]?.pos === "NOUN"))) ||
        (k === 0 && /s$/.test(t.normal) && tokens[k + 1]?.pos === "DET")) &&
      state === "before";
    // "Parks make people happy": a first word tagged as a verb right before the verb is the subject noun.
    const subjectNoun = k === 0 && t.pos === "VERB" && /^(?:VERB|AUX)$/.test(tokens[1]?.pos ?? "");
    // "would lower our bills": right after a modal comes a verb, whatever the tagger read ("lower" as an adjective).
    const afterModal = state === "chain" && /^(?:ADJ|NOUN)$/.test(t.pos) && MODAL.test(tokens[k - 1]?.normal ?? "");
    const verb = (t.pos === "VERB" || t.pos === "AUX" || mistagged || afterModal) && !subjectNoun;
    // "is not free" → "not being free": the negation moves before the gerund.
    if (state === "after" && NOT.test(t.normal) && tokens[k - 1]?.pos === "AUX") continue;
    if (state === "after") words.push(t.space && words.length > 0 ? ` ${t.value}` : t.value);
    else if (verb && MODAL.test(t.normal)) state = "chain";
    // "we need more nurses": what is needed is the thing itself, "calls for more nurses".
    else if (verb && /^(?:need|require)$/.test(t.lemma.toLowerCase()) && words.length === 0)
      state = tokens[k + 1]?.normal === "to" ? "chain" : "after";
    else if (t.normal === "to" && (k === 0 || state === "chain")) state = "chain";
    else if (NOT.test(t.normal)) words.push(` ${t.normal === "never" ? "never" : "not"}`);
    // "is (always) becoming" → "(always) becoming": the auxiliary of a gerund adds nothing.
    else if (t.pos === "AUX" && gerundAhead(tokens, k + 1)) continue;
    else if (verb) {
      const negated = t.pos === "AUX" && NOT.test(tokens[k + 1]?.normal ?? "");
      if (negated) words.push(tokens[k + 1].normal === "never" ? " never" : " not");
      // A word the tagger read as an adjective has an adjective's lemma ("lower" → "low"): its own form is the verb.
      const base = afterModal ? t.normal : t.lemma;
      words.push(` ${t.normal.endsWith("ing") && !BASE_ING.test(t.normal) ? t.normal : presentParticiple(base)}`);
      state = "after";
    } else words.push(t.space && words.length > 0 ? ` ${t.value}` : t.value);
  }
  const text = words.join("").trim();
  const first = tokens.find((t) => !(MODAL.test(t.normal) && t.pos !== "NOUN"));
  return !text || first?.proper ? text : text[0].toLowerCase() + text.slice(1);
}

export function plainText(tokens: Token[]): string {
  const text = joinTokens(tokens);
  return tokens[0].proper ? text : text[0].toLowerCase() + text.slice(1);
}

/** A noun whose form is not its lemma: "cafes", and the irregular "people", "children", "women". */
/** Nouns plural without an "-s", which the lemmatiser leaves as they are. */
const PLURAL_ONLY = /^(?:people|children|men|women|police|staff|cattle)$/;

export function isPlural(noun: Token): boolean {
  return noun.pos === "NOUN" && (noun.normal !== noun.lemma.toLowerCase() || PLURAL_ONLY.test(noun.normal));
}

/** The clause's tokens without an opening connective or frame ("Nonetheless, …", "Historically, …"). */
function clauseTokens(clause: GapClause): Token[] {
  const inner = innerClaim(clause).tokens;
  return inner[1]?.value === "," ? inner.slice(2) : inner;
}

/** The clause's subject as written, lower-cased unless a name: the thing a side says something of. */
export function subjectText(clause: GapClause): string {
  const subject = subjectOf(clauseTokens(clause)).filter((t) => t.pos !== "PUNCT");
  return subject.length > 0 ? plainText(subject).toLowerCase() : "";
}

/**
 * "will never be able to [feel pain]": a negation in the verb chain before the run belongs to what the
 * run says; cut off, the side would state the opposite. Returns "not " or "never " to put before it, else "".
 */
function negatedBefore(tokens: Token[], start: number): string {
  if (!/^(?:VERB|AUX)$/.test(tokens[start]?.pos ?? "")) return "";
  for (let j = start - 1; j >= Math.max(0, start - 6); j--) {
    const t = tokens[j];
    if (/^(?:not|n't|never)$/.test(t.normal)) return t.normal === "never" ? "never " : "not ";
    if (!/^(?:AUX|PART|ADV)$/.test(t.pos) && !/^(?:be|able|going)$/.test(t.normal)) return "";
  }
  return "";
}

/**
 * The side of a clause that holds the given terms, in the clause's words; null when there is none to name. With
 * `withSubject`, a side that leaves out its clause's subject takes it along ("the senator being a liar"): the other
 * side is said of something else, so the bridge must say what each is about.
 */
export function sideOf(clause: GapClause, terms: string[], withSubject = false): Side | null {
  const tokens = clauseTokens(clause);
  const found = span(tokens, new Set(terms));
  // The subject a side may take along: a plain noun phrase ("the senator", "the city council"); a pronoun names
  // nothing the reader does not already have, and "everyone I know" is a clause the chunker cuts short.
  const subject = subjectOf(tokens).filter((t) => t.pos !== "PUNCT");
  // "Smoking": a lone gerund is a subject too.
  const gerundSubject = subject.length === 1 && subject[0].pos === "VERB" && subject[0].normal.endsWith("ing");
  const plainSubject =
    withSubject &&
    subject.length > 0 &&
    subject.length <= 5 &&
    (gerundSubject ||
      (/^(?:NOUN|PROPN)$/.test(subject[subject.length - 1].pos) &&
        !subject.some((t) => t.pos === "PRON" || t.pos === "VERB" || t.pos === "AUX")));
  const [from, to] = [tokens.indexOf(subject[0]), tokens.indexOf(subject[subject.length - 1])];
  const at = found.length > 0 ? tokens.indexOf(found[0]) : -1;
  // The run starts inside the subject ("[plan] will fail" of "the senator's plan"): it takes the whole subject.
  const run =
    plainSubject && at > from && at <= to ? tokens.slice(from, tokens.indexOf(found[found.length - 1]) + 1) : found;
  // The run starts right after the subject ("[is a liar]"): the subject goes before it.
  const keep = plainSubject && at === to + 1;
  const words = run.filter((t) => t.pos !== "PUNCT");
  // A comparison names both things it compares ("more doctors than the one in the next town"), so it may run longer.
  const limit = run.some((t) => t.normal === "than") ? MAX_SIDE + 4 : MAX_SIDE;
  if (words.length === 0 || words.length > limit || contentTerms(run).length === 0) return null;
  // A side names a thing or an act: it has a noun, or a verb with more than itself ("reducing" alone names nothing),
  // and it does not stop on a modifier whose head the run left out ("serving important social").
  const last = words[words.length - 1];
  const named = words.some((t) => t.pos === "NOUN" || t.pos === "PROPN") || contentTerms(run).length > 1;
  const hasVerb = run.some((t) => t.pos === "VERB" || t.pos === "AUX");
  // An adjective may end a clause ("its bread is healthy"), not a noun phrase.
  if (!named || /^(?:DET|ADP|CCONJ|SCONJ)$/.test(last.pos) || (last.pos === "ADJ" && !hasVerb)) return null;
  // One phrase has one verb group; a second finite one ("controlling the economy is incompatible …", "the parents
  // accounted") means the run spans two clauses. An infinitive ("to conform") or an "-ing" form may follow.
  const isVerb = (t: Token | undefined) => t !== undefined && (t.pos === "VERB" || t.pos === "AUX");
  // Adverbs, "not" and "to" sit inside a verb group ("should always listen", "cannot be").
  const inside = (t: Token) => t.pos === "ADV" || t.normal === "not" || t.normal === "to";
  const groups = run.filter((t, k) => {
    let j = k - 1;
    while (j >= 0 && inside(run[j])) j--;
    return isVerb(t) && !isVerb(run[j]);
  });
  if (groups.slice(1).some((t) => !t.normal.endsWith("ing"))) return null;
  // A run holding a clause of its own ("that citing those statistics", "who won") is no single phrase: the
  // statement would splice two clauses into one.
  if (run.some((t) => /^(?:who|which|that|whom|whose)$/.test(t.normal))) return null;
  // "the voters I met": a pronoun inside the run opens a describing clause of its own.
  const describing = (t: Token, k: number) =>
    k > 0 && /^(?:i|we|you|he|she|they)$/.test(t.normal) && /^(?:NOUN|PROPN)$/.test(run[k - 1].pos);
  if (run.some(describing)) return null;
  const head = [...run].reverse().find((t) => t.pos === "NOUN" || t.pos === "PROPN");
  // A gerund or a clause made nominal is one thing ("having free will is"); a noun phrase counts its head.
  const thing = LEADING_QUANTIFIER.test(run[0].value) && run.length > 1 ? run.slice(1) : run;
  const text = negatedBefore(tokens, tokens.indexOf(run[0])) + nominal(thing).replace(/[.!?;:,]+$/, "");
  // A side made a gerund ("damaging the lungs") is one act, whatever its object's number.
  // So is a clause made nominal ("plastic bags harming sea turtles"): a gerund the run did not have says so.
  const made = text.split(/\s+/).some((w) => /ing$/.test(w) && !run.some((t) => t.normal === w.toLowerCase()));
  const plural = !hasVerb && head !== undefined && isPlural(head) && !/^\w+ing\b/.test(text) && !made;
  if (!keep || !hasVerb) return { text, plural };
  return { text: `${plainText(subject)} ${text}`, plural: false };
}
