import type { Draft, Finding, Ground } from "../types.js";

export interface Check {
  id: string;
  ground: Ground;
  /** True when the check reads only the title, abstract and claims: those run over granted patents in the eval. */
  abstractAndClaims: boolean;
  run(draft: Draft): Finding[];
}
