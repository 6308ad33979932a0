/**
 * npm run bench:export: the time to write a ~20-page specification with 10 figures as DOCX and as PDF, and the
 * files' sizes. The text is a paragraph repeated to ~6,500 words (≈ 20 pages at 1.5 spacing); the figures are
 * 1600 × 1200 greyscale PNGs. Prints the load average beside the figures: they are noisy on a shared machine.
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { writeDocx } from "./docx-writer.js";
import { figureImage } from "./figure-image.js";
import { writePdf } from "./pdf-writer.js";
import { pngOf, readPdf } from "./read-back.js";
import { specificationDocument } from "./specification.js";

const RUNS = 10;
const SENTENCE =
  "In one embodiment the locking pin 16 slides within a bore 18 of the hinge 14 and is urged by a spring 20 towards the rails. ";
const paragraph = SENTENCE.repeat(5);
const section = (n: number) => Array.from({ length: n }, () => paragraph).join("\n");
// Ten different files (a writer may store one file used twice only once).
const pngs = Array.from({ length: 10 }, (_, i) => pngOf(1600, 1200 + i));
const model = specificationDocument({
  title: "Folding ladder with a locking hinge",
  crossReference: "",
  federallySponsored: "no",
  federalResearch: "",
  abstract: SENTENCE.repeat(4),
  field: SENTENCE,
  background: section(6),
  summary: section(8),
  drawings: Array.from({ length: 10 }, (_, i) => `FIG. ${i + 1} is a view of the ladder.`).join("\n"),
  detailedDescription: section(40),
  inventors: [{ name: "Ada Lovelace", residence: "London, United Kingdom" }],
  figures: Array.from({ length: 10 }, (_, i) => ({ name: `View ${i + 1}`, image: figureImage(pngs[i], "image/png") })),
});
const words = model.parts[1].blocks.reduce((n, b) => n + ("text" in b ? b.text.split(/\s+/).length : 0), 0);

async function time(name: string, write: () => Promise<Buffer>) {
  const t0 = performance.now();
  const first = await write();
  const cold = performance.now() - t0;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await write();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);
  console.log(
    `  ${name}: first ${cold.toFixed(0)} ms, warm ${RUNS} runs p50 ${at(0.5)} ms, p95 ${at(0.95)} ms; ${kib(first.length)}`,
  );
  return first;
}

const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `export of a ${words}-word specification with 10 figures of 1600 × 1200 px (${kib(pngs.reduce((n, p) => n + p.length, 0))} of PNG):`,
);
await time("DOCX", () => writeDocx(model));
const pdf = await time("PDF", () => writePdf(model));
console.log(`  PDF pages: ${(await readPdf(pdf)).length}`);
console.log(
  `  load average: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
