import { BM25, type Filters, type Hit } from "./patents.repository.js";

/** One lexeme's patents (document ids, ascending) and whether each holds it only in its claims. */
export interface Postings {
  docs: Int32Array;
  claimsOnly: Uint8Array;
}

/**
 * A small index held in the server's memory (keyword-index.ts): documents are numbered in the database's order of
 * their patent numbers, so comparing two ids breaks ties as `order by number` does in SQL.
 */
export interface MemoryIndex {
  version: number;
  numbers: string[];
  docOf: Map<string, number>;
  textLength: Int32Array;
  publicationDate: (string | null)[];
  patentType: string[];
  docType: string[];
  granted: Uint8Array;
  subclasses: string[][];
  postings: Map<string, Postings>;
  documents: number;
  lexemes: number;
}

function allowed(ix: MemoryIndex, { patentType, status, publishedSince }: Filters): (doc: number) => boolean {
  return (doc) => {
    const published = ix.publicationDate[doc];
    if (publishedSince && (published === null || published === undefined || published < publishedSince)) return false;
    if (patentType !== "all" && ix.patentType[doc] !== patentType) return false;
    if (status === "granted") return ix.docType[doc] === "grant";
    if (status === "published") return ix.docType[doc] === "application";
    if (status === "pending") return ix.docType[doc] === "application" && !ix.granted[doc];
    return true;
  };
}

/** The position of `doc` in ascending `docs`, or -1. */
function indexOf(docs: Int32Array, doc: number): number {
  let lo = 0;
  let hi = docs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const d = docs[mid] as number;
    if (d === doc) return mid;
    if (d < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * `patentsRepository.keyword`'s ranking, step for step, on the index in memory: the same words kept, the same
 * candidates, the same shortlist by upper bound and the same exact scores, with the same arithmetic in the same order
 * (so equal scores tie-break by number as in SQL). `lexemes` are the query's, in the database's collation order (its
 * tie-break among equally rare words). The SQL statement's comments say why each step is what it is.
 */
export function keywordInMemory(ix: MemoryIndex, lexemes: string[], filters: Filters, pool: number): Hit[] {
  const { k1, b, queryTerms, candidateBudget, everyWordBudget, claimsTf, shortlist } = BM25;
  const words = lexemes
    .flatMap((lexeme) => {
      const postings = ix.postings.get(lexeme);
      return postings ? [{ postings, df: postings.docs.length }] : [];
    })
    .sort((x, y) => x.df - y.df) // stable: equally rare words stay in collation order
    .slice(0, queryTerms);
  if (!words.length) return [];
  const n = ix.documents;
  let seen = 0;
  const all = words.map((w) => {
    seen += w.df;
    const idf = Math.log(1 + (n - w.df + 0.5) / (w.df + 0.5));
    return { ...w, idf, kept: seen - w.df === 0 || seen <= candidateBudget };
  });
  const ok = allowed(ix, filters);
  const [rarest, ...others] = all;
  const everyWord: number[] = [];
  for (const doc of (rarest as (typeof all)[number]).postings.docs) {
    if (everyWord.length >= everyWordBudget) break;
    if (ok(doc) && others.every((w) => indexOf(w.postings.docs, doc) >= 0)) everyWord.push(doc);
  }
  const byEveryWord = everyWord.length >= pool;
  const q = byEveryWord ? all : all.filter((w) => w.kept);
  const avglen = ix.lexemes / Math.max(ix.documents, 1);
  const norm = (doc: number) => 1 - b + (b * (ix.textLength[doc] as number)) / avglen;

  const upper = new Map<number, number>();
  const add = (doc: number, idf: number) =>
    upper.set(doc, (upper.get(doc) ?? 0) + (idf * (k1 + 1)) / (1 + k1 * norm(doc)));
  if (byEveryWord) for (const doc of everyWord) for (const w of q) add(doc, w.idf);
  else
    for (const w of q) {
      let taken = 0;
      for (const doc of w.postings.docs) {
        if (taken >= candidateBudget) break;
        if (!ok(doc)) continue;
        taken++;
        add(doc, w.idf);
      }
    }
  const best = [...upper].sort((x, y) => y[1] - x[1] || x[0] - y[0]).slice(0, shortlist);

  const idfSum = q.reduce((s, w) => s + w.idf, 0);
  const scored = best.map(([doc]) => {
    let sum = 0;
    for (const w of q) {
      const at = indexOf(w.postings.docs, doc);
      if (at < 0) continue;
      const tf = w.postings.claimsOnly[at] ? claimsTf : 1;
      sum += (w.idf * tf * (k1 + 1)) / (tf + k1 * norm(doc));
    }
    return { doc, score: sum / idfSum };
  });
  return scored
    .sort((x, y) => y.score - x.score || x.doc - y.doc)
    .slice(0, pool)
    .map(({ doc, score }) => ({ number: ix.numbers[doc] as string, score }));
}

/**
 * How two rankings of one query compare (the copy against the SQL statement, in tests and `eval:search`): 'same'
 * order, or the same 'but for ties' (each position's score equal within 1e-12, each patent's score equal in both; only
 * equal scores in another order or, at the pool's end, another of the tied patents: SQL sums a group in no fixed order,
 * so its ties differ in the last bit), else 'different'.
 */
export function compareRankings(a: Hit[], b: Hit[]): "same" | "but for ties" | "different" {
  if (a.length !== b.length) return "different";
  if (a.every((h, i) => h.number === b[i]?.number)) return "same";
  const close = (x: number, y: number) => Math.abs(x - y) < 1e-12;
  const scoreOf = new Map(b.map((h) => [h.number, h.score]));
  const last = b.at(-1)?.score ?? 0;
  const tied = a.every(
    (h, i) => close(h.score, b[i]?.score ?? Number.NaN) && close(scoreOf.get(h.number) ?? last, h.score),
  );
  return tied ? "but for ties" : "different";
}
