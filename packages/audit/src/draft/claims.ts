import type { Claim } from "../types.js";

const NUMBERED = /^\s*(\d{1,3})\s*[.)]\s+/;
/** 'What is claimed is:' left at the head of the claims when they were copied with it. */
const LEAD_IN =
  /^\s*(?:(?:what is claimed is|what i claim is|what we claim is|i claim|we claim|the invention claimed is)\s*:?|claims?\s*:)\s*/i;
const REFERS = /\b(?:claim|claims)\s+(\d{1,3})\b/i;

/**
 * Claims from text: '1. A device …' starts claim 1; lines that do not start a new number continue the claim above.
 * Unnumbered text becomes claim 1, 2… one per blank-line block. A dependent claim names its parent ('… of claim 1').
 */
export function parseClaims(text: string): Claim[] {
  const clean = text.replace(/\r\n?/g, "\n").replace(LEAD_IN, "");
  const lines = clean.split("\n");
  const numbered = lines.some((l) => NUMBERED.test(l));
  const blocks: { number: number; text: string }[] = [];
  if (numbered) {
    for (const line of lines) {
      const m = NUMBERED.exec(line);
      if (m) blocks.push({ number: Number(m[1]), text: line.slice(m[0].length).trim() });
      else if (blocks.length > 0 && line.trim()) blocks[blocks.length - 1].text += ` ${line.trim()}`;
    }
  } else {
    clean
      .split(/\n\s*\n/)
      .map((b) => b.replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .forEach((b, i) => {
        blocks.push({ number: i + 1, text: b });
      });
  }
  return blocks.map((b) => {
    const parent = REFERS.exec(b.text);
    const dependsOn = parent && Number(parent[1]) < b.number ? Number(parent[1]) : null;
    return { number: b.number, text: b.text, dependsOn };
  });
}

/** The claim and every claim it depends on, nearest first: what a dependent claim's terms may refer back to. */
export function claimChain(claim: Claim, all: Claim[]): Claim[] {
  const chain: Claim[] = [claim];
  let current = claim;
  while (current.dependsOn !== null && chain.length < 50) {
    const parent = all.find((c) => c.number === current.dependsOn);
    if (!parent || chain.includes(parent)) break;
    chain.push(parent);
    current = parent;
  }
  return chain;
}
