import type { FlawId } from "../../flaw-taxonomy.js";
import { turnedConditional } from "./converse.js";
import { CALLED_FALSE, groundDenied, needAnsweredBySufficiency } from "./denial.js";
import { followsByConditional } from "./formal.js";
import { partialSample, REPRESENTATIVE, widerClaim } from "./sample.js";
import { asWritten, sentenceAt, sentencesOf } from "./sentences.js";
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
const ANALOGY = /\b(?:just as|similarly|likewise|by the same token|(?:is|are) analogous to|\w+, too,)(?!\w)/i;
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
const PROPORTION =
  /\b(?:percentage|proportion|percent|per cent|share of|out of (?:a |every )?(?:hundred|thousand|\d+)|twice as many|half (?:of|as))\b|\d\s?%/i;
// A claim about how many, or how much: what a share alone cannot show.
const AMOUNT = /\b(?:number of|numbers|more \w+ than|fewer|total|amount|how many)\b/i;
// A controlled experiment rules out the common cause and the reversed cause that a correlation leaves open.
// So does a comparison that says what else stayed the same ("while opening hours and stock stayed the same").
export const CONTROLLED =
  /\b(?:randomi[sz]ed|controlled (?:trial|experiment|study)|placebo|control group|randomly assigned|other things (?:being )?equal)\b|\b(?:while|whereas|but)\b[^.?!]{0,80}\b(?:stayed|remained|held|was kept|were kept|did not change|didn't change) (?:the same|steady|constant|unchanged|flat|level|stable|about the same)\b/i;
// A causal claim in the conclusion; an act said to have been done to bring about what followed it is one too.
const CAUSAL =
  /\b(?:caus\w*|responsible for|leads? to|led to|results? in|resulted in|contributes? to|effects? (?:of|on)|because of|due to|reduces?|increases?|prevents?|improves?|mak(?:es?|ing) (?:people|them|it|us|you)|promotes?|harms?|helps?|benefits?|prolongs?|shortens?|boosts?|lowers?|raises?|extends?|protects?|damages?|strengthens?|weakens?|cures?|triggers?|produces?|brings? about|bring(?:s|ing) (?:\w+ )?(?:luck|success|wins?|results|trouble)|is why|encourages?|discourages?|induces?|stimulates?|fosters?|inhibits?|spurs?|by \w+ing\b[^.?!;]{0,60}\b(?:will|would|can)|(?:appointed|hired|elected|chosen|installed|brought in|sent in) (?:\w+ly )?to \w+)\b/i;
// Evidence of things occurring together, or one after the other, in the reasons.
const TOGETHER =
  /\b(?:correlat\w*|associated with|(?:more|less) likely|tend(?:s|ed)? to|(?:higher|lower|greater|fewer|more|less) (?:\w+ )?(?:rates?|incidence|levels?|numbers?) of|than (?:those|people|others|did|do|in)|those who|people who|study|studies|researchers?|found that|after|since|rose|fell|increased|decreased|declined|dropped|both (?:\w+ )?(?:rise|fall|grow|increase|decrease|climb|drop|go (?:up|down))|(?:with|have|has) (?:more|fewer|higher|lower|less) \w+[^.?!;]{0,40}\b(?:have|has|had|are|is|show|get) (?:more|fewer|higher|lower|less)\b)\b/i;
// A condition: what is required, or what would be enough.
const CONDITION =
  /\b(?:only (?:those|people|someone|persons?|things|\w+s) (?:who|that|which)\b|only \w+ (?:\w+ )?(?:can|will|are|is|do|does|understand\w*|have|has)|only if|only when|unless|necessary|(?<!(?:should|must|will|would|to) (?:all )?be )required?|requires|requirement|prerequisite|sufficient|(?<!(?:to|so as to|in order to) )(?:guarantees?|ensures?)|must (?:first )?(?:have (?:a|an|the|some|at least|\d+|more|enough|its?|their)|be able)\b|if (?:\w+ ){1,12}(?:will|would|can|could|cannot|must)|if [^.?!;]{3,150}?, (?:then )?[^.?!;]{0,60}?\b(?:will|would|can|could|cannot|must)\b|to (?:\w+ ){0,5}\w+,? (?:one|a person|an? \w+|people|they|we|you) (?:must|needs? to|has to|have to))\b/i;
// A conclusion that explains, or picks the cause or reason of, what the reasons report ("will probably" forecasts,
// it explains nothing).
const EXPLANATION =
  /\b(?:explains?|explanation|the (?:real |only |likely )?(?:reason|cause)|must have (?!(?:to|a|an|the|some|no|any|enough|more)\b)\w+|must be (?!\w+(?:ed|en)\b)\w+|must be (?:caused|due)|(?<!will |won't )probably(?! will\b)|account(?:s|ed)? for|shows? that|clearly|it is clear)\b/i;

// A sentence that draws a conclusion, whichever unit the conclusion finder chose.
const INFERS =
  /\b(?:therefore|thus|hence|so|consequently|it follows|(?:we|one) (?:can|must|may) conclude|these (?:facts|findings|results) (?:show|prove|suggest|indicate)|(?:provides?|is|are) (?:\w+ )?(?:evidence|proof) that|clearly|shows? that|proves? that)\b/i;

// A conclusion drawn mid-sentence: the words before the marker are its reason ("X go together, so X causes Y").
const DRAWN_HERE = /[,;]\s*(?:and\s+)?(?:so|therefore|thus|hence|consequently)\b,?\s*/i;

// A causal claim offered as possible, not settled ("exercise may protect the heart"), claims no more than a finding
// shows; "very likely" still asserts the cause.
const HEDGED = /\b(?:may|might|could|possibly|perhaps|suggests?)\b/i;

// Two things found to vary together: "with more libraries have more burglaries", "more X … fewer Y".
const PAIRED =
  /\b(?:more|fewer|higher|lower|less) (\w+)[^.?!;]{0,40}\b(?:have|has|had|are|is|show|get|see|report) (?:more|fewer|higher|lower|less) (\w+)/i;

/** Does the claim name both things the reason finds varying together? */
function joinsPair(reason: string, claim: string): boolean {
  const m = PAIRED.exec(reason);
  if (!m) return false;
  const words = contentWords(claim);
  return contentWords(m[1]).every((w) => words.includes(w)) && contentWords(m[2]).every((w) => words.includes(w));
}

/** A sentence as its own reason (or null) and the claim it draws. */
function reasonAndClaim(sentence: string): [string | null, string] {
  const m = DRAWN_HERE.exec(sentence);
  return m && m.index > 0 ? [sentence.slice(0, m.index), sentence.slice(m.index + m[0].length)] : [null, sentence];
}

/** A causal claim drawn from things found together or in sequence: the claim, and the finding it rests on. */
function causalFromTogether(text: string, context: ReasoningContext): string | null {
  if (CONTROLLED.test(text)) return null;
  const sentences = sentencesOf(text);
  // A causal claim the text calls false is rejected, not drawn ("the claim that X harms Y is false").
  const drawing = [asWritten(text, context.conclusion), ...sentences.filter((s) => INFERS.test(s))];
  for (const sentence of drawing) {
    const [own, claim] = reasonAndClaim(sentence);
    if (!claim || HEDGED.test(claim) || CALLED_FALSE.test(sentence)) continue;
    const others = sentences.filter((s) => !s.includes(claim) && !claim.includes(s));
    const reasons = [own, ...others].filter((s): s is string => !!s);
    const together = CAUSAL.test(claim) ? reasons.find((s) => TOGETHER.test(s)) : null;
    // "Towns with more libraries have more burglaries, so libraries attract burglars": whatever its verb, a claim
    // that joins the two things found together reads the correlation as a cause.
    const paired = together ? null : reasons.find((s) => joinsPair(s, claim));
    if (together ?? paired) return `${together ?? paired} … ${claim}`;
  }
  return null;
}

// "never tasted such a soup" measures a degree; it reports no search that came up empty.
const DEGREE = /^\s+(?:\w+\s+){0,2}(?:such|so|anything like)\b/i;

/** The sentence reporting that proof or evidence is lacking. */
function lackOfProof(text: string): string | null {
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
  const rate = claims.find((c) => PROPORTION.test(c));
  const counted = rate && sentences.find((s) => !s.includes(rate) && AMOUNT.test(s) && !PROPORTION.test(s));
  if (counted) return `${counted} … ${rate}`;
  // A share of one group stated as a share of another ("2 percent of the kitchens with no fire" … "98 out of 100 alarms").
  const other = rate && sentences.find((s) => !s.includes(rate) && !rate.includes(s) && PROPORTION.test(s));
  return other && rate && !sameGroup(other, rate) ? `${other} … ${rate}` : null;
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
  return interest && DISMISSES.test(text) ? interest : null;
}

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
    const terms = contentWords(s);
    // The condition links a reported fact to the conclusion: it shares a term with each.
    const fact = sentences.some(
      (o) => o !== s && !o.includes(written) && contentWords(o).some((w) => terms.includes(w)),
    );
    if (fact && terms.some((w) => claim.includes(w))) return s;
  }
  return null;
}

const FUNCTION_WORDS = new Set(
  "that this with will would have from they them their there which what when were been must only than then also some more most such into each other these those does could should unless about because".split(
    " ",
  ),
);

const DRAWS = /^(?:(?:and |but )?(?:so|therefore|thus|hence|consequently)\b|it follows\b)/i;

/** Content words, cut to a stem of five letters so "requires" meets "required". */
function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !FUNCTION_WORDS.has(w)).map((w) => w.slice(0, 5));
}

/** The detectors in order: the most specific evidence first, a conclusion that explains last. */
const DETECTORS: { id: FlawId; find: (text: string, context: ReasoningContext) => string | null }[] = [
  { id: "appeal_to_ignorance", find: lackOfProof },
  { id: "appeal_to_ignorance", find: groundDenied },
  { id: "ad_hominem", find: sourceAttack },
  { id: "false_cause", find: causalFromTogether },
  { id: "hasty_generalization", find: (t, c) => pastAsCertain(t, c.conclusion) },
  { id: "hasty_generalization", find: (t, c) => (REPRESENTATIVE.test(t) ? null : partialSample(t, c)) },
  { id: "hasty_generalization", find: widerClaim },
  { id: "proportion_confusion", find: shareAsAmount },
  { id: "composition_division", find: partsAndWhole },
  { id: "composition_division", find: (t, c) => commonAsMost(t, c.conclusion) },
  { id: "equivocation", find: (_, c) => shiftedTerm(c.conclusion, c.premises) },
  { id: "necessary_sufficient", find: (t, c) => traitAsSign(t, c.conclusion, c.premises) },
  { id: "necessary_sufficient", find: (t) => turnedConditional(t) },
  { id: "necessary_sufficient", find: needAnsweredBySufficiency },
  { id: "necessary_sufficient", find: conditionMisread },
  { id: "false_analogy", find: (t) => sentenceAt(t, ANALOGY) },
  {
    id: "overlooked_alternative",
    find: (t, c) => (c.conclusion && EXPLANATION.test(t) && !CONTROLLED.test(t) ? c.conclusion : null),
  },
];

/** The first reasoning error whose evidence the text holds, or null. */
export function reasoningFlaw(text: string, context: ReasoningContext): ReasoningFlaw | null {
  if (context.premises.length === 0) return null;
  for (const d of DETECTORS) {
    const evidence = d.find(text, context);
    if (evidence) return { id: d.id, evidence };
  }
  return null;
}
