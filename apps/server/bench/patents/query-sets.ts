// Distinct benchmark queries drawn from the shipped corpus with a seeded PRNG: the server caches each search for
// five minutes, so a measured query is never one it has seen. Every query is about a patent both databases hold
// (the 1,000,000-patent database contains the shipped corpus).
import { createReadStream } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { SEARCH_QUERY_MAX } from "@app/contracts";
import type { PatentRecord } from "../../src/modules/patents/patent-record.js";
import { ROOT } from "../patents-db/pg-cluster.js";
import { prng } from "../patents-db/synthetic-patents.js";

export interface QuerySets {
  /** What a user types: 2–6 consecutive words of an abstract. */
  shortKeywords: string[];
  /** An abstract pasted whole (cut to the query limit at a word). */
  abstracts: string[];
  inventors: string[];
  /** Numbers written as people write them: 'US 7,123,456 B2', '7123456', 'US7123456'. */
  numbers: string[];
  assignees: string[];
  /** Numbers of corpus patents with citations. */
  citing: string[];
}

/** `count` distinct values from `make`, in a fixed order for a fixed seed. */
function distinct(count: number, make: () => string | null): string[] {
  const out = new Set<string>();
  for (let tries = 0; out.size < count && tries < count * 50; tries++) {
    const v = make();
    if (v) out.add(v);
  }
  return [...out];
}

const withCommas = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export async function querySets(count: number, seed = 7): Promise<QuerySets> {
  const corpus: PatentRecord[] = [];
  const lines = createInterface({
    input: createReadStream(join(ROOT, "data/patents/corpus.jsonl.gz")).pipe(createGunzip()),
  });
  for await (const line of lines) if (line.trim()) corpus.push(JSON.parse(line) as PatentRecord);
  const rng = prng(seed);
  const any = <T>(list: T[]) => list[Math.floor(rng() * list.length)] as T;
  const withAbstract = corpus.filter((r) => r.abstract);
  const full = corpus.filter((r) => r.inventors.length);

  return {
    shortKeywords: distinct(count, () => {
      const words = (any(withAbstract).abstract as string).match(/[A-Za-z][a-z-]{2,}/g) ?? [];
      const n = 2 + Math.floor(rng() * 5);
      const from = Math.floor(rng() * Math.max(1, words.length - n));
      return words.length >= n
        ? words
            .slice(from, from + n)
            .join(" ")
            .toLowerCase()
        : null;
    }),
    abstracts: distinct(count, () => {
      const text = any(withAbstract).abstract as string;
      return text.length <= SEARCH_QUERY_MAX ? text : text.slice(0, SEARCH_QUERY_MAX).replace(/\s+\S*$/, "");
    }),
    inventors: distinct(count, () => any(any(full).inventors)),
    numbers: distinct(count, () => {
      const { number, kind } = any(corpus);
      const digits = number.replace(/^US/, "");
      const style = Math.floor(rng() * 3);
      if (!/^\d+$/.test(digits) || style === 2) return number;
      return style === 0 ? `US ${withCommas(digits)} ${kind ?? "B2"}` : digits;
    }),
    assignees: distinct(count, () => any(full).assignee),
    citing: distinct(count, () => {
      const r = any(full);
      return r.citations.length ? r.number : null;
    }),
  };
}
