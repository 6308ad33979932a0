import type { FastifyInstance } from "fastify";
import type { Tx } from "../../db/client.js";
import { issueToken } from "../tokens/tokens.service.js";
import { usersRepository } from "../users/users.repository.js";

/**
 * Setup is needed while no super user exists. Counting super users rather than users keeps the door open when
 * people (or demo visitors) signed up before anyone ran setup, and shuts it for good once someone holds the keys.
 */
export async function setupNeeded(tx: Tx): Promise<boolean> {
  return (await usersRepository.countSuperUsers(tx)) === 0;
}

/** With no super user, prints a one-time link that creates the first one (SECURITY.md 16). */
export async function announceSetupIfNeeded(app: FastifyInstance): Promise<string | null> {
  if (!(await setupNeeded(app.db))) return null;
  const token = await issueToken(app.db, "setup", null);
  const url = `${app.config.appUrl}/setup?token=${token}`;
  // Printed on purpose, to the terminal of whoever started the server: it is the only way in on a fresh install.
  process.stdout.write(
    `\nNo super user yet. Create the first one with this one-time link:\n  ${url}\n(or run: npm run admin:create)\n\n`,
  );
  return url;
}
