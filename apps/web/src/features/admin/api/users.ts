import type { AdminStats, AdminUserReply, AdminUsersReply, PublicUser, UserFilter } from "@app/contracts";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { get } from "../../../lib/api";
import { adminKeys, toQuery, type UsersParams } from "./keys";

/** One page of users with the dashboard's statistics; the previous page stays on screen while the next loads. */
export function useAdminUsers(params: UsersParams) {
  return useQuery({
    queryKey: adminKeys.usersPage(params),
    queryFn: ({ signal }) => get<AdminUsersReply>(`/admin/users?${toQuery(params)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

type Counted = Pick<AdminStats, "total" | "active" | "blocked" | "admins">;

/** What one user adds to the statistics tiles. */
function contribution(u: PublicUser | null): Counted {
  if (!u) return { total: 0, active: 0, blocked: 0, admins: 0 };
  return {
    total: 1,
    active: u.blocked ? 0 : 1,
    blocked: u.blocked ? 1 : 0,
    admins: u.isAdmin || u.isSuperUser ? 1 : 0,
  };
}

function shiftStats(stats: AdminStats, before: PublicUser | null, after: PublicUser | null): AdminStats {
  const b = contribution(before);
  const a = contribution(after);
  return {
    total: stats.total - b.total + a.total,
    active: stats.active - b.active + a.active,
    blocked: stats.blocked - b.blocked + a.blocked,
    admins: stats.admins - b.admins + a.admins,
  };
}

/** The user as currently cached on any page, or null. */
export function findCachedUser(qc: QueryClient, userId: string): PublicUser | null {
  for (const [, data] of qc.getQueriesData<AdminUsersReply>({ queryKey: adminKeys.users })) {
    const hit = data?.users.find((u) => u.id === userId);
    if (hit) return hit;
  }
  return null;
}

/** Whether a user belongs on a page of the given filter, as the server decides it (admin.repository.ts). */
function inFilter(filter: UserFilter | undefined, u: PublicUser): boolean {
  switch (filter) {
    case "active":
      return !u.blocked;
    case "blocked":
      return u.blocked;
    case "unverified":
      return !u.verified && !u.blocked;
    case "admins":
      return u.isAdmin || u.isSuperUser;
    default:
      return true;
  }
}

/**
 * Replaces (or, with `after` null, removes) one user on every cached page and moves the tiles to match. A user
 * who no longer fits a page's filter leaves it at once ("Verified users leave the 'Unverified Only' list"), so
 * the list is right before, and whether or not, the refetch comes back.
 * Used forwards for the optimistic update and backwards for the rollback.
 */
export function patchCachedUser(qc: QueryClient, before: PublicUser, after: PublicUser | null) {
  for (const [key, data] of qc.getQueriesData<AdminUsersReply>({ queryKey: adminKeys.users })) {
    if (!data) continue;
    const params = key[2] as UsersParams | undefined;
    const kept = after && inFilter(params?.filter, after) ? after : null;
    const present = data.users.some((u) => u.id === before.id);
    qc.setQueryData<AdminUsersReply>(key, {
      ...data,
      users: kept
        ? data.users.map((u) => (u.id === before.id ? kept : u))
        : data.users.filter((u) => u.id !== before.id),
      total: present && !kept ? data.total - 1 : data.total,
      stats: shiftStats(data.stats, before, after),
    });
  }
}

/** Context kept by an optimistic action for its rollback. */
export interface OptimisticContext {
  before: PublicUser | null;
  snapshot: [readonly unknown[], AdminUsersReply | undefined][];
}

/** Applies `change` at once; returns what the rollback needs. */
export async function applyOptimistic(
  qc: QueryClient,
  userId: string,
  change: (u: PublicUser) => PublicUser | null,
): Promise<OptimisticContext> {
  await qc.cancelQueries({ queryKey: adminKeys.users });
  const snapshot = qc.getQueriesData<AdminUsersReply>({ queryKey: adminKeys.users });
  const before = findCachedUser(qc, userId);
  if (before) patchCachedUser(qc, before, change(before));
  return { before, snapshot };
}

/** Puts the server's copy of the user in place of the optimistic one. */
export function settleUser(qc: QueryClient, reply: AdminUserReply) {
  const fresh = reply.user;
  if (!fresh) return;
  const cached = findCachedUser(qc, fresh.id);
  if (cached) patchCachedUser(qc, cached, fresh);
}
