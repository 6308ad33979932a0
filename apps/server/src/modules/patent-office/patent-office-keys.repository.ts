import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { patentOfficeKeys } from "../../db/schema.js";

export type StoredKey = typeof patentOfficeKeys.$inferSelect;

/** Users' own patent-office keys, as ciphertext: this file never sees a key in the clear. */
export const patentOfficeKeysRepository = {
  async find(db: Tx, userId: string): Promise<StoredKey | undefined> {
    const [row] = await db.select().from(patentOfficeKeys).where(eq(patentOfficeKeys.userId, userId));
    return row;
  },
  async upsert(db: Tx, userId: string, ciphertext: string, hint: string): Promise<void> {
    await db
      .insert(patentOfficeKeys)
      .values({ userId, ciphertext, hint })
      .onConflictDoUpdate({ target: patentOfficeKeys.userId, set: { ciphertext, hint, updatedAt: new Date() } });
  },
  async delete(db: Tx, userId: string): Promise<boolean> {
    const rows = await db
      .delete(patentOfficeKeys)
      .where(eq(patentOfficeKeys.userId, userId))
      .returning({ userId: patentOfficeKeys.userId });
    return rows.length > 0;
  },
};
