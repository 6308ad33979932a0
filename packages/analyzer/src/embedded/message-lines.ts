import { isInstruction } from "./claim-core.js";
import { EMOJI, type Sentence, type Token, unknownName } from "./nlp.js";
import { rhetoricalAssertion } from "./rhetorical.js";

/**
 * The conventions of a message around its argument: a subject line or heading, a greeting, a sign-off, a name, a
 * request to the reader. They address someone or say what the message is about; they argue nothing.
 */

/** Nouns that head a message's heading: "Update on my hydrangeas!", "Heads up for Saturday:", "Word of warning". */
const HEADING_NOUN =
  /^(?:update|updates|notes?|news|reminder|heads[- ]up|word of warning|warning|psa|fyi|quick (?:one|question|update|note)|question|review|piece|article|post|thread|write-up|recap|summary|minutes|tip|alert|proposal|request|shout[- ]?out|newsletter|bulletin|round-?up|digest)$/;

/** How many tokens from `at` spell a heading noun, else 0. */
function headingNounAt(tokens: Token[], at: number): number {
  for (const n of [3, 2, 1]) {
    const words = tokens.slice(at, at + n).map((t) => t.normal);
    if (words.length === n && HEADING_NOUN.test(words.join(" "))) return n;
  }
  return 0;
}

const LABEL_POS = /^(?:NOUN|PROPN|ADJ|ADP|DET|NUM)$/;

/**
 * A phrase with no verb that says what follows is about: "Notes from the residents' meeting", "Text from Priya",
 * "Family update re Biscuit", "Heads up for Saturday". A heading noun may be read as a verb ("update", "heads").
 */
function headingPhrase(label: Token[]): boolean {
  const nounAt = label.findIndex((_, i) => i <= 2 && headingNounAt(label, i) > 0);
  const nounEnd = nounAt < 0 ? -1 : nounAt + headingNounAt(label, nounAt);
  // "Group chat": a compound noun whose last word the tagger reads as a bare verb.
  // "Chat from Oskar": a heading's first word read as a bare verb before a preposition.
  const compound = (t: Token, i: number) =>
    t.pos === "VERB" &&
    t.normal === t.lemma &&
    ((i === label.length - 1 && label[i - 1]?.pos === "NOUN") || (i === 0 && label[1]?.pos === "ADP"));
  const read = label.filter((t) => !/^(?:,|'|'s|-|–|—)$/.test(t.value) && !EMOJI.test(t.value));
  const fits = (t: Token, i: number) =>
    /^(?:,|'|'s|-|–|—)$/.test(t.value) ||
    EMOJI.test(t.value) ||
    LABEL_POS.test(t.pos) ||
    (i >= nounAt && i < nounEnd) ||
    compound(t, i) ||
    /^(?:re|my|our|your|their|his|her)$/.test(t.normal);
  return label.every(fits) && (nounAt >= 0 || read.some((t) => /^(?:NOUN|PROPN)$/.test(t.pos)));
}

/**
 * "Philosopher: …", "Debate coach: …": a speaker's label before the words quoted. The label names who argues;
 * it is no part of the claim or the reasons. So does a heading that says where the words come from ("Notes from
 * the residents' meeting:", "Text from Priya:", "Lab notebook, Tuesday:"): a phrase with no verb before the colon.
 */
function withoutSpeaker(tokens: Token[], first: boolean): Token[] {
  const colon = tokens.findIndex((t) => t.value === ":");
  if (colon < 1 || colon > 8 || colon > tokens.length - 4 || (first && !/^[A-Z]/.test(tokens[0].value))) return tokens;
  return headingPhrase(tokens.slice(0, colon)) ? tokens.slice(colon + 1) : tokens;
}

/** Who a greeting addresses: "Tom", "all", "team", "neighbours". */
const addressed = (t: Token) =>
  /^(?:NOUN|PROPN|ADJ)$/.test(t.pos) || /^(?:everybody|you)$/.test(t.normal) || VOCATIVE.test(t.normal);
const GREETING = /^(?:dear|hi|hello|hey|hiya|morning|evening|afternoon|good morning|good evening|good afternoon)$/;
/** A letter to a paper opens "Sir," or "Madam,"; a message "Folks," or "Team,". */
const VOCATIVE =
  /^(?:sir|madam|sirs|folks|team|all|everyone|neighbours|neighbors|friends|mum|mom|dad|guys|gran|grandma|grandad)$/;

/** How many tokens open a greeting ("Dear Editor", "Good morning all"), else 0. */
function greetingLength(tokens: Token[], end: number): number {
  const words = tokens.slice(0, end);
  if (words.length === 1) return VOCATIVE.test(words[0].normal) ? 1 : 0;
  const two = words.length > 2 && GREETING.test(`${words[0].normal} ${words[1].normal}`) ? 2 : 0;
  const opener = two || (GREETING.test(words[0].normal) ? 1 : 0);
  return opener > 0 && words.slice(opener).every(addressed) ? end : 0;
}

/** "Dear Editor,", "Hi Tom,", "Sir,": the greeting that opens a letter or a message addresses someone. */
function withoutGreeting(tokens: Token[]): Token[] {
  // "Coaches - our U12s have …": a group addressed before a dash.
  if (DASH.test(tokens[1]?.value ?? "") && tokens.length > 5 && addressesGroup(tokens[0])) return tokens.slice(2);
  const comma = tokens.findIndex((t) => t.value === ",");
  if (comma < 1 || comma > 4 || comma > tokens.length - 4) return tokens;
  // "Good evening all, hope the trip went well!": a wish after a greeting is as social as the greeting.
  const next = tokens[comma + 1]?.normal ?? "";
  const wish = /^(?:hope|hoping|wishing|happy|enjoy|have)$/.test(next);
  // "Kofi, I checked the booking rules": a name the lexicon does not know, then the writer speaking ("Priya, our
  // treasurer, says …" names the subject).
  const named = comma === 1 && unknownName(tokens[0].value) && /^(?:i|we|you|i'm|i've|we're|we've)$/.test(next);
  return (greetingLength(tokens, comma) > 0 || named) && !wish ? tokens.slice(comma + 1) : tokens;
}

const DASH = /^(?:-|–|—)$/;

/** "Coaches", "Parents", "Folks": a capitalised plural or a word of address. */
function addressesGroup(t: Token): boolean {
  return VOCATIVE.test(t.normal) || (/^[A-Z][a-z]+s$/.test(t.value) && t.pos === "NOUN");
}

function subjectLine(tokens: Token[]): boolean {
  return /^(?:re|subject|fwd|fw)$/i.test(tokens[0]?.value ?? "") && tokens[1]?.value === ":";
}

/** "Re: the broken boiler — I'd remind you …": the subject line ends at the dash. */
function withoutSubjectLine(tokens: Token[]): Token[] {
  const dash = tokens.findIndex((t, i) => i > 2 && i <= 12 && DASH.test(t.value));
  return subjectLine(tokens) && dash > 0 && dash < tokens.length - 3 ? tokens.slice(dash + 1) : tokens;
}

/** A sentence without the greeting and the heading that open it, in whichever order they come. */
export function withoutOpeners(tokens: Token[]): Token[] {
  let read = withoutGreeting(withoutSpeaker(withoutSubjectLine(tokens), true));
  for (let last = tokens; read !== last && read.length > 0; ) {
    last = read;
    read = withoutGreeting(withoutSpeaker(read, false));
  }
  return read;
}

/** "What a month!", "What a day that was!": an exclamation that opens or closes a message. */
const EXCLAIMS = /^what an? [\w' -]{2,30}!+$/i;
const WISH =
  /^(?:(?:i )?hope (?:you(?:'re| are)|you all(?:'re| are)|everyone(?:'s| is)) (?:well|ok|okay|good|keeping well|having a good \w+)|hope all(?:'s| is) well)\b[^.!?]*[.!]?$/i;

// A closing line ("Cheers, Jess", "See you all at the fountain!", "Thanks!") takes leave; it claims nothing.
const SIGN_OFF =
  /^(?:(?:cheers|thanks|thank you|many thanks|best|best wishes|all the best|regards|kind regards|love|bye|talk soon|take care|yours|yours sincerely|yours faithfully|warmly|ta)\s*(?:[,!.]|$)|see (?:you|ya)\b|x+$)/i;

/**
 * A request to the reader ("Can you drop Ellie at school?", "Anyone else tried this?", "Thoughts?", "Shall I go
 * ahead?"): it asks for a hand or an answer; the argument is in the statements around it.
 */
const ASK =
  /^(?:(?:can|could|will) (?:you|someone|somebody|anyone|anybody|one of you|we)|would (?:you|anyone|someone) (?:mind|like|be (?:able|willing|happy|up for))|(?:does|has|is|did) (?:anyone|anybody)|anyone|anybody|any (?:thoughts|objections|ideas|takers|questions|advice|tips)|thoughts|ideas|objections|shall i|should i (?:ask|go|book|order|send|check)|ok|okay|sound good|sounds good|who's in|who is in|fancy|want me to|let me know|lmk)\b/i;

function words(tokens: Token[]): Token[] {
  // "☀️" reads as a symbol and its variation selector.
  return tokens.filter(
    (t) => t.pos !== "PUNCT" && t.pos !== "SYM" && !EMOJI.test(t.value) && !/^[\p{M}\u200d]+$/u.test(t.value),
  );
}

/** "Isla", "- Hamid", "P. Lindqvist, Eastfield": a name signed at the end, capitalised words and nothing else. */
function signature(tokens: Token[]): boolean {
  const named = words(tokens);
  return (
    named.length > 0 &&
    named.length <= 5 &&
    // A name, not an initial left over from an abbreviation ("a Ph.D.").
    named.some((t) => /^[A-Z][a-z]/.test(t.value)) &&
    named.every(
      (t) =>
        /^[A-Z]\.$/.test(t.value) ||
        (/^[A-Z][a-z'’-]+$/.test(t.value) && /^(?:NOUN|PROPN)$/.test(t.pos)) ||
        /^\d+$/.test(t.value),
    ) &&
    !tokens.some((t) => /^[!?]$/.test(t.value))
  );
}

/** A line that is all heading: "Re: shed thefts", "Update on my hydrangeas!", "Word of warning on Corvane tools." */
function headingLine(tokens: Token[]): boolean {
  const said = words(tokens);
  if (subjectLine(tokens)) return said.length <= 9;
  // "Hornsey Harriers Netball – February newsletter": a title whose last word names the message, with no verb (a
  // capitalised word read as one, "Bowls", is a name).
  const titled =
    said.length >= 2 &&
    headingNounAt(said, said.length - 1) > 0 &&
    !said.some((t) => /^(?:VERB|AUX)$/.test(t.pos) && !/^[A-Z]/.test(t.value));
  return said.length <= 8 && (titled || ([0, 1].some((i) => headingNounAt(said, i) > 0) && headingPhrase(said)));
}

/** "Morning walkers!", "Hi all!": a greeting that is the whole line. */
function greetingLine(tokens: Token[]): boolean {
  const said = words(tokens);
  // "Hey band 🎸", "To the Editor:": a greeting line, whoever it names.
  const opens =
    said.length <= 3 && said.length > 0 && GREETING.test(said[0].normal) && !tokens.some((t) => t.value === "?");
  return (
    (said.length > 0 && said.length <= 4 && greetingLength(said, said.length) > 0) ||
    opens ||
    TO_EDITOR.test(joinWords(said))
  );
}

const TO_EDITOR = /^to the editors?$/i;
const joinWords = (said: Token[]) => said.map((t) => t.value).join(" ");

/**
 * A line that belongs to the message, not to the argument: a sign-off, a greeting or heading of its own, a request
 * to the reader, or (closing the message) a name.
 */
export function socialLine(sentence: Sentence, last: boolean): boolean {
  const text = sentence.text.trim();
  const { tokens } = sentence;
  if (SIGN_OFF.test(text) && words(tokens).length <= 6) return true;
  // "Hope you're well.", "Hope you're well, and sorry to bother you at the weekend.": a wish for the reader.
  if (WISH.test(text) || EXCLAIMS.test(text)) return true;
  // "Hi all, re: Saturday's away match at Reading.": a greeting, then the subject line.
  if (headingLine(tokens) || greetingLine(tokens) || headingLine(withoutGreeting(tokens))) return true;
  if (asks(sentence)) return true;
  return last && signature(tokens);
}

/** "Can you drop Ellie at school?": a request to the reader. "Can you believe they charged £20?" asserts (rhetorical.ts). */
function asks(sentence: Sentence): boolean {
  const text = sentence.text.trim();
  return sentence.tokens.at(-1)?.value === "?" && ASK.test(text) && rhetoricalAssertion(text) === null;
}

const MOVES = /\b(?:imagine|believe|forgive|picture|blame|think|guess|see why)\b/i;

/** A claim's own words: a call, an inference, a view ("I think …" may only place a thing: "I think it's in the folder"). */
const CLAIMS =
  /\b(?:should|must|ought|need to|have to|so|therefore|because|believe|reckon|clearly|obviously)\b|^(?:please )?(?:don't|do not|never)\b/i;

/**
 * Which of the message's sentences are its own lines (socialLine). What follows the closing request, up to the
 * sign-off, says how to meet it ("Could you send someone round? We're in most evenings after six."), unless it
 * argues something.
 */
export function socialLines(read: Sentence[]): boolean[] {
  const social = read.map((s, i) => socialLine(s, i === read.length - 1));
  let request = read.length - 1;
  while (request >= 0 && !(social[request] && asks(read[request]))) request--;
  const argued = read.findIndex((_, i) => !social[i]);
  // "Can you imagine how …?", "Could you ever forgive yourself?": a question put to move the reader asks for nothing.
  if (request < 0 || argued < 0 || argued > request || MOVES.test(read[request].text)) return social;
  const details = read.slice(request + 1).filter((_, k) => !social[request + 1 + k]);
  // "Upgrade to RoadGuard Premium today." after a question is a call of its own.
  const claims = (s: Sentence) => CLAIMS.test(s.text) || isInstruction(s.tokens);
  if (details.length === 0 || details.length > 2 || details.some(claims)) return social;
  return social.map((flag, i) => flag || i > request);
}

/**
 * "… bringing customers in. P. Nakashima, Ferrybridge.", "… each week. - Hamid": a name signed after the last
 * stop, which the sentence reader kept with the sentence (an initial reads as an abbreviation).
 */
export function withoutSignedTail(sentence: Sentence): Sentence {
  const { tokens } = sentence;
  for (let i = tokens.length - 2; i > 2; i--) {
    const word = tokens[i].value;
    const stop =
      /^[.!?]$/.test(word) || (/[a-z]\.$/.test(word) && !/^(?:dr|mr|mrs|ms|st|prof|rev|jr|sr)\.$/i.test(word));
    if (!stop) continue;
    const tail = tokens.slice(i + 1);
    if (signature(tail)) {
      const kept = tokens.slice(0, i + 1);
      return {
        ...sentence,
        tokens: kept,
        text: sentence.text
          .slice(0, sentence.text.lastIndexOf(tail.find((t) => /\w/.test(t.value))?.value ?? ""))
          .trim(),
      };
    }
  }
  return sentence;
}
