import type { ApplicationSummary } from "@app/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { del, get } from "../../lib/api";

/** Everything cached about the user's applications starts with `all`: invalidating it refreshes list and count. */
export const applicationKeys = {
  all: ["applications"] as const,
  list: ["applications", "list"] as const,
  count: ["applications", "count"] as const,
};

/** The signed-in user's application count; also read with `fetchQuery` by a click that must not act on a guess. */
export const applicationsCountQuery = queryOptions({
  queryKey: applicationKeys.count,
  queryFn: async () => (await get<{ success: true; count: number }>("/patent-applications/count")).count,
  retry: false,
  staleTime: 30_000,
});

export function useApplicationsCount(enabled: boolean) {
  return useQuery({ ...applicationsCountQuery, enabled });
}

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
    onSuccess: (_reply, id) => {
      qc.setQueryData<ApplicationSummary[]>(applicationKeys.list, (list) => list?.filter((a) => a.id !== id));
      void qc.invalidateQueries({ queryKey: applicationKeys.count });
    },
  });
}
