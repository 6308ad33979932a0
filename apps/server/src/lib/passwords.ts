import { hash, verify } from "@node-rs/argon2";

/** argon2id, OWASP's m=19456 KiB, t=2, p=1 (SECURITY.md 1). */
export const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (secret: string) => hash(secret, ARGON2);

export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker parameters than ARGON2, so it is rehashed at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!m) return true;
  return Number(m[1]) < ARGON2.memoryCost || Number(m[2]) < ARGON2.timeCost;
}

/** Security answers compare trimmed and lower-cased (spec 000 §5). */
export const normalizeAnswer = (answer: string) => answer.trim().toLowerCase();

let dummy: Promise<string> | undefined;
/** Spends the time of one real verification so an unknown e-mail answers as slowly as a wrong password. */
export async function dummyVerify(secret: string): Promise<void> {
  dummy ??= hashSecret("dummy-password-for-timing");
  await verifySecret(await dummy, secret);
}
