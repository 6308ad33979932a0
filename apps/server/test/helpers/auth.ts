import type { ReceivedMail } from "@app/testing";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { auditLog, mailOutbox, oneTimeTokens, rateHits, sessions, users } from "../../src/db/schema.js";
import { PASSWORD, uniqueEmail } from "./users.js";

export const QUESTION = "What was the name of your first pet?";

/** A valid registration body; every test gets its own address. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail("reg"),
  password: PASSWORD,
  firstName: "Grace",
  lastName: "Hopper",
  securityQuestion: QUESTION,
  securityAnswer: "  Fluffy ",
  ...overrides,
});

let lastIp = 0;
/** A new client address per call, so per-IP limits of one test never spill into the next. */
export const freshIp = () => {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
};

/** The link in a received mail that leads to `page` (e.g. "/verify"), and its token. */
export function linkIn(mail: ReceivedMail, page: string): { url: string; token: string } {
  const url = mail.links.find((l) => new URL(l).pathname === page);
  if (!url) throw new Error(`no ${page} link in mail "${mail.subject}": ${mail.links.join(", ")}`);
  return { url, token: new URL(url).searchParams.get("token") ?? "" };
}

export const rowCount = async (app: FastifyInstance, table: PgTable) =>
  (await app.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** Row counts of every table an account call may touch: "nothing changed" means these are equal. */
export async function snapshot(app: FastifyInstance) {
  const tables = { users, sessions, oneTimeTokens, auditLog, rateHits, mailOutbox };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, t]) => [name, await rowCount(app, t)] as const),
  );
  return Object.fromEntries(entries);
}
