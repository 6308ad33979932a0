import type { FastifyInstance } from "fastify";
import { usersRepository } from "../users/users.repository.js";
import { issueToken } from "../tokens/tokens.service.js";

/** With no users at all, prints a one-time link that creates the first super user (SECURITY.md 16). */
export async function announceSetupIfNeeded(app: FastifyInstance): Promise<string | null> {
  if ((await usersRepository.count(app.db)) > 0) return null;
  const token = await issueToken(app.db, "setup", null);
  const url = `${app.config.appUrl}/setup?token=${token}`;
  // Printed on purpose, to the terminal of whoever started the server: it is the only way in on a fresh install.
  process.stdout.write(`\nNo users yet. Create the first super user with this one-time link:\n  ${url}\n\n`);
  return url;
}
