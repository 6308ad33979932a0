import { joinTokens, readSentences, type Token, unknownName } from "./nlp.js";
import { simplePast } from "./since.js";

const NP_INNER = new Set(["DET", "ADJ", "NOUN", "PROPN", "NUM", "PART"]);
const NP_HEAD = new Set(["NOUN", "PROPN"]);
const LEADING_JUNK = new Set([
  "and",
  "but",
  "or",
  "so",
  "because",
  "since",
  "therefore",
  "thus",
  "hence",
  "also",
  "however",
]);

/** Relative and interrogative words the tagger may call determiners: they open a clause, not a noun phrase. */
const WH = new Set(["whose", "which", "what", "whichever", "whatever"]);

const plural = (t: Token) => t.pos === "NOUN" && t.normal !== t.lemma.toLowerCase() && t.normal.endsWith("s");

export interface Phrase {
  text: string;
  head: string;
  tokens: Token[];
}

/** Noun phrases as maximal runs of determiners, adjectives and nouns ending in a noun, "of"-joined. */
export function nounPhrases(tokens: Token[]): Phrase[] {
  // "known ladders use a latch": a noun after a plural noun and before a determiner is the verb the tagger missed.
  const missedVerbs = new Set(
    tokens.flatMap((t, k) =>
      t.pos === "NOUN" && k > 0 && plural(tokens[k - 1]) && tokens[k + 1]?.pos === "DET" ? [t] : [],
    ),
  );
  const inner = (t: Token | undefined) =>
    t !== undefined &&
    !WH.has(t.normal) &&
    !missedVerbs.has(t) &&
    ((NP_INNER.has(t.pos) && t.pos !== "PART") || t.value === "'s" || t.value === "'");
  const out: Phrase[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!inner(tokens[i])) {
      i++;
      continue;
    }
    let j = i;
    let lastHead = -1;
    for (; j < tokens.length; j++) {
      const t = tokens[j];
      // A determiner opens a phrase ("the heating"); after a noun it starts the next one.
      if (t.pos === "DET" && j > i && tokens[j - 1].normal !== "of" && tokens[j - 1].normal !== "and") break;
      if (inner(t)) {
        if (NP_HEAD.has(t.pos)) lastHead = j;
      } else if (!((t.normal === "of" || t.normal === "and") && lastHead === j - 1 && inner(tokens[j + 1]))) break;
    }
    if (lastHead >= i) {
      const span = tokens.slice(i, lastHead + 1);
      out.push({ text: joinTokens(span), head: tokens[lastHead].lemma.toLowerCase(), tokens: span });
      i = lastHead + 1;
    } else i = j + 1;
  }
  return out;
}

/** The words before the unit's first verb: usually its grammatical subject. */
export function subjectOf(tokens: Token[]): Token[] {
  let start = 0;
  while (start < tokens.length && (tokens[start].pos === "PUNCT" || LEADING_JUNK.has(tokens[start].normal))) start++;
  const rest = tokens.slice(start);
  const verb = rest.findIndex(
    (t, k) => (t.pos === "AUX" || t.pos === "VERB") && !(k === 0 && t.normal.endsWith("ing")),
  );
  const subject = verb > 0 ? rest.slice(0, verb) : [];
  // "Replacing the boiler also cuts…": the subject ends at its last noun, not at the adverb before the verb.
  let end = subject.length;
  while (end > 1 && !["NOUN", "PROPN", "PRON", "NUM"].includes(subject[end - 1].pos)) end--;
  return subject.slice(0, end);
}

export function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/** A clause cleaned for display: leading connectives dropped, first letter capitalised, final stop ensured. */
export function asSentence(text: string): string {
  // "Yes, because X": the answer is the claim; the clause shown is the reason, X.
  let s = text
    .trim()
    .replace(/^[,;:\-–—\s]+/, "")
    .replace(/^(?:yes|no)\b,?\s+(?=(?:because|since|as)\b)/i, "");
  for (;;) {
    // Longer phrases first: "As a result, …" is one connective, not "As" before "a result". "For" is a reason
    // only before a clause: "For the past ten years, …" and "so for some consumers …" keep it.
    const m =
      /^(?:as a result|for (?:this|that|these|those|all these|all those) reasons?(?: alone)?|that is why|this is why|that's why|which is why|in conclusion|to conclude|all in all|in short|it follows that|and|but|or|so(?!\s+much\s+for\b)|because(?!\s+of\b)|since|as|for(?!\s+(?:the|a|an|some|many|most|all|any|each|every|example|instance|this|that|these|those|its|his|her|their|our|my|your|one|\d)\b)|therefore|thus|hence|consequently|accordingly|also|however|yet|then|overall|even so|nevertheless|nonetheless|(?:clearly|obviously|evidently)(?=,))\b,?\s+/i.exec(
        s,
      );
    if (!m) break;
    s = s.slice(m[0].length);
  }
  // "The survey shows, however, that …": the aside inside the clause is no part of what it states.
  s = s.replace(/[,;:\s]+$/, "").replace(/,\s*however,\s*(?=that\b)/i, " ");
  if (!s) return s;
  s = capitalise(s);
  return /[.!?]["')\]]?$/.test(s) ? s : `${s}.`;
}

/** "Think of / imagine / picture <a group> <doing something>": an appeal to picture a scene, which it asserts. */
const PICTURE =
  /^(?:just )?(?:think (?:of|about)|imagine|picture|remember)\s+((?:(?:the|a|an|all|these|those|our|your|their|its|his|her)\s+)?(?:(?!(?:of|in|on|at|for|to|with|from|by|about|and|or)\b)[a-z-]+\s+){0,3}?([a-z-]+))\s+([a-z]+ing)\b/i;

/** The same clause without its final punctuation and with a lower-case start, to embed in a sentence. */
export function asClause(text: string): string {
  const s = asSentence(text)
    .replace(/[.!?]+$/, "")
    // An instruction quoted as a claim: "Don't take her advice" is "you should not take her advice".
    .replace(/^(?:don't|do not|never)\s+(?=[a-z])/i, "you should not ")
    // "Think of the puppies shivering in the cold": what the reader is asked to picture is the claim it makes.
    .replace(
      PICTURE,
      (_, group: string, head: string, act: string) => `${group} ${/s$/i.test(head) ? "are" : "is"} ${act}`,
    );
  if (!s) return s;
  // "Dr. Smith says …", "Mia's essay …", "Anna Berg …": a name keeps its capital mid-sentence.
  // "In Utrecht …", "The Hague …": a capitalised function word before a name is only the sentence's start.
  // "It's", "That's", "There's" are contractions, not a name's possessive.
  const keepCapital =
    /^(?:I\b|[A-Z]{2,}|(?:Dr|Mr|Mrs|Ms|Prof|St)\.\s|(?!(?:(?:Some|Every|Any|No)(?:one|body)|It|That|This|There|Here|What|Who|Where|How|He|She|Let)'s)[A-Z][a-z]+'s\s|(?!(?:In|On|At|By|For|From|To|With|After|Before|During|Since|Until|When|If|The|A|An|This|That|These|Those|Our|My|Your|His|Her|Their|Its|Every|Each|All|Some|Most|Many|No|But|And|So|Yet|Last|Next|Only|Even|Just)\s)[A-Z][a-z]+ [A-Z][a-z]+)/.test(
      s,
    );
  // "Oskarina is going to be promoted": a name the tagger cannot tell from a sentence's first word.
  if (keepCapital || unknownName(s.split(/[\s']/)[0])) return s;
  const clause = s[0].toLowerCase() + s.slice(1);
  // "Bought the cheaper tyres in March": a diary's past with its subject left out is the writer's own, so "even if
  // I bought …", not "even if bought …".
  return diaryPast(s) ? `I ${clause}` : clause;
}

/**
 * Does the clause open on a verb in the simple past, its subject left out? A comma, or "-ed" before a preposition,
 * may be a participle before another subject ("Tired of it, we …", "Based on the figures the plan fails"). Tagged
 * once per clause: one analysis quotes the same few clauses dozens of times.
 */
function diaryPast(clause: string): boolean {
  if (clause.includes(",")) return false;
  let past = diaryClauses.get(clause);
  if (past === undefined) {
    const [first, next] = readSentences(clause)[0]?.tokens ?? [];
    past = !!first && simplePast(first) && !(/ed$/.test(first.normal) && next?.pos === "ADP");
    // Bounded: a long session of analyses must not grow it without end.
    if (diaryClauses.size > 10_000) diaryClauses.clear();
    diaryClauses.set(clause, past);
  }
  return past;
}

const diaryClauses = new Map<string, boolean>();

/** Shortens a clause to at most n words for quoting inside a template sentence. */
export function shorten(text: string, n = 14): string {
  const words = asClause(text).split(/\s+/);
  return words.length <= n ? words.join(" ") : `${words.slice(0, n).join(" ")}…`;
}
