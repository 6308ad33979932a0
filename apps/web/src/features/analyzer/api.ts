import type { AnalysisReply, AnalysisResults, AnalyzeReply, HistoryEntry, HistoryReply } from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, del, get, post } from "../../lib/api";

export const analysisKeys = {
  history: ["analysis", "history"] as const,
  detail: (id: string) => ["analysis", "detail", id] as const,
};

// A language model can take a while on a long argument; the server bounds its own call, this only stops a hung socket.
const ANALYZE_TIMEOUT_MS = 120_000;

export const analyzeArgument = (argument: string) =>
  post<AnalyzeReply>("/analysis/analyze", { argument }, { timeoutMs: ANALYZE_TIMEOUT_MS });

export function useHistory(enabled: boolean) {
  return useQuery({
    queryKey: analysisKeys.history,
    queryFn: async () => (await get<HistoryReply>("/analysis/history")).history,
    enabled,
    retry: 1,
  });
}

interface SaveReply {
  success: true;
  id: string;
  entry: HistoryEntry;
}

export function useSaveAnalysis() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { originalArgument: string; processedAnalysis: AnalysisResults }) =>
      post<SaveReply>("/analysis/save", body),
    onSuccess: () => qc.invalidateQueries({ queryKey: analysisKeys.history }),
  });
}

export function useDeleteAnalysis() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (analysisId: string) => del<{ success: true }>("/analysis/delete", { analysisId }),
    // Spec 001 §4: on success the entry is removed from the list locally, without a reload.
    onSuccess: (_reply, analysisId) => {
      qc.setQueryData<HistoryEntry[]>(analysisKeys.history, (list) => list?.filter((e) => e.id !== analysisId));
      qc.removeQueries({ queryKey: analysisKeys.detail(analysisId) });
    },
  });
}

export function useAnalysis(id: string, enabled: boolean) {
  return useQuery({
    queryKey: analysisKeys.detail(id),
    queryFn: async () => (await get<AnalysisReply>(`/analysis/${encodeURIComponent(id)}`)).analysis,
    enabled,
    // A 4xx (not found, malformed id) will not change on retry; a network blip might.
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
  });
}
