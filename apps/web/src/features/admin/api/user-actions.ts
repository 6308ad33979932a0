import type { AdminUserReply, CreateSuperUserRequest, CreateUserRequest, PublicUser } from "@app/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { del, post } from "../../../lib/api";
import { adminKeys } from "./keys";
import { failureMessage, notify } from "./messages";
import { applyOptimistic, findCachedUser, type OptimisticContext, patchCachedUser, settleUser } from "./users";

interface ActionSpec<V extends { user: PublicUser }> {
  request: (v: V) => Promise<AdminUserReply>;
  /** The user as the list should show them at once; null removes the row. */
  change: (u: PublicUser, v: V) => PublicUser | null;
  fallback: string;
}

/**
 * An admin action applied to the list at once and rolled back if the server refuses (spec 000 §4).
 * Messages are shown here, not by the row, because the row may be gone before the reply arrives.
 */
function useUserAction<V extends { user: PublicUser }>(spec: ActionSpec<V>) {
  const qc = useQueryClient();
  return useMutation<AdminUserReply, Error, V, OptimisticContext>({
    mutationFn: spec.request,
    onMutate: (v) => applyOptimistic(qc, v.user.id, (u) => spec.change(u, v)),
    onSuccess: (reply) => {
      settleUser(qc, reply);
      notify(reply.message);
    },
    onError: (err, v, ctx) => {
      const optimistic = findCachedUser(qc, v.user.id);
      if (ctx?.before && optimistic) patchCachedUser(qc, optimistic, ctx.before);
      else if (ctx) for (const [key, data] of ctx.snapshot) qc.setQueryData(key, data);
      notify(failureMessage(err, spec.fallback));
    },
    // Stats and filter membership come back from the server either way; after a failed delete this is the reload.
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

export const useToggleStatus = () =>
  useUserAction<{ user: PublicUser; blocked: boolean }>({
    request: ({ user, blocked }) => post("/admin/toggle-status", { userId: user.id, blocked }),
    change: (u, { blocked }) => ({ ...u, blocked }),
    fallback: "Failed to update user status",
  });

export const useToggleAdmin = () =>
  useUserAction<{ user: PublicUser; isAdmin: boolean }>({
    request: ({ user, isAdmin }) => post("/admin/toggle-admin", { userId: user.id, isAdmin }),
    change: (u, { isAdmin }) => ({ ...u, isAdmin }),
    fallback: "Failed to update admin status",
  });

export const useVerifyUser = () =>
  useUserAction<{ user: PublicUser }>({
    request: ({ user }) => post("/admin/verify-user", { email: user.email }),
    change: (u) => ({ ...u, verified: true }),
    fallback: "Failed to verify user",
  });

export const useDeleteUser = () =>
  useUserAction<{ user: PublicUser }>({
    request: ({ user }) => del("/admin/delete-user", { userId: user.id }),
    change: () => null,
    fallback: "Failed to delete user",
  });

/** Nothing in the list changes with a new password, so there is nothing to apply early. */
export function useResetUserPassword() {
  return useMutation({
    mutationFn: (body: { userId: string; newPassword: string }) => post<AdminUserReply>("/admin/reset-password", body),
    onSuccess: (reply) => notify(reply.message),
  });
}

export function useCreateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => post<AdminUserReply>("/admin/create-user", body),
    onSuccess: (reply) => {
      notify(reply.message);
      return qc.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}

export function useCreateSuperUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSuperUserRequest) => post<AdminUserReply>("/admin/create-super-user", body),
    onSuccess: (reply) => {
      notify(reply.message);
      return qc.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}

/** The server e-mails the link; the admin never sees it. Gives up after 30 seconds (spec 000 §9). */
export const useRequestResetForUser = () =>
  useMutation({
    mutationFn: (email: string) =>
      post<{ success: true; message: string }>("/admin/request-reset-for-user", { email }, { timeoutMs: 30_000 }),
  });
