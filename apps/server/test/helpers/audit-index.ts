import type { PatentRecord } from "../../src/modules/patents/patent-record.js";

/** A small index written for these tests: one folding-ladder patent, one unrelated. */
const record = (number: string, title: string, abstract: string, claims: string[]): PatentRecord => ({
  number,
  kind: "B1",
  docType: "grant",
  title,
  abstract,
  claims,
  firstClaim: claims[0] ?? null,
  filingDate: "2015-03-10",
  publicationDate: "2018-06-19",
  grantDate: "2018-06-19",
  inventors: ["Ada Lovelace"],
  assignee: null,
  assignees: [],
  cpc: [],
  ipc: [],
  citations: [],
  citationsDetail: [],
  applicationNumber: null,
  source: "test",
});
export const LADDER = record(
  "US90000011",
  "Folding ladder hinge",
  "A folding ladder has a first rail and a second rail joined by a hinge.",
  ["1. A folding ladder comprising a first rail, a second rail and a hinge joining the rails."],
);
export const REEL = record(
  "US90000012",
  "Garden hose reel",
  "A reel winds a garden hose onto a drum turned by a crank.",
  [],
);

/** Checks as 'check: excerpt' lines, the form the assertions read. */
export type Found = { check: string; excerpt: string; references?: { number: string }[] };
export const checks = (findings: Found[]) => findings.map((f) => `${f.check}: ${f.excerpt}`);
