import type { GapClause } from "./gap.js";
import { joinTokens, type Token } from "./nlp.js";
import { capitalise } from "./phrases.js";
import { effects } from "./synthesize.js";
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
  if (m < 1) return proposed(t);
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

/** "I'd suggest we swap …", "Let's sign …", "Makes sense for us to try …": the act a proposal names. */
const PROPOSED =
  /^(?:(?:i|we|i'd|i would) )?(?:suggest|propose)(?: that)? we$|^let(?:'s| us)$|^(?:it )?makes? (?:\w+ )?sense (?:for (?:us|you) )?to$/i;

function proposed(t: Token[]): { act: string; refrain: boolean } | null {
  for (let k = 1; k < Math.min(t.length - 1, 8); k++) {
    const said = joinTokens(t.slice(0, k)).replace(/\s+'/g, "'");
    // "Let's not renew": a proposal to refrain.
    const refrain = /^(?:not|never)$/i.test(t[k].normal) && PROPOSED.test(said);
    if (refrain) {
      const act = proposed([...t.slice(0, k), ...t.slice(k + 1)]);
      return act && { act: act.act, refrain: true };
    }
    const verb = t[k];
    // "book the loft": a verb the tagger read as a noun before its object.
    const acts = verb.pos === "VERB" || (verb.pos === "NOUN" && /^(?:DET|PRON)$/.test(t[k + 1]?.pos ?? ""));
    if (!PROPOSED.test(said) || !acts || /^(?:be|have|see|say|hope)$/.test(verb.lemma.toLowerCase())) continue;
    const rest = t.slice(k + 1);
    if (rest.length > 14 || rest.some((tok) => /^(?:if|unless|because|since)$/.test(tok.normal))) return null;
    return {
      act: [presentParticiple(verb.lemma), joinTokens(rest)].filter((x) => x.length > 0).join(" "),
      refrain: false,
    };
  }
  return null;
}

/**
 * What a recommendation needs of its act. Reasons that speak well of what it names ("it cuts the time spent on
 * invoices by half", "kids who eat breakfast get better grades", "she has led three successful projects") promise a
 * gain the act must bring. Reasons that report a state of things ("half the office is nodding off by three", "the
 * printer jams three times a day") name a trouble the act must help with. That it can be done at a cost worth paying
 * is the means' own assumption (assumptions.ts), stated beside this one.
 */
export function actNeeds(means: { act: string; refrain: boolean }, premise: GapClause, premiseText: string): string {
  const act = capitalise(means.act);
  if (means.refrain) return `${act} would turn out as badly as the reasons warn (${premiseText}).`;
  // wink's sentence sentiment is a weak signal ("you can see the work slow down" reads 0.15): only a clear lean counts.
  const tells =
    /^(?:it|they|she|he)$/i.test(premise.tokens[0]?.normal ?? "") ||
    effects(premise.tokens) > 0 ||
    (premise.sentiment ?? 0) >= 0.2;
  return tells
    ? `${act} would bring what the reasons promise (${premiseText}).`
    : `${act} would help with what the reasons report (${premiseText}).`;
}
