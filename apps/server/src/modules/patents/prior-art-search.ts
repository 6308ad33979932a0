import type { PriorArtReference, PriorArtSearch } from "@app/audit";
import { SEARCH_QUERY_MAX } from "@app/contracts";
import type { Db } from "../../db/client.js";
import { patentAnalysisRepository } from "./patent-analysis.repository.js";
import { createPatentAnalysis } from "./patent-analysis.service.js";
import { getPatent, searchPatents } from "./patents.service.js";

/** How many of the keyword search's best hits are compared element by element (each comparison reads a patent). */
export const PRIOR_ART_CANDIDATES = 8;
/** The invention text compared with each patent: the abstract, summary and claims, cut to keep a comparison fast. */
const INVENTION_MAX = 6_000;

/** A patent with no title in the index is named by its abstract's opening words, cut between words. */
function openingWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(" ", max);
  return `${text.slice(0, cut > max / 2 ? cut : max).replace(/[\s,;:.]+$/, "")}…`;
}

/**
 * The audit's prior-art search (packages/audit PriorArtSearch) on the local index: the keyword search (the one the
 * search page uses, an OR query of the draft's words ranked by ts_rank) finds candidates, and packages/patents'
 * element comparison (the patentability analysis behind the search modal) says which of the draft's elements each
 * one discloses. Closest first by the share of elements it discloses; a patent sharing none is left out.
 */
export function createPriorArtSearch(db: Db): PriorArtSearch {
  const analysePatent = createPatentAnalysis(db);
  return async (query) => {
    const invention = [query.abstract, query.summary, ...query.claims]
      .filter((s) => s.trim())
      .join("\n")
      .slice(0, INVENTION_MAX);
    if (!invention) return [];
    const hits = await searchPatents(db, {
      q: invention.slice(0, SEARCH_QUERY_MAX),
      mode: "keyword",
      dateRange: "all",
      patentType: "all",
      status: "all",
    });
    const references: PriorArtReference[] = [];
    for (const hit of hits.slice(0, PRIOR_ART_CANDIDATES)) {
      const patent = await getPatent(db, hit.number);
      if (!patent) continue;
      const { elements, coverage } = await analysePatent(patent, invention);
      if (!elements.length || coverage.share === 0) continue;
      references.push({
        number: patent.number,
        title: patent.title ?? openingWords(patent.abstract, 80),
        match: Math.round(coverage.share * 100),
        // Only a disclosed element is shared: a partial match is something the patent does not quite show.
        shared: elements.filter((e) => e.status === "disclosed").map((e) => e.text),
        lacking: elements.filter((e) => e.status !== "disclosed").map((e) => e.text),
      });
    }
    return references.sort((a, b) => b.match - a.match);
  };
}

/**
 * The search while the index holds patents; none while it is empty (a first start still loading the corpus), so the
 * report says prior art was not searched rather than that none was found.
 */
export async function whenIndexed(db: Db, search: PriorArtSearch): Promise<PriorArtSearch | undefined> {
  return (await patentAnalysisRepository.documentCount(db)) > 0 ? search : undefined;
}
