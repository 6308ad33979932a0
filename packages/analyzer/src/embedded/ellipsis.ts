/**
 * Claims that cannot be read alone, completed from the clause they lean on: a verb phrase left out after an
 * auxiliary ("Players can be forgiven for shouting. Coaches, however, cannot be."), a bare "such a step" that
 * names the act just told, and a verdict fused into a relative clause ("…, which makes it the best choice"). The completion is what the unit asserts (`Unit.assertion`): it is what a reader needs
 * to see as the claim, and what the claim's cues are read from.
 */
import { clauseStarts } from "./clauses.js";
import { joinTokens, type Token } from "./nlp.js";
import { subjectOf } from "./phrases.js";
import type { Unit } from "./segment.js";
import { ACT_NOUN } from "./unit-traits.js";
import { presentParticiple } from "./verb-forms.js";

const words = (u: Unit) => u.tokens.filter((t) => t.pos !== "PUNCT");

/** Auxiliaries and modals that can end a clause whose verb phrase is left out. */
const AUXILIARY =
  /^(?:can|cannot|could|should|must|may|might|will|would|shall|do|does|did|is|are|was|were|be|been|has|have|had)$/;

/** Where the left-out verb phrase would start: after the auxiliary, "not" and a bare "be"/"have". */
function remnant(tokens: Token[]): { aux: string; tail: string[] } | null {
  let end = tokens.length;
  while (end > 0 && /^(?:too|either|so)$/.test(tokens[end - 1].normal)) end--;
  let k = end - 1;
  const tail: string[] = [];
  // "cannot be", "should not have": the tail words the antecedent's verb phrase must start with.
  while (k > 0 && /^(?:be|been|have)$/.test(tokens[k].normal) && tail.length < 2) tail.unshift(tokens[k--].normal);
  if (k > 0 && /^(?:not|n't)$/.test(tokens[k].normal)) k--;
  if (k < 1 || !AUXILIARY.test(tokens[k].normal) || tokens[k].pos !== "AUX") return null;
  return { aux: tokens[k].normal, tail };
}

/**
 * The verb phrase the ellipsis leaves out: after an auxiliary it must start with a verb ("players can be forgiven
 * for shouting" → "be forgiven …"); after "do"/"does"/"did" it is the clause's main verb in its bare form ("they
 * have the habit" → "have the habit"), the verb of its innermost clause.
 */
function verbPhrase(tokens: Token[], doSupport: boolean): string[] | null {
  if (doSupport) {
    // The innermost clause's verb: in "Experts say we need one. We do." what is done is needing one.
    let main = -1;
    tokens.forEach((t, k) => {
      const lexical = t.pos === "VERB" && !t.normal.endsWith("ing");
      if (lexical || (t.lemma === "have" && /^(?:DET|NOUN|ADJ|PRON)$/.test(tokens[k + 1]?.pos ?? ""))) main = k;
    });
    if (main < 1) return null;
    return [tokens[main].lemma, ...tokens.slice(main + 1).map((t) => t.value)];
  }
  const aux = tokens.findIndex((t) => t.pos === "AUX" && AUXILIARY.test(t.normal));
  if (aux < 1) return null;
  let from = aux + 1;
  if (/^(?:not|n't)$/.test(tokens[from]?.normal ?? "")) from++;
  if (!/^(?:VERB|AUX)$/.test(tokens[from]?.pos ?? "")) return null;
  const phrase = tokens.slice(from).map((t) => t.value);
  return phrase.length >= 2 ? phrase : null;
}

/**
 * "Coaches, however, cannot be." after "…, and players can be forgiven for shouting." → "Coaches, however, cannot be
 * forgiven for shouting." The antecedent is the clause just before; its verb phrase must begin with the words the
 * ellipsis keeps ("be"), and a clause with its own verb phrase is never completed.
 */
function completeEllipsis(unit: Unit, before: Unit): string | null {
  return placeFor(unit, before) ? null : borrowed(unit, before);
}

/** Places and parts of buildings: where an act is done, not who does it. */
const PLACE =
  /^(?:area|areas|room|rooms|wing|wings|park|parks|zone|zones|beach|beaches|garden|gardens|terrace|hall|halls|office|offices|building|buildings|street|streets|road|roads|lane|lanes|floor|floors|section|sections|site|sites|ward|wards|path|paths|trail|trails|corridor|corridors|platform|platforms|carriage|carriages)$/;

/**
 * "Guests may bring food onto the terrace. The library wing, however, may not.": a place set against the people
 * who act cannot take their verb phrase ("the wing may not bring food"); the remnant says the act may not happen
 * there, which no borrowed words can spell out, so the unit is left as written.
 */
function placeFor(unit: Unit, before: Unit): boolean {
  const own = subjectOf(unit.tokens);
  const theirs = subjectOf(before.tokens);
  const head = (s: Token[]) => s.filter((t) => t.pos === "NOUN" || t.pos === "PROPN").pop()?.normal ?? "";
  return PLACE.test(head(own)) && !PLACE.test(head(theirs)) && theirs.length > 0;
}

function borrowed(unit: Unit, before: Unit): string | null {
  const own = words(unit);
  if (own.length > 7 || own.some((t) => /^(?:what|who|which|where|how|why|whether|if|than|as)$/.test(t.normal)))
    return null;
  const gap = remnant(own);
  if (!gap) return null;
  const vp = verbPhrase(words(before), gap.tail.length === 0 && /^(?:do|does|did)$/.test(gap.aux));
  if (!vp || gap.tail.some((w, k) => vp[k]?.toLowerCase() !== w)) return null;
  const rest = vp.slice(gap.tail.length);
  if (rest.length === 0) return null;
  const kept = unit.text.replace(/[.!]\s*$/, "").trimEnd();
  return `${kept} ${rest.join(" ").replace(/ (?=[,;:'])/g, "")}.`;
}

const negated = (tokens: Token[]) => tokens.some((t) => /^(?:not|n't|cannot|never)$/.test(t.normal));

/**
 * "Players can be forgiven for shouting. Coaches, however, cannot be.": an ellipsis that turns ("however", "but",
 * "yet") and flips the polarity of the clause it repeats sets its subject against the other; the contrast is the
 * writer's point, as the side after "but" is.
 */
export function turnsAgainst(unit: Unit, before: Unit | undefined): boolean {
  if (!before || borrowed(unit, before) === null) return false;
  const own = words(unit);
  return own.some((t) => /^(?:however|but|yet|though)$/.test(t.normal)) && negated(own) !== negated(words(before));
}

/**
 * "Adults may bring dogs. Play areas, however, may not.": a remnant of permission or duty states a rule even when
 * the verb phrase it leaves out cannot be borrowed for its subject.
 */
export function deonticRemnant(unit: Unit): boolean {
  return /^(?:may|must|should|shall)$/.test(remnant(words(unit))?.aux ?? "");
}

/** Acts that act-reference.ts spells out from the earlier verb that performs them ("decided" for "this decision"). */
const NAMED_BY_VERB = /^(?:decision|plan|proposal|choice)$/;

/**
 * "Many shops have stopped selling cigars. Such a step is wise." → "Such a step (stopping selling cigars) is wise.":
 * the act is the main verb of the opening sentence, with what follows it up to the first comma, as a gerund.
 */
function spellOutAct(unit: Unit, before: Unit): string | null {
  // Clear only when the text opens by telling the act and judges it at once: with more sentences between, the act
  // may be any of them ("The shop began charging for bags. Some grumbled. Such a step …" is not the grumbling).
  if (before.sentence !== 0 || unit.sentence !== 1) return null;
  const own = words(unit);
  if (!/^(?:such|this|that)$/.test(own[0]?.normal ?? "")) return null;
  const noun = own[1]?.normal === "a" || own[1]?.normal === "an" ? own[2] : own[1];
  if (!noun || !ACT_NOUN.test(noun.normal) || NAMED_BY_VERB.test(noun.normal)) return null;
  const prior = before.tokens;
  const verb = prior.findIndex((t) => t.pos === "VERB" && !t.normal.endsWith("ing"));
  if (verb < 1) return null;
  const comma = prior.findIndex((t, k) => k > verb && (t.value === "," || t.value === "." || t.value === ";"));
  const object = prior.slice(verb + 1, comma < 0 ? prior.length : comma).map((t) => t.value);
  if (object.length === 0) return null;
  const act = `${presentParticiple(prior[verb].lemma)} ${object.join(" ")}`.replace(/ (?=[,;:'])/g, "");
  const at = unit.text.toLowerCase().indexOf(noun.normal);
  const end = at + noun.normal.length;
  return `${unit.text.slice(0, end)} (${act})${unit.text.slice(end)}`;
}

/**
 * "The old mill is empty and close to the river, which makes it the ideal site for a school." → "The old mill is the
 * ideal site for a school.": the verdict the relative clause draws, about the subject of the clause before.
 */
function fusedVerdict(unit: Unit, before: Unit): string | null {
  const m = /^which makes it (.+?)[.!]?$/i.exec(unit.text.trim());
  const subject = subjectOf(before.tokens);
  const head = subject[subject.length - 1];
  // The antecedent must be clear: one clause ("A is X and B is Y" has two subjects) and a singular noun as its head.
  const twoClauses = before.tokens.some((t, k) => t.pos === "CCONJ" && clauseStarts(before.tokens, k + 1));
  if (!m || !head || head.pos !== "NOUN" || head.normal !== head.lemma || twoClauses) return null;
  return `${joinTokens(subject)} is ${m[1]}.`;
}

/** Sets what each unreadable unit asserts, completed from the unit before it. */
export function completeReferences(units: Unit[]): void {
  for (let i = 1; i < units.length; i++) {
    const unit = units[i];
    if (unit.isQuestion || unit.assertion) continue;
    const before = units[i - 1];
    unit.assertion = completeEllipsis(unit, before) ?? spellOutAct(unit, before) ?? fusedVerdict(unit, before);
  }
}
