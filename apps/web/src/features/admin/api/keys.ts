import type { UserFilter } from "@app/contracts";

export interface UsersParams {
  q: string;
  filter: UserFilter;
  page: number;
  pageSize: number;
}

export interface AuditParams {
  actor: string;
  action: string;
  target: string;
  page: number;
  pageSize: number;
}

/** One prefix per list so an action can patch, cancel or refetch every cached page of it at once. */
export const adminKeys = {
  all: ["admin"] as const,
  users: ["admin", "users"] as const,
  usersPage: (p: UsersParams) => ["admin", "users", p] as const,
  audit: (p: AuditParams) => ["admin", "audit", p] as const,
  analytics: (days: number) => ["admin", "analytics", days] as const,
  sessionStatus: ["admin", "session-status"] as const,
};

/** A query string without the empty values, so `?q=` never reaches the server. */
export function toQuery(params: object): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== "" && v !== undefined && v !== null) qs.set(k, String(v));
  return qs.toString();
}
