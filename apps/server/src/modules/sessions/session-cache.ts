import type { Database } from "../../db/client.js";
import type { UserRow } from "../users/users.repository.js";
import { sessionChanges } from "./session-changes.js";
import type { SessionRow } from "./sessions.repository.js";

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
  /** The address of a pending e-mail change, until its link expires. */
  pendingEmail: string | null;
  pendingUntil: Date | null;
}

/** Entries live this long even if nothing is heard; every end, block, deletion or role change drops them sooner. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;
export const SESSIONS_CHANNEL = "clarity_sessions";

/**
 * Signed-in sessions (with their user) kept in memory for a minute, so a signed-in request costs no database
 * round trip. An entry is dropped at once when this process ends the session or changes the user, and on every
 * server when the database announces it (migration 0003). While that announcement channel is down the cache is
 * off, and it starts empty when the channel is back: a notice missed in between can never leave a stale entry.
 */
export async function createSessionCache(database: Database) {
  const entries = new Map<string, { value: CachedSession; until: number }>();
  const byUser = new Map<string, Set<string>>();
  let listening = false;
  // Bumped by every drop: a row read before a drop is never cached after it.
  let epoch = 0;

  const forgetSession = (hash: string) => {
    epoch += 1;
    const entry = entries.get(hash);
    if (!entry) return;
    entries.delete(hash);
    byUser.get(entry.value.user.id)?.delete(hash);
  };
  const forgetUser = (id: string) => {
    epoch += 1;
    for (const hash of byUser.get(id) ?? []) entries.delete(hash);
    byUser.delete(id);
  };
  const clear = () => {
    epoch += 1;
    entries.clear();
    byUser.clear();
  };

  const unsubscribe = sessionChanges.subscribe({ session: forgetSession, user: forgetUser, all: clear });
  const stopListening = await database.listen({
    channel: SESSIONS_CHANNEL,
    onNotify(payload) {
      if (payload.startsWith("s:")) forgetSession(payload.slice(2));
      else if (payload.startsWith("u:")) forgetUser(payload.slice(2));
    },
    onState(on) {
      clear();
      listening = on;
    },
  });

  return {
    get(hash: string): CachedSession | undefined {
      const entry = entries.get(hash);
      if (!entry) return undefined;
      if (entry.until > Date.now()) return entry.value;
      forgetSession(hash);
      return undefined;
    },
    /** Taken before reading a session from the database, and handed back to `set`. */
    epoch: () => epoch,
    set(hash: string, value: CachedSession, readAt: number) {
      if (!listening || readAt !== epoch) return;
      if (entries.size >= MAX_ENTRIES) clear();
      entries.set(hash, { value, until: Date.now() + TTL_MS });
      const hashes = byUser.get(value.user.id) ?? new Set<string>();
      byUser.set(value.user.id, hashes.add(hash));
    },
    forgetSession,
    async close() {
      unsubscribe();
      await stopListening();
    },
  };
}

export type SessionCache = Awaited<ReturnType<typeof createSessionCache>>;
