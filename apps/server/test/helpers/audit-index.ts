import { claimedPatent } from "./patents.js";

/** A small index written for these tests: one folding-ladder patent, one unrelated. */
export const LADDER = claimedPatent(
  "US90000011",
  "Folding ladder hinge",
  "A folding ladder has a first rail and a second rail joined by a hinge.",
  ["1. A folding ladder comprising a first rail, a second rail and a hinge joining the rails."],
);
export const REEL = claimedPatent(
  "US90000012",
  "Garden hose reel",
  "A reel winds a garden hose onto a drum turned by a crank.",
  [],
);

/** Checks as 'check: excerpt' lines, the form the assertions read. */
export type Found = { check: string; excerpt: string; references?: { number: string }[] };
export const checks = (findings: Found[]) => findings.map((f) => `${f.check}: ${f.excerpt}`);
