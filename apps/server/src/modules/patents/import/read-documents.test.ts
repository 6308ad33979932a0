import { createReadStream } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { PatentRecord } from "../patent-record.js";
import { CORPUS, readAll, SAMPLES, sampleFiles } from "./test-helpers.js";

const sample = (name: string) => join(SAMPLES, name);

async function loadCorpus(): Promise<Map<string, PatentRecord>> {
  const byNumber = new Map<string, PatentRecord>();
  if (!CORPUS) throw new Error("corpus.jsonl.gz not found in data/patents or ../shared/data/patents");
  const lines = createInterface({ input: createReadStream(CORPUS).pipe(createGunzip()) });
  for await (const line of lines) {
    const record = JSON.parse(line) as PatentRecord;
    if (record.title) byNumber.set(record.number, record);
  }
  return byNumber;
}

describe("reading USPTO full-text XML", () => {
  it("every shipped sample parses, with no skipped document but sequence listings", async () => {
    expect(sampleFiles()).toHaveLength(22);
    for (const name of sampleFiles()) {
      const { records, skipped, problems } = await readAll(sample(name));
      expect(problems, name).toEqual([]);
      expect(records.length, name).toBeGreaterThan(0);
      expect(new Set(skipped), name).toEqual(new Set(skipped.length ? ["unsupported document <sequence-cwu>"] : []));
      for (const record of records) {
        expect(record.number, name).toMatch(/^US(D|H|PP|RE)?\d+$/);
        expect(record.title, record.number).toBeTruthy();
        expect(record.claims.length, record.number).toBeGreaterThan(0);
        expect(record.source, record.number).toMatch(new RegExp(`^${name.replaceAll(".", "\\.")}#\\d+$`));
      }
    }
  });

  it("a weekly grant file yields each of its documents, in order", async () => {
    const { records, skipped } = await readAll(sample("ipgxml__ipg060103.small.xml.gz"));
    expect(records).toHaveLength(25);
    expect(skipped).toEqual(["unsupported document <sequence-cwu>", "unsupported document <sequence-cwu>"]);
    expect(records[0]).toMatchObject({ number: "USD513425", kind: "S1", source: "ipgxml__ipg060103.small.xml.gz#1" });
    expect(records.map((r) => r.number)).toContain("USH2140");
  });

  it("grant US10000000 B2 (DTD v4.5) field by field", async () => {
    const [record] = (await readAll(sample("grant_us10000000b2_14643719.xml.gz"))).records;
    expect(record).toMatchObject({
      number: "US10000000",
      kind: "B2",
      docType: "grant",
      title: "Coherent LADAR using intra-pixel quadrature detection",
      inventors: ["Joseph Marron"],
      assignee: "Raytheon Company",
      assignees: ["Raytheon Company"],
      filingDate: "2015-03-10",
      publicationDate: "2018-06-19",
      grantDate: "2018-06-19",
      applicationNumber: "14643719",
      cpc: ["G01S7/4863", "G01S7/4865", "G01S7/4914", "G01S7/4917", "G01S13/89"],
      ipc: ["G01S7/48", "G01S7/486", "G01S7/491", "G01S13/89"],
      citations: ["US5093563", "US5751830", "US2003/0076485", "US2006/0227317", "WOWO 2005/080928"],
    });
    expect(record?.claims).toHaveLength(20);
    expect(record?.firstClaim).toMatch(
      /^1\. A laser detection and ranging \(LADAR\) system, comprising: a two-dimensional/,
    );
    expect(record?.citationsDetail[0]).toEqual({
      number: "US5093563",
      kind: "A",
      date: "1992-03-00",
      category: "cited by examiner",
    });
  });

  it("a 2004 grant (DTD v4.0): parties as applicant-inventors, IPC as text", async () => {
    const [record] = (await readAll(sample("xml2004__US06859910.xml.gz"))).records;
    expect(record).toMatchObject({
      number: "US6859910",
      kind: "B2",
      inventors: ["John Charles Croy"],
      assignee: "Bluestreak.com",
      ipc: ["G06F15/00", "G06F17/00", "G06F17/21", "G06F17/24"],
      cpc: [],
    });
  });

  it("a 2004 application publication (us-patent-application v4.0)", async () => {
    const [record] = (await readAll(sample("xmlApp2004__US20050004437A1.xml.gz"))).records;
    expect(record).toMatchObject({
      number: "US20050004437",
      kind: "A1",
      docType: "application",
      grantDate: null,
      publicationDate: "2005-01-06",
      filingDate: "2004-04-23",
      applicationNumber: "10830857",
      inventors: ["Heiner Kaufmann", "Thomas Vering"],
      ipc: ["A61B5/00"],
    });
    expect(record?.claims).toHaveLength(10);
  });

  it("a 2001 pre-grant publication (patent-application-publication), ISO entities decoded", async () => {
    const [record] = (await readAll(sample("pap__US20010000943A1.xml.gz"))).records;
    expect(record).toMatchObject({
      number: "US20010000943",
      kind: "A1",
      docType: "application",
      title: "Organic electroluminescence device and method of manufacturing same",
      filingDate: "2000-12-04",
      publicationDate: "2001-05-10",
      inventors: ["Kenichi Fukuoka", "Mitsura Eida"],
      assignee: "IDEMITSU KOSAN CO., LTD.",
      applicationNumber: "09727454",
      ipc: ["H01J1/62"],
    });
    expect(record?.claims).toHaveLength(13);
    expect(record?.claims[0]).toMatch(/^1\. An organic electroluminescence device/);
    expect(record?.claims[0]).toContain("Min−20 nm<t<Min +20 nm (a)");
  });

  it("agrees with the corpus record of every sample document the corpus holds", async () => {
    const corpus = await loadCorpus();
    const fields = ["title", "abstract", "inventors", "assignees", "cpc", "filingDate", "citations"] as const;
    let compared = 0;
    const disagreements: string[] = [];
    for (const name of sampleFiles()) {
      for (const record of (await readAll(sample(name))).records) {
        const known = corpus.get(record.number);
        if (!known) continue;
        compared += 1;
        for (const field of fields) {
          if (JSON.stringify(record[field]) !== JSON.stringify(known[field]))
            disagreements.push(`${record.number} ${field}`);
        }
        for (const field of [
          "claims",
          "ipc",
          "citationsDetail",
          "kind",
          "publicationDate",
          "applicationNumber",
        ] as const) {
          if (JSON.stringify(record[field]) !== JSON.stringify(known[field]))
            disagreements.push(`${record.number} ${field}`);
        }
      }
    }
    expect(compared).toBe(235);
    // The corpus read 2005's fixed-column IPC "H01L 21302" as H01L213/02; the scheme has H01L 21/302 and 31/107.
    expect(disagreements).toEqual(["US6838391 ipc", "US6838741 ipc"]);
  });
});
