import { reasonAndClaim, sentencesAtStops } from "./sentences.js";

/**
 * An objection the text reports, answered with another matter (red herring; Damer): "critics say the stadium will
 * raise taxes. But our team has won three cups, so it should be built." The reply's reason shares no word with the
 * objection, or the reply waves the question away ("is not worth raising") with a reason that touches only its
 * subject. A reply that takes up the objection's terms ("ticket sales, not taxes, will pay for it") answers it.
 * Written from the textbook description, not from any evaluation text. Input: lower-cased, straight apostrophes.
 */

// Someone's objection or question, reported: what follows the reporting verb (and whom it was put to: "asked the
// landlord why …") is what the reply must answer.
const OBJECTION =
  /\b(?:critics|opponents|sceptics|skeptics|some people|many people|people|residents|tenants|customers|parents|neighbou?rs|others|some|you|(?:my|our) (?:opponents?|rivals?|critics))\s+(?:\w+\s+)?(?:say|says|said|argue|argues|argued|claim|claims|claimed|ask|asked|worry|worried|complain|complained|object|objected|point out|pointed out|fear|feared|warn|warned|critici[sz]e|critici[sz]ed|accuse|accused)\s+(?:that\s+|about\s+|(?:(?:the|my|our|their|his|her) \S+ |me |us |him |her |them )?(?:whether|if|why)\s+)?([^.?!]{8,160})/;
// Or the question itself, put to the reader: "will the mall cause traffic jams? well, …".
const ASKED =
  /^(?:will|would|does|do|did|is|are|was|were|can|could|should|has|have|won't|isn't|doesn't)\s+([^.?!]{8,160})\?$/;
// A reply opens with a turn ("but", "well"), or is narrated: "the landlord replied that …".
const REPLY =
  /^(?:(?:but|yet|however|still|nevertheless|well),?|(?:\w+ ){1,3}?(?:replied|answered|responded)(?: that)?,?)\s+/;
// A change made since the objection ("the bar has now fitted thick windows") is a remedy offered for it: an answer,
// even when no word of the objection returns.
const REMEDY =
  /\b(?:has|have|had) (?:now |since |already |just )?(?:fitted|installed|built|added|fixed|repaired|changed|replaced|reduced|cut|moved|hired|introduced|put in|removed)\b/;
// The subject a reason opens with, before its verb ("the mall will have …"): naming what the objection is about
// is not yet answering what it says about it.
const OPENING_SUBJECT = /^([^,;]{0,30}?)\s(?:will|would|is|are|was|were|has|have|had|can|could|does|do)\b/;
// The reply dismisses the question itself rather than answering it.
const WAVED_AWAY =
  /\b(?:not worth (?:raising|asking|discussing|worrying about)|(?:does not|doesn't|do not|don't) matter|irrelevant|beside the point|no need to (?:worry|ask|discuss)|nothing to (?:worry|complain) about|(?:is|are) not (?:an|the) (?:issue|question|point)|should (?:stop|drop)|should be (?:dropped|ignored|dismissed|set aside)|(?:let's|let us) (?:not|move on))\b/;

const SMALL = new Set(
  "the and but yet for not new old too all any one two now some more most less are was were has have had its our their his her who why how what that this with they them will would could should from into than then also very just".split(
    " ",
  ),
);
// Words of three letters or more, compared by their first four letters, so "bus" meets "buses" and "noisy" meets
// "noise".
const termsOf = (s: string) => (s.match(/[a-z]{3,}/g) ?? []).filter((w) => !SMALL.has(w));
const sameTerm = (a: string, b: string) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.startsWith(short.slice(0, 4));
};

/** The objection and the reply's reason that passes it by, quoted, or null. */
export function objectionPassedBy(t: string): string | null {
  // A reply in the objection's own sentence ("my opponent says …, but …") is taken as the next sentence.
  const sentences = t.split(/(?<=[.!?])\s+|,\s+(?=(?:but|yet|however)\s)/);
  for (let i = 0; i + 1 < sentences.length; i++) {
    const objection = OBJECTION.exec(sentences[i]) ?? ASKED.exec(sentences[i].trim());
    const opening = REPLY.exec(sentences[i + 1]);
    if (!objection) continue;
    const reply = sentences[i + 1].slice(opening?.[0].length ?? 0);
    const [reason, claim] = reasonAndClaim(reply);
    // With no "but" or "well", the reply must wave the objection away to be a reply at all.
    if ((!opening && !(reason && WAVED_AWAY.test(claim))) || REMEDY.test(reason ?? reply)) continue;
    // Both open with the same subject ("will the mall …? well, the mall will …"): that shared subject does not count.
    const asked = termsOf(objection[1]);
    const topic = termsOf(OPENING_SUBJECT.exec(reason ?? reply)?.[1] ?? "").filter((x) =>
      asked.slice(0, 2).some((w) => sameTerm(x, w)),
    );
    const raised = asked.filter((w) => !topic.some((x) => sameTerm(x, w)));
    // A pronoun that takes up the objection's subject ("built a barrier along it") touches it as a shared word does.
    const takesUp = /\b(?:it|its|they|them|their)\b/.test(reason ?? reply) ? 1 : 0;
    const shared = termsOf(reason ?? reply).filter((w) => raised.some((r) => sameTerm(r, w))).length + takesUp;
    if (shared === 0 || (shared === 1 && reason && WAVED_AWAY.test(claim)))
      return `${objection[1].trim()} … ${(reason ?? reply).trim()}`.replace(/[.,;]+$/, "");
  }
  return null;
}

/**
 * A challenge told by a narrator and answered with another matter, read by its parts: a question, a complaint or
 * evidence put to someone ("pressed about the breach", "confronted with evidence that …", "when the auditor raised
 * …"), then a reply that turns away by its very verb ("spoke at length about", "steered the discussion toward",
 * "devoted most of its speech to") or that names only other things ("highlighted its award-winning camera",
 * "replied that the company has donated millions"): no term of the challenge, no pronoun taking it up.
 */
const CHALLENGE =
  /\b(?:asked (?:(?:at|in|during|by|on) [^.?!,;]{2,40}? )?(?:about|why|whether|how|what|if)|was asked|wanted to know|(?:pressed|questioned|quizzed|grilled|challenged) (?:about|on|over|why|for)|confronted (?:with|about|over)|faced with (?:questions|criticism|evidence|complaints)|facing (?:questions|criticism|complaints)|(?:when|after) [^.?!,;]{0,40}\b(?:raised|asked|questioned|complained|criticised|criticized|pointed out)|(?:in|during|at) (?:a|the) (?:\w+ )?(?:debate|discussion|hearing|meeting|interview) (?:on|about|over)|(?:answer|response|reply|answers|responses) to (?:questions|criticism|complaints|concerns|worries|residents'|parents')|caught)\b/;
const TURNS_AWAY =
  /\b(?:(?:spoke|talked|went on|waxed)(?: at length| instead| mostly| only)? about|steered [^.?!]{0,40}\btoward|turned (?:the (?:conversation|discussion|debate) )?to|devoted [^.?!]{0,50}\bto|began (?:describing|talking about|discussing)|urged [^.?!]{0,40}\bto focus on|changed the subject|asked why (?:critics|others|people|nobody|no one)|(?:noted|replied|said|answered) that other (?:countries|companies|people|firms|schools|cities) [^.?!]{0,40}\btoo|the real (?:scandal|problem|issue|story))\b/;
const NAMES_OTHER =
  /\b(?:highlighted|praised|boasted (?:of|about)|listed|listing|by listing|described|describing|announced|announcing|reminded [^.?!]{0,30}\b(?:of|about|how|that)|pointed to|noted that|replied that|answered that|said that|responded that|responded by)\b/;

export function challengeTurnedAway(t: string): string | null {
  const sentences = sentencesAtStops(t);
  for (let i = 0; i < sentences.length; i++) {
    const asked = CHALLENGE.exec(sentences[i]);
    if (!asked) continue;
    const after = `${sentences[i].slice(asked.index + asked[0].length)} ${sentences[i + 1] ?? ""}`;
    const away = TURNS_AWAY.exec(after);
    if (away) return sentences[i].trim();
    // The challenge runs to its first comma or semicolon; the reply is what the speaker then names.
    const cut = after.search(/[,;]/);
    const named = NAMES_OTHER.exec(after);
    // A debate is no question put to the speaker: there only a turn away by its verb counts.
    const debate = /^(?:in|during|at)\b/.test(asked[0]);
    if (
      debate ||
      cut < 0 ||
      !named ||
      named.index < cut ||
      /\b(?:because|since|as a result|caused|due to)\b/.test(after)
    )
      continue;
    const raised = termsOf(after.slice(0, cut));
    const reply = after.slice(named.index + named[0].length).split(/[.!?]/)[0] ?? "";
    // A pronoun that opens the reply takes the challenge up ("replied that it would reopen"); one further on points
    // back into the reply itself ("the town had won an award for its floral displays").
    const takesUp = /^\s*(?:\w+\s+){0,2}?(?:it|its|they|them|their|this|these|those)\b/.test(reply);
    if (!takesUp && !termsOf(reply).some((w) => raised.some((r) => sameTerm(r, w)))) return sentences[i].trim();
  }
  return null;
}

/**
 * A question or a complaint put in one turn and answered in the next with another matter: "Tenant: The window still
 * won't shut. Landlord: You've got the nicest flat in the building …", "Q: Why was I charged £25? Reply from the
 * bank: We're proud to have been voted …", or a letter that names what it answers ("Regarding your request about
 * the deposit: I'd remind you …"). The reply shares no term with the question and gives no cause; "that wasn't my
 * question" says so outright.
 */
const TURN = /(?:^|\s)((?:[a-z][\w']*\s){0,3}[a-z][\w']*):\s+/g;
const ANSWERED_ELSEWHERE =
  /\b(?:that wasn't|that was not|that's not|that is not) (?:my|the) question\b|\byou (?:haven't|have not|didn't|did not) answered?\b/;
const ANSWER_WORDS =
  /^(?:\s*(?:yes|no|yeah|nope|sure|sorry|ok|okay|fair|good point|because|since|it's because|we've|i've|i'll|we'll)\b)|\b(?:because|due to|caused|so that|fixed|repair\w*|refund\w*|apologi[sz]e)\b/;
// The reply turns to the speaker's own credit or the other side's failings: the sign of a matter changed, where a
// reply in other words may still answer ("Why did you leave? The rehearsals moved to weekday afternoons").
const PIVOT =
  /\b(?:proud|delighted|pleased to (?:share|announce|report)|fantastic|superb|record (?:sums|levels|numbers|investment)|best in the|voted|award|nicest|deserve (?:a lot )?more (?:gratitude|thanks|credit)|raises? thousands|(?:i'd|i would|we would|we'd|let me) (?:also )?(?:remind|point out)|put (?:their|our) lives on the line|when i was (?:their|your) age|raised (?:over |more than )?£?\d|for charity|should be grateful|going to love it)\b/;
const LETTER_ABOUT =
  /(?:^|[.,]\s+)(?:re:?|regarding|concerning|about|thank you for your (?:email|letter|message|note|complaint|enquiry|query))\s+(?:your\s+)?(?:\w+\s+){0,2}?(?:about|regarding|concerning|on|re)?\s*([^.:;]{4,80})[.:;]\s+/;

// Pronouns and linking words that any question and answer share.
const plain = (w: string) => !/^(?:you|your|yours|about|after|been)$/.test(w);

export function turnAnsweredElsewhere(t: string): string | null {
  const all = [...t.matchAll(TURN)];
  if (ANSWERED_ELSEWHERE.test(t) && all.length >= 2)
    return t.slice(all[0].index ?? 0, all[2]?.index ?? t.length).trim();
  const turns = all.filter((m) => !/^(?:re|note|update|ps)$/.test(m[1]));
  const pairs: [string, string, string][] = [];
  for (let i = 0; i + 1 < turns.length; i++) {
    const start = (turns[i].index ?? 0) + turns[i][0].length;
    const end = turns[i + 1].index ?? t.length;
    const next = t.slice(end + turns[i + 1][0].length, turns[i + 2]?.index ?? t.length);
    // The speaker's label ("reply from the bank") is no term of the reply.
    pairs.push([t.slice(start, end), next, turns[i + 1][1]]);
  }
  const letter = LETTER_ABOUT.exec(t);
  if (letter) pairs.push([letter[1], t.slice((letter.index ?? 0) + letter[0].length), ""]);
  for (const [asked, reply, label] of pairs) {
    if (ANSWER_WORDS.test(reply) || REMEDY.test(reply) || !PIVOT.test(reply)) continue;
    const raised = termsOf(asked).filter(plain);
    const said = termsOf(reply).filter((w) => plain(w) && !label.includes(w));
    // A letter names its matter in a word or two ("your request about the deposit"); a turn says more.
    if (raised.length < (label === "" ? 1 : 3) || said.length < 6) continue;
    if (!said.some((w) => raised.some((r) => sameTerm(r, w)))) return `${asked.trim()} … ${reply.trim()}`;
  }
  return null;
}
