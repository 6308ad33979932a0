import type { FlawId } from "../flaw-taxonomy.js";
import { clause, conditionalLink, stems } from "./conditional-link.js";
import { groupOf } from "./groups.js";
import { readSentences } from "./nlp.js";
import { capitalise } from "./phrases.js";

/**
 * The assumption a flawed form rests on, stated in the text's own words (Damer's "assumption behind the
 * fallacy"): a false dilemma needs the two options to be the only ones, a slippery slope each step to lead to the
 * next, an appeal to ignorance what is not disproved to be true, an ad hominem the person's character to bear on the
 * claim. Denying each breaks the argument; the stock "P is a good enough reason for C" only points at the gap.
 */
export interface FormInput {
  conclusion: string;
  premises: string[];
  flaw: { id: FlawId | "none"; evidence: string };
}

/** "Either we cut taxes or the economy will collapse": the two options, each as written. */
const EITHER = /\beither\s+(.+?),?\s+or\s+(.+?)(?:[.;!?]|$)/i;

/** "Nobody has ever proved that the old well is poisoned", "there is no evidence that …": a lack of proof. */
const NO_PROOF =
  /\b(?:no one|nobody|no study|no scientist|never been|has not been|have not been|hasn't been|haven't been|cannot|can't|no evidence|no proof)\b.{0,40}\b(?:prove[dn]?|disprove[dn]?|shown|show|evidence|proof|demonstrated)\b/i;

/** A claim about what someone says or thinks: an attack on the speaker is offered as a reason against it. */
const SAYINGS =
  /\b(?:views?|opinions?|claims?|arguments?|ideas?|proposals?|advice|word|trust (?:anything|a word|what)|says?|said)\b/i;
/** A premise about a person: its subject is a pronoun for someone, or a person named by a title. */
const PERSON = /^(?:he|she|they|(?:dr|mr|mrs|ms|prof)\.?\s+[A-Z]\w+)\b/i;

/** What a remark on a person's character or motives says: "just wants", "never held a real job", "a liar". */
const MOTIVE =
  /\b(?:never|just|only|always|hates?|wants?|liars?|lies|lazy|corrupt|paid|greedy|hypocrites?|themselves|himself|herself|of (?:his|her|their) own|biased|ignorant|no idea)\b/i;

/** "Running a marathon is like running a company": the two things compared. */
const LIKE = /^(.{3,60}?)\s+(?:is|are)\s+(?:just\s+)?(?:like|similar to|no different from)\s+(.{3,60}?)(?:[:;,.]|$)/i;

/** "A famous physicist says that …": the source and what it is said to say. */
const SOURCE =
  /^(.{3,60}?),?\s+(?:says|said|claims|claimed|believes|thinks|recommends|insists|argues|told me)\b,?\s+(?:that\s+)?/i;

/** Words shared by two clauses, by stem. */
function shares(a: string, b: string): boolean {
  const y = stems(b);
  return [...stems(a)].some((w) => y.has(w));
}

function dilemma(premises: string[], claim: string, flagged: boolean): string {
  for (const p of premises) {
    const m = EITHER.exec(p);
    // The claim must take one of the two options ("we must cut taxes"); "either" alone is no dilemma.
    if (m && (flagged || shares(claim, m[1]) || shares(claim, m[2])))
      return `There is no option besides the two the text names (${clause(m[1])}; ${clause(m[2])}).`;
  }
  return "";
}

function ignorance(premises: string[], claim: string, flagged: boolean): string {
  // Without the detector's verdict the claim must be about what was not proved ("the drug is safe" → "so it is"),
  // or "no study has shown it is safe, so do not prescribe it" would read as one.
  const p = premises.find((x) => NO_PROOF.test(x) && (flagged || shares(claim, x.replace(NO_PROOF, ""))));
  if (!p) return "";
  // "So they must be real" infers a truth from no disproof; "so it is false" a falsehood from no proof.
  const negative = /\b(?:not|no|never|false|n't|myth)\b/i.test(claim);
  const rule = negative ? "Whatever has not been proved true is false" : "Whatever has not been proved false is true";
  return `${rule}: since ${clause(p)}, ${claim}.`;
}

function character(premises: string[], claim: string, flagged: boolean, evidence: string): string {
  if (!flagged && !SAYINGS.test(claim)) return "";
  // The detector's verdict vouches for the attack, and its evidence is the remark about the person; without it,
  // only a premise about a person counts.
  const about = (x: string) => flagged || (PERSON.test(clause(x)) && MOTIVE.test(x));
  const p =
    (flagged ? holding(premises, evidence) : undefined) ??
    premises.find((x) => about(x) && !SAYINGS.test(x) && !/^I\b/.test(clause(x)));
  if (!p) return "";
  return `The person's character or motives (${clause(p)}) bear on whether ${claim}.`;
}

function slope(premises: string[]): string {
  const steps = premises.map((p) => clause(p).replace(/^(?:and\s+)?then,?\s+/i, "")).filter((s) => s.length > 0);
  if (steps.length === 0) return "";
  return `Each step leads to the next: ${steps.join(", and then ")}.`;
}

function analogy(premises: string[], claim: string): string {
  for (const p of premises) {
    const m = LIKE.exec(p.trim());
    if (m)
      return `${capitalise(clause(m[1]))} and ${clause(m[2])} are alike in the way that matters for whether ${claim}.`;
  }
  return "";
}

function authority(premises: string[], claim: string): string {
  for (const p of premises) {
    const m = SOURCE.exec(p.trim());
    // "What she says …" opens a clause about what is said, not a source.
    if (
      m &&
      m[1].split(/\s+/).length <= 6 &&
      !/^(?:I|we|you)$/i.test(m[1]) &&
      !/^(?:what|whatever|how|why)\b/i.test(m[1])
    ) {
      // "…, so they must work": a claim that only points back with a pronoun is the source's own words.
      const said = p.trim().slice(m[0].length);
      const pointsBack = /^(?:it|they|this|that|these|those|he|she)\b/i.test(claim) && said.split(/\s+/).length >= 3;
      return `${capitalise(clause(m[1]))} is an expert on whether ${pointsBack ? clause(said) : claim}.`;
    }
  }
  return "";
}

/** Equivocation's own assumption: the word its two quoted uses share means the same in both. */
function oneSense(evidence: string): string {
  const [first, second] = evidence.split(" … ");
  if (!first || !second) return "";
  const later = new Set((second.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 5)));
  const word = (first.match(/[A-Za-z]{4,}/g) ?? []).find(
    (w) =>
      later.has(w.toLowerCase().slice(0, 5)) && !/^(?:that|this|with|from|they|have|were|what|which|there)$/i.test(w),
  );
  if (!word) return "";
  return `"${word.toLowerCase()}" means the same in both uses: ${clause(first)} … ${clause(second)}.`;
}

/** The premise that holds the flaw's evidence (its first part), if one does. */
function holding(premises: string[], evidence: string): string | undefined {
  const head = evidence
    .split(" … ")[0]
    .toLowerCase()
    .replace(/[.!?]+$/, "")
    .trim();
  return premises.find((p) => head.length > 0 && p.toLowerCase().includes(head));
}

const ONE_THING =
  /^(?:(?:the|this|that|its|his|her|my|our|their)\s+\w+\s+(?:is|was|has|had|will|must|can|does|did)\b|(?:it|he|she|this|that)\s)/i;

function sample(premises: string[], evidence: string, claim: string): string {
  const p = clause(holding(premises, evidence) ?? premises[0]);
  // Only the speaker's own cases ("my grandfather", "every doctor I have met"): a study's sample has its own shape.
  if (!/\b(?:i|my|me|we|our)\b/i.test(p)) return "";
  // Its denial breaks only a claim about more cases than those cited: "the test was too easy", "it is the best
  // phone" say something of one thing, which the cases bear on without standing for a wider group.
  if (ONE_THING.test(claim)) return "";
  // "My two uncles sleep badly": a group named by itself, not the clause quoted whole ("Students who" names no one).
  const group = groupOf({ text: p, tokens: readSentences(p).flatMap((s) => s.tokens) });
  if (group?.plural && !/\b(?:who|that|which)$/i.test(group.text))
    return `${capitalise(group.text)} are typical of all the cases the claim covers: ${claim}.`;
  return `The cases cited (${p}) are typical of all the cases the claim covers: ${claim}.`;
}

function popularity(premises: string[], claim: string, evidence: string): string {
  const p =
    holding(premises, evidence) ??
    premises.find((x) =>
      /\b(?:everyone|everybody|millions|most people|all my|thousands|popular|best-selling)\b/i.test(x),
    );
  return p ? `What many people do or believe is right: since ${clause(p)}, ${claim}.` : "";
}

export interface FormFinding {
  /** The flaw whose form the text shows ("none" for a form with no flaw of its own to press). */
  id: FlawId | "none";
  /** The necessary assumption, in the text's words. */
  assumption: string;
  /** The general principle the form relies on, or "" when the method's own rule already says it. */
  rule: string;
}

const RULES = {
  slope: "Once the first step is taken, each later step follows from the one before.",
  character: "Whether a claim is true depends on the character or motives of the person who makes it.",
  popularity: "What many people do or believe is right.",
};

/** The flawed form's own assumption and rule, or empty strings when the text shows none of these forms. */
export function formAssumption(input: FormInput): FormFinding {
  const none: FormFinding = { id: "none", assumption: "", rule: "" };
  const claim = clause(input.conclusion);
  if (!claim || input.premises.length === 0) return none;
  const id = input.flaw.id;
  const found = (assumption: string, rule = "", form: FlawId | "none" = id): FormFinding =>
    assumption ? { id: form, assumption, rule } : none;
  // Forms the text's words show on their own come first; the others need the flaw detector's verdict.
  const either = dilemma(input.premises, claim, id === "false_dilemma");
  if (either) return found(either, "", "false_dilemma");
  const link = conditionalLink(input.premises, claim);
  if (link) return found(link, "", "none");
  const unproved = ignorance(input.premises, claim, id === "appeal_to_ignorance");
  if (unproved) return found(unproved, `${unproved.slice(0, unproved.indexOf(":"))}.`, "appeal_to_ignorance");
  if (id === "slippery_slope") return found(slope(input.premises), RULES.slope);
  if (id === "false_analogy") return found(analogy(input.premises, claim));
  if (id === "irrelevant_authority") return found(authority(input.premises, claim));
  if (id === "hasty_generalization") return found(sample(input.premises, input.flaw.evidence, claim));
  if (id === "ad_populum") return found(popularity(input.premises, claim, input.flaw.evidence), RULES.popularity);
  if (id === "equivocation") return found(oneSense(input.flaw.evidence));
  const attack = character(input.premises, claim, id === "ad_hominem", input.flaw.evidence);
  return found(attack, RULES.character, "ad_hominem");
}
