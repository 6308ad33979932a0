import { z } from "zod";
import { PublicUser } from "./auth.js";
import { Email, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG } from "./common.js";
import { COMMON_PASSWORDS } from "./common-passwords.js";

/** The admin create-user dialog's questions (spec 000 §5); the first is the default. */
export const ADMIN_SECURITY_QUESTIONS = [
  "What was the name of your first pet?",
  "In what city were you born?",
  "What is your mother's maiden name?",
  "What was the name of your first school?",
  "What is your favorite book?",
] as const;

export const ADMIN_PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;

/** Admin dialogs use the spec's admin wording ('…characters', no full stop) but the same rules as NewPassword. */
const AdminPassword = z
  .string({ error: "All fields are required" })
  .min(PASSWORD_MIN, ADMIN_PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG)
  .refine(
    (p) => !COMMON_PASSWORDS.has(p.toLowerCase()),
    "This password is too common. Please choose a less predictable one.",
  );

const AdminName = z.string({ error: "All fields are required" }).trim().min(1, "All fields are required").max(100);

export const USER_FILTERS = ["all", "active", "blocked", "unverified", "admins"] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

export const AdminUsersQuery = z.strictObject({
  q: z.string().trim().max(200).optional(),
  filter: z.enum(USER_FILTERS).default("all"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminStats = z.object({ total: z.number(), active: z.number(), blocked: z.number(), admins: z.number() });
export type AdminStats = z.infer<typeof AdminStats>;

export const AdminUsersReply = z.object({
  success: z.literal(true),
  users: z.array(PublicUser),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  stats: AdminStats,
});
export type AdminUsersReply = z.infer<typeof AdminUsersReply>;

export const UserIdBody = z.strictObject({ userId: z.uuid({ error: "A valid userId is required" }) });

export const AdminResetPasswordRequest = z.strictObject({ userId: z.uuid(), newPassword: AdminPassword });
export const ToggleStatusRequest = z.strictObject({ userId: z.uuid(), blocked: z.boolean() });
export const ToggleAdminRequest = z.strictObject({ userId: z.uuid(), isAdmin: z.boolean() });
export const VerifyUserRequest = z.strictObject({ email: Email });
export const RequestResetForUserRequest = z.strictObject({ email: Email });

const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

export const CreateUserRequest = z
  .strictObject({
    firstName: AdminName,
    lastName: AdminName,
    email: Email,
    password: AdminPassword,
    confirmPassword: z.string({ error: "All fields are required" }),
    securityQuestion: z.enum(ADMIN_SECURITY_QUESTIONS).default(ADMIN_SECURITY_QUESTIONS[0]),
    securityAnswer: z
      .string({ error: "Security answer is required" })
      .trim()
      .min(1, "Security answer is required")
      .max(200),
    isAdmin: z.boolean().default(false),
  })
  .refine(passwordsMatch, { message: "Passwords do not match", path: ["confirmPassword"] });
export type CreateUserRequest = z.input<typeof CreateUserRequest>;

export const CreateSuperUserRequest = z
  .strictObject({
    firstName: AdminName,
    lastName: AdminName,
    email: Email,
    password: AdminPassword,
    confirmPassword: z.string({ error: "All fields are required" }),
    currentUserEmail: Email,
  })
  .refine(passwordsMatch, { message: "Passwords do not match", path: ["confirmPassword"] });
export type CreateSuperUserRequest = z.input<typeof CreateSuperUserRequest>;

export const AdminUserReply = z.object({ success: z.literal(true), message: z.string(), user: PublicUser.optional() });
export type AdminUserReply = z.infer<typeof AdminUserReply>;

export const AuditQuery = z.strictObject({
  actor: z.string().trim().max(254).optional(),
  action: z.string().trim().max(100).optional(),
  target: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const AuditRow = z.object({
  id: z.number(),
  createdAt: z.string(),
  actorEmail: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  outcome: z.string(),
});
export const AuditReply = z.object({ success: z.literal(true), rows: z.array(AuditRow), total: z.number() });
export type AuditReply = z.infer<typeof AuditReply>;

export const AnalyticsQuery = z.strictObject({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const AnalyticsReply = z.object({
  success: z.literal(true),
  days: z.array(z.object({ day: z.string(), pageViews: z.number(), analyses: z.number(), analysisErrors: z.number() })),
});
export type AnalyticsReply = z.infer<typeof AnalyticsReply>;

export const SessionStatusReply = z.object({
  valid: z.boolean(),
  user: z.string().nullable(),
  createdAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type SessionStatusReply = z.infer<typeof SessionStatusReply>;
