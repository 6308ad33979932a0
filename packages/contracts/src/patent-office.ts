import { z } from "zod";

/** Spec 001 §5 and §8 "API config": the page's own sentences. */
export const API_KEY_INVALID = "Please enter a valid API key";
export const API_KEY_TEST_BLANK = "Please enter a valid API key first";
export const API_KEY_NOT_CONFIGURED = "USPTO API key not configured";
export const API_KEY_MAX = 256;

/** Visible ASCII, no spaces: what an Open Data Portal key (and any header value we would send) looks like. */
const KEY_PATTERN = /^[\x21-\x7e]+$/;

const key = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(API_KEY_MAX, message).regex(KEY_PATTERN, message);

/** PUT /api/patent-office/key */
export const ApiKeySave = z.strictObject({ key: key(API_KEY_INVALID) });
export type ApiKeySave = z.infer<typeof ApiKeySave>;

/** POST /api/patent-office/key/test: the given key, or (no `key`) the key searches would use. */
export const ApiKeyTest = z.strictObject({ key: key(API_KEY_TEST_BLANK).optional() });
export type ApiKeyTest = z.infer<typeof ApiKeyTest>;

/**
 * Which key patent searches use: the server's (USPTO_API_KEY, which takes precedence), the user's own, or none
 * (searches use the built-in local index). `masked` never holds more than the last four characters of the user's
 * own key, and none of the server's.
 */
export const API_KEY_SOURCES = ["server", "user", "none"] as const;
export const ApiKeyStatus = z.object({
  success: z.literal(true),
  configured: z.boolean(),
  masked: z.string().nullable(),
  source: z.enum(API_KEY_SOURCES),
  /** Whether this user has a key of their own stored (it may be shadowed by the server's). */
  userKey: z.boolean(),
});
export type ApiKeyStatus = z.infer<typeof ApiKeyStatus>;

export const ApiKeyTestReply = z.object({ success: z.literal(true), message: z.string() });
export type ApiKeyTestReply = z.infer<typeof ApiKeyTestReply>;
