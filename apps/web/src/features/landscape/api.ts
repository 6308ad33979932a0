import type { LandscapeReply } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { get } from "../../lib/api";
import type { Subject } from "./lib/subject";

const FIVE_MINUTES = 5 * 60_000;

export const landscapeKey = (subject: Subject | null) => ["patents", "landscape", subject] as const;

/** The landscape of an area, a CPC code or a text (docs/landscape.md); kept 5 minutes like the other patent calls. */
export function useLandscape(subject: Subject | null) {
  return useQuery({
    queryKey: landscapeKey(subject),
    queryFn: () =>
      get<LandscapeReply>(
        `/patents/landscape?${new URLSearchParams(subject ? { [subject.kind]: subject.value } : {})}`,
        { timeoutMs: 30_000 },
      ),
    enabled: subject !== null,
    staleTime: FIVE_MINUTES,
    retry: false,
  });
}
