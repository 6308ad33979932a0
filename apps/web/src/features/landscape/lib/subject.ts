import { LANDSCAPE_AREAS } from "@app/contracts";

/** What the page analyses, as its address says: ?area=…, ?cpc=… or ?q=… (the first one present). */
export interface Subject {
  kind: "area" | "cpc" | "q";
  value: string;
}

export const CUSTOM_CPC = "custom-cpc";
export const CUSTOM_TEXT = "custom-text";

export function subjectFrom(params: URLSearchParams): Subject | null {
  for (const kind of ["area", "cpc", "q"] as const) {
    const value = params.get(kind)?.trim();
    if (value) return { kind, value };
  }
  return null;
}

/** The dropdown's choice for a subject: an area's id, or one of the two custom options. */
export function choiceOf(subject: Subject | null): string | null {
  if (!subject) return null;
  if (subject.kind === "cpc") return CUSTOM_CPC;
  if (subject.kind === "q") return CUSTOM_TEXT;
  return subject.value;
}

/** The dropdown: the spec's ten areas, then the user's own code or text (beyond the spec). */
export const CHOICES = [
  { group: "Technology areas", items: LANDSCAPE_AREAS.map((a) => ({ value: a.id, label: a.name })) },
  {
    group: "Your own",
    items: [
      { value: CUSTOM_CPC, label: "A CPC code…" },
      { value: CUSTOM_TEXT, label: "A search text…" },
    ],
  },
];
