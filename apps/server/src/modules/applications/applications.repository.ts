import { APPLICATION_LIMIT, type Application, type ApplicationImage, type ApplicationSummary } from "@app/contracts";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { patentApplications } from "../../db/schema.js";

type Row = typeof patentApplications.$inferSelect;
export type StoredFields = Pick<Row, "title" | "shortDescription" | "content" | "completedSections" | "status">;

type Content = Omit<Application, "id" | "completedSections" | "status" | "version" | "createdAt" | "updatedAt">;

export const toApplication = (row: Row): Application => ({
  ...(row.content as Content),
  // Saved before applications had images.
  images: (row.content as Partial<Content>).images ?? [],
  id: row.id,
  title: row.title,
  shortDescription: row.shortDescription,
  completedSections: row.completedSections as Record<string, boolean>,
  status: row.status,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const mine = (userId: string, id: string) => and(eq(patentApplications.id, id), eq(patentApplications.userId, userId));

/** Every read and write is scoped to the owner: another user's application simply does not exist. */
export const applicationsRepository = {
  async count(db: Tx, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(patentApplications).where(eq(patentApplications.userId, userId));
    return row?.n ?? 0;
  },
  async list(db: Tx, userId: string): Promise<ApplicationSummary[]> {
    const rows = await db
      .select({
        id: patentApplications.id,
        title: patentApplications.title,
        status: patentApplications.status,
        shortDescription: patentApplications.shortDescription,
        completedSections: patentApplications.completedSections,
        updatedAt: patentApplications.updatedAt,
      })
      .from(patentApplications)
      .where(eq(patentApplications.userId, userId))
      .orderBy(desc(patentApplications.updatedAt));
    return rows.map((r) => ({
      ...r,
      completedSections: r.completedSections as Record<string, boolean>,
      updatedAt: r.updatedAt.toISOString(),
    }));
  },
  async find(db: Tx, userId: string, id: string): Promise<Row | undefined> {
    const [row] = await db.select().from(patentApplications).where(mine(userId, id));
    return row;
  },
  /**
   * Inserts unless the user already holds the maximum: count and insert under a transaction-level advisory lock on
   * the user, so parallel creates queue and never more than the limit get through. Undefined when at the limit.
   */
  async createWithinLimit(db: Tx, userId: string, fields: StoredFields): Promise<Row | undefined> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`applications:${userId}`}, 0))`);
      const [held] = await tx
        .select({ n: count() })
        .from(patentApplications)
        .where(eq(patentApplications.userId, userId));
      if ((held?.n ?? 0) >= APPLICATION_LIMIT) return undefined;
      const [row] = await tx
        .insert(patentApplications)
        .values({ userId, ...fields })
        .returning();
      return row;
    });
  },
  /** Applies the save only if the stored version is still `version`; undefined when it is not (or not found). */
  async updateIfVersion(db: Tx, userId: string, id: string, version: number, fields: StoredFields) {
    const [row] = await db
      .update(patentApplications)
      .set({ ...fields, version: version + 1, updatedAt: new Date() })
      .where(and(mine(userId, id), eq(patentApplications.version, version)))
      .returning();
    return row;
  },
  /** Replaces the stored images of a row just written by a save (same version). */
  async setImages(db: Tx, row: Row, images: ApplicationImage[]): Promise<Row> {
    const [updated] = await db
      .update(patentApplications)
      .set({ content: { ...(row.content as object), images } })
      .where(eq(patentApplications.id, row.id))
      .returning();
    return updated ?? row;
  },
  async delete(db: Tx, userId: string, id: string): Promise<boolean> {
    const rows = await db.delete(patentApplications).where(mine(userId, id)).returning({ id: patentApplications.id });
    return rows.length > 0;
  },
};
