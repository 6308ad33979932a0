import type { FlawId } from "../../flaw-taxonomy.js";
import { CAUSE_UNKNOWN, CONTROLLED, causalFromTogether } from "./causal.js";
import { turnedConditional } from "./converse.js";
import { groundDenied, needAnsweredBySufficiency } from "./denial.js";
import { followsByConditional, negated, same, sharesTerm } from "./formal.js";
import { STANDARD_OF_PROOF } from "./ignorance.js";
import { episodeToKind, partialSample, REPRESENTATIVE, widerClaim } from "./sample.js";
import { asWritten, contentWords, INFERS, reasonAndClaim, sentenceAt, sentencesOf } from "./sentences.js";
import { commonAsMost, pastAsCertain, shiftedTerm, traitAsSign } from "./shifts.js";

/**
 * Reasoning errors in calm, well-formed arguments: the structural flaws of critical-reasoning textbooks (a
 * necessary condition read as sufficient, a correlation read as a cause, a sample read as the whole, a lack of
 * proof read as disproof, a proportion read as a number, one explanation taken as the only one). They are looked
 * for only when none of the loud fallacies has its evidence, and each needs its own words in the text, quoted
 * as the evidence. Written from the textbook descriptions (Damer; Kelley), not fitted to any data set.
 */
export interface ReasoningFlaw {
  id: FlawId;
  evidence: string;
}

export interface ReasoningContext {
  conclusion: string;
  premises: string[];
}

// A lack of proof offered as proof of the opposite, in the measured wording of a report.
const NO_PROOF =
  /\b(?:no (?:\w+ ){0,2}(?:evidence|proof|reason to (?:think|believe|suppose))|not (?:yet )?been (?:proven|proved|shown|demonstrated|established|confirmed)|never been (?:proven|proved|shown|demonstrated)|(?:has|have) (?:yet )?(?:failed|been unable) to (?:prove|show|find|demonstrate|establish)|cannot be (?:proven|proved)|no one has (?:yet |ever )?(?:succeeded|managed|proven|proved|shown|found|demonstrated)|there is no (?:\w+ )?(?:evidence|proof)|(?:has|have)(?: not| never)(?: yet)? (?:been )?(?:received|provided|found|detected|recogni[sz]ed|observed|seen|shown|proven|proved)|(?:has|have) yet to (?:be )?(?:receive|provide|find|detect|recogni[sz]e|observe|see|show|prove)|(?:no one|nobody|nor anyone(?: else)?) (?:has|have) (?:yet |ever )?(?:provided|offered|given|produced|found) (?:any )?(?:\w+ )?(?:support|evidence|proof))\b/i;
// A source's interests or conduct offered against what it says (the circumstantial attack, in measured words).
const SOURCE_INTEREST =
  /\b(?:conflict of interest|commissioned by|funded by|paid by|financed by|sponsored by|stands? to (?:gain|profit|benefit)|vested interest|financial (?:interest|stake)|bad faith|(?:he|she|they) (?:himself|herself|themselves) (?:were|was|would|did|does|do)|(?:himself|herself|themselves) were)\b/i;
const DISMISSES =
  /\b(?:false|unfounded|mistaken|wrong|without merit|inaccurate|untrue|cannot be trusted|can(?:not)? be (?:ignored|dismissed)|continue to|should be (?:rejected|ignored|dismissed)|not (?:be )?(?:trusted|believed|taken seriously)|(?:does|do|did) not (?:merit|deserve|warrant)|not worth)\b/i;
// One thing compared with another and the conclusion carried across (a calm analogy).
// "just as" opens an analogy only before a case ("just as a car needs fuel"); "did just as well" is a degree.
const ANALOGY =
  /\b(?:just as(?!\s+(?:well|good|bad|much|many|likely|fast|high|low|often|important|easy|hard|big|small|safe|\w+ly)\b)|similarly|likewise|by the same token|(?:is|are) analogous to|\w+, too,)(?!\w)/i;
// Parts and the whole they make up: what holds of each member need not hold of the group, nor the reverse.
const EACH_PART =
  /\b(?:each|every|all (?:the|its|of (?:the|its|our|their)))\s+(?:\w+\s+)?(?:members?|parts?|components?|players?|employees?|ingredients?|individuals?|musicians?|departments?|pieces?|citizens?|workers?|students?|soldiers?|cells?|units?)\b/i;
const WHOLE =
  /\b(?:the|its|our|their|this|that|a)\s+(?:\w+\s+)?(?:team|group|company|organi[sz]ation|society|nation|whole|committee|orchestra|band|army|country|department|class|firm|meal|dish|machine|body|system|collection)\b(?!\s+members?)/i;

// "every brick in this wall", "each player on the team": parts named with the whole they belong to.
const PART_IN_WHOLE =
  /\b(?:each|every|all(?: the)?)\s+(?:\w+\s+)?\w+\s+(?:in|of|on|at)\s+(?:the|this|that|our|its|their|my)\s+(\w+)/i;

/** A claim about a whole from its parts (composition), or about each part from the whole (division). */
function partsAndWhole(text: string, context: ReasoningContext): string | null {
  const sentence = asWritten(text, context.conclusion);
  if (!sentence) return null;
  const [own, claim] = reasonAndClaim(sentence);
  const reasons = [own, ...sentencesOf(text).filter((s) => !s.includes(sentence))].filter((s): s is string => !!s);
  const namesWhole = (s: string) => {
    const whole = PART_IN_WHOLE.exec(s)?.[1];
    return !!whole && new RegExp(String.raw`\b(?:the|this|that|our|its|their|my)\s+${whole}\b`, "i").test(claim);
  };
  // The whole is said to have the parts' own property ("light", "excellent"), not some other one.
  const sameProperty = (s: string) => {
    const said = /\b(?:is|are|was|were)\b(.*)$/i.exec(s)?.[1] ?? "";
    return contentWords(said).some((w) => contentWords(claim).includes(w));
  };
  const parts = reasons.find((s) => ((EACH_PART.test(s) && WHOLE.test(claim)) || namesWhole(s)) && sameProperty(s));
  if (parts && !EACH_PART.test(claim) && !PART_IN_WHOLE.test(claim)) return `${parts} … ${claim}`;
  const whole = reasons.find((s) => WHOLE.test(s) && !EACH_PART.test(s));
  if (whole && EACH_PART.test(claim)) return `${whole} … ${claim}`;
  return null;
}

// A share or rate, which says nothing by itself about numbers or totals (or the reverse).
// A share of a group. A percentage point is a difference, and a price's rate ("at 6.9%", "charges 8.2%") is a
// cost, not a share of anyone.
const PROPORTION =
  /\b(?:percentage(?! points?\b)|proportion|percent|per cent|share of|out of (?:a |every )?(?:hundred|thousand|\d+)|twice as many|half (?:of|as))\b|(?<!\b(?:at|charges?|charging|rate of|interest of|apr of) \d*[.,]?\d*)\d\s?%/i;
// A share named as a yardstick: a definition, a limit, a target.
const STANDARD =
  /\b(?:defined as|definition|threshold|limit|cap|benchmark|target|guideline|rule of thumb|recommended|comfortable with|by (?:that|this|the same|any) (?:measure|standard|yardstick))\b/i;
// A claim about how many, or how much: what a share alone cannot show.
const AMOUNT = /\b(?:number of|numbers|more \w+ than|fewer|total|amount|how many)\b/i;
// A condition: what is required, or what would be enough.
const CONDITION =
  /\b(?:only (?:those|people|someone|persons?|things|\w+s) (?:who|that|which)\b|only \w+ (?:\w+ )?(?:can|will|are|is|do|does|understand\w*|have|has)|only if|only when|unless|necessary|(?<!(?:should|must|will|would|to) (?:all )?be )required?|requires|requirement|prerequisite|sufficient|(?<!(?:to|so as to|in order to) )(?:guarantees?|ensures?)|must (?:first )?(?:have (?:a|an|the|some|at least|\d+|more|enough|its?|their)|be able)\b|if (?:\w+ ){1,12}(?:will|would|can|could|cannot|must)|if [^.?!;]{3,150}?, (?:then )?[^.?!;]{0,60}?\b(?:will|would|can|could|cannot|must)\b|to (?:\w+ ){0,5}\w+,? (?:one|a person|an? \w+|people|they|we|you) (?:must|needs? to|has to|have to))\b/i;
// A conclusion that explains, or picks the cause or reason of, what the reasons report ("will probably" forecasts,
// it explains nothing).
const EXPLANATION =
  /\b(?:explains?|explanation|the (?:real |only |likely )?(?:reason|cause)|must have (?!(?:to|a|an|the|some|no|any|enough|more)\b)\w+|must be (?!\w+(?:ed|en)\b)\w+|must be (?:caused|due)|account(?:s|ed)? for|shows? that|clearly|it is clear)\b/i;
/** Every explanation cue of a text, for String.match. */
const EXPLANATIONS = new RegExp(EXPLANATION.source, "gi");

/**
 * "Clearly" before a claim of what brought something about picks one explanation ("Clearly, the drug cured them");
 * before a verdict ("the exhibit is clearly a success") it only insists.
 */
const INSISTS = /^(?:clearly|it is clear)$/i;
const BROUGHT_ABOUT =
  /\b(?:caus\w*|led to|leads? to|result\w*|due to|because|responsible|effects?|made|makes?|produc\w+|increas\w+|decreas\w+|reduc\w+|improv\w+|rais\w+|lower\w*|helps?|helped|prevent\w*|work(?:s|ed)?|must|explain\w*|reason)\b/i;

// "never tasted such a soup" measures a degree; it reports no search that came up empty.
const DEGREE = /^\s+(?:\w+\s+){0,2}(?:such|so|anything like)\b/i;

/** The sentence reporting that proof or evidence is lacking. */
function lackOfProof(text: string): string | null {
  if (STANDARD_OF_PROOF.test(text.toLowerCase())) return null;
  for (const s of sentencesOf(text)) {
    const m = NO_PROOF.exec(s);
    if (m && !DEGREE.test(s.slice(m.index + m[0].length))) return s;
  }
  return null;
}

/** A share or rate offered for a claim about numbers or amounts, or numbers offered for a claim about a share. */
function shareAsAmount(text: string, context: ReasoningContext): string | null {
  const share = sentenceAt(text, PROPORTION);
  if (!share) return null;
  const sentences = sentencesOf(text);
  const claims = [asWritten(text, context.conclusion), ...sentences.filter((s) => INFERS.test(s))].filter(Boolean);
  const amount = claims.find((c) => AMOUNT.test(c) && !PROPORTION.test(c));
  if (amount) return `${share} … ${amount}`;
  // "With a response rate above 70%, it looks like …": a share in the opener qualifies the evidence, not the claim.
  const rate = claims.find((c) => PROPORTION.test(c.replace(/^(?:with|given) [^,]{3,80}, /i, "")));
  const counted = rate && sentences.find((s) => !s.includes(rate) && AMOUNT.test(s) && !PROPORTION.test(s));
  if (counted) return `${counted} … ${rate}`;
  // A share of one group stated as a share of another ("2 percent of the kitchens with no fire" … "98 out of 100 alarms").
  // A share set against a standard ("a bear market is defined as a drop of 20%", "the 30% I'm comfortable with") is
  // measured by it, not mistaken for it.
  const other = rate && sentences.find((s) => !s.includes(rate) && !rate.includes(s) && PROPORTION.test(s));
  if (!other || !rate || [other, rate].some((s) => STANDARD.test(s))) return null;
  return sameGroup(other, rate) ? null : `${other} … ${rate}`;
}

/** The content words just after each share ("percent of the kitchens") overlap: the shares are of one group. */
function sameGroup(a: string, b: string): boolean {
  const after = (s: string) => {
    const m = PROPORTION.exec(s);
    return m
      ? contentWords(
          s
            .slice(m.index + m[0].length)
            .split(/\s+/)
            .slice(0, 6)
            .join(" "),
        )
      : [];
  };
  const x = after(a);
  return after(b).some((w) => x.includes(w));
}

/** A claim dismissed because of who makes it: the source's interest, and the dismissal. */
function sourceAttack(text: string): string | null {
  const interest = sentenceAt(text, SOURCE_INTEREST);
  return interest && DISMISSES.test(text) && !WEIGHED_NOT_DISMISSED.test(text) ? interest : null;
}

// An interest named, then weighed against the evidence rather than put in its place: "that on its own doesn't make
// it wrong, but it's a reason to read it carefully", "so I checked it against the field trial".
const WEIGHED_NOT_DISMISSED =
  /\b(?:(?:doesn't|does not|don't|wouldn't) (?:on its own |by itself |alone )?make (?:it|them|the \w+) (?:wrong|false|untrue)|(?:on its own|by itself|alone) (?:doesn't|does not)|read (?:it|them) carefully|checked (?:it|them|this|that) against|didn't just take (?:its|their|his|her) word)\b/i;

/**
 * A condition the conclusion leans on: the sentence stating it shares a term with the conclusion and is not the
 * conclusion itself, and the argument is not a valid conditional (modus ponens or tollens), which is no flaw.
 */
function conditionMisread(text: string, context: ReasoningContext): string | null {
  if (followsByConditional(text.toLowerCase().replace(/[’‘]/g, "'"))) return null;
  const claim = contentWords(context.conclusion);
  const written = asWritten(text, context.conclusion);
  const sentences = sentencesOf(text);
  for (const s of sentences) {
    // A condition inside the conclusion, or inside any sentence that draws one ("Therefore, if …"), is what is
    // claimed, not a condition the inference misreads; one inside a question asserts nothing.
    if (!CONDITION.test(s) || s.includes(written) || DRAWS.test(s) || s.endsWith("?")) continue;
    if (exceptionDenied(s, sentences, written) || sameSupposition(s, context.conclusion)) continue;
    const terms = contentWords(s);
    // The condition links a reported fact to the conclusion: it shares a term with each.
    const fact = sentences.some(
      (o) => o !== s && !o.includes(written) && contentWords(o).some((w) => terms.includes(w)),
    );
    if (fact && terms.some((w) => claim.includes(w))) return s;
  }
  return null;
}

/**
 * "If the cash machine is removed, the nearest one will be eleven miles away. … Removing it would leave older
 * people with no way to get money.": a claim about what the same supposed act would do follows the condition on,
 * a chain of consequences, not a condition turned round.
 */
function sameSupposition(condition: string, claim: string): boolean {
  const supposed = /^if (.+?),/i.exec(condition.trim())?.[1];
  if (!supposed || !/\b(?:would|will)\b/i.test(claim)) return false;
  const stems = (x: string) => contentWords(x).map((w) => w.slice(0, 5));
  const acts = new Set(stems(supposed));
  return stems(claim.split(/\b(?:would|will)\b/i)[0] ?? "").some((w) => acts.has(w));
}

/**
 * "Unless the council repairs the bridge, the village will be cut off. The council has no money for repairs. So
 * the village will be cut off.": the exception denied and the outcome drawn is the valid form of "unless".
 */
function exceptionDenied(condition: string, sentences: string[], claim: string): boolean {
  const lower = condition.toLowerCase();
  const m = /^unless (.+?),\s*(.+?)[.!]?$/.exec(lower) ?? /^(.+?),? unless (.+?)[.!]?$/.exec(lower);
  if (!m) return false;
  const [exception, outcome] = lower.startsWith("unless") ? [m[1], m[2]] : [m[2], m[1]];
  if (!same(outcome, claim.toLowerCase())) return false;
  return sentences.some(
    (o) => o !== condition && !o.includes(claim) && negated(o.toLowerCase()) && sharesTerm(o.toLowerCase(), exception),
  );
}

const DRAWS = /^(?:(?:and |but )?(?:so|therefore|thus|hence|consequently)\b|it follows\b)/i;

/** The detectors in order: the most specific evidence first, a conclusion that explains last. */
const DETECTORS: { id: FlawId; find: (text: string, context: ReasoningContext) => string | null }[] = [
  { id: "appeal_to_ignorance", find: lackOfProof },
  { id: "appeal_to_ignorance", find: groundDenied },
  { id: "ad_hominem", find: sourceAttack },
  { id: "false_cause", find: causalFromTogether },
  { id: "hasty_generalization", find: (t, c) => pastAsCertain(t, c.conclusion) },
  { id: "hasty_generalization", find: (t, c) => (REPRESENTATIVE.test(t) ? null : partialSample(t, c)) },
  { id: "hasty_generalization", find: widerClaim },
  { id: "hasty_generalization", find: (t) => episodeToKind(t) },
  { id: "proportion_confusion", find: shareAsAmount },
  { id: "composition_division", find: partsAndWhole },
  { id: "composition_division", find: (t, c) => commonAsMost(t, c.conclusion) },
  { id: "equivocation", find: (_, c) => shiftedTerm(c.conclusion, c.premises) },
  { id: "necessary_sufficient", find: (t, c) => traitAsSign(t, c.conclusion, c.premises) },
  { id: "necessary_sufficient", find: (t) => turnedConditional(t) },
  { id: "necessary_sufficient", find: needAnsweredBySufficiency },
  { id: "necessary_sufficient", find: conditionMisread },
  { id: "false_analogy", find: (t) => sentenceAt(t, ANALOGY) },
  { id: "overlooked_alternative", find: oneExplanation },
];

/**
 * The conclusion picks one explanation of what the reasons report ("the thief must have come in through the
 * window"). Outside the claim, two of the explaining words say something else: "figures show that …" reports
 * evidence and "we must be at the meeting by nine" a plan or a place, so there they choose no explanation.
 */
const NOT_EXPLAINING = /^(?:shows? that|must be (?:at|in|on|by|there|here|home|back|ready|able)\b)/i;

// The text names another explanation and answers it: "half-term may account for some of that, but last February had
// both and showed no such drop". An explanation said to account for all of it leaves no room for another ("that
// accounts for the full $40", "explains both the warning light and the mileage"), and neither does a search of
// every place it could be ("those are the only places I ever put it", "if we'd paid him it would be there").
const ALTERNATIVE_ANSWERED =
  /\b(?:account(?:s|ed)? for|explains?) (?:the |nearly |almost |virtually )?(?:whole|full|entire|all|both|every)\b|\b(?:the only (?:places?|account|rooms?)|searched (?:the whole|everywhere|every)|(?:it|that|they) would (?:be|have been|show up) (?:there|on it|in it))\b|\b(?:doesn't|does not|can't|cannot|wouldn't) explain (?:it|this|that)\b|\b(?:not|aren't|isn't|we're not|i'm not) claiming\b|\bcan(?:'t|not) be sure (?:that's|it's|it is|that is) the only (?:reason|cause|explanation)\b|\b(?:may|might|could) (?:\w+ )?(?:account for|explain|be (?:due to|behind|the cause))\b[^.?!]*\bbut\b|\bruled? out\b/i;

// The explanation is put to a test ("I'll see if it settles", "worth ringing to check", "clear the gutter first,
// before a survey"), or "reason" gives the grounds of the writer's own decision ("the reason is simple: the rent has
// doubled", "that's the reason behind the schedule"): no cause is concluded past its evidence.
const PUT_TO_TEST =
  /\b(?:see if|to check|check (?:whether|if)|and see|test (?:whether|if)|to find out|first, before|before spending|compare (?:the two|both|them|the results|numbers))\b|\b(?:the reason (?:i|we)\b|(?:my|our) reason (?:is|was)|the reason is simple|that's the reason (?:behind|for) (?:the|our|my|this))/i;

const RULE_SAYS =
  /\b(?:rules?|regulations?|policy|law|handbook|charter|bylaws?|sign|instructions|guidelines|terms|requirements?)\b[^.?!]{0,40}\b(?:says?|said|states?|requires?)\b/i;
const REASON_GIVEN = /\b(?:the (?:only )?reasons? (?:given|offered|stated)|the reasons? (?:they|he|she) gave)\b/gi;

function oneExplanation(text: string, context: ReasoningContext): string | null {
  // A writer who names the other explanation and leaves the matter open ("I can't say which one helped") picks none.
  if (
    !context.conclusion ||
    CONTROLLED.test(text) ||
    CAUSE_UNKNOWN.test(text) ||
    ALTERNATIVE_ANSWERED.test(text) ||
    PUT_TO_TEST.test(text)
  )
    return null;
  const claim = reasonAndClaim(asWritten(text, context.conclusion))[1];
  // A rule's "must" ("the rule says phones must be off") states a duty, and a reason someone gave is theirs to give:
  // neither picks an explanation.
  const cues = sentencesOf(text)
    .filter((s) => !RULE_SAYS.test(s))
    .flatMap((s) => s.replace(REASON_GIVEN, " ").match(EXPLANATIONS) ?? []);
  const chooses = (cue: string) => !INSISTS.test(cue) || BROUGHT_ABOUT.test(claim);
  const own = context.conclusion.match(EXPLANATIONS) ?? [];
  return cues.some((cue) => !NOT_EXPLAINING.test(cue) && chooses(cue)) || own.some(chooses) ? context.conclusion : null;
}

/** The first reasoning error whose evidence the text holds, or null. */
export function reasoningFlaw(text: string, context: ReasoningContext): ReasoningFlaw | null {
  if (context.premises.length === 0) return null;
  for (const d of DETECTORS) {
    const evidence = d.find(text, context);
    if (evidence) return { id: d.id, evidence };
  }
  return null;
}
