import { and, eq, gt, isNull } from "drizzle-orm";
import { localChanges } from "../../db/changes.js";
import type { Tx } from "../../db/client.js";
import { oneTimeTokens } from "../../db/schema.js";

export type TokenKind = (typeof oneTimeTokens.$inferSelect)["kind"];
export type TokenRow = typeof oneTimeTokens.$inferSelect;

export const tokensRepository = {
  async insert(tx: Tx, values: typeof oneTimeTokens.$inferInsert): Promise<void> {
    await tx.insert(oneTimeTokens).values(values);
    // A pending e-mail change is part of what a signed-in session shows.
    if (values.kind === "change_email" && values.userId) localChanges.announce({ kind: "user", id: values.userId });
  },
  /** Marks every unused token of this kind for the user as used: a newer token voids the older ones. */
  async voidFor(tx: Tx, userId: string | null, kind: TokenKind, at: Date): Promise<void> {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: at })
      .where(
        and(
          userId === null ? isNull(oneTimeTokens.userId) : eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.kind, kind),
          isNull(oneTimeTokens.usedAt),
        ),
      );
    if (kind === "change_email" && userId) localChanges.announce({ kind: "user", id: userId });
  },
  /**
   * Atomically uses a live token: one UPDATE … WHERE used_at IS NULL, so of many parallel uses exactly one wins.
   */
  async consume(tx: Tx, tokenHash: string, kind: TokenKind, at: Date): Promise<TokenRow | undefined> {
    const [row] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, tokenHash),
          eq(oneTimeTokens.kind, kind),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, at),
        ),
      )
      .returning();
    if (row?.kind === "change_email" && row.userId) localChanges.announce({ kind: "user", id: row.userId });
    return row;
  },
  async findLive(tx: Tx, tokenHash: string, kind: TokenKind, at: Date): Promise<TokenRow | undefined> {
    const [row] = await tx
      .select()
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.tokenHash, tokenHash),
          eq(oneTimeTokens.kind, kind),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, at),
        ),
      );
    return row;
  },
  async pendingEmailChange(tx: Tx, userId: string, at: Date): Promise<string | null> {
    const [row] = await tx
      .select({ newEmail: oneTimeTokens.newEmail })
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.kind, "change_email"),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, at),
        ),
      );
    return row?.newEmail ?? null;
  },
};
