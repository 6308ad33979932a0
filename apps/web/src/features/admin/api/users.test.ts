import type { AdminUsersReply, PublicUser } from "@app/contracts";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { adminKeys, type UsersParams } from "./keys";
import { patchCachedUser } from "./users";

const user = (over: Partial<PublicUser> = {}): PublicUser =>
  ({
    id: "u1",
    email: "pending@example.com",
    firstName: "Pat",
    lastName: "Lee",
    verified: false,
    blocked: false,
    isAdmin: false,
    isSuperUser: false,
    ...over,
  }) as PublicUser;

const page = (users: PublicUser[]): AdminUsersReply =>
  ({
    users,
    total: users.length,
    page: 1,
    pageSize: 20,
    stats: { total: 10, active: 9, blocked: 1, admins: 1, unverified: 1 },
  }) as unknown as AdminUsersReply;

const params = (filter: UsersParams["filter"]): UsersParams => ({ q: "", filter, page: 1, pageSize: 20 });

describe("an admin action on the cached user lists", () => {
  it("takes a verified user out of 'Unverified Only' at once and marks them verified under 'All Users'", () => {
    const qc = new QueryClient();
    const before = user();
    qc.setQueryData(adminKeys.usersPage(params("unverified")), page([before]));
    qc.setQueryData(adminKeys.usersPage(params("all")), page([before, user({ id: "u2", email: "b@example.com" })]));

    patchCachedUser(qc, before, { ...before, verified: true });

    const unverified = qc.getQueryData<AdminUsersReply>(adminKeys.usersPage(params("unverified")));
    expect(unverified?.users).toEqual([]);
    expect(unverified?.total).toBe(0);
    const all = qc.getQueryData<AdminUsersReply>(adminKeys.usersPage(params("all")));
    expect(all?.users.map((u) => [u.id, u.verified])).toEqual([
      ["u1", true],
      ["u2", false],
    ]);
    expect(all?.total).toBe(2);
  });

  it("takes an unblocked user out of 'Blocked Only' and keeps them under 'Active Only'", () => {
    const qc = new QueryClient();
    const before = user({ verified: true, blocked: true });
    qc.setQueryData(adminKeys.usersPage(params("blocked")), page([before]));
    qc.setQueryData(adminKeys.usersPage(params("active")), page([]));

    patchCachedUser(qc, before, { ...before, blocked: false });

    expect(qc.getQueryData<AdminUsersReply>(adminKeys.usersPage(params("blocked")))?.users).toEqual([]);
    // A page the user was not on gains no row: only the server knows where they would sort.
    expect(qc.getQueryData<AdminUsersReply>(adminKeys.usersPage(params("active")))?.users).toEqual([]);
  });
});
