/** Sentences of a text, as the flaw detectors split it: at a full stop, a question or exclamation mark, or a semicolon. */
export const sentencesOf = (text: string) => text.split(/(?<=[.!?;])\s+/).map((s) => s.trim());

/** Sentences of a text split only where one ends (a full stop, a question or exclamation mark), semicolons kept. */
export const sentencesAtStops = (text: string) => text.split(/(?<=[.!?])\s+/);

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

// A sentence that draws a conclusion, whichever unit the conclusion finder chose.
export const INFERS =
  /\b(?:therefore|thus|hence|so|consequently|it follows|(?:we|one) (?:can|must|may) conclude|these (?:facts|findings|results) (?:show|prove|suggest|indicate)|(?:provides?|is|are) (?:\w+ )?(?:evidence|proof) that|clearly|shows? that|proves? that)\b/i;

// A conclusion drawn mid-sentence: the words before the marker are its reason ("X go together, so X causes Y").
const DRAWN_HERE = /[,;]\s*(?:and\s+)?(?:so|therefore|thus|hence|consequently)\b,?\s*/i;

/** A sentence as its own reason (or null) and the claim it draws. */
export function reasonAndClaim(sentence: string): [string | null, string] {
  const m = DRAWN_HERE.exec(sentence);
  return m && m.index > 0 ? [sentence.slice(0, m.index), sentence.slice(m.index + m[0].length)] : [null, sentence];
}

const FUNCTION_WORDS = new Set(
  "that this with will would have from they them their there which what when were been must only than then also some more most such into each other these those does could should unless about because".split(
    " ",
  ),
);

/** Content words, cut to a stem of five letters so "requires" meets "required". */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !FUNCTION_WORDS.has(w)).map((w) => w.slice(0, 5));
}

/** Written records whose words are information, not a source leaned on: "the notice says", "the email said". */
export const RECORD =
  "(?:notice|sign|label|contract|agreement|policy|terms|tide tables?|timetable|schedule|manual|receipt|instructions|menu|invoice|ticket|minutes|map|calendar|packet|box|meter|email|letter|message|(?:lab|test|blood|medical|police|weather|school) (?:report|result)|test|scan|thermometer|gauge|forecast)s?";

/** The first match of `re` in `text`, trimmed. */
export function firstMatch(re: RegExp, text: string): string | null {
  const m = re.exec(text);
  return m ? m[0].trim() : null;
}

/**
 * "The city should extend the tram line": a recommendation says what to do, not what brought something about or
 * what a group is like, whatever its verb ("extend", "reduce").
 */
export const RECOMMENDS = /\b(?:should|ought to|need to|needs to|let's)\b/i;

/**
 * "That said, …", "having said that": a turn in the writer's own argument, not anyone's word. Blanked (same length,
 * so positions hold) before looking for a source that says something.
 */
export const withoutSayingMarkers = (lower: string) =>
  lower.replace(/\b(?:that (?:being )?said|having said that|needless to say)\b/gi, (m) => " ".repeat(m.length));

/**
 * "Take them with juice rather than with tea", "freeze it instead of refrigerating it", "I'd rather …", "let's leave
 * at 7:15 instead.": one course (only "Instead, …" opening a sentence turns to another matter)
 * preferred to another on the same matter, not a turn to another matter. Blanked before looking for a change of
 * subject.
 */
export const withoutPreferences = (text: string) =>
  text.replace(/\b(?:rather than|instead of|(?:would|'d) rather)\b|(?<![.!?]\s*|^\s*)\binstead\b(?!,)/gi, (m) =>
    " ".repeat(m.length),
  );
