import type { OkReply, SessionReply, SessionStatusReply } from "@app/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { get, post } from "../../../lib/api";
import { sessionKey } from "../../auth/session";

/**
 * The spec's 'Token Debug' card, on the cookie session (docs/spec-deviations.md): there is no token in the
 * browser, so the status comes from the server, a refresh rotates the session id, and clearing signs out.
 */
export const useSessionStatus = () =>
  useMutation({ mutationFn: () => get<SessionStatusReply>("/auth/session/status") });

export const useRefreshSession = () =>
  useMutation({
    mutationFn: async () => {
      const reply = await post<OkReply>("/auth/session/refresh");
      return {
        message: reply.message ?? "Session refreshed successfully",
        status: await get<SessionStatusReply>("/auth/session/status"),
      };
    },
  });

/** Clears both storages and every cached query, then ends the session on the server. */
export function useClearAllStorage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      localStorage.clear();
      sessionStorage.clear();
      await post("/auth/logout").catch(() => undefined);
    },
    onSettled: () => {
      qc.clear();
      qc.setQueryData<SessionReply>(sessionKey, { user: null });
    },
  });
}
