import type { PublicUser } from "@app/contracts";
import type { UserRow } from "./users.repository.js";

/** Admin rights: the stored flags, or an address listed in ADMIN_EMAILS; never for demo users (SECURITY.md 15, 17). */
export function hasAdminRights(
  user: Pick<UserRow, "email" | "isAdmin" | "isSuperUser" | "isDemo">,
  adminEmails: string[],
) {
  if (user.isDemo) return false;
  return user.isAdmin || user.isSuperUser || adminEmails.includes(user.email.toLowerCase());
}

/** The user as the browser may see it: no hashes, no answers, no tokens. */
export function toPublicUser(user: UserRow, adminEmails: string[], pendingEmail: string | null = null): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLoginAt?.toISOString() ?? null,
    verified: user.verifiedAt !== null,
    blocked: user.blockedAt !== null,
    isAdmin: hasAdminRights(user, adminEmails),
    isSuperUser: user.isSuperUser && !user.isDemo,
    isDemoUser: user.isDemo,
    securityQuestion: user.securityQuestion,
    pendingEmail,
  };
}
