import type { ChangeEmailRequest, DeleteAccountRequest } from "@app/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, del, post } from "../../lib/api";
import { sessionKey } from "../auth/session";

interface MessageReply {
  success: boolean;
  message?: string;
}

/** The server's sentence when it sent one; the screen's fallback when there was no usable reply. */
export function failureMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && typeof err.body.error === "string" ? err.message : fallback;
}

/** The new address stays pending until its link is opened: re-read the session so the page shows it. */
export function useChangeEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailRequest) => post<MessageReply>("/auth/change-email", body),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionKey }),
  });
}

export const useProfilePasswordReset = () =>
  useMutation({
    mutationFn: (body: { email: string; securityAnswer: string }) => post<MessageReply>("/auth/request-reset", body),
  });

export const useDeleteAccount = () =>
  useMutation({ mutationFn: (body: DeleteAccountRequest) => del<MessageReply>("/auth/delete-account", body) });
