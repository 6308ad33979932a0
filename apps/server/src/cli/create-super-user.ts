import { Email, Name, NewPassword } from "@app/contracts";
import { z } from "zod";
import type { Tx } from "../db/client.js";
import { hashSecret } from "../lib/passwords.js";
import { type UserRow, usersRepository } from "../modules/users/users.repository.js";

export const SuperUserInput = z.object({ email: Email, firstName: Name, lastName: Name, password: NewPassword });
export type SuperUserInput = z.input<typeof SuperUserInput>;

/** Checks the input with the same schemas as the web forms; returns the first problem as a sentence, or the clean values. */
export function checkSuperUserInput(
  input: SuperUserInput,
): { ok: true; value: z.output<typeof SuperUserInput> } | { ok: false; error: string } {
  const parsed = SuperUserInput.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: `${issue?.path.join(".") || "input"}: ${issue?.message ?? "invalid"}` };
}

/**
 * Creates a verified super user (SECURITY.md 16: the terminal is one of the two ways to the first account).
 * It has no security question: it recovers its password through a mailed link or another super user.
 */
export async function createSuperUser(tx: Tx, input: SuperUserInput): Promise<UserRow> {
  const checked = checkSuperUserInput(input);
  if (!checked.ok) throw new Error(checked.error);
  const { email, firstName, lastName, password } = checked.value;
  if (await usersRepository.findByEmail(tx, email))
    throw new Error(`An account with this email already exists: ${email}`);
  return usersRepository.insert(tx, {
    email,
    firstName,
    lastName,
    passwordHash: await hashSecret(password),
    verifiedAt: new Date(),
    isAdmin: true,
    isSuperUser: true,
  });
}
