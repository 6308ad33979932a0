/**
 * npm run -s analyze -- --jsonl < in.jsonl > out.jsonl   ({"id","text"} per line → {"id","parsed","processed"})
 * npm run -s analyze < argument.txt                       (one argument, printed for reading)
 * The engine comes from ANALYZER_ENGINE / LLM_* like the server; the default is the embedded one.
 */
import { createInterface } from "node:readline";
import { analyzerConfigFromEnv, createAnalyzer } from "../analyzer.js";
import { displayTypeLabel } from "../display.js";
import type { AnalyzeOutcome } from "../types.js";

const analyzer = createAnalyzer(analyzerConfigFromEnv());

async function runJsonl(): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNo = 0;
  for await (const line of lines) {
    lineNo++;
    if (!line.trim()) continue;
    let record: { id?: unknown; text?: unknown };
    try {
      record = JSON.parse(line);
    } catch {
      process.stderr.write(`line ${lineNo}: not JSON, skipped\n`);
      continue;
    }
    if (typeof record.text !== "string") {
      process.stderr.write(`line ${lineNo}: no "text" string, skipped\n`);
      continue;
    }
    const { parsed, processed } = await analyzer.analyze(record.text);
    process.stdout.write(`${JSON.stringify({ id: record.id ?? null, parsed, processed })}\n`);
  }
}

function list(items: string[]): string {
  return items.length ? items.map((s, i) => `  ${i + 1}. ${s}`).join("\n") : "  (none)";
}

function render(out: AnalyzeOutcome): string {
  const p = out.processed;
  return [
    `Engine: ${out.engine} (${out.model})${p.note ? `\nNote: ${p.note}` : ""}`,
    "",
    `Conclusion (${p.conclusionType}): ${p.argumentStructure.conclusion}`,
    `Method of reasoning: ${p.methodOfReasoning}`,
    `Logical flaw: ${p.keyFlaw}`,
    `Counter argument: ${p.counterpoint}`,
    "",
    `Premises:\n${list(p.argumentStructure.premise)}`,
    `Hidden assumptions (${p.assumptionsCount} found):\n${list(p.argumentStructure.unstatedAssumptions)}`,
    `If-then: ${out.parsed.ifThenStructure || "(none)"}`,
    `Quantifiers: ${out.parsed.quantifiers.join(", ") || "(none)"}`,
    "",
    "Logical components breakdown:",
    ...p.breakdownItems.map((b) => `  [${b.severity}] ${displayTypeLabel(b.type)} (${b.category}): ${b.text}`),
    "",
    `Improved version:\n  ${p.improvedArgument}`,
  ].join("\n");
}

async function runOne(): Promise<void> {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  if (!text.trim()) {
    process.stderr.write("Please enter an argument to analyze.\n");
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`${render(await analyzer.analyze(text.trim()))}\n`);
}

await (process.argv.includes("--jsonl") ? runJsonl() : runOne());
