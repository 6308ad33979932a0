import { and, count, eq, gt, lt, min } from "drizzle-orm";
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

/**
 * Sliding-window counters kept in the database, so limits hold across restarts and across servers.
 * `check` refuses with 429 + Retry-After when a key already has `max` hits in its window; `hit` records one.
 */
export interface Limiter {
  check(limit: Limit): Promise<void>;
  hit(key: string): Promise<void>;
  /** Check then record: for limits that count every attempt, successful or not. */
  consume(limit: Limit): Promise<void>;
  count(key: string, windowSeconds: number): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    limiter: Limiter;
  }
}

export default fp(async function limiterPlugin(app: FastifyInstance) {
  const now = () => Date.now();
  const since = (windowSeconds: number) => new Date(now() - windowSeconds * 1000);

  const limiter: Limiter = {
    async count(key, windowSeconds) {
      const [row] = await app.db
        .select({ n: count() })
        .from(rateHits)
        .where(and(eq(rateHits.key, key), gt(rateHits.createdAt, since(windowSeconds))));
      return row?.n ?? 0;
    },
    async check({ key, max, windowSeconds, message }) {
      const [row] = await app.db
        .select({ n: count(), oldest: min(rateHits.createdAt) })
        .from(rateHits)
        .where(and(eq(rateHits.key, key), gt(rateHits.createdAt, since(windowSeconds))));
      if ((row?.n ?? 0) >= max) {
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : now();
        const retryAfter = Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - now()) / 1000));
        throw tooManyRequests(retryAfter, message);
      }
    },
    async hit(key) {
      await app.db.insert(rateHits).values({ key });
    },
    async consume(limit) {
      await limiter.check(limit);
      await limiter.hit(limit.key);
    },
  };
  app.decorate("limiter", limiter);

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
