import { describe, expect, it } from "vitest";
import type { PatentRecord } from "../../src/modules/patents/patent-record.js";
import { createSynthesizer, titleFrom } from "./synthetic-patents.js";

const base = (number: string, cpc: string, abstract: string, full = false): PatentRecord => ({
  number,
  kind: full ? "B2" : null,
  docType: number.length > 11 ? "application" : "grant",
  title: full ? "A title" : null,
  abstract,
  claims: full ? ["1. A device comprising a part.", "2. The device of claim 1, wherein the part is red."] : [],
  firstClaim: full ? "1. A device comprising a part." : null,
  filingDate: null,
  publicationDate: "2010-01-05",
  grantDate: null,
  inventors: full ? ["Joseph Marron", "Ada Lovelace"] : [],
  assignee: full ? "Raytheon Company" : null,
  assignees: [],
  cpc: [cpc],
  ipc: [],
  citations: [],
  citationsDetail: [],
  applicationNumber: null,
  source: "test",
});

// The corpus holds grant US7000001 and application US20040000001..3: the synthetic numbering must step around them.
const corpus = [
  base("US7000001", "G01S7/4863", "A laser ranging system measures distance. The detector samples light.", true),
  base("US20040000001", "G01S17/89", "A lidar unit scans a scene. The scanner rotates a mirror quickly."),
  base("US20040000002", "H04L9/32", "A method authenticates a user. The server checks a signed token.", true),
  base("US20040000003", "H04L63/08", "A network gateway filters packets. The filter drops invalid frames."),
];

describe("synthetic patents", () => {
  const count = 3_000;
  const { record, plan } = createSynthesizer(corpus, count, 42);
  const records = Array.from({ length: count }, (_, i) => record(i));

  it("gives the same record for the same seed and index, whatever was generated before", () => {
    const again = createSynthesizer(corpus, count, 42);
    expect(again.record(2_999)).toEqual(records[2_999]);
    expect(createSynthesizer(corpus, count, 43).record(5)).not.toEqual(records[5]);
  });

  it("numbers every record once, never with a number of the corpus", () => {
    const numbers = new Set(records.map((r) => r.number));
    expect(numbers.size).toBe(count);
    for (const r of corpus) expect(numbers.has(r.number)).toBe(false);
    expect(records.some((r) => r.docType === "application")).toBe(true);
  });

  it("cites only older synthetic patents or numbers outside the index", () => {
    const index = new Map(plan.numbers.map((n, i) => [n.replace(/^US(\d{4})(\d{7})$/, "US$1/$2"), i]));
    records.forEach((r, i) => {
      for (const cited of r.citations) {
        const j = index.get(cited);
        if (j === undefined) expect(Number(cited.slice(2))).toBeLessThan(7_000_000);
        else expect(j).toBeLessThan(i);
      }
    });
  });

  it("takes its CPC codes from one donor and its sentences from the same subclass", () => {
    for (const r of records.slice(0, 200)) {
      const subclass = r.cpc[0]?.slice(0, 4);
      const pool = corpus
        .filter((c) => c.cpc[0]?.startsWith(subclass ?? "?"))
        .map((c) => c.abstract)
        .join(" ");
      for (const sentence of (r.abstract ?? "").split(/(?<=\.)\s+/)) expect(pool).toContain(sentence);
    }
  });
});

describe("titleFrom", () => {
  it("keeps the subject of the first sentence", () => {
    expect(titleFrom("A frequency modulated laser detection system includes a read-out circuit.")).toBe(
      "Frequency modulated laser detection system",
    );
  });
});
