import type { AdminStats, UserFilter } from "@app/contracts";
import { and, count, desc, eq, gte, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { users } from "../../db/schema.js";
import type { UserRow } from "../users/users.repository.js";

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Admin rights as SQL, matching hasAdminRights(): stored flags or an ADMIN_EMAILS address, never demo users. */
export const adminCondition = (adminEmails: string[]): SQL =>
  and(
    eq(users.isDemo, false),
    or(
      eq(users.isAdmin, true),
      eq(users.isSuperUser, true),
      adminEmails.length
        ? sql`lower(${users.email}) in (${sql.join(
            adminEmails.map((e) => sql`${e}`),
            sql`, `,
          )})`
        : sql`false`,
    ),
  ) as SQL;

function filterCondition(filter: UserFilter, adminEmails: string[]): SQL | undefined {
  switch (filter) {
    case "active":
      return isNull(users.blockedAt);
    case "blocked":
      return isNotNull(users.blockedAt);
    case "unverified":
      return and(isNull(users.verifiedAt), isNull(users.blockedAt));
    case "admins":
      return adminCondition(adminEmails);
    default:
      return undefined;
  }
}

/** A hex prefix of an id becomes a range on the primary key, so it uses the index instead of a cast and scan. */
function idPrefixRange(q: string): SQL | undefined {
  const hex = q.toLowerCase().replace(/-/g, "");
  if (!/^[0-9a-f]{4,32}$/.test(hex)) return undefined;
  const asUuid = (h: string) =>
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return and(gte(users.id, asUuid(hex.padEnd(32, "0"))), lte(users.id, asUuid(hex.padEnd(32, "f"))));
}

/** Matches the trigram expression indexes of migration 0002 exactly: lower(email), lower(first || ' ' || last). */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${likeEscape(q.toLowerCase())}%`;
  return or(
    sql`lower(${users.email}) like ${pattern}`,
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
    idPrefixRange(q),
  );
}

export const adminRepository = {
  async listUsers(
    tx: Tx,
    opts: { q?: string; filter: UserFilter; page: number; pageSize: number; adminEmails: string[] },
  ): Promise<{ rows: UserRow[]; total: number }> {
    const where = and(searchCondition(opts.q), filterCondition(opts.filter, opts.adminEmails));
    const [rows, [totalRow]] = await Promise.all([
      tx
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(opts.pageSize)
        .offset((opts.page - 1) * opts.pageSize),
      tx.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, total: totalRow?.n ?? 0 };
  },

  async stats(tx: Tx, adminEmails: string[]): Promise<AdminStats> {
    const [row] = await tx
      .select({
        total: count(),
        blocked: sql<number>`count(*) filter (where ${users.blockedAt} is not null)`.mapWith(Number),
        admins: sql<number>`count(*) filter (where ${adminCondition(adminEmails)})`.mapWith(Number),
      })
      .from(users);
    const total = row?.total ?? 0;
    const blocked = row?.blocked ?? 0;
    return { total, active: total - blocked, blocked, admins: row?.admins ?? 0 };
  },
};
