import type { OfficeState, PatentDetail, PatentSearchQuery, PatentSearchReply } from "@app/contracts";
import { PatentOfficeError } from "../patent-office/patent-office.errors.js";
import type { PatentSource } from "./patent-source.js";

export const OFFICE_FOUND_NOTHING = "The USPTO Open Data Portal found no matching records.";
const NOT_TRIED: OfficeState = { state: "none", message: null };

type Outcome = Omit<PatentSearchReply, "success">;

/**
 * Spec 001 §4 "Source selection": the office when a key exists; on its failure or an empty answer, the local index
 * instead (`fallback`, the yellow notice), with the office's state and reason for the connection indicator. Only
 * office failures fall back: a fault of our own (the database) is an error, not a silent switch.
 */
export async function searchSources(
  local: PatentSource,
  office: PatentSource | null,
  query: PatentSearchQuery,
): Promise<Outcome & { officeError?: PatentOfficeError }> {
  if (!office) return { results: await local.search(query), source: "local", fallback: false, office: NOT_TRIED };
  try {
    const results = await office.search(query);
    if (results.length)
      return { results, source: "uspto", fallback: false, office: { state: "connected", message: null } };
    const fallback = await local.search(query);
    return {
      results: fallback,
      source: "local",
      fallback: true,
      office: { state: "connected", message: OFFICE_FOUND_NOTHING },
    };
  } catch (err) {
    if (!(err instanceof PatentOfficeError)) throw err;
    const results = await local.search(query);
    return {
      results,
      source: "local",
      fallback: true,
      office: { state: "error", message: err.message },
      officeError: err,
    };
  }
}

/**
 * One patent: the local index first (it has abstracts and claims), else the office when a key exists. An office
 * failure other than 'not found' is passed on, so the modal says why.
 */
export async function getFromSources(
  local: PatentSource,
  office: PatentSource | null,
  number: string,
): Promise<PatentDetail | undefined> {
  const found = await local.get(number);
  if (found || !office) return found;
  try {
    return await office.get(number);
  } catch (err) {
    if (err instanceof PatentOfficeError && err.failure === "not-found") return undefined;
    throw err;
  }
}
