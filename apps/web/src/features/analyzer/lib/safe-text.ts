/** Spec 001 §5 and §9: how argument text is made safe and readable before it is shown. */
export const SAFE_TEXT_MAX = 1_000_000;
export const STRUCTURE_TEXT_MAX = 500_000;
export const INVALID_INPUT = "Invalid input";

export interface Segment {
  text: string;
  em: boolean;
}

export type SafeTextModel = { invalid: true } | { invalid: false; paragraphs: Segment[][]; truncatedAt: number | null };

export const truncationNote = (n: number) =>
  `Text truncated for display (showing first ${n.toLocaleString("en-US")} characters):`;

// Script and style bodies are code, not prose: drop them whole rather than leaving their text behind.
const CODE_BLOCK = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const TAG = /<\/?[a-z][^<>]*>/gi;

export function stripTags(text: string): string {
  return text.replace(CODE_BLOCK, "").replace(COMMENT, "").replace(TAG, "");
}

// Longer phrases first so "as a result" wins over "as" and "given that" is one emphasis.
const CONNECTIVES = /\b(given that|as a result|because|since|for|as|therefore|thus|so|hence|consequently)\b/gi;

// "for" and "as" join clauses only where a clause starts ("…, for the river had risen"); inside a phrase ("a plan
// for the bus lanes", "as big as") they are prepositions and stay plain.
const CLAUSE_ONLY = new Set(["for", "as"]);
const CLAUSE_START = /(?:^|[,;:.!?]\s*)$/;
// "so" inside a clause joins two only when a subject follows ("it rained so we stayed"); "doing so", "so far" and
// "so big" are a pro-form and an intensifier.
const SO_JOINS =
  /^\s+(?:I|we|you|he|she|it|they|there|this|that|these|those|the|a|an|our|my|your|his|her|their|its|[A-Z]\w*)\b/;

function joinsClauses(text: string, at: number, word: string): boolean {
  const lower = word.toLowerCase();
  if (CLAUSE_ONLY.has(lower)) return CLAUSE_START.test(text.slice(0, at));
  if (lower !== "so") return true;
  if (/^\s+(?:far|much|many|long|few|little)\b|^-/i.test(text.slice(at + 2))) return false;
  return /(?:^|[,;:.!?]\s*|\b(?:and|but)\s+)$/i.test(text.slice(0, at)) || SO_JOINS.test(text.slice(at + 2));
}

export function emphasiseConnectives(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(CONNECTIVES)) {
    const at = m.index ?? 0;
    if (!joinsClauses(text, at, m[0])) continue;
    if (at > last) out.push({ text: text.slice(last, at), em: false });
    out.push({ text: m[0], em: true });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), em: false });
  return out;
}

// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS = new Set([
  "mr",
  "mrs",
  "ms",
  "dr",
  "prof",
  "st",
  "vs",
  "etc",
  "e.g",
  "i.e",
  "u.s",
  "no",
  "fig",
  "inc",
  "ltd",
  "jr",
  "sr",
]);
// A sentence end: . ! or ? (maybe followed by closing quotes or brackets), whitespace, then what starts a sentence.
const SENTENCE_END = /([.!?]["'”’)\]]*)\s+(?=["'“‘([]?[A-Z0-9])/g;

/** Splits at blank lines and at sentence ends, keeping the punctuation with its sentence. */
export function splitParagraphs(text: string): string[] {
  const result: string[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    let start = 0;
    for (const m of block.matchAll(SENTENCE_END)) {
      const end = (m.index ?? 0) + m[1].length;
      const lastWord = block.slice(start, m.index).split(/\s+/).pop() ?? "";
      if (m[1].startsWith(".") && ABBREVIATIONS.has(lastWord.toLowerCase())) continue;
      if (m[1].startsWith(".") && /^[A-Z]$/.test(lastWord)) continue; // an initial, as in "J. Smith"
      result.push(block.slice(start, end));
      start = end;
    }
    result.push(block.slice(start));
  }
  return result.map((p) => p.trim()).filter((p) => p.length > 0);
}

export function safeTextModel(input: unknown, maxLength = SAFE_TEXT_MAX, emphasis = true): SafeTextModel {
  if (typeof input !== "string") return { invalid: true };
  let text = stripTags(input);
  let truncatedAt: number | null = null;
  if (text.length > maxLength) {
    text = text.slice(0, maxLength);
    truncatedAt = maxLength;
  }
  const paragraphs = splitParagraphs(text).map((p) => (emphasis ? emphasiseConnectives(p) : [{ text: p, em: false }]));
  return { invalid: false, paragraphs, truncatedAt };
}
