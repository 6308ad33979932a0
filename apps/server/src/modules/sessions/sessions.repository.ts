import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { localChanges } from "../../db/changes.js";
import type { Tx } from "../../db/client.js";
import { oneTimeTokens, sessions, users } from "../../db/schema.js";

export type SessionRow = typeof sessions.$inferSelect;

export const sessionsRepository = {
  async insert(tx: Tx, values: typeof sessions.$inferInsert): Promise<void> {
    await tx.insert(sessions).values(values);
  },
  /** The session, its user, and the user's pending e-mail change (the live change_email token, if any). */
  async findWithUser(tx: Tx, tokenHash: string, at: Date) {
    const [row] = await tx
      .select({
        session: sessions,
        user: users,
        pendingEmail: oneTimeTokens.newEmail,
        pendingUntil: oneTimeTokens.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(
        oneTimeTokens,
        and(
          eq(oneTimeTokens.userId, users.id),
          eq(oneTimeTokens.kind, "change_email"),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, at),
        ),
      )
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    return row;
  },
  async touch(tx: Tx, tokenHash: string, at: Date): Promise<void> {
    await tx.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
  },
  async rekey(tx: Tx, oldHash: string, newHash: string): Promise<void> {
    await tx
      .update(sessions)
      .set({ tokenHash: newHash, lastSeenAt: new Date() })
      .where(eq(sessions.tokenHash, oldHash));
    localChanges.announce({ kind: "session", id: oldHash });
  },
  async find(tx: Tx, tokenHash: string): Promise<SessionRow | undefined> {
    const [row] = await tx.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    return row;
  },
  async delete(tx: Tx, tokenHash: string): Promise<void> {
    await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    localChanges.announce({ kind: "session", id: tokenHash });
  },
  /** Ends every session of a user, or every one but `keepTokenHash`. */
  async deleteForUser(tx: Tx, userId: string, keepTokenHash?: string): Promise<void> {
    await tx
      .delete(sessions)
      .where(
        keepTokenHash
          ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
          : eq(sessions.userId, userId),
      );
    localChanges.announce({ kind: "user", id: userId });
  },
};
