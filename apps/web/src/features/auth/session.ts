import type { PublicUser, SessionReply } from "@app/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { get, post } from "../../lib/api";

export const sessionKey = ["session"] as const;

/** The session query; main.tsx starts it at boot so it loads alongside the first page's code. */
export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: () => get<SessionReply>("/auth/session"),
  staleTime: 60_000,
  retry: 1,
});

/** Who is signed in, read from the server (the session lives in an HttpOnly cookie). */
export function useSession() {
  const query = useQuery(sessionQuery);
  const user = query.data?.user ?? null;
  return { user, isLoading: query.isPending, isAdmin: !!user && (user.isAdmin || user.isSuperUser) };
}

/** Replaces the cached user after a call that changed it (sign-in, profile updates). */
export function useSetSessionUser() {
  const qc = useQueryClient();
  return (user: PublicUser | null) => qc.setQueryData<SessionReply>(sessionKey, { user });
}

/** Forgets the signed-in user and everything cached for them (sign-out, account deletion). */
export function useClearSession() {
  const qc = useQueryClient();
  return useCallback(() => {
    qc.setQueryData<SessionReply>(sessionKey, { user: null });
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
  }, [qc]);
}

/**
 * Signs out and goes to / (spec 000 §2). It navigates first: clearing the session while a guarded page is
 * still shown would make the login guard send the user to /login instead.
 */
export function useSignOut() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: () => post("/auth/logout"),
    onSettled: () => {
      qc.setQueryData<SessionReply>(sessionKey, { user: null });
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
    },
  });
  // With lazy routes a navigation completes only once the page's chunk has loaded: wait for it.
  return async () => {
    await navigate("/");
    logout.mutate();
  };
}
