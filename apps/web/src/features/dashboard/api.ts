import { useQuery } from "@tanstack/react-query";
import { ApiError, get } from "../../lib/api";

/** Spec 000 §9: a user may hold at most 5 patent applications. */
export const APPLICATION_LIMIT = 5;

/** The user's application count, or null while the applications API does not exist yet (404) or fails. */
export function useApplicationsCount(enabled: boolean) {
  return useQuery({
    queryKey: ["patent-applications", "count"],
    queryFn: async () => {
      try {
        const reply = await get<Record<string, unknown>>("/patent-applications/count");
        const count = reply.count ?? (reply.data as Record<string, unknown> | undefined)?.count;
        return typeof count === "number" ? count : null;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    enabled,
    retry: false,
    staleTime: 30_000,
  });
}
