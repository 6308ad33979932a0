import { GROUP_VIEW, VIEW_NOUNS } from "./claim-cues.js";
import type { Unit } from "./segment.js";

// "The link is a myth.", "This is simply false.", "That claim is nonsense.", "They are wrong.": the writer's verdict
// that a view, or those who hold it, are wrong.
const CALLED_FALSE = new RegExp(
  String.raw`^(?:this|that|it|they|he|she|such (?:a )?\w+|the (?:${VIEW_NOUNS}))(?: \w+)? (?:is|was|are|were) (?:(?:simply|just|pure|complete|utter|an?|total)\s+)*(?:myth|false|untrue|nonsense|rubbish|fiction|lie|mistaken|baseless|groundless|wrong)\b`,
);
// What the other side is reported to hold: "Many people say that video games make children violent."
const REPORTED =
  /\b(?:say|says|said|claim|claims|believe|believes|think|thinks|argue|argues|insist|insists|fear|fears)(?: that)? (.{8,})$/;

const lower = (u: Unit) => u.text.toLowerCase().replace(/[’‘]/g, "'");

/**
 * The claim made by calling a reported view false: "Many people say that games make children violent. … The link
 * is a myth." claims that it is not true that games make children violent. The analysis reasons about that claim;
 * "the link is a myth" alone names neither side of the step. Null when the verdict or the view is not plain.
 */
export function rejectedViewClaim(conclusion: Unit, units: Unit[]): string | null {
  if (!CALLED_FALSE.test(lower(conclusion).replace(/^(?:so|thus|therefore|clearly|in short),? /, ""))) return null;
  for (let i = conclusion.index - 1; i >= 0; i--) {
    const u = units[i];
    if (u.marker !== "opponent" && !GROUP_VIEW.test(lower(u))) continue;
    // "Some say X because Y. They are wrong.": the view is stated where its holders are named, not in its reason.
    const view = REPORTED.exec(u.text.replace(/[.!]+$/, ""));
    if (view) return `It is not true that ${view[1]}.`;
    if (u.marker === "opponent" && /^(?:because|since)\b/i.test(u.text)) continue;
    return null;
  }
  return null;
}
