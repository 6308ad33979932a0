import { readFile } from "node:fs/promises";
import { wordCount } from "../text.js";
import { DRAFTS_DIR } from "./fixtures.js";

const WORDS = 6_500;

/**
 * A ~20-page draft for the benchmarks (`npm run bench:audit`, `npm run bench:audit-prior-art`): the test drafts'
 * sections repeated until it holds about 6,500 words (≈ 20 pages at 1.5 spacing), with 20 planned claims and a
 * novelty argument, so every check and the argument analyzer run.
 */
export async function twentyPages(): Promise<{ text: string; claims: string; argument: string }> {
  const latch = await readFile(`${DRAFTS_DIR}pet-door-latch.md`, "utf8");
  const cooler = await readFile(`${DRAFTS_DIR}bottle-cooler.md`, "utf8");
  const section = (text: string, from: string, to: string) =>
    text.slice(text.indexOf(from) + from.length, text.indexOf(to));
  const description = [
    section(latch, "DETAILED DESCRIPTION OF THE PREFERRED EMBODIMENTS", "WHAT IS CLAIMED IS:"),
    section(cooler, "## Detailed Description", "## Claims"),
  ].join("\n\n");
  const parts = [section(latch, "", "DETAILED DESCRIPTION OF THE PREFERRED EMBODIMENTS"), "DETAILED DESCRIPTION"];
  while (wordCount(parts.join("\n\n")) < WORDS) parts.push(description);
  parts.push("ABSTRACT", "A latch for a pet door holds a swinging flap closed after an animal has passed through it.");
  const claims = Array.from({ length: 5 }, () => section(cooler, "## Claims", "## Abstract").trim())
    .join("\n")
    .split("\n")
    .filter((l) => /^\d+\./.test(l))
    .map((l, i) => l.replace(/^\d+\./, `${i + 1}.`).replace(/claim 1\b/, `claim ${Math.floor(i / 4) * 4 + 1}`))
    .join("\n");
  const argument =
    "No existing pet door latch closes by the flap's own return, because known latches need a magnet. Therefore a latch with a spring-loaded catch is new.";
  return { text: parts.join("\n\n"), claims, argument };
}
