import type { FastifyInstance } from "fastify";
import type { Tx } from "../../db/client.js";
import { newToken, sha256 } from "../../lib/crypto.js";
import { type TokenKind, type TokenRow, tokensRepository } from "./tokens.repository.js";

const MINUTE = 60_000;
/** SECURITY.md 9: reset 30 minutes; verification and e-mail change 24 hours. */
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  reset_password: 30 * MINUTE,
  verify_email: 24 * 60 * MINUTE,
  change_email: 24 * 60 * MINUTE,
  setup: 7 * 24 * 60 * MINUTE,
};

/** Issues a fresh token (voiding older ones of the same kind for that user) and returns the raw value to mail. */
export async function issueToken(
  tx: Tx,
  kind: TokenKind,
  userId: string | null,
  opts: { newEmail?: string; now?: Date } = {},
): Promise<string> {
  const now = opts.now ?? new Date();
  const token = newToken();
  await tokensRepository.voidFor(tx, userId, kind, now);
  await tokensRepository.insert(tx, {
    kind,
    userId,
    tokenHash: sha256(token),
    newEmail: opts.newEmail ?? null,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
  });
  return token;
}

/** Uses a token once; undefined when unknown, used, voided or expired. */
export const consumeToken = (tx: Tx, kind: TokenKind, token: string, now = new Date()): Promise<TokenRow | undefined> =>
  tokensRepository.consume(tx, sha256(token), kind, now);

/** The page link a mail carries for a token: `${APP_URL}${page}?token=…`. */
export const tokenLink = (app: FastifyInstance, page: string, token: string) =>
  `${app.config.appUrl}${page}?token=${token}`;
