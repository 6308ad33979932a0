import { embed, type GapClause } from "./gap.js";
import { joinTokens } from "./nlp.js";
import { capitalise } from "./phrases.js";
import { innerClaim } from "./shapes.js";

/** "We're about the same size", "Our site is much the same", "We're in a similar town": we are like the case told. */
const LIKE_US =
  /^(?:(?:and|but|so),? )?(we|our [\w' -]{1,30}?|this [\w' -]{1,30}?)(?:'re| are| is|'s) (?:\w+ ){0,3}?(?:the same|similar|alike|comparable|just like)\b/i;

/**
 * "Greaves Road allotments fitted combination locks and haven't had a break-in since. Our site is about the same
 * size, so a combination lock on every shed should sort out our thefts too.": what worked for another holds here
 * only if the two are alike in the way that matters for it, not only in the way the reasons name. Deny it and the
 * other's case says nothing about ours.
 */
export function sameCase(conclusion: GapClause, premises: GapClause[]): string {
  const like = premises.map((p) => ({ p, m: LIKE_US.exec(p.text.trim()) })).find((x) => x.m !== null);
  if (!like?.m) return "";
  // The case told: a reason that opens on a name ("Dunmore Curling Club moved its league …", "Greaves Road
  // allotments fitted …"), the name's words and the noun after them.
  const other = premises
    .filter((p) => p !== like.p)
    .map(namedOpener)
    .find((name) => name !== "");
  if (!other) return "";
  const us = like.m[1].toLowerCase() === "we" ? "We are" : `${capitalise(like.m[1])} is`;
  const claim = embed(innerClaim(conclusion)).replace(/^makes sense\b/i, "it makes sense");
  return `${us} like ${other} in the ways that matter for whether ${claim}.`;
}

function namedOpener(clause: GapClause): string {
  // "the Fox and Hounds moved …": an article before the name is part of it.
  const t = clause.tokens;
  const lead = /^the$/i.test(t[0]?.value ?? "") ? 1 : 0;
  let end = lead;
  while (
    end < t.length &&
    end < 6 &&
    (/^[A-Z]/.test(t[end].value) ||
      (end > lead && /^(?:and|&|of)$/.test(t[end].value) && /^[A-Z]/.test(t[end + 1]?.value ?? ""))) &&
    t[end].pos !== "PRON"
  )
    end++;
  if (end === lead || !t.slice(lead, end).some((x) => x.proper || x.pos === "PROPN")) return "";
  if (t[end]?.pos === "NOUN" && /^[a-z]/.test(t[end].value)) end++;
  return joinTokens(t.slice(0, end));
}
