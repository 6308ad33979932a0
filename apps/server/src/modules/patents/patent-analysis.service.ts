import type { PatentAnalysis, PatentDetail } from "@app/contracts";
import { analysePatentability, inventionTerms, rarityWeight, readInvention } from "@app/patents";
import type { Tx } from "../../db/client.js";
import { createCache } from "../../lib/cache.js";
import { patentAnalysisRepository as repo } from "./patent-analysis.repository.js";

const FIVE_MINUTES = 5 * 60_000;
const COUNT_KEY = "\u0000documents";

/**
 * The patentability analysis of a patent against the user's description (spec 001 §2, §3), for one app. Word
 * weights come from the index's document frequencies (rarityWeight) when the index is large enough, else the
 * defaults. Frequencies change only when patents are imported; they are kept five minutes, so they may be five
 * minutes late after an import, as search results are.
 */
export function createPatentAnalysis(db: Tx) {
  const frequencies = createCache<number>({ ttlMs: FIVE_MINUTES, max: 20_000 });
  frequencies.setEnabled(true);

  /** Each word's document frequency and the index size, from the cache where it can. */
  async function documentFrequencies(words: string[]): Promise<{ df: Map<string, number>; total: number }> {
    const readAt = frequencies.epoch();
    let total = frequencies.get(COUNT_KEY);
    if (total === undefined) {
      total = await repo.documentCount(db);
      frequencies.set(COUNT_KEY, total, "df", readAt);
    }
    const df = new Map<string, number>();
    const missing: string[] = [];
    for (const w of words) {
      const cached = frequencies.get(w);
      if (cached === undefined) missing.push(w);
      else df.set(w, cached);
    }
    for (const row of await repo.documentFrequencies(db, missing)) {
      // A stop word of PostgreSQL's dictionary counts as held by every document.
      const n = row.df < 0 ? total : row.df;
      df.set(row.word, n);
      frequencies.set(row.word, n, "df", readAt);
    }
    return { df, total };
  }

  return async function analysePatent(patent: PatentDetail, invention: string): Promise<PatentAnalysis> {
    const terms = inventionTerms(readInvention(invention));
    const { df, total } = await documentFrequencies(terms.map((t) => t.word));
    const weights = new Map<string, number>();
    for (const t of terms) {
      const w = rarityWeight(df.get(t.word) ?? 0, total);
      if (w !== undefined) weights.set(t.stem, w);
    }
    const analysis = analysePatentability(
      invention,
      { title: patent.title, abstract: patent.abstract, claims: patent.claimsText },
      { termWeight: (stem) => weights.get(stem) },
    );
    return { patentNumber: patent.number, invention, ...analysis, weights: weights.size ? "index" : "default" };
  };
}
