/** A multinomial naive Bayes over presence features, stored as log-probabilities. */
export interface NaiveBayesModel {
  labels: string[];
  logPrior: number[];
  /** Per feature, the log-probability under each label (same order as labels). */
  logLikelihood: Record<string, number[]>;
  /** Log-probability of a feature unseen in training, per label. */
  logUnseen: number[];
}

export interface TrainOptions {
  alpha: number;
  minCount: number;
  /** Equal priors favour the small classes, which is what macro-F1 rewards. */
  uniformPrior: boolean;
}

export function trainNaiveBayes(
  examples: { features: string[]; label: string }[],
  labels: string[],
  options: TrainOptions,
): NaiveBayesModel {
  const docCount = labels.map(() => 0);
  const counts = new Map<string, number[]>();
  for (const ex of examples) {
    const li = labels.indexOf(ex.label);
    if (li < 0) continue;
    docCount[li]++;
    for (const f of ex.features) {
      const row = counts.get(f) ?? labels.map(() => 0);
      row[li]++;
      counts.set(f, row);
    }
  }
  const kept = [...counts.entries()]
    .filter(([, row]) => row.reduce((a, b) => a + b, 0) >= options.minCount)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const vocab = kept.length + 1;
  const totals = labels.map((_, li) => kept.reduce((sum, [, row]) => sum + row[li], 0));
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  const logLikelihood: Record<string, number[]> = {};
  for (const [f, row] of kept) {
    logLikelihood[f] = row.map((c, li) => round(Math.log((c + options.alpha) / (totals[li] + options.alpha * vocab))));
  }
  const n = docCount.reduce((a, b) => a + b, 0);
  return {
    labels,
    logPrior: docCount.map((c) => round(options.uniformPrior ? Math.log(1 / labels.length) : Math.log(c / n))),
    logLikelihood,
    logUnseen: totals.map((t) => round(Math.log(options.alpha / (t + options.alpha * vocab)))),
  };
}

/** Posterior probabilities per label; unseen features are ignored so they cannot tilt the result. */
export function predictNaiveBayes(model: NaiveBayesModel, features: string[]): number[] {
  const scores = [...model.logPrior];
  for (const f of features) {
    const row = model.logLikelihood[f];
    if (!row) continue;
    for (let i = 0; i < scores.length; i++) scores[i] += row[i];
  }
  const max = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}
