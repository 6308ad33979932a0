export interface ClassScores {
  accuracy: number;
  macroF1: number;
  perClass: Record<string, { precision: number; recall: number; f1: number; support: number }>;
}

/** Accuracy and macro-F1 over the gold labels (a predicted label outside them only costs precision elsewhere). */
export function classScores(pairs: { gold: string; predicted: string }[]): ClassScores {
  const labels = [...new Set(pairs.map((p) => p.gold))].sort();
  const perClass: ClassScores["perClass"] = {};
  for (const label of labels) {
    const tp = pairs.filter((p) => p.gold === label && p.predicted === label).length;
    const predicted = pairs.filter((p) => p.predicted === label).length;
    const support = pairs.filter((p) => p.gold === label).length;
    const precision = predicted ? tp / predicted : 0;
    const recall = support ? tp / support : 0;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    perClass[label] = { precision, recall, f1, support };
  }
  const correct = pairs.filter((p) => p.gold === p.predicted).length;
  const f1s = Object.values(perClass).map((c) => c.f1);
  return {
    accuracy: pairs.length ? correct / pairs.length : 0,
    macroF1: f1s.length ? f1s.reduce((a, b) => a + b, 0) / f1s.length : 0,
    perClass,
  };
}
