/** The tense of a unit: told in the past, stated in the present, or said of every case in the present. */

import type { Token } from "./nlp.js";
import { findQuantifiers, UNIVERSAL_QUANTIFIERS } from "./quantifiers.js";
import type { Unit } from "./segment.js";
import { simplePast } from "./since.js";

/** Verbs that put a clause in the present, the future or a modal: "is", "has", "will", "can" … */
const NOT_PAST =
  /^(?:is|are|am|do|does|has|have|will|would|can|could|should|must|may|might|shall|'s|'re|'ll|'ve|wo|ca)$/;

/**
 * A clause in the past ("The shop did well for years", "Our rival cut prices and lost money"): a verb plainly past
 * and none plainly present ("is", "will", "costs"); a bare form ("cut") may be either and decides nothing.
 */
export function narratesPast(unit: Unit): boolean {
  const verbs = verbsOf(unit);
  const present = (t: Token) => NOT_PAST.test(t.normal) || presentThirdPerson(t);
  return verbs.some((t) => /^(?:was|were|did|had)$/.test(t.normal) || simplePast(t)) && !verbs.some(present);
}

/** "costs", "closes": a verb in the present's third person singular. */
const presentThirdPerson = (t: Token) =>
  t.pos === "VERB" && (t.normal === `${t.lemma}s` || t.normal === `${t.lemma}es`);

/** "Parisians are rude", "Cats do shed": a statement in the present by its copula or "do", told in no past verb. */
export function statesPresent(unit: Unit): boolean {
  return verbsOf(unit).some((t) => /^(?:is|are|am|'s|'re|do|does)$/.test(t.normal)) && !narratesPast(unit);
}

/** "This diet works for everyone", "Parisians are always rude": a statement in the present about every case. */
export function generalStatement(unit: Unit): boolean {
  const present = statesPresent(unit) || (verbsOf(unit).some(presentThirdPerson) && !narratesPast(unit));
  // "nothing but trash", "nothing more": "nothing" and "none" measure a thing, not the cases a claim covers.
  return present && findQuantifiers(unit.text).some((q) => UNIVERSAL_QUANTIFIERS.has(q) && !/^no(?:ne|thing)$/.test(q));
}

const verbsOf = (unit: Unit) => unit.tokens.filter((t) => t.pos === "VERB" || t.pos === "AUX");
