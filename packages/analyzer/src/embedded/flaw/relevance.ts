import { reasonAndClaim } from "./sentences.js";

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
