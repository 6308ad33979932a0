import { EventEmitter } from "node:events";

/**
 * Changes this process makes to sessions and users, announced at once to this process's session caches.
 * Other servers hear of them through the database (NOTIFY from the triggers of migration 0003); this one must not
 * wait for that round trip, or a request right after a sign-out could still find the session in the cache.
 */
const changes = new EventEmitter().setMaxListeners(0);

export const sessionChanges = {
  sessionEnded: (tokenHash: string) => changes.emit("session", tokenHash),
  userChanged: (userId: string) => changes.emit("user", userId),
  /** Every user's sessions may have changed (a bulk delete): forget them all. */
  everything: () => changes.emit("all"),
  subscribe(handlers: { session(hash: string): void; user(id: string): void; all(): void }): () => void {
    changes.on("session", handlers.session).on("user", handlers.user).on("all", handlers.all);
    return () => {
      changes.off("session", handlers.session).off("user", handlers.user).off("all", handlers.all);
    };
  },
};
