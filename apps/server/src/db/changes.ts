import { EventEmitter } from "node:events";

/**
 * What changed in the database that a cache may hold: a session (by token hash), a user (by id: their sessions and
 * everything shown with them) or a user's analyses (by user id). `all`: anything may have changed.
 * On the database channel they travel as `s:<hash>`, `u:<id>`, `a:<user id>` (the triggers of migration 0003).
 */
export type Change = { kind: "session" | "user" | "analyses"; id: string } | { kind: "all" };

export const CHANGES_CHANNEL = "clarity_changes";
const PREFIX = { s: "session", u: "user", a: "analyses" } as const;

export function parseChange(payload: string): Change | null {
  const kind = PREFIX[payload.slice(0, 1) as keyof typeof PREFIX];
  return kind && payload[1] === ":" ? { kind, id: payload.slice(2) } : null;
}

const local = new EventEmitter().setMaxListeners(0);

/**
 * Changes this process makes, announced at once to this process's caches. Other servers hear of them through the
 * database (NOTIFY); this one must not wait for that round trip, or a request right after a sign-out could still
 * find the session in its cache.
 */
export const localChanges = {
  announce: (change: Change) => local.emit("change", change),
  subscribe(handler: (change: Change) => void): () => void {
    local.on("change", handler);
    return () => local.off("change", handler);
  },
};
