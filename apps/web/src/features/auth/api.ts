import type {
  LoginReply,
  LoginRequest,
  PublicUser,
  RegisterRequest,
  ResetPasswordRequest,
  SetupRequest,
} from "@app/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ApiError, get, post } from "../../lib/api";

interface MessageReply {
  success: boolean;
  message?: string;
}
interface UserReply {
  success: boolean;
  user: PublicUser;
}

/**
 * The text for a failed call: the server's own sentence when it sent one,
 * otherwise (network down, proxy error page) the screen's fallback from the spec.
 */
export function failureMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && typeof err.body.error === "string" ? err.message : fallback;
}

export const useLogin = () =>
  useMutation({ mutationFn: (body: LoginRequest) => post<LoginReply & { user: PublicUser }>("/auth/login", body) });

export const useDemoLogin = () =>
  useMutation({ mutationFn: (body: { email: string; password: string }) => post<UserReply>("/auth/demo-login", body) });

export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterRequest) => post<MessageReply>("/auth/register", body) });

export const useSecurityQuestion = () =>
  useMutation({
    mutationFn: (email: string) =>
      post<{ success: true; securityQuestion: string }>("/auth/security-question", { email }),
  });

/** With an answer the server checks it first; without one (the registration recovery offer) it only mails a link. */
export const useRequestReset = () =>
  useMutation({
    mutationFn: (body: { email: string; securityAnswer?: string }) => post<MessageReply>("/auth/request-reset", body),
  });

export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordRequest) => post<MessageReply>("/auth/reset-password", body) });

export const useVerifyEmail = () =>
  useMutation({ mutationFn: (token: string) => post<MessageReply>("/auth/verify", { token }) });

export const useResendVerification = () =>
  useMutation({ mutationFn: (email: string) => post<MessageReply>("/auth/resend-verification", { email }) });

export const useVerifyEmailChange = () =>
  useMutation({
    mutationFn: (token: string) => post<MessageReply & { user?: PublicUser }>("/auth/verify-email-change", { token }),
  });

export const useSetupStatus = () =>
  useQuery({ queryKey: ["setup-status"], queryFn: () => get<{ needed: boolean }>("/setup/status"), retry: 1 });

export const useSetup = () => useMutation({ mutationFn: (body: SetupRequest) => post<UserReply>("/setup", body) });
