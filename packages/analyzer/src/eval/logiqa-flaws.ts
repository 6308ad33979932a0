import { analyzeEmbeddedDetail } from "../embedded/analyze-embedded.js";
import { enginePick, type LogiqaRecord } from "./logiqa-eval.js";

export interface FlawRow {
  id: string;
  n: number;
  correct: number;
}

/**
 * LogiQA's flaw questions by the flaw the engine named: how often each type is named, and how often its sentence
 * picks the right option. Error analysis by category: which detectors fire on calm prose, and which name the error
 * in words the right answer shares. Sorted by how often each type is named.
 */
export function logiqaFlawRows(records: LogiqaRecord[]): FlawRow[] {
  const rows = new Map<string, FlawRow>();
  for (const r of records.filter((x) => x.qtype === "flaw")) {
    const { parsed, flaw } = analyzeEmbeddedDetail(r.text);
    const row = rows.get(flaw.id) ?? { id: flaw.id, n: 0, correct: 0 };
    rows.set(flaw.id, row);
    row.n++;
    if (enginePick(parsed.logicalFlaws, r.options) === r.label) row.correct++;
  }
  return [...rows.values()].sort((a, b) => b.n - a.n);
}
