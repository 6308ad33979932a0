import { and, count, desc, ilike, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { analyticsEvents, auditLog } from "../../db/schema.js";

const contains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const DAY_MS = 86_400_000;

export const insightsRepository = {
  /** Newest first, filtered by actor e-mail, action and target (substring, case-insensitive). */
  async audit(tx: Tx, q: { actor?: string; action?: string; target?: string; page: number; pageSize: number }) {
    const where = and(
      q.actor ? ilike(auditLog.actorEmail, contains(q.actor)) : undefined,
      q.action ? ilike(auditLog.action, contains(q.action)) : undefined,
      q.target ? ilike(auditLog.target, contains(q.target)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      tx
        .select({
          id: auditLog.id,
          createdAt: auditLog.createdAt,
          actorEmail: auditLog.actorEmail,
          ip: auditLog.ip,
          action: auditLog.action,
          target: auditLog.target,
          outcome: auditLog.outcome,
        })
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx.select({ n: count() }).from(auditLog).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Page views and analyzer events per UTC day for the last `days` days, zero-filled. */
  async eventsPerDay(tx: Tx, days: number, now: Date) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS);
    const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await tx
      .select({
        day,
        pageViews: sql<number>`count(*) filter (where ${analyticsEvents.name} = 'page_view')`.mapWith(Number),
        analyses: sql<number>`count(*) filter (where ${analyticsEvents.name} = 'analysis_success')`.mapWith(Number),
        analysisErrors: sql<number>`count(*) filter (where ${analyticsEvents.name} = 'analysis_error')`.mapWith(Number),
      })
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.createdAt} >= ${start}`)
      .groupBy(day);
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return Array.from({ length: days }, (_, i) => {
      const key = new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10);
      const r = byDay.get(key);
      return {
        day: key,
        pageViews: r?.pageViews ?? 0,
        analyses: r?.analyses ?? 0,
        analysisErrors: r?.analysisErrors ?? 0,
      };
    });
  },
};
