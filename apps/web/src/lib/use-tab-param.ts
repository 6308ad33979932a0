import { useSearchParams } from "react-router";

/**
 * A page's current tab, kept in the address as `?tab=` (the first tab leaves it out), so a link or a reload opens
 * the same tab; an unknown value reads as the first tab. Changing tabs replaces the history entry.
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (next: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const [first] = tabs;
  const tab = tabs.find((t) => t === params.get("tab")) ?? first;
  const setTab = (next: string | null) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next && next !== first) p.set("tab", next);
        else p.delete("tab");
        return p;
      },
      { replace: true },
    );
  return [tab, setTab];
}
