import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { CHECKS } from "../checks/index.js";
import { parseClaims } from "../draft/claims.js";
import { numberSections } from "../draft/paragraphs.js";
import type { Draft, Finding } from "../types.js";

interface CorpusRecord {
  number: string;
  title?: string;
  abstract?: string;
  claims?: string[];
}

/** A granted patent as a draft: its title, abstract and claims (the corpus has no description). */
export function patentDraft(r: CorpusRecord): Draft {
  const claims = parseClaims((r.claims ?? []).join("\n"));
  return {
    source: "text",
    sections: numberSections([
      { id: "title", heading: "Title", text: r.title ?? "" },
      { id: "abstract", heading: "Abstract", text: r.abstract ?? "" },
    ]),
    claims,
    plannedClaims: [],
    images: [],
  };
}

export async function readFullRecords(path: string): Promise<CorpusRecord[]> {
  const out: CorpusRecord[] = [];
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as CorpusRecord;
    if (r.title && r.claims && r.claims.length > 0) out.push(r);
  }
  return out;
}

export interface CorpusFigures {
  documents: number;
  /** Per check: documents flagged at least once, and flags in all. */
  perCheck: { check: string; documents: number; flags: number }[];
  /** The most frequent flags: check and the flagged words, lower-cased. */
  top: { check: string; excerpt: string; count: number }[];
}

/** The checks that read only titles, abstracts and claims, run over granted patents: their false-alarm rate. */
export function runOnCorpus(records: CorpusRecord[]): CorpusFigures {
  const checks = CHECKS.filter((c) => c.abstractAndClaims);
  const perCheck = new Map(checks.map((c) => [c.id, { check: c.id, documents: 0, flags: 0 }]));
  const frequency = new Map<string, { check: string; excerpt: string; count: number }>();
  for (const r of records) {
    const draft = patentDraft(r);
    for (const c of checks) {
      const found: Finding[] = c.run(draft);
      const row = perCheck.get(c.id);
      if (!row || found.length === 0) continue;
      row.documents++;
      row.flags += found.length;
      for (const f of found) {
        const excerpt = f.excerpt.toLowerCase().slice(0, 60);
        const key = `${c.id}\u0000${excerpt}`;
        const seen = frequency.get(key) ?? { check: c.id, excerpt, count: 0 };
        seen.count++;
        frequency.set(key, seen);
      }
    }
  }
  return {
    documents: records.length,
    perCheck: [...perCheck.values()],
    top: [...frequency.values()].sort((a, b) => b.count - a.count).slice(0, 10),
  };
}
