import type { PatentDetail, PatentResult, PatentSearchQuery } from "@app/contracts";
import type { Db } from "../../db/client.js";
import { getPatent, searchPatents } from "./patents.service.js";

/**
 * Where patents come from. The local index now; the USPTO Open Data Portal client will implement the same two
 * calls, and the search route will fall back from it to the local index (`fallback: true`).
 */
export interface PatentSource {
  readonly name: "local" | "uspto";
  search(query: PatentSearchQuery): Promise<PatentResult[]>;
  get(number: string): Promise<PatentDetail | undefined>;
}

export function localPatentSource(db: Db): PatentSource {
  return {
    name: "local",
    search: (query) => searchPatents(db, query),
    get: (number) => getPatent(db, number),
  };
}
