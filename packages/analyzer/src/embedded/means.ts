import type { GapClause } from "./gap.js";
import { joinTokens } from "./nlp.js";
import { presentParticiple } from "./verb-forms.js";

/** The modal of a recommendation; "must" is left out, as it as often infers ("the travel must be tiring them"). */
const SHOULD = /^(?:should|ought|need|needs|have|has)$/i;

/**
 * "We should switch the team to a four-day week" → "switching the team to a four-day week": the action a
 * recommendation names, as a gerund, so the assumption can say what it must bring about. A state ("should be",
 * "should have risen") or a clause with its own condition is no action, and gives null.
 */
export function meansOf(conclusion: GapClause): { act: string; refrain: boolean } | null {
  const t = [...conclusion.tokens];
  while (t.length > 0 && /^[.,;:!?]+$/.test(t[t.length - 1].value)) t.pop();
  const m = t.findIndex((tok) => SHOULD.test(tok.normal) && (tok.pos === "AUX" || tok.pos === "VERB"));
  if (m < 1) return null;
  let k = m + 1;
  if (/^(?:ought|need|needs|have|has)$/i.test(t[m].normal) && t[k]?.normal === "to") k++;
  const refrain = /^(?:not|n't|never)$/.test(t[k]?.normal ?? "");
  if (refrain) k++;
  // "ought not to eat": the "to" after the "not".
  if (refrain && /^(?:ought|need|needs|have|has)$/i.test(t[m].normal) && t[k]?.normal === "to") k++;
  const verb = t[k];
  const rest = t.slice(k + 1);
  if (verb?.pos !== "VERB" || /^(?:be|have|seem|remain|exist)$/.test(verb.lemma.toLowerCase())) return null;
  if (rest.length > 14 || rest.some((tok) => /^(?:if|unless|because|since)$/.test(tok.normal))) return null;
  const act = [presentParticiple(verb.lemma), joinTokens(rest)].filter((x) => x.length > 0).join(" ");
  return { act, refrain };
}
