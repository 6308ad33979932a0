import { UNIVERSAL_HEDGES } from "./claim-cues.js";
import { asClause } from "./phrases.js";

const HEDGE_PATTERN = new RegExp(
  `\\b(?:${Object.keys(UNIVERSAL_HEDGES)
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, "\\s+"))
    .join("|")})\\b`,
  "gi",
);

function matchCase(original: string, replacement: string): string {
  return original[0] === original[0].toUpperCase() ? replacement[0].toUpperCase() + replacement.slice(1) : replacement;
}

/** Softens sweeping words ("all", "never", "definitely") to what evidence can usually carry. */
export function hedgeQuantifiers(text: string): string {
  return text.replace(HEDGE_PATTERN, (m) => matchCase(m, UNIVERSAL_HEDGES[m.toLowerCase().replace(/\s+/g, " ")] ?? m));
}

export interface ImproveInput {
  text: string;
  conclusion: string;
  conclusionImplicit: boolean;
  necessaryAssumption: string;
}

/** The argument with its quantifiers hedged, its unstated conclusion said, and its key assumption made explicit. */
export function improveArgument(input: ImproveInput): string {
  let improved = hedgeQuantifiers(input.text.trim());
  if (!/[.!?]["')\]]?$/.test(improved)) improved += ".";
  if (input.conclusionImplicit && input.conclusion) improved += ` So, ${hedgeQuantifiers(asClause(input.conclusion))}.`;
  if (input.necessaryAssumption) improved += ` This assumes that ${asClause(input.necessaryAssumption)}.`;
  return improved;
}
