import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes" || v === "on");

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

/** An address or a CIDR range (`10.0.0.0/8`, `::1/128`), or one of proxy-addr's names for the private ranges. */
const isProxyAddress = (s: string) => {
  if (["loopback", "linklocal", "uniquelocal"].includes(s)) return true;
  const [ip, bits, ...rest] = s.split("/");
  const version = isIP(ip ?? "");
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/**
 * Which proxies may set X-Forwarded-For (and so the client IP every per-IP limit counts): a hop count, or a
 * comma-separated list of addresses and CIDR ranges. Unset: none, the socket's address is the client.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): number | string[] | false => {
    const value = v?.trim() ?? "";
    if (value === "" || value === "0" || value === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.filter((s) => !isProxyAddress(s));
    if (bad.length) {
      ctx.addIssue({
        code: "custom",
        message: `a hop count or a list of addresses/CIDR ranges (not: ${bad.join(", ")})`,
      });
      return z.NEVER;
    }
    return list;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default("./.data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Clarity <no-reply@clarity.local>"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET needs at least 32 characters").optional(),
  ADMIN_EMAILS: list,
  CONTACT_EMAIL: z.email().default("hello@clarity.local"),
  DEMO_MODE: bool,
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** Encrypts secrets stored in the database (users' patent-office keys). Required in production. */
  SECRETS_KEY: z.string().min(32, "SECRETS_KEY needs at least 32 characters").optional(),
  /** The USPTO Open Data Portal; tests point it at a loopback replay server. */
  USPTO_API_URL: z.url().default("https://api.uspto.gov"),
  /** A server-wide Open Data Portal key: when set, every search uses it and users' own keys wait behind it. */
  USPTO_API_KEY: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  /** The shipped patent data loaded into an empty index at start; `off` starts with an empty index. */
  PATENT_DATA_DIR: z.string().default("./data/patents"),
  TRUST_PROXY: trustProxy,
  /** The OpenAPI page at /api/docs: on by default, except in production. */
  API_DOCS: z.enum(["true", "false", "1", "0", "yes", "no", "on", "off"]).optional(),
});

export type Env = z.infer<typeof EnvSchema>;
export type Config = Omit<Env, "API_DOCS"> & {
  apiDocs: boolean;
  appUrl: string;
  secureCookies: boolean;
  dataDir: string;
  sessionSecret: string;
  secretsKey: string;
  isProduction: boolean;
};

/** Reads and validates the environment; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = EnvSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const { API_DOCS, ...e } = parsed.data;
  if (e.LLM_BASE_URL && !e.LLM_MODEL)
    throw new Error("Invalid configuration:\n  LLM_MODEL: required when LLM_BASE_URL is set");
  if (e.NODE_ENV === "production" && !e.SECRETS_KEY)
    throw new Error(
      "Invalid configuration:\n  SECRETS_KEY: required in production (at least 32 characters; it encrypts stored API keys, so keep it and share it between servers)",
    );
  const appUrl = (e.APP_URL ?? `http://${e.HOST === "0.0.0.0" ? "127.0.0.1" : e.HOST}:${e.PORT}`).replace(/\/$/, "");
  const dataDir = resolve(e.DATA_DIR);
  return {
    ...e,
    appUrl,
    dataDir,
    secureCookies: appUrl.startsWith("https://"),
    sessionSecret: e.SESSION_SECRET ?? storedSecret(dataDir, "session-secret"),
    secretsKey: e.SECRETS_KEY ?? storedSecret(dataDir, "secrets-key"),
    isProduction: e.NODE_ENV === "production",
    apiDocs: API_DOCS === undefined ? e.NODE_ENV !== "production" : ["true", "1", "yes", "on"].includes(API_DOCS),
  };
}

/** A secret generated once and kept in the data directory, so restarts keep it. */
function storedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
