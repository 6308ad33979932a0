import type { CitationAnalysisReply } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { get } from "../../lib/api";

const FIVE_MINUTES = 5 * 60_000;

export const citationsKey = (number: string) => ["patents", "citations", number] as const;

/** The citation analysis of one patent (docs/citations.md); kept 5 minutes like the other patent calls. */
export function useCitationAnalysis(number: string) {
  return useQuery({
    queryKey: citationsKey(number),
    queryFn: () =>
      get<CitationAnalysisReply>(`/patents/${encodeURIComponent(number)}/citations`, { timeoutMs: 30_000 }),
    enabled: number.trim().length > 0,
    staleTime: FIVE_MINUTES,
    retry: false,
  });
}
