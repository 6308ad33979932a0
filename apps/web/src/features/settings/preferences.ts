import { useSyncExternalStore } from "react";

/** Analysis preferences kept in this browser only; the analyzer, its history and the details page read them. */
export interface Preferences {
  /** Which version the 'Your Argument' panel opens on. */
  defaultArgumentTab: "original" | "improved";
  /** Italicise connective words (because, therefore, ...) in argument text. */
  emphasizeConnectives: boolean;
  /** How many recent analyses the history list shows (the server keeps 50). */
  historyItems: number;
}

export const HISTORY_ITEM_CHOICES = [5, 10, 20, 50] as const;
export const DEFAULT_PREFERENCES: Preferences = {
  defaultArgumentTab: "original",
  emphasizeConnectives: true,
  historyItems: 20,
};
export const PREFERENCES_KEY = "clarity.analysisPreferences";

/** Reads stored preferences, keeping each valid field and defaulting the rest (old or hand-edited values never break a page). */
export function parsePreferences(raw: string | null): Preferences {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    // Unreadable JSON: fall back to the defaults.
  }
  const tab = data.defaultArgumentTab;
  const items = data.historyItems;
  return {
    defaultArgumentTab: tab === "improved" || tab === "original" ? tab : DEFAULT_PREFERENCES.defaultArgumentTab,
    emphasizeConnectives:
      typeof data.emphasizeConnectives === "boolean"
        ? data.emphasizeConnectives
        : DEFAULT_PREFERENCES.emphasizeConnectives,
    historyItems: HISTORY_ITEM_CHOICES.includes(items as never) ? (items as number) : DEFAULT_PREFERENCES.historyItems,
  };
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: Preferences = DEFAULT_PREFERENCES;

function readRaw(): string | null {
  try {
    return localStorage.getItem(PREFERENCES_KEY);
  } catch {
    return null; // storage blocked (privacy mode): defaults
  }
}

// useSyncExternalStore needs a stable snapshot, so parse only when the stored text changes.
function snapshot(): Preferences {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parsePreferences(raw);
  }
  return cached;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saving its preferences updates this one too.
  const onStorage = (e: StorageEvent) => e.key === PREFERENCES_KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function savePreferences(prefs: Preferences): void {
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify(prefs));
  for (const l of listeners) l();
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_PREFERENCES);
}
