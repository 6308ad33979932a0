import type { AnalysisResults, HistoryEntry } from "@app/contracts";
import { and, desc, eq } from "drizzle-orm";
import { localChanges } from "../../db/changes.js";
import type { Tx } from "../../db/client.js";
import { analyses } from "../../db/schema.js";

type AnalysisRow = typeof analyses.$inferSelect;

export const toHistoryEntry = (row: AnalysisRow): HistoryEntry => ({
  id: row.id,
  timestamp: row.createdAt.toISOString(),
  argumentText: row.argumentText,
  analysisResults: row.processed as AnalysisResults,
});

/** Every read and delete is scoped to the owner: another user's analysis simply does not exist. */
export const analysisRepository = {
  async insert(tx: Tx, values: typeof analyses.$inferInsert): Promise<AnalysisRow> {
    const [row] = await tx.insert(analyses).values(values).returning();
    if (!row) throw new Error("insert returned no row");
    localChanges.announce({ kind: "analyses", id: row.userId });
    return row;
  },
  async history(tx: Tx, userId: string, limit: number): Promise<AnalysisRow[]> {
    return tx.select().from(analyses).where(eq(analyses.userId, userId)).orderBy(desc(analyses.createdAt)).limit(limit);
  },
  async findOwned(tx: Tx, userId: string, id: string): Promise<AnalysisRow | undefined> {
    const [row] = await tx
      .select()
      .from(analyses)
      .where(and(eq(analyses.id, id), eq(analyses.userId, userId)));
    return row;
  },
  async deleteOwned(tx: Tx, userId: string, id: string): Promise<boolean> {
    const rows = await tx
      .delete(analyses)
      .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
      .returning({ id: analyses.id });
    localChanges.announce({ kind: "analyses", id: userId });
    return rows.length > 0;
  },
};
