import { createHash } from "node:crypto";
import type { Db } from "../../db/client.js";
import { type PatentRecord, patentTypeOf } from "./patent-record.js";
import { type PatentChildren, type PatentRow, patentsWriteRepository as repo } from "./patents-write.repository.js";

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** 500 patents a statement: about 1 MB of JSON for full records, one round trip each. */
export const UPSERT_BATCH = 500;

const isoDate = (d: string | null | undefined) => (d && /^\d{4}-\d{2}-\d{2}$/.test(d) && !d.endsWith("-00") ? d : null);
const names = (list: (string | null | undefined)[] | undefined) =>
  (list ?? []).map((s) => s?.trim() ?? "").filter(Boolean);

/** The fields stored, in a fixed order, so the same record always hashes the same whatever its key order. */
function toRow(r: PatentRecord): PatentRow {
  const row: Omit<PatentRow, "content_hash"> = {
    number: r.number,
    kind: r.kind ?? null,
    doc_type: r.docType,
    patent_type: patentTypeOf(r),
    title: r.title?.trim() || null,
    abstract: r.abstract?.trim() || null,
    claims: r.claims ?? [],
    first_claim: r.firstClaim ?? null,
    filing_date: isoDate(r.filingDate),
    publication_date: isoDate(r.publicationDate),
    grant_date: isoDate(r.grantDate),
    application_number: r.applicationNumber ?? null,
    ipc: r.ipc ?? [],
    source: r.source,
  };
  const children = [r.cpc, names(r.inventors), assigneesOf(r), r.citations, r.citationsDetail];
  const content_hash = createHash("sha256")
    .update(JSON.stringify([row, children]))
    .digest("base64url");
  return { ...row, content_hash };
}

/** Every assignee once, the first one (`assignee`) first. */
const assigneesOf = (r: PatentRecord) => [...new Set(names([r.assignee, ...(r.assignees ?? [])]))];

function childrenOf(records: PatentRecord[]): PatentChildren {
  const out: PatentChildren = { cpc: [], inventors: [], assignees: [], citations: [] };
  for (const r of records) {
    const { number } = r;
    out.cpc.push(...[...new Set(r.cpc ?? [])].map((code, position) => ({ number, position, code })));
    out.inventors.push(...names(r.inventors).map((name, position) => ({ number, position, name })));
    out.assignees.push(...assigneesOf(r).map((name, position) => ({ number, position, name })));
    const detail = r.citationsDetail ?? [];
    (r.citations ?? []).forEach((cited, position) => {
      // The two lists are parallel; a source that does not keep them so is matched by number.
      const d = detail[position]?.number === cited ? detail[position] : detail.find((c) => c.number === cited);
      out.citations.push({
        number,
        position,
        cited_number: cited,
        kind: d?.kind ?? null,
        category: d?.category ?? null,
        date: d?.date ?? null,
      });
    });
  }
  return out;
}

/**
 * Adds or refreshes patents in the index, `UPSERT_BATCH` per statement, each batch in one transaction. Idempotent:
 * a record stored with the same content is counted `unchanged` and not written again (not even its children).
 * When a number appears twice in `records`, the last one wins.
 */
export async function upsertPatents(db: Db, records: PatentRecord[]): Promise<UpsertCounts> {
  const unique = [...new Map(records.map((r) => [r.number, r])).values()];
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let i = 0; i < unique.length; i += UPSERT_BATCH) {
    const batch = unique.slice(i, i + UPSERT_BATCH);
    await db.transaction(async (tx) => {
      const written = await repo.upsert(tx, batch.map(toRow));
      const changed = new Set(written.map((w) => w.number));
      await repo.replaceChildren(tx, [...changed], childrenOf(batch.filter((r) => changed.has(r.number))));
      const inserted = written.filter((w) => w.inserted).length;
      counts.inserted += inserted;
      counts.updated += written.length - inserted;
      counts.unchanged += batch.length - written.length;
    });
  }
  return counts;
}
