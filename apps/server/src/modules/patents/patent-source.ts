import type { CpcClass, PatentDetail, PatentResult, PatentSearchQuery } from "@app/contracts";
import type { Db } from "../../db/client.js";
import type { PatentOffice } from "../patent-office/uspto-odp.client.js";
import { unlistedCpcTitle } from "./cpc-paths.js";
import { cpcTitlesOf } from "./cpc-titles.repository.js";
import { getPatent, searchPatents } from "./patents.service.js";

/** Where patents come from: the local index, or the USPTO Open Data Portal with a key (patent-search.service.ts). */
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

/**
 * The office with one key. Its CPC symbols are named from the index's title list, so no code is shown bare; a
 * symbol the list does not know says so. Office errors (PatentOfficeError) pass through.
 */
export function officePatentSource(db: Db, office: PatentOffice, key: string): PatentSource {
  const named = async <P extends PatentResult>(patents: P[]): Promise<P[]> => {
    const titles = await cpcTitlesOf(
      db,
      patents.flatMap((p) => p.cpc.map((c) => c.code)),
    );
    const name = (c: CpcClass) => ({ code: c.code, title: titles.get(c.code) ?? unlistedCpcTitle(c.code) });
    return patents.map((p) => ({ ...p, cpc: p.cpc.map(name) }));
  };
  return {
    name: "uspto",
    search: async (query) => named(await office.search(query, key)),
    get: async (number) => (await named([await office.detail(number, key)]))[0],
  };
}
