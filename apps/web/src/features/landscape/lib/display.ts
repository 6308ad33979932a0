import type { GrowthFigure } from "@app/contracts";

/** '45%'; under 10%, one decimal ('0.4%'), so a small share does not read as none. */
export const percent = (x: number) => (x > 0 && x < 0.1 ? `${(x * 100).toFixed(1)}%` : `${Math.round(x * 100)}%`);
export const count = (n: number) => n.toLocaleString("en-US");
const range = (w: { from: number; to: number }) => (w.from === w.to ? `${w.from}` : `${w.from}–${w.to}`);

/** '+58%' / '−20%' / '0%' / 'new' (nothing before); the windows in words beside it. */
export function growthLabel(g: GrowthFigure): { value: string; detail: string } {
  const detail = `${range(g.recent)} (${g.recent.count}) vs ${range(g.prior)} (${g.prior.count})`;
  if (g.rate === null) return { value: "New", detail };
  const sign = g.rate > 0 ? "+" : g.rate < 0 ? "−" : "";
  return { value: `${sign}${Math.round(Math.abs(g.rate) * 100)}%`, detail };
}

/** The search page's look-up of one number. */
export const searchLink = (number: string) =>
  `/patent-buddy/search?${new URLSearchParams({ q: number, mode: "number" })}`;

/** A file name for a table's CSV: 'landscape-robotics-trends.csv'. */
export const csvName = (subject: string, table: string) =>
  `landscape-${`${subject}-${table}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80)}.csv`;
