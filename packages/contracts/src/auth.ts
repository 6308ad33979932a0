import { z } from "zod";
import { CurrentPassword, Email, Name, NewPassword, Token } from "./common.js";

/** The five questions of the registration screen (spec 000 §5). */
export const SECURITY_QUESTIONS = [
  "What was your childhood nickname?",
  "What is the name of your favorite childhood friend?",
  "What was the name of your first pet?",
  "What is your mother's maiden name?",
  "What was the make and model of your first car?",
] as const;

export const SecurityAnswer = z
  .string({ error: "All fields are required." })
  .trim()
  .min(1, "All fields are required.")
  .max(200);

/** The user as the browser sees it. Never carries a password, token or security answer. */
export const PublicUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  verified: z.boolean(),
  blocked: z.boolean(),
  isAdmin: z.boolean(),
  isSuperUser: z.boolean(),
  isDemoUser: z.boolean(),
  securityQuestion: z.string().nullable(),
  pendingEmail: z.string().nullable(),
});
export type PublicUser = z.infer<typeof PublicUser>;

export const RegisterRequest = z.strictObject({
  email: Email,
  password: NewPassword,
  firstName: Name,
  lastName: Name,
  securityQuestion: z.enum(SECURITY_QUESTIONS, { error: "Please choose a security question." }),
  securityAnswer: SecurityAnswer,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;
export const RegisterReply = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
  canReset: z.boolean().optional(),
});

export const LoginRequest = z.strictObject({ email: Email, password: CurrentPassword });
export type LoginRequest = z.infer<typeof LoginRequest>;
/** No `token`: the session lives in an HttpOnly cookie (docs/spec-deviations.md). */
export const LoginReply = z.object({
  success: z.boolean(),
  user: PublicUser.optional(),
  error: z.string().optional(),
  needsVerification: z.boolean().optional(),
  email: z.string().optional(),
});
export type LoginReply = z.infer<typeof LoginReply>;

export const DemoLoginRequest = z.strictObject({
  email: z.string().trim().max(254).default(""),
  password: z.string().max(128).default(""),
});

export const SessionReply = z.object({ user: PublicUser.nullable() });
export type SessionReply = z.infer<typeof SessionReply>;

export const SecurityQuestionRequest = z.strictObject({ email: Email });
export const SecurityQuestionReply = z.object({ success: z.literal(true), securityQuestion: z.string() });

/** With `securityAnswer` the answer is checked; without it (the registration recovery offer) the link goes to the mailbox only. */
export const RequestResetRequest = z.strictObject({ email: Email, securityAnswer: SecurityAnswer.optional() });
export type RequestResetRequest = z.infer<typeof RequestResetRequest>;

export const ResetPasswordRequest = z.strictObject({ token: Token, newPassword: NewPassword });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ChangeEmailRequest = z.strictObject({ currentEmail: Email, newEmail: Email, password: CurrentPassword });
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequest>;

export const DeleteAccountRequest = z.strictObject({ email: Email, password: CurrentPassword });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const ResendVerificationRequest = z.strictObject({
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .pipe(Email),
});

export const TokenRequest = z.strictObject({ token: Token });
export const VerifyEmailChangeReply = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
  user: PublicUser.optional(),
});

export const SetupRequest = z.strictObject({
  token: Token,
  email: Email,
  password: NewPassword,
  firstName: Name,
  lastName: Name,
  securityQuestion: z.enum(SECURITY_QUESTIONS),
  securityAnswer: SecurityAnswer,
});
export type SetupRequest = z.infer<typeof SetupRequest>;
export const SetupStatusReply = z.object({ needed: z.boolean() });

/** A reply carrying one user: sign-in by demo or setup, GET /api/auth/user/:email. */
export const UserReply = z.object({ success: z.literal(true), user: PublicUser });
export type UserReply = z.infer<typeof UserReply>;
