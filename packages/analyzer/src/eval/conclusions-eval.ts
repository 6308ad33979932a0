import { analyzeEmbeddedDetail } from "../embedded/analyze-embedded.js";
import type { MicrotextRecord } from "./datasets.js";
import { matches, tokenF1 } from "./token-f1.js";

export interface ConclusionReport {
  texts: number;
  explicit: { n: number; correct: number; firstUnitBaseline: number };
  unstated: { n: number; correct: number };
  /** How often the engine itself judged the conclusion unstated, split by the gold answer. */
  judgedUnstated: { whenExplicit: number; whenUnstated: number };
  premiseRecall: { gold: number; found: number };
  premisePrecision: { predicted: number; matched: number };
  meanConclusionF1: number;
}

export function evaluateConclusions(records: MicrotextRecord[]): ConclusionReport {
  const r: ConclusionReport = {
    texts: records.length,
    explicit: { n: 0, correct: 0, firstUnitBaseline: 0 },
    unstated: { n: 0, correct: 0 },
    judgedUnstated: { whenExplicit: 0, whenUnstated: 0 },
    premiseRecall: { gold: 0, found: 0 },
    premisePrecision: { predicted: 0, matched: 0 },
    meanConclusionF1: 0,
  };
  let f1Sum = 0;
  for (const rec of records) {
    const detail = analyzeEmbeddedDetail(rec.text);
    const predicted = detail.parsed.conclusion.text;
    const ok = matches(predicted, rec.conclusion);
    f1Sum += tokenF1(predicted, rec.conclusion);
    if (rec.conclusion_implicit) {
      r.unstated.n++;
      if (ok) r.unstated.correct++;
      if (detail.conclusionImplicit) r.judgedUnstated.whenUnstated++;
    } else {
      r.explicit.n++;
      if (ok) r.explicit.correct++;
      if (detail.conclusionImplicit) r.judgedUnstated.whenExplicit++;
      const firstStatement = detail.units.find((u) => !u.isQuestion);
      if (firstStatement && matches(firstStatement.text, rec.conclusion)) r.explicit.firstUnitBaseline++;
    }
    const predictedPremises = detail.parsed.premiseSets.explicit;
    for (const gold of rec.premises) {
      r.premiseRecall.gold++;
      if (predictedPremises.some((p) => matches(p, gold))) r.premiseRecall.found++;
    }
    for (const p of predictedPremises) {
      r.premisePrecision.predicted++;
      if (rec.premises.some((gold) => matches(p, gold))) r.premisePrecision.matched++;
    }
  }
  r.meanConclusionF1 = records.length ? f1Sum / records.length : 0;
  return r;
}
