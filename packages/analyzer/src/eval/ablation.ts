import { analyzeEmbeddedDetail } from "../embedded/analyze-embedded.js";
import { CUE_FAMILIES, type CueFamily } from "../embedded/cue-families.js";
import type { MicrotextRecord } from "./datasets.js";
import { engineAnswers, enginePick, type LogiqaRecord } from "./logiqa-eval.js";
import { matches } from "./token-f1.js";

export interface AblationRow {
  family: CueFamily | "(all cues)";
  microtexts: number;
  logiqa: number;
}

/**
 * Each cue family's effect on two corpora: microtexts part 2 explicit conclusions and LogiQA main-conclusion
 * items, with the family switched off. A cue earns its place only if switching it off costs on both corpora
 * (or costs on one and is neutral on the other).
 */
export function ablate(micro: MicrotextRecord[], logiqa: LogiqaRecord[]): { n: [number, number]; rows: AblationRow[] } {
  const explicit = micro.filter((r) => !r.conclusion_implicit);
  const main = logiqa.filter((r) => r.qtype === "main_conclusion");
  const run = (disabled: Set<CueFamily>) => ({
    microtexts: explicit.filter((r) =>
      matches(analyzeEmbeddedDetail(r.text, { disabledCues: disabled }).parsed.conclusion.text, r.conclusion),
    ).length,
    logiqa: main.filter(
      (r) => enginePick(engineAnswers(r.text, r.qtype, { disabledCues: disabled }), r.options) === r.label,
    ).length,
  });
  const rows: AblationRow[] = [{ family: "(all cues)", ...run(new Set()) }];
  for (const family of CUE_FAMILIES) rows.push({ family, ...run(new Set([family])) });
  return { n: [explicit.length, main.length], rows };
}
