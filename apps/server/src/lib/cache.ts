/**
 * A small in-memory cache for rows the database announces changes to (db/changes.ts). Entries expire after `ttlMs`
 * even if nothing is heard, belong to a group (a user) so one change drops them all, and a value read before a drop
 * is never stored after it (`epoch`). `enabled` is false while changes cannot be heard: nothing is stored then.
 */
export function createCache<V>({ ttlMs, max }: { ttlMs: number; max: number }) {
  const entries = new Map<string, { value: V; until: number; group: string }>();
  const groups = new Map<string, Set<string>>();
  let epoch = 0;
  let enabled = false;

  const drop = (key: string) => {
    epoch += 1;
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    groups.get(entry.group)?.delete(key);
  };
  const clear = () => {
    epoch += 1;
    entries.clear();
    groups.clear();
  };

  return {
    /** Taken before reading from the database, and handed back to `set`. */
    epoch: () => epoch,
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > Date.now()) return entry.value;
      drop(key);
      return undefined;
    },
    set(key: string, value: V, group: string, readAt: number) {
      if (!enabled || readAt !== epoch) return;
      if (entries.size >= max) clear();
      entries.set(key, { value, until: Date.now() + ttlMs, group });
      groups.set(group, (groups.get(group) ?? new Set<string>()).add(key));
    },
    drop,
    dropGroup(group: string) {
      epoch += 1;
      for (const key of groups.get(group) ?? []) entries.delete(key);
      groups.delete(group);
    },
    clear,
    /** Off (and emptied) while changes cannot be heard; on again, empty, once they can. */
    setEnabled(on: boolean) {
      clear();
      enabled = on;
    },
  };
}

export type Cache<V> = ReturnType<typeof createCache<V>>;
