import type { PublicUser, SessionReply } from "@app/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
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
 * The history entry a sign-out started from. The login guard sends that entry to / instead of /login: the
 * navigation to / runs in a React transition, so the guarded page can still be on screen when the session is
 * gone, however long the transition takes. Any other entry (a later visit to a guarded page) still gets /login.
 */
let signedOutFrom: string | null = null;

/** Whether the guard showing `locationKey` is being left because the user signed out there. */
export const isSigningOutFrom = (locationKey: string) => signedOutFrom === locationKey;

/**
 * Signs out and goes to / (spec 000 §2). It navigates first, so the page stays on screen until / is ready, and the
 * guard knows about the sign-out (isSigningOutFrom), so it never sends the user to /login meanwhile.
 */
export function useSignOut() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { key } = useLocation();
  const logout = useMutation({
    mutationFn: () => post("/auth/logout"),
    onSettled: () => {
      qc.setQueryData<SessionReply>(sessionKey, { user: null });
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
    },
  });
  return async () => {
    signedOutFrom = key;
    // With lazy routes a navigation completes only once the page's chunk has loaded.
    await navigate("/");
    logout.mutate();
  };
}
