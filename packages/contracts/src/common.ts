import { z } from "zod";
import { COMMON_PASSWORDS } from "./common-passwords.js";

/** Every failed reply: `{ success: false, error }` with an honest HTTP status. */
export const ErrorReply = z.object({ success: z.literal(false), error: z.string() });
export type ErrorReply = z.infer<typeof ErrorReply>;

export const OkReply = z.object({ success: z.literal(true), message: z.string().optional() });
export type OkReply = z.infer<typeof OkReply>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters long.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters long.`;
export const PASSWORD_TOO_COMMON = "This password is too common. Please choose a less predictable one.";

export const Email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

/** Length 8 to 128, not one of the 1,000 most common passwords; no composition rules. */
export const NewPassword = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG)
  .refine((p) => !COMMON_PASSWORDS.has(p.toLowerCase()), PASSWORD_TOO_COMMON);

/** A password being checked (sign-in, re-authentication): only bounded, never rule-checked. */
export const CurrentPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(PASSWORD_MAX);

export const Name = z.string({ error: "All fields are required." }).trim().min(1, "All fields are required.").max(100);

export const Token = z
  .string({ error: "Invalid or missing token" })
  .regex(/^[A-Za-z0-9_-]{43}$/, "Invalid or missing token");

export const Uuid = z.uuid();

export const SiteConfigReply = z.object({ contactEmail: z.string(), demoMode: z.boolean() });
export type SiteConfigReply = z.infer<typeof SiteConfigReply>;
