import { readSentences, type Token } from "./nlp.js";
import { capitalise } from "./phrases.js";

// The writer's own frame around a claim: "I think …", "We firmly believe that …", "In my opinion, …".
const FRAME =
  /^(?:(?:i|we) (?:really |strongly |firmly |honestly |personally |do )?(?:think|believe|feel|reckon|suspect|guess|am (?:sure|convinced|certain)|are (?:sure|convinced|certain)|would (?:argue|say))(?: that)?,?|i'd (?:argue|say)(?: that)?,?|(?:in my (?:opinion|view)|personally|to my mind|in our view|if you ask me),|(?:honestly|frankly|seriously|to be honest|truthfully),?|(?:so,? )?(?:believe me|trust me|take it from me)(?:,| when i (?:tell|say)(?: (?:to )?you)?(?: that)?))\s+/i;

/**
 * The claim itself, as the analysis reasons about it: inside a first-person frame ("I think remote work is here to
 * stay" claims that remote work is here to stay, not something about the writer) and without a conclusion marker
 * in its middle. A frame around too little to be a claim ("I think so") stays as written.
 */
export function claimCore(stated: string): string {
  // "Schools should therefore provide …": the marker says the claim is drawn; the claim is what is drawn.
  const claim = stated
    .replace(/(?<=\S)\s*,?\s+(?:therefore|thus|hence|consequently|accordingly)\b,?(?=\s)/gi, "")
    // "Must be the starter motor": a note leaves out the subject the claim is about.
    .replace(/^must (?=be\b|have been\b)/i, "It must ");
  const m = FRAME.exec(claim);
  if (!m) return asStatement(claim);
  // "I think that shows he's ready …": what the reasons show, inside the writer's frame, is the claim.
  const rest = claim.slice(m[0].length).replace(POINTS_TO, "");
  return rest.split(/\s+/).length >= 3 ? capitalise(rest) : claim;
}

const POINTS_TO = /^(?:(?:that|this|which|it) )?(?:shows|means|proves|tells (?:me|us)|suggests)(?: that)?\s+/i;

const finite = (t: Token, i: number, all: Token[]) =>
  (t.pos === "VERB" || t.pos === "AUX") && all[i - 1]?.normal !== "to";

/**
 * An instruction to the reader: it opens with a verb in its plain form and has no other finite verb; a tagger that
 * reads the opening verb as a noun ("Close the park", "Love your neighbour") is followed by a determiner or a
 * possessive.
 */
export function isInstruction(all: Token[]): boolean {
  const tokens = all.filter((t) => t.pos !== "PUNCT");
  const [first, second] = tokens;
  if (!first || !second || /^(?:let|please|don't|do|never)$/i.test(first.normal)) return false;
  const plainVerb = first.pos === "VERB" && first.normal === first.lemma;
  // "Printing every email …", "Prices the …": a gerund or a plural opens a subject, never an instruction.
  const verbAsNoun =
    first.pos === "NOUN" &&
    !/(?:ing|s)$/.test(first.normal) &&
    (second.pos === "DET" || /^(?:your|our|their|his|her|my)$/.test(second.normal));
  // "Book a transfer before you land": a verb in a clause of time or condition is not the main clause's.
  const cut = tokens.findIndex((t, i) => i > 1 && SUBORDINATE.test(t.normal));
  const main = cut > 0 ? tokens.slice(0, cut) : tokens;
  return (plainVerb || verbAsNoun) && !main.some((t, i) => i > 0 && finite(t, i, main) && !/ing$/.test(t.normal));
}

const SUBORDINATE = /^(?:before|after|when|whenever|until|till|unless|once|while|if|because|since|so|instead)$/;

/** An instruction read as the recommendation it makes: "Keep the mascot." claims that you should keep the mascot. */
function asStatement(claim: string): string {
  const tokens = readSentences(claim).flatMap((s) => s.tokens);
  if (!isInstruction(tokens)) return claim;
  const first = tokens.find((t) => t.pos !== "PUNCT") as Token;
  const at = claim.indexOf(first.value);
  return `${claim.slice(0, at)}You should ${first.normal}${claim.slice(at + first.value.length)}`;
}
