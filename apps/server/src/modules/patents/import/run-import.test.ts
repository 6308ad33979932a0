import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import type { PatentRecord } from "../patent-record.js";
import { formatSummary, type PatentStore, runImport } from "./run-import.js";
import { readAll, SAMPLES } from "./test-helpers.js";

const dir = mkdtempSync(join(tmpdir(), "patents-import-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ipg = join(SAMPLES, "ipgxml__ipg050104.small.xml.gz");
const silent = { write: () => {}, isTTY: false };

/** A store like the index: keyed by number, "unchanged" when the stored JSON is the same. */
function mapStore(): { store: PatentStore; rows: Map<string, string> } {
  const rows = new Map<string, string>();
  const store: PatentStore = async (batch) => {
    const counts = { inserted: 0, updated: 0, unchanged: 0 };
    for (const record of batch) {
      const json = JSON.stringify(record);
      const before = rows.get(record.number);
      if (before === undefined) counts.inserted += 1;
      else if (before === json) counts.unchanged += 1;
      else counts.updated += 1;
      rows.set(record.number, json);
    }
    return counts;
  };
  return { store, rows };
}

function xmlOf(path: string): string {
  return gunzipSync(readFileSync(path)).toString("utf8");
}

describe("runImport", () => {
  it("importing the same files twice changes nothing the second time", async () => {
    const files = [
      ipg,
      join(SAMPLES, "pap__US20010000044A1.xml.gz"),
      join(SAMPLES, "grant_us10000000b2_14643719.xml.gz"),
    ];
    const { store, rows } = mapStore();
    const first = await runImport(files, store, silent, { batchSize: 7 });
    expect(first).toMatchObject({ documents: 27, inserted: 27, updated: 0, unchanged: 0, skipped: {}, problems: [] });
    const second = await runImport(files, store, silent, { batchSize: 7 });
    expect(second).toMatchObject({ documents: 27, inserted: 0, updated: 0, unchanged: 27 });
    expect(rows.size).toBe(27);
  });

  it("counts skipped documents by reason", async () => {
    const summary = await runImport([join(SAMPLES, "ipgxml__ipg130416.small.xml.gz")], mapStore().store, silent);
    expect(summary.skipped).toEqual({ "unsupported document <sequence-cwu>": 2 });
    expect(formatSummary(summary)).toContain("  skipped 2: unsupported document <sequence-cwu>");
  });

  it("a file cut inside a document is reported and the documents before the cut are kept", async () => {
    const xml = xmlOf(ipg);
    const cut = xml.indexOf("<claims", xml.indexOf("<?xml", xml.indexOf("<?xml", 1) + 1)); // inside the 3rd document
    writeFileSync(join(dir, "cut.xml"), xml.slice(0, cut));
    writeFileSync(join(dir, "cut.xml.gz"), gzipSync(xml).subarray(0, 150_000));
    const plain = await runImport([join(dir, "cut.xml")], mapStore().store, silent);
    expect(plain).toMatchObject({ documents: 2, inserted: 2 });
    expect(plain.problems).toEqual(["cut.xml: file ends inside a document after 2 documents"]);
    const gzipped = await runImport([join(dir, "cut.xml.gz")], mapStore().store, silent);
    expect(gzipped.inserted).toBeGreaterThan(0);
    expect(gzipped.problems).toEqual([`cut.xml.gz: file ends inside a document after ${gzipped.documents} documents`]);
  });

  it("reads the .xml inside a USPTO-style .zip", async () => {
    writeFileSync(join(dir, "ipg050104.xml"), xmlOf(ipg));
    execFileSync("zip", ["-q", "-j", join(dir, "ipg050104.zip"), join(dir, "ipg050104.xml")]);
    const { records, problems } = await readAll(join(dir, "ipg050104.zip"));
    expect(problems).toEqual([]);
    expect(records).toHaveLength(25);
    expect(records[2]?.source).toBe("ipg050104.zip/ipg050104.xml#3");
  });

  it("keeps a document with an entity it does not know, and skips one that is not well-formed", async () => {
    const doc = (number: string, title: string) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE us-patent-grant SYSTEM "x.dtd" [ ]>\n<us-patent-grant><us-bibliographic-data-grant><publication-reference><document-id><country>US</country><doc-number>${number}</doc-number><kind>B1</kind><date>20050104</date></document-id></publication-reference><invention-title>${title}</invention-title></us-bibliographic-data-grant><claims><claim num="1"><claim-text>1. A thing.</claim-text></claim></claims></us-patent-grant>\n`;
    writeFileSync(
      join(dir, "entities.xml"),
      doc("07000001", "An &thgr; and &mgr; meter &unknownthing; here") + doc("07000002", "Broken <i>title</b>"),
    );
    const { records, skipped } = await readAll(join(dir, "entities.xml"));
    expect(records.map((r: PatentRecord) => [r.number, r.title])).toEqual([
      ["US7000001", "An θ and μ meter &unknownthing; here"],
    ]);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatch(/^malformed XML: /);
  });

  it("shows progress as plain lines when not on a terminal, and a summary", async () => {
    const lines: string[] = [];
    const summary = await runImport([ipg], mapStore().store, { write: (text) => lines.push(text), isTTY: false });
    expect(lines.at(-1)).toMatch(/^25 documents, \d+ docs\/s, [\d.]+ of 0\.3 MB read\n$/);
    expect(formatSummary(summary)).toMatch(
      /^25 documents in 1 file\(s\): 25 imported, 0 updated, 0 unchanged, 0 skipped\n[\d.]+ s, \d+ docs\/s, peak memory \d+ MB \(RSS\)\n$/,
    );
  });
});
