import type { AuditReport } from "@app/audit";
import { and, desc, eq, lt, notInArray } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { patentAudits } from "../../db/schema.js";

type Row = typeof patentAudits.$inferSelect;

const summaryOf = (row: Pick<Row, "id" | "applicationId" | "engine" | "summary" | "createdAt">) => ({
  id: row.id,
  applicationId: row.applicationId,
  engine: row.engine,
  summary: row.summary as AuditReport["summary"],
  createdAt: row.createdAt.toISOString(),
});
export const toSavedAudit = (row: Row) => ({ ...summaryOf(row), report: row.report as AuditReport });

/** Saved audits, always scoped to their owner and application: another user's audit does not exist. */
export const auditsRepository = {
  /** Saves the audit and drops the application's older ones beyond the newest `keep`, in one transaction. */
  async insertKeepingLatest(
    db: Tx,
    userId: string,
    applicationId: string,
    report: AuditReport,
    keep: number,
  ): Promise<Row> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(patentAudits)
        .values({ userId, applicationId, engine: report.engine, summary: report.summary, report })
        .returning();
      const newest = tx
        .select({ id: patentAudits.id })
        .from(patentAudits)
        .where(eq(patentAudits.applicationId, applicationId))
        .orderBy(desc(patentAudits.createdAt))
        .limit(keep);
      await tx
        .delete(patentAudits)
        .where(and(eq(patentAudits.applicationId, applicationId), notInArray(patentAudits.id, newest)));
      return row as Row;
    });
  },
  /** Newest first, without the findings (a list shows counts). */
  async list(db: Tx, userId: string, applicationId: string) {
    const rows = await db
      .select({
        id: patentAudits.id,
        applicationId: patentAudits.applicationId,
        engine: patentAudits.engine,
        summary: patentAudits.summary,
        createdAt: patentAudits.createdAt,
      })
      .from(patentAudits)
      .where(and(eq(patentAudits.userId, userId), eq(patentAudits.applicationId, applicationId)))
      .orderBy(desc(patentAudits.createdAt));
    return rows.map(summaryOf);
  },
  async find(db: Tx, userId: string, applicationId: string, id: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(patentAudits)
      .where(
        and(eq(patentAudits.id, id), eq(patentAudits.userId, userId), eq(patentAudits.applicationId, applicationId)),
      );
    return row;
  },
  /** The audit of the same application saved just before `row`, if any. */
  async previous(db: Tx, row: Row): Promise<Row | undefined> {
    const [prev] = await db
      .select()
      .from(patentAudits)
      .where(and(eq(patentAudits.applicationId, row.applicationId), lt(patentAudits.createdAt, row.createdAt)))
      .orderBy(desc(patentAudits.createdAt))
      .limit(1);
    return prev;
  },
};
