/**
 * npm run eval:analyzer — measures the embedded engine on the evaluation sets in ../shared/eval/argument
 * (EVAL_DIR overrides). The sets are read at run time and never copied into the repository.
 */
import { existsSync } from "node:fs";
import { ablate } from "./ablation.js";
import { evaluateConclusions } from "./conclusions-eval.js";
import { evalDir, type FallacyRecord, type MicrotextRecord, readJsonl } from "./datasets.js";
import { evaluateEveryday, everydayTrainingTexts } from "./everyday/everyday-eval.js";
import { evaluateArgotario, evaluateLogic } from "./flaw-eval.js";
import { logiqaCeiling } from "./logiqa-ceiling.js";
import { evaluateLogiqa, LOGIQA_TYPES, type LogiqaRecord } from "./logiqa-eval.js";
import { logiqaFlawRows } from "./logiqa-flaws.js";
import type { ClassScores } from "./metrics.js";

const dir = evalDir();
if (!existsSync(dir)) {
  console.log(`No evaluation data at ${dir}; nothing to measure. Set EVAL_DIR to the folder holding the .jsonl sets.`);
  process.exit(0);
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}% (${n}/${d})` : "n/a");
const f3 = (x: number) => x.toFixed(3);

function printScores(label: string, s: ClassScores): void {
  console.log(`  ${label}: accuracy ${f3(s.accuracy)}, macro-F1 ${f3(s.macroF1)}`);
}

function printPerClass(s: ClassScores): void {
  for (const [name, c] of Object.entries(s.perClass)) {
    console.log(`    ${name.padEnd(24)} P ${f3(c.precision)}  R ${f3(c.recall)}  F1 ${f3(c.f1)}  n=${c.support}`);
  }
}

const started = performance.now();
console.log(`Evaluation data: ${dir}\n`);

const micro = readJsonl<MicrotextRecord>(dir, "microtexts-part2.jsonl");
if (micro) {
  const r = evaluateConclusions(micro);
  console.log(`microtexts-part2 (${r.texts} texts; a conclusion counts when token F1 >= 0.5)`);
  console.log(
    `  main conclusion, explicit: ${pct(r.explicit.correct, r.explicit.n)}   [first-statement baseline ${pct(r.explicit.firstUnitBaseline, r.explicit.n)}]`,
  );
  console.log(`  main conclusion, unstated: ${pct(r.unstated.correct, r.unstated.n)}`);
  console.log(
    `  engine judged the conclusion unstated: ${pct(r.judgedUnstated.whenUnstated, r.unstated.n)} of unstated, ${pct(r.judgedUnstated.whenExplicit, r.explicit.n)} of explicit`,
  );
  console.log(`  mean conclusion token F1: ${f3(r.meanConclusionF1)}`);
  console.log(
    `  premise recall: ${pct(r.premiseRecall.found, r.premiseRecall.gold)}   premise precision: ${pct(r.premisePrecision.matched, r.premisePrecision.predicted)}\n`,
  );
} else console.log("microtexts-part2.jsonl not found; skipped.\n");

const argotario = readJsonl<FallacyRecord>(dir, "argotario.jsonl");
const everydayTexts = everydayTrainingTexts();
if (argotario) {
  const r = evaluateArgotario(argotario, everydayTexts);
  console.log(
    `argotario (5-fold cross-validation, scored on the ${r.voted} voted items; each fold's model also learns the everyday texts)`,
  );
  printScores("classifier only", r.classifierOnly);
  printScores("classifier + rules (shipped pipeline)", r.withRules);
  printPerClass(r.withRules);
  printScores("majority class baseline", r.majorityBaseline);
  const none = r.withRules.perClass["No Fallacy"];
  console.log(`  'No Fallacy' items answered 'No major flaw': ${none ? f3(none.recall) : "n/a"} (target >= 0.50)`);
  console.log("");
} else console.log("argotario.jsonl not found; skipped.\n");

const logic = readJsonl<FallacyRecord>(dir, "logic-train-dev.jsonl");
if (logic) {
  const r = evaluateLogic(logic);
  console.log(`LOGIC train+dev (${r.n} items, measurement only; labels mapped to the taxonomy)`);
  printScores("shipped engine", r.scores);
  printScores("without the five types LOGIC files under other labels", r.strictScores);
  console.log(`  most-frequent-class rate: ${f3(r.majorityRate)} (accuracy must beat it)`);
  console.log(`  reported some flaw on ${pct(r.flagged, r.n)} (every item is a fallacy)`);
  printPerClass(r.scores);
  console.log("");
} else console.log("logic-train-dev.jsonl not found; skipped.\n");

const logiqa = readJsonl<LogiqaRecord>(dir, "logiqa2.jsonl");
if (logiqa) {
  // The dev and test halves apart: a gain on both is more likely general than one on a half the work looked at.
  // The whole is their sum, so each passage is analysed once.
  const halves = (["dev", "test"] as const).map((half) =>
    evaluateLogiqa(logiqa.filter((x) => x.id.includes(`-${half}-`))),
  );
  const r: (typeof halves)[number] = {};
  for (const h of halves)
    for (const [type, s] of Object.entries(h)) {
      const sum = r[type] ?? { n: 0, correct: 0, floor: 0, necessaryOnly: 0 };
      r[type] = {
        n: sum.n + s.n,
        correct: sum.correct + s.correct,
        floor: sum.floor + s.floor,
        necessaryOnly: sum.necessaryOnly + s.necessaryOnly,
      };
    }
  console.log(
    "LogiQA 2.0 (the option with the highest token F1 against the engine's own output must be the right one)",
  );
  console.log(`  ${"question type".padEnd(22)} engine   floor    chance   n`);
  for (const type of LOGIQA_TYPES) {
    const s = r[type];
    if (!s) continue;
    console.log(`  ${type.padEnd(22)} ${f3(s.correct / s.n)}    ${f3(s.floor / s.n)}    0.250    ${s.n}`);
  }
  console.log("  (floor: the option with the highest token F1 against the whole passage)");
  // Secondary: the necessary field alone, so the bridge is measured without the sufficient rule beside it.
  for (const type of ["necessary_assumption", "sufficient_assumption"]) {
    const s = r[type];
    if (s)
      console.log(`  ${type} on the necessary field alone: ${f3(s.necessaryOnly / s.n)} (${s.necessaryOnly}/${s.n})`);
  }
  console.log(`  by half (engine / floor):  ${"dev".padEnd(20)} test`);
  for (const type of LOGIQA_TYPES) {
    const cells = halves.map((h) => {
      const s = h[type];
      return s ? `${f3(s.correct / s.n)} / ${f3(s.floor / s.n)} (${s.n})` : "-";
    });
    console.log(`  ${type.padEnd(26)} ${cells[0].padEnd(20)} ${cells[1]}`);
  }
  console.log("");
  console.log("LogiQA surface ceiling: a scorer that SEES the four options (the engine never does) and rates them by");
  console.log(
    "word overlap with the engine's conclusion, premises, first/last sentence and passage, new words, negation,",
  );
  console.log("quantifiers and length; fitted on one half, scored on the other (both ways), beside the same half");
  for (const c of logiqaCeiling(logiqa, LOGIQA_TYPES.slice(0, 4)))
    console.log(
      `  ${c.qtype.padEnd(22)} other half ${f3(c.crossHalf / c.n)}   same half ${f3(c.sameHalf / c.n)}   n ${c.n}`,
    );
  console.log("");
  console.log("LogiQA flaw questions by the flaw the engine named (right: its sentence picked the right option)");
  for (const row of logiqaFlawRows(logiqa)) console.log(`  ${row.id.padEnd(24)} named ${row.n}, right ${row.correct}`);
  console.log("");
} else console.log("logiqa2.jsonl not found; skipped.\n");

if (micro && logiqa) {
  const { n, rows } = ablate(micro, logiqa);
  const base = rows[0];
  const delta = (x: number, b: number, d: number) =>
    `${x - b >= 0 ? "+" : ""}${(x - b) / d >= 0 ? "" : ""}${(((x - b) * 100) / d).toFixed(1)}`;
  console.log(`Main-conclusion cue ablation (accuracy with the family switched off; points vs all cues)`);
  console.log(`  ${"cue family".padEnd(26)} microtexts explicit (n=${n[0]})   LogiQA main conclusion (n=${n[1]})`);
  for (const r of rows) {
    const m = `${((100 * r.microtexts) / n[0]).toFixed(1)}%`;
    const l = `${((100 * r.logiqa) / n[1]).toFixed(1)}%`;
    const dm = r === base ? "" : ` (${delta(r.microtexts, base.microtexts, n[0])})`;
    const dl = r === base ? "" : ` (${delta(r.logiqa, base.logiqa, n[1])})`;
    console.log(`  ${r.family.padEnd(26)} ${(m + dm).padEnd(32)} ${l + dl}`);
  }
  console.log("");
}

// Written by this project and kept in the repository, so it runs without the evaluation sets.
const everyday = evaluateEveryday(argotario ?? []);
console.log(
  "Everyday arguments written for this project (packages/analyzer/src/eval/everyday; conclusions a regression check, flaws 5-fold cross-validated)",
);
console.log(`  main conclusion: ${everyday.conclusions.right}/${everyday.conclusions.n}`);
console.log(
  `  flaw type: ${everyday.flaws.right}/${everyday.flaws.n} (sound texts left unaccused: ${everyday.flaws.soundRight}/${everyday.flaws.sound})`,
);
for (const miss of [...everyday.conclusions.misses, ...everyday.flaws.misses]) console.log(`    miss: ${miss}`);
console.log("");

console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
