import { embed, type GapClause } from "./gap.js";
import { innerClaim } from "./shapes.js";

/** "It's the coffee grounds that did it", "It was the new chain that made the difference". */
const CLEFT =
  /^it(?:'s| is| was| must be| must have been) ((?:the |my |our |that |those |all )?[\w' -]{1,40}?) that (?:did it|did the trick|made the difference|caused it|fixed it|helped)\b/i;

/**
 * "Two summers of pink and now they're properly blue. It's the coffee grounds that did it.": a cause picked out in
 * a cleft explains the change the reasons report only if nothing else accounts for it. Deny it (more rain, a new
 * soil) and the change no longer points to the cause named.
 */
export function cleftCause(conclusion: GapClause, premises: GapClause[]): string {
  const cause = CLEFT.exec(innerClaim(conclusion).text.trim())?.[1];
  const change = premises.at(-1);
  if (!cause || !change) return "";
  return `Nothing other than ${cause} accounts for what the reasons report: ${embed(change).replace(/[\s,;.!?]+$/, "")}.`;
}
