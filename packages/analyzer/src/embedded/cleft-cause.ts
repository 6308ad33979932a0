import { embed, type GapClause } from "./gap.js";
import { innerClaim } from "./shapes.js";

/** "It's the coffee grounds that did it", "It was the new chain that made the difference". */
const CLEFT =
  /^it(?:'s| is| was| must be| must have been) ((?:the |my |our |that |those |all )?[\w' -]{1,40}?) that (?:did it|did the trick|made the difference|caused it|fixed it|helped)\b/i;
/** "The turmeric is what sorted his knee out", "the new plants are what brought the frogs back". */
const WHAT_DID =
  /^((?:the |my |our |that |those |this |these )[\w' -]{1,40}?) (?:is|are|was|were) what (?:\w+ed|brought|made|got|kept|sorted|fixed|did)\b/i;

const SUGGESTS = /\b(?:might be worth|worth (?:a try|trying)|should|could try|you could)\b/i;

/**
 * "Two summers of pink and now they're properly blue. It's the coffee grounds that did it.": a cause picked out in
 * a cleft explains the change the reasons report only if nothing else accounts for it. Deny it (more rain, a new
 * soil) and the change no longer points to the cause named.
 */
export function cleftCause(conclusion: GapClause, premises: GapClause[]): string {
  const claim = innerClaim(conclusion).text.trim();
  const cause = CLEFT.exec(claim)?.[1] ?? WHAT_DID.exec(claim)?.[1];
  // What the reasons report, not a suggestion made after the claim ("Might be worth Mum trying it too").
  const change = premises.filter((p) => !SUGGESTS.test(p.text)).at(-1);
  if (!cause || !change) return "";
  return `Nothing other than ${cause.replace(/^(?:The|My|Our|That|Those|This|These) /, (d) => d.toLowerCase())} accounts for what the reasons report: ${embed(change).replace(/[\s,;.!?]+$/, "")}.`;
}
