import type { FastifyInstance } from "fastify";
import type { Tx } from "../../db/client.js";
import { usersRepository } from "../users/users.repository.js";

const HOUR_MS = 3_600_000;
/** SECURITY.md 17: demo accounts and everything they made live one day. */
export const DEMO_LIFETIME_MS = 24 * HOUR_MS;

/** Deletes demo users older than a day (their sessions and data go with them); returns how many. */
export function purgeDemoUsers(tx: Tx, now = new Date()): Promise<number> {
  return usersRepository.deleteDemoCreatedBefore(tx, new Date(now.getTime() - DEMO_LIFETIME_MS));
}

/**
 * Runs the purge at start and then hourly, so no demo user outlives a day by more than an hour.
 * It runs whatever DEMO_MODE says: switching demo mode off must not leave demo accounts behind.
 */
export function scheduleDemoPurge(app: FastifyInstance): void {
  const run = () =>
    purgeDemoUsers(app.db)
      .then((n) => n > 0 && app.log.info({ purged: n }, "demo users purged"))
      .catch((err) => app.log.error({ err }, "demo purge failed"));
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  app.addHook("onReady", async () => void run());
  app.addHook("onClose", async () => clearInterval(timer));
}
