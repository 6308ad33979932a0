/** Sentences of a text, as the flaw detectors split it: at a full stop, a question or exclamation mark, or a semicolon. */
export const sentencesOf = (text: string) => text.split(/(?<=[.!?;])\s+/).map((s) => s.trim());

/** The sentence of the text that holds a match, so the evidence reads as the writer's own words. */
export function sentenceAt(text: string, re: RegExp): string | null {
  for (const s of text.split(/(?<=[.!?;])\s+/)) if (re.test(s)) return s.trim();
  return null;
}

/** The sentence of the text a claim came from (the conclusion arrives tidied: "So x." → "X."), as written. */
export function asWritten(text: string, claim: string): string {
  const core = claim.replace(/[.!?]+$/, "").toLowerCase();
  if (!core) return "";
  return sentencesOf(text).find((s) => s.toLowerCase().includes(core)) ?? claim;
}

/**
 * The text from `start` to the end of the sentence holding `from` (by default `start`): a cue quoted with the rest
 * of its sentence reads as the writer's words ("But what about the harbour?", not "But what about").
 */
export function throughSentence(text: string, start: number, from = start): string {
  const end = text.slice(from).search(/[.!?](?:\s|$)/);
  return text.slice(start, end < 0 ? undefined : from + end + 1).trim();
}
