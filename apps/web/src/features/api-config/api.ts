import type { ApiKeyStatus, ApiKeyTestReply } from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { del, get, post, put } from "../../lib/api";

const statusKey = ["patent-office", "key"] as const;

/** Which key patent searches use for this user: the server's, theirs, or none (masked, never the key). */
export function useApiKeyStatus(enabled: boolean) {
  return useQuery({
    queryKey: statusKey,
    queryFn: () => get<ApiKeyStatus>("/patent-office/key"),
    enabled,
    retry: 1,
  });
}

/** Save and clear answer with the new status: it replaces the cached one. */
export function useSaveApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => put<ApiKeyStatus>("/patent-office/key", { key }),
    onSuccess: (status) => qc.setQueryData(statusKey, status),
  });
}

export function useClearApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => del<ApiKeyStatus>("/patent-office/key"),
    onSuccess: (status) => qc.setQueryData(statusKey, status),
  });
}

/** One real call to the Open Data Portal with `key`, made by the server; 30 s covers its own 10 s limit. */
export const useTestApiKey = () =>
  useMutation({
    mutationFn: (key: string) => post<ApiKeyTestReply>("/patent-office/key/test", { key }, { timeoutMs: 30_000 }),
  });
