import type { ApplicationImage } from "@app/contracts";
import { and, count, eq, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { applicationImages } from "../../db/schema.js";

type Row = typeof applicationImages.$inferSelect;
export type NewImage = Pick<Row, "id" | "storageKey" | "name" | "contentType" | "size">;

/** An application's images, or (applicationId null) the user's draft images. */
const target = (userId: string, applicationId: string | null) =>
  and(
    eq(applicationImages.userId, userId),
    applicationId ? eq(applicationImages.applicationId, applicationId) : isNull(applicationImages.applicationId),
  );

export const imageUrl = (id: string) => `/api/patent-applications/images/${id}`;

/** What a reply carries: everything from the stored row, the name too unless the client chose another. */
export const toImage = (row: Pick<Row, "id" | "name" | "size" | "contentType">, name = row.name): ApplicationImage => ({
  id: row.id,
  url: imageUrl(row.id),
  name,
  size: row.size,
  contentType: row.contentType as ApplicationImage["contentType"],
});

/** Image metadata, always scoped to the owner. The bytes are the storage's (image-storage.ts). */
export const imagesRepository = {
  async find(db: Tx, userId: string, id: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(applicationImages)
      .where(and(eq(applicationImages.id, id), eq(applicationImages.userId, userId)));
    return row;
  },
  /** Serialises uploads to one application (or to the user's drafts) until the transaction ends. */
  async lock(db: Tx, userId: string, applicationId: string | null): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`images:${userId}:${applicationId}`}, 0))`);
  },
  async count(db: Tx, userId: string, applicationId: string | null): Promise<number> {
    const [row] = await db.select({ n: count() }).from(applicationImages).where(target(userId, applicationId));
    return row?.n ?? 0;
  },
  async insert(db: Tx, userId: string, applicationId: string | null, images: NewImage[]): Promise<Row[]> {
    return db
      .insert(applicationImages)
      .values(images.map((image) => ({ ...image, userId, applicationId })))
      .returning();
  },
  /** Storage keys of the user's draft images uploaded before `before`: a wizard that was never saved. */
  async staleDraftKeys(db: Tx, userId: string, before: Date): Promise<string[]> {
    const rows = await db
      .select({ key: applicationImages.storageKey })
      .from(applicationImages)
      .where(and(target(userId, null), lt(applicationImages.createdAt, before)));
    return rows.map((r) => r.key);
  },
  /**
   * Attaches to the application those of `ids` that are the user's draft images or already its own, and returns
   * them; any other id (another user's, another application's, unknown) is left alone and not returned.
   */
  async attach(db: Tx, userId: string, applicationId: string, ids: string[]): Promise<Row[]> {
    if (ids.length === 0) return [];
    return db
      .update(applicationImages)
      .set({ applicationId })
      .where(
        and(
          inArray(applicationImages.id, ids),
          eq(applicationImages.userId, userId),
          or(isNull(applicationImages.applicationId), eq(applicationImages.applicationId, applicationId)),
        ),
      )
      .returning();
  },
  /** Storage keys of the application's images other than `keep`. */
  async keysExcept(db: Tx, applicationId: string, keep: string[]): Promise<string[]> {
    const rows = await db
      .select({ key: applicationImages.storageKey })
      .from(applicationImages)
      .where(
        and(
          eq(applicationImages.applicationId, applicationId),
          keep.length > 0 ? notInArray(applicationImages.id, keep) : undefined,
        ),
      );
    return rows.map((r) => r.key);
  },
  async deleteByKeys(db: Tx, keys: string[]): Promise<void> {
    if (keys.length > 0) await db.delete(applicationImages).where(inArray(applicationImages.storageKey, keys));
  },
};
