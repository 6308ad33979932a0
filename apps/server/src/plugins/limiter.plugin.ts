import { and, count, eq, gt, inArray, lt, min, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { rateHits } from "../db/schema.js";
import { tooManyRequests } from "../lib/http-error.js";

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
  message?: string;
}

/** A recorded attempt that can be taken back. */
export interface Attempt {
  release(): Promise<void>;
}

/**
 * Sliding-window counters kept in the database, so limits hold across restarts and across servers. Checking and
 * recording are one step: a transaction holding an advisory lock per key, so parallel requests queue on it and
 * never more than `max` get through.
 */
export interface Limiter {
  /** Refuses with 429 + Retry-After when any of the limits is full; otherwise records one hit on each. */
  consume(...limits: Limit[]): Promise<void>;
  /**
   * For limits that count failures only: takes a slot before the attempt (so parallel guesses queue on the limit)
   * and gives it back with `release()` when the attempt succeeds.
   */
  reserve(limit: Limit): Promise<Attempt>;
}

declare module "fastify" {
  interface FastifyInstance {
    limiter: Limiter;
  }
}

export default fp(async function limiterPlugin(app: FastifyInstance) {
  const since = (windowSeconds: number) => new Date(Date.now() - windowSeconds * 1000);

  async function take(limits: Limit[]): Promise<number[]> {
    // One lock order for every caller, so two requests taking the same keys cannot deadlock.
    const sorted = [...limits].sort((a, b) => a.key.localeCompare(b.key));
    return app.db.transaction(async (tx) => {
      for (const { key } of sorted) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      for (const { key, max, windowSeconds, message } of sorted) {
        const [row] = await tx
          .select({ n: count(), oldest: min(rateHits.createdAt) })
          .from(rateHits)
          .where(and(eq(rateHits.key, key), gt(rateHits.createdAt, since(windowSeconds))));
        if ((row?.n ?? 0) >= max) {
          const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
          const retryAfter = Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - Date.now()) / 1000));
          throw tooManyRequests(retryAfter, message);
        }
      }
      const rows = await tx
        .insert(rateHits)
        .values(sorted.map(({ key }) => ({ key })))
        .returning({ id: rateHits.id });
      return rows.map((r) => r.id);
    });
  }

  app.decorate("limiter", {
    async consume(...limits: Limit[]) {
      await take(limits);
    },
    async reserve(limit: Limit) {
      const ids = await take([limit]);
      return {
        async release() {
          await app.db.delete(rateHits).where(inArray(rateHits.id, ids));
        },
      };
    },
  } satisfies Limiter);

  // Old hits are useless after a day (the longest window); sweep them hourly.
  const sweep = setInterval(
    () =>
      app.db
        .delete(rateHits)
        .where(lt(rateHits.createdAt, since(86_400)))
        .catch(() => {}),
    3_600_000,
  );
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
});
