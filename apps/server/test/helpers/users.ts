import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { hashSecret, normalizeAnswer } from "../../src/lib/passwords.js";
import { type UserRow, usersRepository } from "../../src/modules/users/users.repository.js";
import { Client } from "./app.js";

export const PASSWORD = "correct horse battery staple";

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomBytes(4).toString("hex")}@example.com`;

/** Seeds a user straight into the database (for tests whose subject is not registration). */
export async function seedUser(
  app: FastifyInstance,
  opts: Partial<{
    email: string;
    firstName: string;
    lastName: string;
    verified: boolean;
    blocked: boolean;
    isAdmin: boolean;
    isSuperUser: boolean;
    password: string;
  }> = {},
): Promise<UserRow> {
  return usersRepository.insert(app.db, {
    email: opts.email ?? uniqueEmail(),
    firstName: opts.firstName ?? "Ada",
    lastName: opts.lastName ?? "Lovelace",
    passwordHash: await hashSecret(opts.password ?? PASSWORD),
    securityQuestion: "What was the name of your first pet?",
    securityAnswerHash: await hashSecret(normalizeAnswer("Rex")),
    verifiedAt: opts.verified === false ? null : new Date(),
    blockedAt: opts.blocked ? new Date() : null,
    isAdmin: opts.isAdmin ?? false,
    isSuperUser: opts.isSuperUser ?? false,
  });
}

/** A client signed in through the real login route. */
export async function signedIn(
  app: FastifyInstance,
  user: { email: string },
  password = PASSWORD,
  ip?: string,
): Promise<Client> {
  const client = new Client(app, ip);
  const res = await client.post("/api/auth/login", { email: user.email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}
