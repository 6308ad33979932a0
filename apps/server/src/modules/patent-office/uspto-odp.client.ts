import { type PatentDetail, type PatentResult, type PatentSearchQuery, SEARCH_RESULT_CAP } from "@app/contracts";
import { errorForStatus, OFFICE_MESSAGES, PatentOfficeError } from "./patent-office.errors.js";
import {
  type CpcTitles,
  type OdpCitationDoc,
  type OdpPatentDataResponse,
  type OfficeCitation,
  rankSimilarity,
  toCitation,
  toPatentDetail,
  toPatentResult,
} from "./uspto-odp.normalise.js";

/** What the patent search service needs from an outside office: it can be swapped for a fake or another office. */
export interface PatentOffice {
  search(query: PatentSearchQuery, key: string): Promise<PatentResult[]>;
  detail(number: string, key: string): Promise<PatentDetail>;
  citations(applicationNumber: string, key: string): Promise<OfficeCitation[]>;
  /** One cheap real call with `key`; resolves when the office accepts it, throws PatentOfficeError otherwise. */
  testKey(key: string): Promise<void>;
}

export interface UsptoOdpOptions {
  /** https://api.uspto.gov, or a loopback replay server in tests (setting USPTO_API_URL). */
  baseUrl: string;
  timeoutMs?: number;
  cpcTitle?: CpcTitles;
  fetch?: typeof fetch;
}

const PATHS = {
  search: "/api/v1/patent/applications/search",
  application: (n: string) => `/api/v1/patent/applications/${encodeURIComponent(n)}`,
  statusCodes: "/api/v1/patent/status-codes",
  citations: "/api/v1/patent/oa/enriched_cited_reference_metadata/v3/records",
} as const;

const TYPE_CODES = { utility: "UTL", design: "DES", plant: "PLT" } as const;
const YEARS = { "1year": 1, "5years": 5, "10years": 10 } as const;
const digits = (s: string) => s.replace(/\D/g, "");
/** A Lucene phrase: the user's words inside quotes, their own quotes and backslashes escaped. */
const phrase = (s: string) => `"${s.replace(/["\\]/g, "\\$&")}"`;

/** The Open Data Portal's search body (PatentSearchRequest) for one of the search page's queries. */
export function searchRequest(query: PatentSearchQuery, now = new Date()) {
  const term = query.q.trim();
  const q =
    query.mode === "inventor"
      ? `applicationMetaData.inventorBag.inventorNameText:${phrase(term)}`
      : query.mode === "assignee"
        ? `applicationMetaData.firstApplicantName:${phrase(term)} OR assignmentBag.assigneeBag.assigneeNameText:${phrase(term)}`
        : query.mode === "number"
          ? // Spec 001 §5: a patent-number search strips every non-digit.
            `applicationMetaData.patentNumber:${digits(term) || "0"} OR applicationNumberText:${digits(term) || "0"}`
          : term;
  const filters: { name: string; value: string[] }[] = [];
  if (query.patentType !== "all")
    filters.push({ name: "applicationMetaData.applicationTypeCode", value: [TYPE_CODES[query.patentType]] });
  if (query.status === "granted")
    filters.push({ name: "applicationMetaData.applicationStatusDescriptionText", value: ["Patented Case"] });
  const rangeFilters: { field: string; valueFrom: string; valueTo: string }[] = [];
  if (query.dateRange !== "all") {
    // Spec 001 §7: from January 1 N years ago to December 31 this year.
    const year = now.getUTCFullYear();
    rangeFilters.push({
      field: "applicationMetaData.filingDate",
      valueFrom: `${year - YEARS[query.dateRange]}-01-01`,
      valueTo: `${year}-12-31`,
    });
  }
  // No sort: the office then orders by relevance, which is what `similarity` is read from.
  return { q, filters, rangeFilters, pagination: { offset: 0, limit: SEARCH_RESULT_CAP } };
}

/** The real client of the USPTO Open Data Portal (api.uspto.gov, header X-API-KEY), server side only. */
export class UsptoOdpClient implements PatentOffice {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly cpcTitle: CpcTitles;
  private readonly fetch: typeof fetch;

  constructor(opts: UsptoOdpOptions) {
    this.baseUrl = opts.baseUrl.replace(/\/+$/, "");
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.cpcTitle = opts.cpcTitle ?? (() => "");
    this.fetch = opts.fetch ?? globalThis.fetch;
  }

  async search(query: PatentSearchQuery, key: string): Promise<PatentResult[]> {
    const res = await this.call(key, PATHS.search, { method: "POST", json: searchRequest(query) });
    // The office answers 404 "No matching records found" to a search that matches nothing.
    if (res.status === 404) return [];
    if (!res.ok) throw errorForStatus(res, { notFoundIsPatent: false });
    const bag = ((await this.json(res)) as OdpPatentDataResponse).patentFileWrapperDataBag ?? [];
    const results = bag
      .slice(0, SEARCH_RESULT_CAP)
      .map((w, i, all) => toPatentResult(w, rankSimilarity(i, all.length), this.cpcTitle));
    // "Published" and "Pending" have no office filter: kept or dropped here, after the similarity is set.
    return query.status === "published" || query.status === "pending"
      ? results.filter((r) => r.status.toLowerCase() === query.status)
      : results;
  }

  /** One application by its application number, or else a granted patent by its patent number. */
  async detail(number: string, key: string): Promise<PatentDetail> {
    const n = digits(number);
    if (!n) throw new PatentOfficeError("not-found", OFFICE_MESSAGES.notFound, 404);
    const res = await this.call(key, PATHS.application(n), { method: "GET" });
    if (res.ok) {
      const first = ((await this.json(res)) as OdpPatentDataResponse).patentFileWrapperDataBag?.[0];
      if (first) return toPatentDetail(first, this.cpcTitle);
    } else if (res.status !== 404) {
      throw errorForStatus(res, { notFoundIsPatent: true });
    }
    const byPatent = await this.call(key, PATHS.search, {
      method: "POST",
      json: { q: `applicationMetaData.patentNumber:${n}`, pagination: { offset: 0, limit: 1 } },
    });
    if (!byPatent.ok) throw errorForStatus(byPatent, { notFoundIsPatent: true });
    const found = ((await this.json(byPatent)) as OdpPatentDataResponse).patentFileWrapperDataBag?.[0];
    if (!found) throw new PatentOfficeError("not-found", OFFICE_MESSAGES.notFound, 404);
    return toPatentDetail(found, this.cpcTitle);
  }

  /** The references examiners cited in the application's office actions (backward citations), at most 100. */
  async citations(applicationNumber: string, key: string): Promise<OfficeCitation[]> {
    const n = digits(applicationNumber);
    if (!n) return [];
    const res = await this.call(key, PATHS.citations, {
      method: "POST",
      form: { criteria: `patentApplicationNumber:${n}`, start: "0", rows: "100" },
    });
    if (res.status === 404) return [];
    if (!res.ok) throw errorForStatus(res, { notFoundIsPatent: false });
    const body = (await this.json(res)) as { response?: { docs?: OdpCitationDoc[] } };
    return (body.response?.docs ?? []).map(toCitation);
  }

  async testKey(key: string): Promise<void> {
    const res = await this.call(key, `${PATHS.statusCodes}?limit=1`, { method: "GET" });
    if (!res.ok) throw errorForStatus(res, { notFoundIsPatent: false });
    await res.body?.cancel();
  }

  private async call(
    key: string,
    path: string,
    opts: { method: "GET" | "POST"; json?: unknown; form?: Record<string, string> },
  ): Promise<Response> {
    if (!key.trim()) throw new PatentOfficeError("no-key", OFFICE_MESSAGES.noKey);
    const headers: Record<string, string> = { accept: "application/json", "x-api-key": key.trim() };
    let body: string | undefined;
    if (opts.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(opts.form).toString();
    }
    try {
      return await this.fetch(`${this.baseUrl}${path}`, {
        method: opts.method,
        headers,
        body,
        redirect: "error",
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      // Never rethrow the cause: fetch errors can carry the request, and the request carries the key.
      if ((err as Error).name === "TimeoutError")
        throw new PatentOfficeError("timeout", OFFICE_MESSAGES.timeout(Math.ceil(this.timeoutMs / 1000)));
      throw new PatentOfficeError("unreachable", OFFICE_MESSAGES.unreachable);
    }
  }

  /** The body as JSON, within the same time limit; a reply that is not JSON is an office error. */
  private async json(res: Response): Promise<unknown> {
    try {
      return await res.json();
    } catch (err) {
      if ((err as Error).name === "TimeoutError")
        throw new PatentOfficeError("timeout", OFFICE_MESSAGES.timeout(Math.ceil(this.timeoutMs / 1000)));
      throw new PatentOfficeError("http", OFFICE_MESSAGES.http(res.status, "Invalid JSON in reply"), res.status);
    }
  }
}
