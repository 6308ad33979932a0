import type { Token } from "./nlp.js";
import { nounPhrases, subjectOf } from "./phrases.js";
import type { Unit } from "./segment.js";
import { pastParticiple } from "./verb-forms.js";

export interface Topic {
  /** The phrase as written, e.g. "removing the horns of wild rhinos". */
  text: string;
  head: string;
  /** A gerund phrase names an action ("removing the horns"), which a policy claim can be about. */
  gerund: Token | null;
  object: string;
  plural: boolean;
  /** Units that mention the topic. */
  support: number;
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
  return [tokens[start], ...np.tokens];
}

function candidatesOf(unit: Unit): { text: string; head: string; tokens: Token[] }[] {
  const found = nounPhrases(unit.tokens);
  // A gerund phrase opening a clause ("Removing the horns …") is a topic the noun chunker cannot see.
  const gerund = gerundPhrase(unit.tokens);
  if (gerund.length > 0) {
    found.unshift({
      text: gerund.map((t, i) => (i ? t.space : "") + t.value).join(""),
      head: gerund[0].lemma.toLowerCase(),
      tokens: gerund,
    });
  }
  return found;
}

/** The thing most of the units talk about: the head mentioned in the most units, ties to the earliest. */
export function findTopic(units: Unit[]): Topic | null {
  const support = new Map<string, number>();
  const firstPhrase = new Map<string, { text: string; tokens: Token[]; subject: boolean }>();
  for (const unit of units) {
    const heads = new Set<string>();
    const subjectText = (gerundPhrase(unit.tokens).length ? gerundPhrase(unit.tokens) : subjectOf(unit.tokens))
      .map((t) => t.normal)
      .join(" ");
    for (const p of candidatesOf(unit)) {
      if (p.head.length < 3 || ["people", "thing", "way", "lot", "time", "one", "someone"].includes(p.head)) continue;
      heads.add(p.head);
      const isSubject = subjectText.includes(p.tokens.map((t) => t.normal).join(" "));
      const known = firstPhrase.get(p.head);
      // A subject mention names the topic best, and the shortest one carries the least extra baggage.
      const better =
        !known ||
        (isSubject && !known.subject) ||
        (isSubject === known.subject && p.tokens.length < known.tokens.length);
      if (better) firstPhrase.set(p.head, { text: p.text, tokens: p.tokens, subject: isSubject });
    }
    // Subjects are what a sentence is about (centering theory), so a subject mention counts double.
    const subjectHeads = new Set(
      candidatesOf(unit)
        .filter((p) => subjectText.includes(p.tokens.map((t) => t.normal).join(" ")))
        .map((p) => p.head),
    );
    for (const h of heads) support.set(h, (support.get(h) ?? 0) + (subjectHeads.has(h) ? 2 : 1));
  }
  let best: string | null = null;
  for (const [head, n] of support) if (best === null || n > (support.get(best) ?? 0)) best = head;
  if (best === null) return null;
  const phrase = firstPhrase.get(best)!;
  // "No meat" or "this policy" as a topic keeps only the thing itself.
  const tokens = phrase.tokens.filter(
    (t, i) =>
      i > 0 ||
      t.pos !== "DET" ||
      !/^(?:a|an|this|that|these|those|no|some|any|all|every|each|many|most)$/.test(t.normal),
  );
  const gerund = isGerund(tokens[0]) ? tokens[0] : null;
  const text = tokens.map((t, i) => (i ? t.space : "") + t.value).join("");
  const headToken = [...tokens].reverse().find((t) => t.pos === "NOUN" || t.pos === "PROPN");
  return {
    text,
    head: best,
    gerund,
    object: gerund
      ? tokens
          .slice(1)
          .map((t, i) => (i ? t.space : "") + t.value)
          .join("")
      : "",
    plural:
      tokens.some((t) => t.normal === "and") ||
      (headToken !== undefined && headToken.normal !== headToken.lemma && headToken.normal.endsWith("s")),
    support: support.get(best) ?? 0,
  };
}

// Words for good and bad effects, as a stance signal; general sentiment misreads "cuts emissions" as negative.
const GOOD_EFFECT =
  /\b(?:help\w*|improv\w*|sav(?:e|es|ed|ing)|protect\w*|benefi\w*|cheap\w*|less|reduc\w*|cuts?|lower\w*|prevent\w*|good|better|best|safe\w*|efficien\w*|useful|healthy|easier|enabl\w*|allow\w*)\b/g;
const BAD_EFFECT =
  /\b(?:harm\w*|hurt\w*|destroy\w*|damag\w*|kill\w*|ruin\w*|wast\w*|danger\w*|cruel\w*|defen[cs]eless|risk\w*|threat\w*|unfair|expensive|worse|worst|bad|problem\w*|suffer\w*|pollut\w*|addict\w*|lonel\w*|fail\w*|lose|loses|lost|unhealthy|stress\w*)\b/g;

/** Positive when the units describe good effects more than bad ones; wink's sentiment breaks ties. */
export function stance(units: Unit[]): number {
  let score = 0;
  for (const u of units) {
    const text = u.text.toLowerCase();
    score += (text.match(GOOD_EFFECT)?.length ?? 0) - (text.match(BAD_EFFECT)?.length ?? 0);
  }
  return score !== 0 ? score : units.reduce((sum, u) => sum + u.sentiment, 0);
}

function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/**
 * States the claim an argument supports without saying it: its topic and the side its reasons take.
 * A debate text answering "Should X?" usually argues "X should (not) …", so an action topic becomes a
 * recommendation and a thing becomes an evaluation.
 */
export function synthesiseConclusion(units: Unit[]): { text: string; topic: Topic } | null {
  const topic = findTopic(units);
  if (!topic) return null;
  const about = units.filter((u) => u.tokens.some((t) => t.lemma.toLowerCase() === topic.head));
  const negative = stance(about.length ? about : units) < 0;
  if (topic.gerund && topic.object) {
    const participle = pastParticiple(topic.gerund.lemma);
    return { text: `${capitalise(topic.object)} should${negative ? " not" : ""} be ${participle}.`, topic };
  }
  const verb = topic.plural ? "are" : "is";
  return { text: `${capitalise(topic.text)} ${verb} ${negative ? "bad" : "good"}.`, topic };
}
