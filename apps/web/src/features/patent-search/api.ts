import type { PatentAnalysisReply, PatentDetail, PatentSearchQuery, PatentSearchReply } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { get } from "../../lib/api";

const FIVE_MINUTES = 5 * 60_000;

/** One search per query and filters, kept 5 minutes (spec 001 §7), as the server does. */
export function usePatentSearch(search: PatentSearchQuery) {
  const enabled = search.q.trim().length > 0;
  return useQuery({
    queryKey: ["patents", "search", search],
    queryFn: () => get<PatentSearchReply>(`/patents/search?${new URLSearchParams(search)}`, { timeoutMs: 30_000 }),
    enabled,
    staleTime: FIVE_MINUTES,
    retry: false,
  });
}

export function usePatent(number: string | null) {
  return useQuery({
    queryKey: ["patents", "detail", number],
    queryFn: async () =>
      (await get<{ success: true; patent: PatentDetail }>(`/patents/${encodeURIComponent(number ?? "")}`)).patent,
    enabled: !!number,
    staleTime: FIVE_MINUTES,
    retry: false,
  });
}

/**
 * The patentability analysis of one patent against a description of the invention (docs/patentability.md); kept
 * 5 minutes like the other patent calls.
 */
export function usePatentAnalysis(number: string, description: string | null) {
  return useQuery({
    queryKey: ["patents", "analysis", number, description],
    queryFn: async () =>
      (
        await get<PatentAnalysisReply>(
          `/patents/${encodeURIComponent(number)}/analysis?${new URLSearchParams({ q: description ?? "" })}`,
          { timeoutMs: 30_000 },
        )
      ).analysis,
    enabled: !!description?.trim(),
    staleTime: FIVE_MINUTES,
    retry: false,
  });
}
