import type { FlawId } from "../flaw-taxonomy.js";
import { bridgeStatement, inSequence, quotedLink } from "./bridge.js";
import { cleftCause } from "./cleft-cause.js";
import type { ConclusionType } from "./conclusion-type.js";
import { conditionalLink } from "./conditional-link.js";
import { pricedGain, weighedConcession, worthItsCost } from "./cost.js";
import { onlyCandidates, ruledOut } from "./elimination.js";
import { likeFigures } from "./figures.js";
import { recordHolds } from "./forecast.js";
import { formAssumption } from "./form-assumption.js";
import {
  type AssumptionCandidate,
  findGap,
  type GapClause,
  gapAssumptions,
  passesNegationTest,
  predicated,
} from "./gap.js";
import { gapAndBridge } from "./gap-phrases.js";
import { generalisedRule } from "./generalise.js";
import { groupCause } from "./group-cause.js";
import { impliedRule, type MethodKind } from "./implied-rule.js";
import type { Token } from "./nlp.js";
import { asClause, capitalise, shorten } from "./phrases.js";
import { sameCase } from "./precedent.js";
import { UNIVERSAL_QUANTIFIERS } from "./quantifiers.js";
import { reversedLink } from "./reversal.js";
import { representativeSample } from "./sample.js";
import { sequenceCause } from "./sequence-cause.js";
import { aimServed, necessaryShapes } from "./shapes.js";
import { bridgingRule, reasonsOnly } from "./sufficient.js";
import { contentTerms } from "./terms.js";
import { reliableSource } from "./testimony.js";

const KEEPS_FRAMES: ReadonlySet<string> = new Set(["hasty_generalization"]);

/** A stock assumption that fits any argument of its kind is shown only as a fallback, and says so. */
export const GENERAL = "General assumption: ";

/** What the argument leaves unsaid, with the kind of gap each assumption fills (the counter targets one). */
export type GapKind =
  | "bridge"
  | "authority"
  | "sample"
  | "analogy"
  | "cause"
  | "statistics"
  | "alternatives"
  | "tradeoff"
  | "objection"
  | "scope"
  | "truth";

export interface AssumptionSet {
  necessary: string;
  necessaryKind: GapKind;
  sufficient: string;
  rule: string;
  implicitPremises: string[];
  hidden: string[];
  /** Noun phrases of the conclusion that no premise mentions, and the premise phrase meant to reach them. */
  gapPhrase: string;
  bridgePhrase: string;
  /** The flaw whose form the text's words show, for the counter to press ("none" when none does). */
  formFlaw: FlawId | "none";
}

export interface AssumptionInput {
  conclusion: string;
  conclusionTokens: Token[];
  premises: GapClause[];
  keyPremise: string;
  type: ConclusionType;
  method: string;
  quantifiers: string[];
  objection: string;
  /** The flaw the text shows, whose form has an assumption of its own ("no third option"). */
  flaw?: { id: FlawId | "none"; evidence: string };
}

function asGeneral(statement: string): string {
  return `${GENERAL}${statement[0].toLowerCase()}${statement.slice(1)}`;
}

function methodKind(method: string): MethodKind | null {
  if (/authority/i.test(method)) return "authority";
  if (/examples|sample/i.test(method)) return "sample";
  if (/analogy/i.test(method)) return "analogy";
  if (/statistic/i.test(method)) return "statistics";
  if (/elimination/i.test(method)) return "alternatives";
  if (/causal/i.test(method)) return "cause";
  return null;
}

export function buildAssumptions(input: AssumptionInput): AssumptionSet {
  const { gap, bridge } = gapAndBridge(input.conclusionTokens, input.premises);
  const claim = asClause(input.conclusion);
  const reason = input.keyPremise ? shorten(input.keyPremise) : "";
  const policy = input.type === "Policy Recommendation";
  const conclusionClause = { text: input.conclusion, tokens: input.conclusionTokens };
  // A thing the reasons name and a property the claim gives ("the vet", "a healthy dog") are no pair to carry over.
  const paired =
    gap !== "" &&
    bridge !== "" &&
    (policy || predicated(conclusionClause, gap) === input.premises.some((p) => predicated(p, bridge)));
  const statements: Record<GapKind, string> = {
    bridge: paired
      ? policy
        ? `${capitalise(gap)} would actually help with what the reasons describe about ${bridge}.`
        : `What the reasons say about ${bridge} carries over to ${gap}.`
      : // "whether if you cared, you would buy…" does not parse: a conditional claim is named, not embedded.
        `The reasons given bear directly on ${claim && !/^(?:if|unless|when)\b/i.test(claim) ? `whether ${claim}` : "the conclusion"}.`,
    authority: "The source cited is an expert on this very question and has no reason to mislead.",
    sample: "The cases mentioned are typical, not exceptions, of the whole group the conclusion talks about.",
    analogy: "The things compared are alike in every way that matters for the conclusion.",
    cause: "No other factor explains the connection the argument relies on; the link is causal, not coincidence.",
    statistics: "The figures cited are accurate and describe the whole group, not a skewed sample.",
    alternatives: "The options named are the only real ones; no middle course exists.",
    tradeoff: "The benefits described outweigh any costs or side effects of acting on the conclusion.",
    objection: input.objection
      ? `The objection the text mentions (${shorten(input.objection, 12)}) does not outweigh the reasons given.`
      : "No serious objection outweighs the reasons given.",
    scope: "The claim holds in every case it covers, not just in typical ones.",
    truth: "The reasons stated are true as stated.",
  };
  const necessaryKind: GapKind =
    methodKind(input.method) ??
    (gap && bridge
      ? "bridge"
      : input.type === "Policy Recommendation"
        ? "tradeoff"
        : input.objection
          ? "objection"
          : "bridge");
  // The argument's own gap comes first: assumptions that name what the conclusion adds and what the premise offers.
  const argGap = findGap(conclusionClause, input.premises);
  const premiseTerms = new Set(input.premises.flatMap((p) => contentTerms(p.tokens)));
  // A singular argument's missing general rule comes first: it names both predicates in full.
  const generalRule = generalisedRule(conclusionClause, input.premises);
  // Then what the argument's type needs (no other cause, a feasible means, alike groups, a valid measure). The
  // alike and measure shapes state the very link between two terms that a term-shift rule ("what holds for X holds
  // for Y") only gestures at, so they replace it; the other two are further assumptions beside it.
  const shapes = necessaryShapes(conclusionClause, argGap, input.premises);
  // The bridge "M → N" states the gap itself; the frames ("what holds for X holds for Y", "the fact that P is a
  // good enough reason for C") only point at it, so they stand in only where no bridge can be built.
  // A singular argument's general rule is already that link, in full.
  const bridged = generalRule ? "" : bridgeStatement(conclusionClause, argGap, input.premises);
  const link = bridged && passesNegationTest(bridged, argGap, premiseTerms) ? bridged : "";
  // A flawed form's own assumption names the gap in full, so the frames that only point at it step aside; a
  // sample's "the cases are typical" leaves the term the conclusion adds unnamed, so its frames stay beside it.
  const form = formAssumption({
    conclusion: input.conclusion,
    premises: input.premises.map((p) => p.text),
    flaw: input.flaw ?? { id: "none", evidence: "" },
  });
  const gapped: AssumptionCandidate[] = link
    ? [{ text: link, gap: "term" }]
    : generalRule || (form.assumption && !KEEPS_FRAMES.has(input.flaw?.id ?? "none"))
      ? []
      : gapAssumptions(conclusionClause, argGap).filter((c) => shapes.replacing.length === 0 || c.gap !== "term");
  const passes = (t: string) => t.length > 0 && passesNegationTest(t, argGap, premiseTerms);
  // "Since the bakery began playing music, its sales have gone up": a reason that already gives the cause and the
  // effect in sequence leaves one gap, that nothing else brought the effect about; "P because C" would only
  // restate the sequence.
  const sequence = shapes.otherCause !== "" && inSequence(conclusionClause, argGap.premise, input.premises);
  // A claim reached by elimination ("the new paper must be causing the jams") rests on nothing else remaining; "P
  // because C" would read its evidence as the effect.
  const eliminated = ruledOut(conclusionClause, input.premises) || onlyCandidates(conclusionClause, input.premises);
  const stated = gapped.filter((c) => !c.vague && !((sequence || eliminated) && c.gap === "cause")).map((c) => c.text);
  // The shape passed its own negation test (it fires only when its denial breaks the causal step).
  const specific = [generalRule, ...stated].filter(passes);
  if (sequence) specific.splice(generalRule && specific[0] === generalRule ? 1 : 0, 0, shapes.otherCause);
  // "Since the factory opened, asthma cases have doubled. The factory is making people sick.": that nothing else
  // accounts for the change is the gap, ahead of a rule that whenever a factory opens it makes people sick.
  const afterEvent = sequence ? "" : sequenceCause(conclusionClause, input.premises);
  if (afterEvent) specific.unshift(afterEvent);
  // Each shape passed its own negation test (it fires only on the form its denial breaks). One that replaces the
  // term-shift rule takes its rank, right after the singular argument's general rule; the others follow the gap's
  // own statements, as further assumptions beside the main step.
  // A bridge between two phrases states the gap itself, so it keeps the first rank ahead of a shape ("the two
  // groups are alike"); one that quotes both clauses whole ("That P is a sign that C") names less than the shape.
  const lead = specific[0] === generalRule || (specific[0] === link && !/^That /.test(link)) ? 1 : 0;
  specific.splice(specific.length > 0 ? lead : 0, 0, ...shapes.replacing);
  // Its denial ("the link runs the other way") breaks a causal step; the surface test above cannot see that, as
  // the statement names the conclusion's own two sides.
  const reversed = argGap.types.includes("cause") ? reversedLink(conclusionClause, argGap.premise) : "";
  if (reversed) specific.push(reversed);
  // The same holds for the sample: denying that the group studied is typical breaks an argument from a study.
  const sample = representativeSample(conclusionClause, input.premises);
  if (sample) specific.push(sample);
  // A price the writer concedes is weighed by its own statement below; "costs less than it gains" would repeat it.
  const costed =
    worthItsCost(conclusionClause, input.objection, input.premises) || pricedGain(conclusionClause, input.premises);
  for (const shape of shapes.further.filter((s) => !sequence || s !== shapes.otherCause))
    if (!specific.includes(shape) && !(costed && shape.endsWith(" costs less than it gains."))) specific.push(shape);
  // Its denial breaks the inference by the form's own rule (a third option, a step that does not follow).
  // A bridge that names the two groups, or the sign and what it signals, states a sample's gap more sharply than
  // "the cases are typical"; a causal bridge drawn from an anecdote does not.
  // So does the speaker's evidence restated as a rule for anyone ("If everyone someone knows loves a phone, …").
  // So does an average read as what most members have: the few who move it are the cases not typical.
  const sharper =
    input.flaw?.id === "hasty_generalization" &&
    (/ typical of | a sign (?:of|that) /.test(link) || /^If /.test(link) || shapes.proportion !== "");
  if (form.assumption && !sharper) specific.unshift(form.assumption);
  // A claim taken on someone's word holds only if they know, and a forecast from a record only if nothing has
  // changed: that is its gap, ahead of any bridge.
  // A flawed form states its own (an expert on this very question, a person's character that bears on the claim).
  const vouched =
    (form.assumption ? "" : reliableSource(conclusionClause, input.premises)) ||
    recordHolds(conclusionClause, input.premises) ||
    sameCase(conclusionClause, input.premises) ||
    cleftCause(conclusionClause, input.premises) ||
    groupCause(conclusionClause, input.premises, input.objection) ||
    likeFigures(conclusionClause, input.premises) ||
    aimServed(conclusionClause, input.premises);
  if (vouched) specific.unshift(vouched);
  // That is its gap, ahead of any bridge.
  if (eliminated) specific.unshift(eliminated);
  // A price the writer concedes is the crux of a recommendation: the gain must be worth it. A benefit it grants the
  // other side is weighed against the point it sets against it; no statement may quote the grant as a reason.
  // A gap named by the argument's own shape (a source, a record, a case like ours, two groups) is not a concession
  // weighed: "while the others mostly don't" compares, it grants nothing.
  const weighing = costed || vouched ? null : weighedConcession(conclusionClause, input.objection, input.premises);
  if (weighing?.statement) {
    const granted = weighing.granted.toLowerCase();
    specific.splice(0, specific.length, ...specific.filter((s) => !s.toLowerCase().includes(granted)));
    specific.unshift(weighing.statement);
  }
  if (costed) specific.unshift(costed);
  const general = (k: GapKind) => asGeneral(statements[k]);
  // Where nothing else names the gap, a lone short reason and the claim quoted whole still state the link.
  const quoted = specific.length === 0 ? quotedLink(conclusionClause, argGap, input.premises) : "";
  if (quoted && passes(quoted)) specific.push(quoted);
  // A frame that only points at the gap says what any argument of the kind assumes: it stands in, marked as
  // general, only where nothing names the gap itself.
  if (specific.length === 0)
    specific.push(...gapped.filter((c) => c.vague && passes(c.text)).map((c) => asGeneral(c.text)));
  const universal = input.quantifiers.some((q) => UNIVERSAL_QUANTIFIERS.has(q));
  const order: GapKind[] = ["bridge", "tradeoff", "objection", "scope", "cause", "sample", "truth"];
  const hiddenKinds = order.filter(
    (k) =>
      k !== necessaryKind &&
      (k !== "tradeoff" || input.type === "Policy Recommendation") &&
      (k !== "objection" || input.objection) &&
      (k !== "scope" || universal) &&
      (k !== "cause" || input.type === "Causal Claim") &&
      (k !== "sample" || input.premises.length <= 1),
  );
  // Stock assumptions only fill in when the argument shows no gap of its own.
  const hidden = specific.length > 0 ? specific : [general(necessaryKind), ...hiddenKinds.map(general)].slice(0, 3);

  // The unstated premise is the general rule the step needs, when the argument is about one subject; a stock
  // "there is a connection" line would say nothing about this argument.
  const implicitPremises = generalRule && specific.includes(generalRule) ? [generalRule] : [];

  // A rule "if A, then B" needs only its converse, or its unstated condition, to make the claim follow.
  const condition = conditionalLink(
    input.premises.map((p) => p.text),
    input.conclusion,
  );
  const rule = condition || bridgingRule(conclusionClause, argGap, reasonsOnly(input.premises));
  return {
    necessary: specific[0] ?? general(necessaryKind),
    necessaryKind,
    sufficient:
      rule || (reason && claim ? `The reason given (${reason}) is enough on its own to guarantee that ${claim}.` : ""),
    // A singular argument's general rule is the principle itself, in the text's words; a stock one only names it.
    rule: form.rule || generalRule || impliedRule(methodKind(input.method), input.type, reason, claim),
    implicitPremises,
    hidden,
    gapPhrase: gap,
    bridgePhrase: bridge,
    formFlaw: form.id,
  };
}
