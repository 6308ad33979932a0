import { desc } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { mailOutbox } from "../../db/schema.js";

export type OutboxMail = typeof mailOutbox.$inferSelect;

export const mailboxRepository = {
  /** The newest messages first. */
  async latest(tx: Tx, limit: number): Promise<OutboxMail[]> {
    return tx.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
  },
};
