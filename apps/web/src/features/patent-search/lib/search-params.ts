import type { DATE_RANGES, PATENT_STATUSES, PATENT_TYPES, PatentSearchQuery, SEARCH_MODES } from "@app/contracts";

/** The search lives in the address (?q=…&mode=…), so Back, reload and a shared link show the same results. */
export type Mode = (typeof SEARCH_MODES)[number];
export type Filters = Pick<PatentSearchQuery, "dateRange" | "patentType" | "status">;

export const MODES: { value: Mode; label: string; placeholder: string }[] = [
  {
    value: "keyword",
    label: "Keyword",
    placeholder: "Describe your invention or enter keywords, e.g. coherent LADAR quadrature detection",
  },
  { value: "inventor", label: "Inventor", placeholder: "Enter an inventor's name, e.g. Joseph Marron" },
  { value: "number", label: "Patent Number", placeholder: "Enter a patent number, e.g. US 10,000,000 B2" },
  { value: "assignee", label: "Assignee", placeholder: "Enter a company or assignee, e.g. Raytheon" },
];

export const DATE_RANGE_LABELS: Record<(typeof DATE_RANGES)[number], string> = {
  all: "All dates",
  "1year": "Last year",
  "5years": "Last 5 years",
  "10years": "Last 10 years",
};
export const TYPE_LABELS: Record<(typeof PATENT_TYPES)[number], string> = {
  all: "All types",
  utility: "Utility",
  design: "Design",
  plant: "Plant",
};
export const STATUS_LABELS: Record<(typeof PATENT_STATUSES)[number], string> = {
  all: "All statuses",
  published: "Published",
  granted: "Granted",
  pending: "Pending",
};

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function readSearch(params: URLSearchParams): PatentSearchQuery & { q: string } {
  return {
    q: params.get("q") ?? "",
    mode: pick(
      params.get("mode"),
      MODES.map((m) => m.value),
      "keyword",
    ),
    dateRange: pick(params.get("dateRange"), Object.keys(DATE_RANGE_LABELS) as Filters["dateRange"][], "all"),
    patentType: pick(params.get("patentType"), Object.keys(TYPE_LABELS) as Filters["patentType"][], "all"),
    status: pick(params.get("status"), Object.keys(STATUS_LABELS) as Filters["status"][], "all"),
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeSearch(search: PatentSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.mode !== "keyword") params.set("mode", search.mode);
  if (search.dateRange !== "all") params.set("dateRange", search.dateRange);
  if (search.patentType !== "all") params.set("patentType", search.patentType);
  if (search.status !== "all") params.set("status", search.status);
  return params;
}
