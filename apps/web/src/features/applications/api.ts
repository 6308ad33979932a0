import type { ApplicationSummary } from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { del, get } from "../../lib/api";

export const applicationKeys = { list: ["applications", "list"] as const };

export function useApplications(enabled: boolean) {
  return useQuery({
    queryKey: applicationKeys.list,
    queryFn: async () =>
      (await get<{ success: true; applications: ApplicationSummary[] }>("/patent-applications")).applications,
    enabled,
    retry: 1,
  });
}

export function useDeleteApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del<{ success: true }>(`/patent-applications/${encodeURIComponent(id)}`),
    onSuccess: (_reply, id) =>
      qc.setQueryData<ApplicationSummary[]>(applicationKeys.list, (list) => list?.filter((a) => a.id !== id)),
  });
}
