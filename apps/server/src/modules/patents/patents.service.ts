import type { PatentDetail, PatentResult, PatentSearchQuery } from "@app/contracts";
import type { Tx } from "../../db/client.js";
import { classFeedback } from "./class-feedback.js";
import { unlistedCpcTitle } from "./cpc-paths.js";
import { rankKeyword } from "./keyword-index.js";
import { keywordText, nameWords, parseNumber } from "./patent-query.js";
import {
  type Filters,
  type Hit,
  type PatentView,
  patentsRepository as repo,
  SEARCH_LIMIT,
} from "./patents.repository.js";

const YEARS = { all: null, "1year": 1, "5years": 5, "10years": 10 } as const;

/** The first publication date a date-range filter keeps, counted back from `today` (UTC), as 'YYYY-MM-DD'. */
export function publishedSince(range: PatentSearchQuery["dateRange"], today: Date): string | null {
  const years = YEARS[range];
  if (years === null) return null;
  const d = new Date(today);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/**
 * Keyword similarity: s = r / (r + K), r the ranking score (BM25 share of the query's information, plus the class
 * feedback: patents.repository.ts, class-feedback.ts). Monotonic in r, so it keeps the relevance order; 0 for no
 * match, towards 1 as r grows. K = 1: a patent that holds every informative word of the query once, at average
 * length and without class support, gets 1/2. On the shipped corpus a patent queried with its own abstract scores
 * r ≈ 1.2–1.8 (s ≈ 0.55–0.65); the best match of a 2–4 word query 0.6–3.8 (s ≈ 0.4–0.8: higher when every word is
 * found and the best matches agree on a class). Name searches use the trigram similarity itself (already 0–1);
 * number searches are exact (1). docs/decisions/0020-search-ranking.md.
 */
export const KEYWORD_K = 1;
/** The text matches the class feedback may re-order: twice the results, so it can lift a patent into the 50. */
const FEEDBACK_POOL = 2 * SEARCH_LIMIT;
export const keywordSimilarity = (score: number) => (score > 0 ? score / (score + KEYWORD_K) : 0);

/** The ranked numbers and their similarity for a query: the one ranking the endpoint and `npm run eval:search` use. */
export async function rankPatents(db: Tx, query: PatentSearchQuery, today = new Date()): Promise<Hit[]> {
  const filters: Filters = { ...query, publishedSince: publishedSince(query.dateRange, today) };
  switch (query.mode) {
    case "keyword": {
      const text = keywordText(query.q);
      if (!text) return [];
      const { hits, classes } = await rankKeyword(db, text, filters, FEEDBACK_POOL);
      const ranked = classFeedback(hits, classes);
      return ranked.slice(0, SEARCH_LIMIT).map((h) => ({ number: h.number, score: keywordSimilarity(h.score) }));
    }
    case "inventor":
    case "assignee": {
      const words = nameWords(query.q);
      if (!words.length) return [];
      const table = query.mode === "inventor" ? "patent_inventors" : "patent_assignees";
      return repo.byName(db, table, query.q.trim(), words, filters);
    }
    case "number": {
      const number = parseNumber(query.q);
      return number ? repo.byNumber(db, number, filters) : [];
    }
  }
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, Number(x.toFixed(4))));
/** CPC titles mark the EPO's additions in braces; the screen shows plain text. */
export function toResult(v: PatentView, similarity: number): PatentResult {
  return {
    number: v.number,
    kind: v.kind,
    title: v.title,
    abstract: v.abstract ?? "",
    inventors: v.inventors,
    // Spec 001 §3: the assignee defaults to 'Unknown'.
    assignee: v.assignees.join("; ") || "Unknown",
    filingDate: v.filing_date,
    publicationDate: v.publication_date,
    status: v.doc_type === "grant" ? "Granted" : v.grant_date ? "Published" : "Pending",
    type: v.patent_type,
    claims: Number(v.claim_count),
    citations: Number(v.citation_count),
    similarity: clamp01(similarity),
    cpc: v.cpc.map((c) => ({ code: c.code, title: c.title ?? unlistedCpcTitle(c.code) })),
    source: "local",
    applicationNumber: v.application_number,
  };
}

/** Search results in relevance order, at most 50. */
export async function searchPatents(db: Tx, query: PatentSearchQuery, today = new Date()): Promise<PatentResult[]> {
  const hits = await rankPatents(db, query, today);
  const views = new Map(
    (
      await repo.views(
        db,
        hits.map((h) => h.number),
      )
    ).map((v) => [v.number, v]),
  );
  return hits.flatMap((h) => {
    const v = views.get(h.number);
    return v ? [toResult(v, h.score)] : [];
  });
}

export async function getPatent(db: Tx, number: string): Promise<PatentDetail | undefined> {
  const [view] = await repo.views(db, [number]);
  const more = view && (await repo.claimsAndCitations(db, number));
  if (!view || !more) return undefined;
  return {
    ...toResult(view, 1),
    claimsText: more.claims,
    citedNumbers: more.cited,
    grantDate: view.grant_date,
  };
}
