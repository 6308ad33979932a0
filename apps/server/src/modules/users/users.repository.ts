import { and, eq, lt, sql } from "drizzle-orm";
import { localChanges } from "../../db/changes.js";
import type { Tx } from "../../db/client.js";
import { users } from "../../db/schema.js";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export const usersRepository = {
  async findById(tx: Tx, id: string): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    return row;
  },
  async findByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(byEmail(email));
    return row;
  },
  async insert(tx: Tx, values: NewUser): Promise<UserRow> {
    const [row] = await tx.insert(users).values(values).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  },
  async update(tx: Tx, id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
    localChanges.announce({ kind: "user", id });
    return row;
  },
  async delete(tx: Tx, id: string): Promise<boolean> {
    const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    localChanges.announce({ kind: "user", id });
    return rows.length > 0;
  },
  async count(tx: Tx): Promise<number> {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    return row?.n ?? 0;
  },
  /** Super users that count for "the last super user" rules and for setup (demo users never do). */
  async countSuperUsers(tx: Tx): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.isSuperUser, true), eq(users.isDemo, false)));
    return row?.n ?? 0;
  },
  /** Deletes demo users created before `before` (their sessions and data go by cascade); returns how many. */
  async deleteDemoCreatedBefore(tx: Tx, before: Date): Promise<number> {
    const rows = await tx
      .delete(users)
      .where(and(eq(users.isDemo, true), lt(users.createdAt, before)))
      .returning({ id: users.id });
    for (const row of rows) localChanges.announce({ kind: "user", id: row.id });
    return rows.length;
  },
};
