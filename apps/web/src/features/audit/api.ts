import type {
  Application,
  AuditChanges,
  AuditReport,
  AuditRequest,
  DraftFields,
  SavedAudit,
  SavedAuditSummary,
} from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post } from "../../lib/api";
import { applicationKeys } from "../applications/api";

const base = (applicationId: string) => `/patent-applications/${encodeURIComponent(applicationId)}/audits`;

/** Everything cached about one application's audits starts with this key: a new run refreshes the history. */
export const auditKeys = {
  of: (applicationId: string) => ["audits", applicationId] as const,
  one: (applicationId: string, auditId: string) => ["audits", applicationId, auditId] as const,
};

/** The application's saved audits, newest first (counts only). */
export function useAuditHistory(applicationId: string) {
  return useQuery({
    queryKey: auditKeys.of(applicationId),
    queryFn: async () => (await get<{ audits: SavedAuditSummary[] }>(base(applicationId))).audits,
    retry: 1,
  });
}

/** One saved audit and what changed since the run before it. A saved audit never changes: cached for good. */
export function useSavedAudit(applicationId: string, auditId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: auditKeys.one(applicationId, auditId),
    queryFn: () =>
      get<{ audit: SavedAudit; changes: AuditChanges | null }>(`${base(applicationId)}/${encodeURIComponent(auditId)}`),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

export function useRunAudit(applicationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (request: AuditRequest) =>
      (await post<{ audit: SavedAudit }>(base(applicationId), request)).audit,
    onSuccess: () => void qc.invalidateQueries({ queryKey: auditKeys.of(applicationId) }),
  });
}

export type DraftAudit = { report: AuditReport; fields: DraftFields };
export type DraftSource = { kind: "file"; file: File } | { kind: "text"; text: string };

/** A draft audited without saving: an uploaded file (multipart) or pasted text. */
export function useDraftAudit() {
  return useMutation({
    mutationFn: ({ source, ...request }: AuditRequest & { source: DraftSource }) => {
      if (source.kind === "text") return post<DraftAudit>("/audits/draft", { ...request, text: source.text });
      const form = new FormData();
      form.append("file", source.file, source.file.name);
      if (request.plannedClaims) form.append("plannedClaims", request.plannedClaims);
      if (request.noveltyArgument) form.append("noveltyArgument", request.noveltyArgument);
      return post<DraftAudit>("/audits/draft/file", form);
    },
  });
}

/** 'Open in wizard': the draft's recognised sections saved as a new application (the server holds the limit of 5). */
export function useCreateFromDraft() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (fields: DraftFields) =>
      (
        await post<{ application: Application }>("/patent-applications/save", {
          ...fields,
          title: fields.title.slice(0, 500),
          claimsPriority: fields.crossReference.trim() ? "yes" : null,
          federallySponsored: fields.federalResearch.trim() ? "yes" : null,
        })
      ).application,
    onSuccess: () => void qc.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
