import { type Finding, GROUNDS, type Ground, SEVERITIES, type Severity } from "./types.js";

export type Counts = Record<Severity, number>;

export interface AuditSummary {
  byGround: Record<Ground, Counts>;
  total: Counts;
  /** One plain line: counts, never a probability. */
  readiness: string;
  ready: "not-ready" | "needs-review" | "ready";
}

const zero = (): Counts => ({ must: 0, should: 0, consider: 0 });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function summarise(findings: Finding[]): AuditSummary {
  const byGround = Object.fromEntries(GROUNDS.map((g) => [g, zero()])) as Record<Ground, Counts>;
  const total = zero();
  for (const f of findings) {
    byGround[f.ground][f.severity]++;
    total[f.severity]++;
  }
  const grounds = (s: Severity) => GROUNDS.filter((g) => byGround[g][s] > 0).length;
  if (total.must > 0) {
    return {
      byGround,
      total,
      ready: "not-ready",
      readiness: `Not ready to file: ${plural(total.must, "must-fix finding")} on ${plural(grounds("must"), "ground")}, then ${total.should} should-fix.`,
    };
  }
  if (total.should > 0) {
    return {
      byGround,
      total,
      ready: "needs-review",
      readiness: `Nothing blocks filing, but ${plural(total.should, "should-fix finding")} on ${plural(grounds("should"), "ground")} weaken the application.`,
    };
  }
  return {
    byGround,
    total,
    ready: "ready",
    readiness: `No must-fix or should-fix finding; ${plural(total.consider, "point")} to consider.`,
  };
}

/** Findings in report order: by ground, then severity, then place in the text. */
export function ordered(findings: Finding[]): Finding[] {
  const rank = (f: Finding) => [
    GROUNDS.indexOf(f.ground),
    SEVERITIES.indexOf(f.severity),
    f.place ? 0 : -1,
    f.place?.paragraph ?? 0,
    f.place?.start ?? 0,
  ];
  return [...findings].sort((a, b) => {
    const x = rank(a);
    const y = rank(b);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
    return 0;
  });
}
