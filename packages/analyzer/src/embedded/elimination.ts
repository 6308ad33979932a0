import { embed, type GapClause } from "./gap.js";
import { readSentences, type Token } from "./nlp.js";
import { capitalise } from "./phrases.js";
import { innerClaim } from "./shapes.js";
import { contentTerms } from "./terms.js";

/**
 * A claim reached by elimination: "the dog must have eaten the cake", "the new paper must be causing the jams",
 * "she can only have taken the train", "the fault must be in the mains supply, not in our house". The reasons leave
 * it the one possibility only if nothing else could have done it, or the alternative the claim names is ruled out;
 * deny that and the claim no longer follows. The statement names the claim's own thing, and the reason the
 * elimination rests on ("given that …"), in the text's words.
 */
const MUST = /^(.{2,60}?) must (have|be) (.+)$/i;
const CAN_ONLY = /^(.{2,60}?) (?:can|could) only (have|be) (.+)$/i;
/** ", not in our house", "rather than the cat": the alternative the claim rules out by name. */
const ALTERNATIVE = /^(.+?),? (?:and )?(?:not|rather than) (.+)$/i;
/** A subject that names nothing the reasons could single out ("it must have rained", "there must be …"). */
const VAGUE = /^(?:it|this|that|there|these|those|something|someone|somebody|anything|everything|all|both)$/i;

/** Longer than this, a reason quoted after "given that" is the text again. */
const MAX_REASON = 16;

const tokensOf = (text: string): Token[] => readSentences(text).flatMap((s) => s.tokens);

/** "only the dog was inside", "the only change is …", "nobody else had a key": a reason that singles one thing out. */
const SINGLES_OUT = /\b(?:only|alone|no one else|nobody else|nothing else|except)\b/i;

/**
 * The premise that mentions the thing singled out, else the last one (the evidence told just before the claim).
 * With `singled`, only a premise that singles the thing out counts: "scientists must have found it at night" does
 * not rule out other finders, and no reason says it does.
 */
function evidenceFor(thing: string, premises: GapClause[], singled = false): string {
  const terms = new Set(contentTerms(tokensOf(thing)));
  const mentions = premises.find((p) => contentTerms(p.tokens).some((t) => terms.has(t)));
  if (singled && !(mentions && SINGLES_OUT.test(mentions.text))) return "";
  const about = mentions ?? premises.at(-1);
  const reason = about ? embed(about) : "";
  return reason && reason.split(/\s+/).length <= MAX_REASON && !/[;:?]/.test(reason) ? reason : "";
}

/** The claim's statement that nothing else remains, or "" when the claim is no elimination. */
export function ruledOut(conclusion: GapClause, premises: GapClause[]): string {
  // A name keeps its capital ("Sam must have taken …"), which a sentence's first word otherwise loses.
  const claim = embed(innerClaim(conclusion));
  const given = (statement: string, thing: string, singled = false) => {
    const reason = evidenceFor(thing, premises, singled);
    return reason ? `${capitalise(statement)}, given that ${reason}.` : "";
  };
  const only = CAN_ONLY.exec(claim);
  if (only) {
    const [, subject, aux, rest] = only;
    // "can only be in the blue bag": a place, which is somewhere rather than something.
    const where = tokensOf(rest)[0]?.pos === "ADP" ? "anywhere" : "anything";
    if (aux.toLowerCase() === "be") return given(`${subject} could not be ${where} other than ${rest}`, rest);
    // "taken the train": the participle, then the one thing it could have been done to.
    const [participle, ...object] = rest.split(/\s+/);
    // The object is a thing ("the train"); "paid by card" names a way, which "anything other than" cannot take.
    const [verb, thing] = tokensOf(rest);
    if (verb?.pos !== "VERB" || !/^(?:DET|NOUN|PROPN|ADJ|NUM)$/.test(thing?.pos ?? "")) return "";
    return given(`${subject} could not have ${participle} anything other than ${object.join(" ")}`, object.join(" "));
  }
  const must = MUST.exec(claim);
  if (!must) return "";
  const [, subject, aux, rest] = must;
  const named = ALTERNATIVE.exec(rest);
  // "must be in the mains supply, not in our house": the alternative it names is what must be ruled out.
  if (named && aux.toLowerCase() === "be") return given(`${subject} could not be ${named[2]}`, named[2]);
  if (named || VAGUE.test(subject) || subject.split(/\s+/).length > 6) return "";
  // "must have eaten", "must be causing": something done, by the thing the reasons single out. "Must be sour"
  // infers a property, with no other doer to rule out.
  const first = tokensOf(rest)[0];
  const done = first?.pos === "VERB" && (aux.toLowerCase() === "have" || first.normal.endsWith("ing"));
  if (!done || tokensOf(subject).some((t) => t.pos === "PRON")) return "";
  return given(`nothing other than ${subject} could ${aux} ${rest}`, subject, true);
}

/**
 * "It isn't the roof …. It isn't the radiator pipe either …. So it has to be condensation.": each reason rules a
 * candidate out, and the claim names the one left. That follows only if the candidates named were all there were.
 */
const DENIED =
  /\b(?:isn't|is not|wasn't|was not|can't be|cannot be|couldn't be|could not be|couldn't have been|could not have been|it's not|it is not)\s+(?:(?:coming|caused|due|brought on) (?:from|by|to)\s+)?(.+?)(?=,|;|\.|\s+[-–—]\s|\s+(?:because|since|as|either|though|after|when)\b|$)/i;
const REMAINING =
  /\b(?:has to be|have to be|must be|must have been|can only be|could only be|(?:it's|it is) got to be)\s+(?:(?:coming|caused|due) (?:from|by|to)\s+)?(.+?)[.!]?$/i;
const DOER = /^(.{2,60}?) must have (?:\w+ed|\w+en|done|made|put|caught|brought|left|taken|eaten|killed)\b/i;

/**
 * A noun phrase: a candidate is a thing ("the radiator pipe", "contamination"), not a quality ("lazy", "entirely
 * hand-stitched"), so it opens with an article, a number, a noun or a name.
 */
function namesThing(phrase: string): boolean {
  const tokens = tokensOf(phrase);
  return (
    tokens.length > 0 &&
    // "that peace lily Gran brought round on Wednesday": a thing with what is told of it.
    tokens.length <= 10 &&
    (/^(?:DET|NUM|NOUN|PROPN)$/.test(tokens[0].pos) || /^(?:her|his|their|our|my|its|your)$/i.test(tokens[0].value)) &&
    // "the pedals": after an article, a word the tagger reads as a verb is still the noun.
    (tokens.some((t) => /^(?:NOUN|PROPN)$/.test(t.pos)) || (tokens[0].pos === "DET" && tokens.length > 1))
  );
}

function listed(items: string[]): string {
  return items.length === 1 ? items[0] : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "The only possibilities are the roof, the radiator pipe and condensation.", or "" when no candidate is ruled out. */
export function onlyCandidates(conclusion: GapClause, premises: GapClause[]): string {
  const claim = innerClaim(conclusion).text.trim();
  // "Every quilt entered … has to be hand-stitched" states a rule; no candidate is left by ruling others out.
  if (/^(?:every|all|each|any|no)\b/i.test(claim)) return "";
  const left = REMAINING.exec(claim)?.[1] ?? DOER.exec(claim.replace(/^(?:so|therefore|thus),?\s+/i, ""))?.[1] ?? "";
  if (!left || !namesThing(left) || VAGUE.test(left)) return "";
  const out = premises
    .map((p) => DENIED.exec(p.text)?.[1]?.replace(/\s+(?:either|at all|then)$/i, "") ?? "")
    .filter((item) => item && namesThing(item) && !VAGUE.test(item));
  if (out.length === 0) return "";
  const lower = (s: string) => (tokensOf(s)[0]?.proper ? s : s[0].toLowerCase() + s.slice(1));
  return `The only possibilities are ${listed([...out, left].map(lower))}.`;
}

/** The text rules candidates out one by one and names the one left ("It's not the chain … So it has to be …"). */
export function rulesOut(text: string): boolean {
  const sentences = text.split(/(?<=[.!?])\s+/).map((s) => s.replace(/,\s*(?:right|yeah|no)\?$/i, "."));
  return (
    sentences.some((s) => /^(?:it|that|this)(?:'s| is| isn't| wasn't| was)\b/i.test(s) && DENIED.test(s)) &&
    sentences.some((s) => REMAINING.test(s.replace(/^(?:so|therefore|thus),?\s+/i, "")))
  );
}
