import type { AnalyticsReply, AuditReply } from "@app/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { get } from "../../../lib/api";
import { type AuditParams, adminKeys, toQuery } from "./keys";

/** The audit trail, newest first, filtered and paged on the server. */
export const useAuditLog = (params: AuditParams) =>
  useQuery({
    queryKey: adminKeys.audit(params),
    queryFn: ({ signal }) => get<AuditReply>(`/admin/audit?${toQuery(params)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Page views and analyzer events per day. */
export const useAnalytics = (days = 30) =>
  useQuery({
    queryKey: adminKeys.analytics(days),
    queryFn: ({ signal }) => get<AnalyticsReply>(`/admin/analytics?days=${days}`, { signal }),
    staleTime: 60_000,
    retry: false,
  });
