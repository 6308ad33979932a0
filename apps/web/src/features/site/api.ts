import type { SiteConfigReply } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { get } from "../../lib/api";

export function useSiteConfig() {
  return useQuery({
    queryKey: ["site"],
    queryFn: () => get<SiteConfigReply>("/site"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
