import { joinTokens, type Token } from "./nlp.js";
import { capitalise, nounPhrases, subjectOf } from "./phrases.js";
import type { Unit } from "./segment.js";
import { pastParticiple } from "./verb-forms.js";

export interface Topic {
  /** The phrase as written, e.g. "planting trees along every street". */
  text: string;
  head: string;
  /** A gerund phrase names an action ("removing the horns"), which a policy claim can be about. */
  gerund: Token | null;
  object: string;
  plural: boolean;
  /** Units that mention the topic. */
  support: number;
  /** Who the topic's effects fall on ("pupils" in "school uniforms are bad for pupils"), if anyone. */
  affected: string | null;
}

function isGerund(t: Token | undefined): boolean {
  if (!t) return false;
  return t.normal.endsWith("ing") && (t.pos === "VERB" || t.pos === "NOUN") && t.normal.length > 4;
}

function gerundPhrase(tokens: Token[]): Token[] {
  const start = tokens.findIndex((t) => t.pos !== "PUNCT");
  if (start < 0 || !isGerund(tokens[start])) return [];
  const np = nounPhrases(tokens.slice(start + 1))[0];
  if (!np || tokens[start + 1] !== np.tokens[0]) return [tokens[start]];
  // "Replacing the old boiler costs less": with no verb after it, the phrase has swallowed the verb.
  const after = tokens.slice(start + 1 + np.tokens.length);
  const nouns = np.tokens.filter((t) => t.pos === "NOUN");
  const swallowed = nouns.length >= 2 && !after.some((t) => t.pos === "VERB" || t.pos === "AUX");
  return [tokens[start], ...(swallowed ? np.tokens.slice(0, -1) : np.tokens)];
}

function candidatesOf(unit: Unit): { text: string; head: string; tokens: Token[] }[] {
  const found = nounPhrases(unit.tokens);
  // A gerund phrase opening a clause ("Removing the horns …") is a topic the noun chunker cannot see.
  const gerund = gerundPhrase(unit.tokens);
  if (gerund.length > 0) {
    found.unshift({
      text: joinTokens(gerund),
      head: gerund[0].lemma.toLowerCase(),
      tokens: gerund,
    });
  }
  return found;
}

// Heads of stock phrases ("on one hand", "in some cases", "at the same time") and of vague nouns: never a topic.
const VAGUE_HEADS = new Set([
  "people",
  "thing",
  "way",
  "lot",
  "time",
  "one",
  "someone",
  "hand",
  "case",
  "end",
  "place",
  "fact",
  "kind",
  "part",
  "reason",
  "example",
  "course",
  "day",
  "year",
  "life",
]);

const LEADING_DETERMINER =
  /^(?:a|an|the|this|that|these|those|no|some|any|all|every|each|many|most|our|their|its|his|her|my|your|such)$/;

interface Mention {
  tokens: Token[];
  subject: boolean;
}

interface Mentions {
  /** Per head lemma: units mentioning it, a subject mention counting twice and the opening subject three times. */
  support: Map<string, number>;
  mentions: Map<string, Mention[]>;
}

/** One key for "curfew" and a sentence-initial "Curfews" the lemmatiser left alone. */
function headKey(lemma: string): string {
  const w = lemma.toLowerCase();
  if (/[^aeiou]ies$/.test(w)) return `${w.slice(0, -3)}y`;
  return /[^aisu]s$/.test(w) ? w.slice(0, -1) : w;
}

export function mentionsTopic(unit: Unit, topic: Topic): boolean {
  return unit.tokens.some((t) => headKey(t.lemma) === topic.head);
}

function collectMentions(units: Unit[]): Mentions {
  const support = new Map<string, number>();
  const mentions = new Map<string, Mention[]>();
  units.forEach((unit, u) => {
    const gerund = gerundPhrase(unit.tokens);
    const subjectText = (gerund.length ? gerund : subjectOf(unit.tokens)).map((t) => t.normal).join(" ");
    const best = new Map<string, number>();
    for (const p of candidatesOf(unit)) {
      const head = headKey(p.head);
      if (head.length < 3 || VAGUE_HEADS.has(head)) continue;
      // "the", "our", "streets' …": the topic itself, without determiners and possessors.
      const possessor = p.tokens.map((t) => t.value === "'s" || t.value === "'").lastIndexOf(true);
      const tokens = p.tokens.slice(possessor + 1).filter((t, i) => i > 0 || !LEADING_DETERMINER.test(t.normal));
      if (tokens.length === 0) continue;
      const subject = subjectText.includes(p.tokens.map((t) => t.normal).join(" "));
      const weight = subject ? (u === 0 ? 3 : 2) : 1;
      best.set(head, Math.max(best.get(head) ?? 0, weight));
      mentions.set(head, [...(mentions.get(head) ?? []), { tokens, subject }]);
    }
    for (const [head, w] of best) support.set(head, (support.get(head) ?? 0) + w);
  });
  return { support, mentions };
}

function isPlural(tokens: Token[]): boolean {
  // The head of "awareness of these programs" is "awareness": the last noun before any "of".
  const of = tokens.findIndex((t) => t.normal === "of");
  const core = of > 0 ? tokens.slice(0, of) : tokens;
  const head = [...core].reverse().find((t) => t.pos === "NOUN" || t.pos === "PROPN");
  if (core.some((t) => t.normal === "and")) return true;
  if (!head) return false;
  // "children", "families": an inflected noun; "parents": a regular plural the lemmatiser may leave alone.
  return (head.normal !== head.lemma.toLowerCase() && /(?:s|en)$/.test(head.normal)) || /[^aisu]s$/.test(head.normal);
}

/**
 * The thing the text argues about. Mentions are counted per unit, a subject mention twice (a sentence is
 * about its subject), and the subject of the opening unit once more: writers introduce their topic first.
 */
export function findTopic(units: Unit[]): Topic | null {
  const { support, mentions } = collectMentions(units);
  let head: string | null = null;
  for (const [h, n] of support) if (head === null || n > (support.get(head) ?? 0)) head = h;
  if (head === null) return null;
  // The wording: the first subject mention, where the writer introduces the topic in full.
  const all = mentions.get(head) ?? [];
  const tokens = (all.find((m) => m.subject) ?? all[0]).tokens;
  const gerund = isGerund(tokens[0]) ? tokens[0] : null;
  const affected = affectedParty(head, mentions);
  return {
    text: joinTokens(tokens),
    head,
    gerund,
    object: gerund ? joinTokens(tokens.slice(1)) : "",
    plural: isPlural(tokens),
    support: support.get(head) ?? 0,
    affected,
  };
}

/**
 * Who the topic's effects fall on: a group (a plural noun) the text names in two or more places, mostly as
 * an object, as "pupils" in "school uniforms are bad for pupils".
 */
function affectedParty(topic: string, mentions: Map<string, Mention[]>): string | null {
  let best: { text: string; n: number } | null = null;
  for (const [head, list] of mentions) {
    if (head === topic) continue;
    const objects = list.filter((m) => !m.subject);
    if (list.length < 2 || objects.length * 2 < list.length || !isPlural(objects[0].tokens)) continue;
    if (!best || list.length > best.n) best = { text: joinTokens(objects[0].tokens).toLowerCase(), n: list.length };
  }
  return best?.text ?? null;
}

// Words for good and bad effects, as a stance signal; general sentiment misreads "cuts emissions" as negative.
const GOOD_EFFECT =
  /^(?:help\w*|improv\w*|sav(?:e|es|ed|ing)|protect\w*|benefi\w*|cheap\w*|less|reduc\w*|cuts?|lower\w*|good|better|best|safe\w*|efficien\w*|useful|healthy|easier|enabl\w*|allow\w*|advantage\w*|happ(?:y|ier)|connect\w*|closer|independen\w*|learn\w*|support\w*|love\w*|enjoy\w*|valuable|great|positive)$/;
const BAD_EFFECT =
  /^(?:harm\w*|hurt\w*|destroy\w*|damag\w*|kill\w*|ruin\w*|wast\w*|danger\w*|cruel\w*|defen[cs]eless|risk\w*|threat\w*|unfair|expensive|worse|worst|bad|problem\w*|suffer\w*|pollut\w*|addict\w*|lonel\w*|fail\w*|lose|loses|lost|unhealthy|stress\w*|difficult|impossible|unreasonable|overly|hinder\w*|lack\w*|suffocat\w*|dependent|spoil\w*|negative|questionable|violen\w*|accident\w*|injur\w*|death|die|dies|abus\w*)$/;
const NEGATORS = new Set(["not", "n't", "no", "never", "cannot", "without", "nothing", "hardly"]);

/** +1, -1 or 0 for one word, flipped when a negator stands up to three words before it. */
function effectOf(tokens: Token[], i: number): number {
  const w = tokens[i].normal;
  const sign = GOOD_EFFECT.test(w) ? 1 : BAD_EFFECT.test(w) ? -1 : 0;
  if (sign === 0) return 0;
  // "less independent": a comparative of less turns the word round; "costs less" is a saving.
  const lessened = /^(?:less|fewer)$/.test(tokens[i - 1]?.normal ?? "");
  if (/^(?:less|fewer)$/.test(w) && tokens[i + 1] && effectOf(tokens, i + 1) !== 0) return 0;
  const negated = tokens.slice(Math.max(0, i - 3), i).some((t) => NEGATORS.has(t.normal));
  return negated !== lessened ? -sign : sign;
}

/** Positive when the units describe good effects more than bad ones; wink's sentiment breaks ties. */
export function stance(units: Unit[]): number {
  const score = units.reduce((sum, u) => sum + effects(u.tokens), 0);
  return score !== 0 ? score : units.reduce((sum, u) => sum + u.sentiment, 0);
}

/** The good effects the tokens describe less the bad ones. */
export function effects(tokens: Token[]): number {
  let score = 0;
  for (let i = 0; i < tokens.length; i++) score += effectOf(tokens, i);
  return score;
}

/** The verb a gerund comes from, when the tagger left "-ing" on its lemma: closing → close, banning → ban. */
function verbOfGerund(t: Token): string {
  const lemma = t.lemma.toLowerCase();
  if (!lemma.endsWith("ing") || lemma.length <= 5) return lemma;
  const stem = lemma.slice(0, -3);
  if (/([bdgklmnprt])\1$/.test(stem)) return stem.slice(0, -1);
  // A silent e dropped before -ing: clos(e), remov(e), replac(e), charg(e), us(e).
  if (/(?:[cvz]|[^aeiou][aeiou]s|[rd]g)$/.test(stem)) return `${stem}e`;
  return stem;
}

/**
 * States the claim an argument supports without saying it: its topic and the side its reasons take.
 * A debate text answering "Should X?" usually argues "X should (not) …", so an action topic becomes a
 * recommendation and a thing becomes an evaluation.
 */
export function synthesiseConclusion(
  units: Unit[],
  topic: Topic | null = findTopic(units),
): { text: string; topic: Topic } | null {
  if (!topic) return null;
  const about = units.filter((u) => mentionsTopic(u, topic));
  // A topic one unit mentions, with no side taken in the words ("Staff is good." from "the staff had time to
  // chat"), is no thesis the text argues: the best unit stands instead.
  const side = stance(about.length ? about : units);
  if (about.length < 2 && side === 0) return null;
  const negative = side < 0;
  if (topic.gerund && topic.object) {
    const participle = pastParticiple(verbOfGerund(topic.gerund));
    return { text: `${capitalise(topic.object)} should${negative ? " not" : ""} be ${participle}.`, topic };
  }
  const verb = topic.plural ? "are" : "is";
  const forWhom = topic.affected ? ` for ${topic.affected}` : "";
  return { text: `${capitalise(topic.text)} ${verb} ${negative ? "bad" : "good"}${forWhom}.`, topic };
}
