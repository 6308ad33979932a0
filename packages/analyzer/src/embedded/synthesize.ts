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
  return t !== undefined && t.normal.endsWith("ing") && (t.pos === "VERB" || t.pos === "NOUN") && t.normal.length > 4;
}

function candidatesOf(unit: Unit): { text: string; head: string; tokens: Token[] }[] {
  const subject = subjectOf(unit.tokens);
  const found = nounPhrases(unit.tokens);
  // A gerund subject ("Removing the horns … is") is a topic the noun chunker cannot see.
  if (subject.length > 0 && isGerund(subject[0])) {
    found.unshift({ text: subject.map((t, i) => (i ? t.space : "") + t.value).join(""), head: subject[0].lemma.toLowerCase(), tokens: subject });
  }
  return found;
}

/** The thing most of the units talk about: the head mentioned in the most units, ties to the earliest. */
export function findTopic(units: Unit[]): Topic | null {
  const support = new Map<string, number>();
  const firstPhrase = new Map<string, { text: string; tokens: Token[]; subject: boolean }>();
  for (const unit of units) {
    const heads = new Set<string>();
    const subjectText = subjectOf(unit.tokens).map((t) => t.normal).join(" ");
    for (const p of candidatesOf(unit)) {
      if (p.head.length < 3 || ["people", "thing", "way", "lot", "time", "one", "someone"].includes(p.head)) continue;
      heads.add(p.head);
      const isSubject = subjectText.includes(p.tokens.map((t) => t.normal).join(" "));
      const known = firstPhrase.get(p.head);
      if (!known || (isSubject && !known.subject)) firstPhrase.set(p.head, { text: p.text, tokens: p.tokens, subject: isSubject });
    }
    // Subjects are what a sentence is about (centering theory), so a subject mention counts double.
    const subjectHeads = new Set(candidatesOf(unit).filter((p) => subjectText.includes(p.tokens.map((t) => t.normal).join(" "))).map((p) => p.head));
    for (const h of heads) support.set(h, (support.get(h) ?? 0) + (subjectHeads.has(h) ? 2 : 1));
  }
  let best: string | null = null;
  for (const [head, n] of support) if (best === null || n > (support.get(best) ?? 0)) best = head;
  if (best === null) return null;
  const phrase = firstPhrase.get(best)!;
  const tokens = phrase.tokens.filter((t, i) => i > 0 || !["DET"].includes(t.pos) || !/^(?:a|an|this|that|these|those)$/.test(t.normal));
  const gerund = isGerund(tokens[0]) ? tokens[0] : null;
  const text = tokens.map((t, i) => (i ? t.space : "") + t.value).join("");
  const headToken = [...tokens].reverse().find((t) => t.pos === "NOUN" || t.pos === "PROPN");
  return {
    text,
    head: best,
    gerund,
    object: gerund ? tokens.slice(1).map((t, i) => (i ? t.space : "") + t.value).join("") : "",
    plural: tokens.some((t) => t.normal === "and") || (headToken !== undefined && headToken.normal !== headToken.lemma && headToken.normal.endsWith("s")),
    support: support.get(best) ?? 0,
  };
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
  const tone = (about.length ? about : units).reduce((sum, u) => sum + u.sentiment, 0);
  const negative = tone < 0;
  if (topic.gerund && topic.object) {
    const participle = pastParticiple(topic.gerund.lemma);
    return { text: `${capitalise(topic.object)} should${negative ? " not" : ""} be ${participle}.`, topic };
  }
  const verb = topic.plural ? "are" : "is";
  return { text: `${capitalise(topic.text)} ${verb} ${negative ? "bad" : "good"}.`, topic };
}
