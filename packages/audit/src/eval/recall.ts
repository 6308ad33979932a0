import { audit } from "../audit.js";
import type { Finding } from "../types.js";
import type { Fixture, PlantedFlaw } from "./fixtures.js";

export const foundBy = (findings: Finding[], flaw: PlantedFlaw) =>
  findings.find((f) => f.check === flaw.check && f.excerpt.toLowerCase().includes(flaw.excerpt.toLowerCase()));

export interface RecallRow {
  draft: string;
  planted: number;
  found: number;
  missed: PlantedFlaw[];
  /** Findings that match no planted flaw: read them, they are either real or false alarms. */
  other: Finding[];
}

export async function recallOn(fixtures: Fixture[]): Promise<RecallRow[]> {
  const rows: RecallRow[] = [];
  for (const f of fixtures) {
    const report = await audit(f.draft, { noveltyArgument: f.noveltyArgument });
    const matched = new Set<Finding>();
    const missed: PlantedFlaw[] = [];
    for (const flaw of f.planted) {
      const hit = foundBy(report.findings, flaw);
      if (hit) matched.add(hit);
      else missed.push(flaw);
    }
    rows.push({
      draft: f.name,
      planted: f.planted.length,
      found: f.planted.length - missed.length,
      missed,
      other: report.findings.filter((x) => !matched.has(x)),
    });
  }
  return rows;
}
