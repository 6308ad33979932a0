import type { Finding } from "./types.js";

/**
 * A finding's identity across runs: its check, where it is (section, not paragraph number, since paragraphs move as
 * the inventor writes) and the words it points at. Editing elsewhere keeps the key; fixing the words ends it.
 */
export const findingKey = (f: Finding) => `${f.check}|${f.place?.section ?? "draft"}|${f.excerpt.trim().toLowerCase()}`;

export interface AuditChanges {
  /** In the previous run, gone now. */
  resolved: Finding[];
  /** New in this run. */
  added: Finding[];
  /** In both runs (this run's copy, with its current place). */
  remaining: Finding[];
}

/** What changed since the last audit of the same draft: fixed, new and remaining findings. */
export function compareAudits(previous: Finding[], current: Finding[]): AuditChanges {
  const before = new Map<string, number>();
  for (const f of previous) before.set(findingKey(f), (before.get(findingKey(f)) ?? 0) + 1);
  const remaining: Finding[] = [];
  const added: Finding[] = [];
  for (const f of current) {
    const left = before.get(findingKey(f)) ?? 0;
    if (left > 0) {
      before.set(findingKey(f), left - 1);
      remaining.push(f);
    } else added.push(f);
  }
  const resolved: Finding[] = [];
  for (const f of [...previous].reverse()) {
    const left = before.get(findingKey(f)) ?? 0;
    if (left > 0) {
      before.set(findingKey(f), left - 1);
      resolved.unshift(f);
    }
  }
  return { resolved, added, remaining };
}
