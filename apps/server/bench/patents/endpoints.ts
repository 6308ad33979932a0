// The requests `npm run bench:patents` measures, each with its p95 target per database (ms). One entry per row of
// the printed table; an endpoint is added by adding an entry.
import { LANDSCAPE_AREAS } from "@app/contracts";
import type { QuerySets } from "./query-sets.js";

export type DatabaseName = "corpus" | "million";

export interface Endpoint {
  name: string;
  /** The i-th request path. Distinct for every i where the server caches answers, so nothing measured is cached. */
  path(i: number): string;
  /** p95 budget in ms per database; a database without one is measured and printed without a verdict. */
  targets: Partial<Record<DatabaseName, number>>;
  /** Measured on these databases only (default: both). */
  only?: DatabaseName;
}

/** ARCHITECTURE.md's budgets: search p95 ≤ 50 ms on the shipped index, ≤ 200 ms on 1,000,000 patents. */
const SEARCH = { corpus: 50, million: 200 };
const search = (mode: string, list: string[]) => (i: number) =>
  `/api/patents/search?${new URLSearchParams({ q: list[i % list.length] as string, mode })}`;

/** Synthetic grants are numbered from US7000000 upwards (patents-db/synthetic-patents.ts); ~690,000 of them. */
const syntheticGrant = (i: number) => `US${7_000_000 + ((i * 104_729) % 600_000)}`;

export function endpoints(q: QuerySets): Endpoint[] {
  return [
    { name: "search keyword, 2–6 words", path: search("keyword", q.shortKeywords), targets: SEARCH },
    { name: "search keyword, pasted abstract", path: search("keyword", q.abstracts), targets: SEARCH },
    { name: "search inventor", path: search("inventor", q.inventors), targets: SEARCH },
    { name: "search patent number", path: search("number", q.numbers), targets: SEARCH },
    { name: "search assignee", path: search("assignee", q.assignees), targets: SEARCH },
    // The same query every time after the first: HTTP, validation, the rate-limit row and the cache, no search.
    { name: "search, cached answer", path: search("keyword", q.shortKeywords.slice(0, 1)), targets: {} },
    // The floor of a request to this server (no session, no limit, no query): the cached answer minus this is
    // about what the rate-limit row, the session check and the log line cost.
    { name: "GET /api/health (reference)", path: () => "/api/health", targets: {} },
    {
      name: "citations, corpus patent",
      path: (i) => `/api/patents/${q.citing[i % q.citing.length]}/citations`,
      targets: { million: 300 },
    },
    {
      name: "citations, synthetic patent",
      path: (i) => `/api/patents/${syntheticGrant(i)}/citations`,
      targets: { million: 300 },
      only: "million",
    },
    // Not cached by the server: each request computes the area again (bench:landscape prints each area apart).
    {
      name: "landscape, the ten areas in turn",
      path: (i) => `/api/patents/landscape?area=${LANDSCAPE_AREAS[i % LANDSCAPE_AREAS.length]?.id}`,
      targets: { million: 300 },
    },
  ];
}
