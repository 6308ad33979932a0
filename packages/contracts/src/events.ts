import { z } from "zod";

/** Analytics event names the specs define (spec 000 §7, spec 001 §7). */
export const EVENT_NAMES = [
  "page_view",
  "analyzer_empty_input",
  "analyze_argument",
  "analysis_success",
  "analysis_error",
] as const;

export const EventRequest = z.strictObject({
  name: z.enum(EVENT_NAMES),
  page: z.string().max(500).optional(),
  props: z
    .record(z.string().max(50), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((r) => Object.keys(r).length <= 20, "Too many properties")
    .optional(),
});
export type EventRequest = z.infer<typeof EventRequest>;
