import type { FlawId } from "../../flaw-taxonomy.js";
import { CAUSE_UNKNOWN, CONTROLLED } from "./causal.js";
import { CALLED_FALSE } from "./denial.js";
import { BEARS_ON_THE_WORDS } from "./dismissal.js";
import { feltSentence, ownFeelingWithFacts } from "./emotion.js";
import { cautionAfterGap } from "./ignorance.js";
import { popularityNotOffered } from "./populum.js";
import { REPRESENTATIVE } from "./sample.js";
import { RECORD, withoutSayingMarkers } from "./sentences.js";
import { answered, DISPUTED, GIVES_REASON, inOwnField, OWN_AFFAIRS, VOUCHES } from "./source.js";

/** The writer weighs the source's reason, not the source: "that made sense, so I bought …", "her reasoning: …". */
const WEIGHED =
  /\b(?:(?:that|which|it) (?:made|makes) (?:good )?sense|(?:her|his|their) reasoning\b|the reasons? (?:she|he|they) gave)/;
/** A record read for the facts it holds ("the notice says the work lasts until Friday") is no authority leaned on. */
const RECORD_SAYS = new RegExp(String.raw`\b${RECORD},? (?:which |that )?(?:says?|said|states?|shows?)\b`);
/** A speaker answering a question or arguing with reasons of their own is the one who argues, not a source. */
const IN_AN_EXCHANGE =
  /\b(?:asked (?:about|why|whether|how|for)|was asked|pressed (?:about|on|over|for)|responding to|in response to|replied|responded|citing|pointing (?:out|to)|noting that|arguing that|reasoned that)\b/;
/** A causal claim offered as possible, not as found: "libraries might attract burglars", "may protect the heart". */
const HEDGED_CAUSE =
  /\b(?:might|may|could|possibly|perhaps)\b (?:\w+ ){0,2}(?:cause[ds]?|attract|help(?:ed|s)?|lead|led|make|made|explain|protect|prevent|reduce|lower|raise|improve|boost|harm|damage|affect|contribute|trigger|worsen|ease|be (?:behind|why|the reason))\b/;

/**
 * A straw man distorts a view someone holds: a text that reports no view, proposal or words of anyone ("the
 * potholes damaged forty cars, so the council should fill them") has no other side to distort.
 */
const VIEW_REPORTED =
  /\b(?:you|your|say|says|said|saying|want|wants|wanted|wanting|argue[sd]?|arguing|propos\w*|suggest\w*|think|thinks|thought|believe[sd]?|claim\w*|calls? for|called for|insist\w*|asks?|asked|mean|means|meant|views?|position|accus\w*|critics?|opponents?|supporters?|campaigners?|those who|people who|according to)\b/;

/**
 * "Because the stadium will sit empty most of the year, it is a waste of public money": a reason that opens the
 * claim's own sentence, its subject taken up by the claim's pronoun, bears on the claim; it turns to no other matter.
 */
const REASON_FOR_ITS_CLAIM =
  /^(?:because|since|as) [^.?!]{3,120}, (?:it|they|this|that|he|she)(?:'s| is| are| was| were| will| would)\b[^.?!]*[.!]?$/;

/** A source's word answered at once ("my neighbour told me the ferry is unsafe. However, it passed …"). */
function answeredSource(lower: string): boolean {
  const said = VOUCHES.exec(lower);
  return said !== null && answered(lower, said.index);
}

/**
 * What the hand-written readers clear: signs in the text that a type's parts are answered (a source speaking on
 * its own field, a gap that leads to caution, a cause tested or left open, a point that bears on the words). The
 * flaw model weighs them as features ("clear:<type>"), as it weighs the parts themselves.
 */
export function clearances(text: string): FlawId[] {
  const t = text.replace(/[’‘]/g, "'");
  const lower = withoutSayingMarkers(t.toLowerCase());
  const cleared: [FlawId, boolean][] = [
    [
      "irrelevant_authority",
      OWN_AFFAIRS.test(t) ||
        DISPUTED.test(t) ||
        GIVES_REASON.test(t) ||
        inOwnField(lower) ||
        WEIGHED.test(lower) ||
        RECORD_SAYS.test(lower) ||
        IN_AN_EXCHANGE.test(lower) ||
        answeredSource(lower),
    ],
    ["appeal_to_ignorance", cautionAfterGap(lower)],
    ["false_cause", CONTROLLED.test(t) || CAUSE_UNKNOWN.test(t) || CALLED_FALSE.test(t) || HEDGED_CAUSE.test(lower)],
    ["ad_hominem", BEARS_ON_THE_WORDS.test(lower)],
    ["appeal_to_emotion", ownFeelingWithFacts(t, feltSentence(t))],
    ["hasty_generalization", REPRESENTATIVE.test(t)],
    ["ad_populum", popularityNotOffered(lower)],
    ["straw_man", !VIEW_REPORTED.test(lower)],
    ["red_herring", REASON_FOR_ITS_CLAIM.test(lower.trim())],
  ];
  return cleared.filter(([, yes]) => yes).map(([id]) => id);
}
