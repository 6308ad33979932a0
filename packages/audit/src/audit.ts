import { CHECKS } from "./checks/index.js";
import { type LimitationSupport, mapClaimSupport } from "./checks/support/claim-support.js";
import { type NoveltyResult, noveltyFindings, readNoveltyArgument } from "./outside/novelty.js";
import { type PriorArtSearch, priorArtFindings, priorArtQuery } from "./outside/prior-art.js";
import { type AuditSummary, ordered, summarise } from "./summary.js";
import type { Draft, Finding, PriorArtReference } from "./types.js";

export interface AuditOptions {
  /** The inventor's two or three sentences on why the invention is new and not obvious. */
  noveltyArgument?: string;
  /** The server's prior-art search; left out, the report has no prior-art findings and says so. */
  priorArt?: PriorArtSearch;
}

export interface AuditReport {
  /** The version of the checks, so a saved audit says which rules produced it. */
  engine: string;
  findings: Finding[];
  summary: AuditSummary;
  /** Each limitation of each claim, mapped to the passage that supports it. */
  support: LimitationSupport[];
  /** Null when prior art was not searched (no search given). */
  priorArt: PriorArtReference[] | null;
  /** Null when no novelty argument was given. */
  novelty: NoveltyResult | null;
}

export const AUDIT_ENGINE = "audit-1";

/** The deterministic offline checks alone: the same draft always gives the same findings. */
export const runChecks = (draft: Draft): Finding[] => CHECKS.flatMap((c) => c.run(draft));

export async function audit(draft: Draft, options: AuditOptions = {}): Promise<AuditReport> {
  const findings = runChecks(draft);
  const priorArt = options.priorArt ? await options.priorArt(priorArtQuery(draft)) : null;
  if (priorArt) findings.push(...priorArtFindings(priorArt));
  const novelty = readNoveltyArgument(options.noveltyArgument ?? "");
  if (novelty) findings.push(...noveltyFindings(novelty, priorArt ?? []));
  const all = ordered(findings);
  return {
    engine: AUDIT_ENGINE,
    findings: all,
    summary: summarise(all),
    support: mapClaimSupport(draft),
    priorArt,
    novelty,
  };
}
