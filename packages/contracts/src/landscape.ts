import { z } from "zod";
import { CpcClass } from "./patents.js";

/**
 * Spec 001 §2 "Landscape", §9 (the ten technology areas): GET /api/patents/landscape?area=… (or cpc=…, or q=…,
 * beyond the spec). Every figure is computed from the index by a formula in docs/landscape.md; nothing is random.
 */
export const LANDSCAPE_AREAS = [
  { id: "artificial-intelligence", name: "Artificial Intelligence" },
  { id: "machine-learning", name: "Machine Learning" },
  { id: "blockchain", name: "Blockchain" },
  { id: "internet-of-things", name: "Internet of Things" },
  { id: "cybersecurity", name: "Cybersecurity" },
  { id: "biotechnology", name: "Biotechnology" },
  { id: "clean-energy", name: "Clean Energy" },
  { id: "robotics", name: "Robotics" },
  { id: "quantum-computing", name: "Quantum Computing" },
  { id: "augmented-reality", name: "Augmented Reality" },
] as const;
export type LandscapeAreaId = (typeof LANDSCAPE_AREAS)[number]["id"];
const AREA_IDS = LANDSCAPE_AREAS.map((a) => a.id) as [LandscapeAreaId, ...LandscapeAreaId[]];

/** Below this many patents the page says the data are thin and how to import more. */
export const LANDSCAPE_THIN_BELOW = 30;
export const LANDSCAPE_TEXT_MAX = 100;
/** A CPC subclass, main group or subgroup: 'H01M', 'H01M10', 'H01M10/00', 'H01M10/052' (spaces ignored). */
export const CPC_CODE_PATTERN = /^[A-HY]\d{2}[A-Z](\d{1,4}(\/\d{2,6})?)?$/;
export const normaliseCpcInput = (s: string) => s.replace(/\s+/g, "").toUpperCase();

const ONE_SUBJECT = "Choose a technology area, a CPC code or a search text (one of them)";

export const LandscapeQuery = z
  .strictObject({
    area: z.enum(AREA_IDS, { error: "Unknown technology area" }).optional(),
    cpc: z
      .string()
      .trim()
      .min(1, "Please enter a CPC code")
      .max(20, "A CPC code is at most 20 characters")
      .transform(normaliseCpcInput)
      .refine((s) => CPC_CODE_PATTERN.test(s), "Not a CPC code (e.g. H01M, H01M10/00 or G06N3/08)")
      .optional(),
    q: z
      .string()
      .trim()
      .min(1, "Please enter a search text")
      .max(LANDSCAPE_TEXT_MAX, `A search text is at most ${LANDSCAPE_TEXT_MAX} characters`)
      .optional(),
  })
  .refine((v) => [v.area, v.cpc, v.q].filter((x) => x !== undefined).length === 1, ONE_SUBJECT);
export type LandscapeQuery = z.infer<typeof LandscapeQuery>;

const Name = z.string().max(1_000);
const Year = z.number().int();
const YearRange = z.object({ from: Year, to: Year, count: z.number().int().min(0) });

/** A CPC entry of the subject, with how it matches the patents' symbols (docs/landscape.md, "Areas"). */
export const LandscapeCpcEntry = CpcClass.extend({ match: z.enum(["subclass", "group", "subgroup"]) });

export const LandscapeSubject = z.object({
  kind: z.enum(["area", "cpc", "text"]),
  /** The area's id, the CPC code as read, or the text. */
  value: Name,
  name: Name,
  cpc: z.array(LandscapeCpcEntry),
  keywords: z.array(Name),
  /** Where the area's mapping comes from; null for the user's own code or text. */
  source: Name.nullable(),
});
export type LandscapeSubject = z.infer<typeof LandscapeSubject>;

export const LandscapeYear = z.object({
  year: Year,
  /** Patents of the subject first published that year (each counted once). */
  published: z.number().int().min(0),
  filed: z.number().int().min(0),
  granted: z.number().int().min(0),
  /** published ÷ the index's publications that year; null when the index has none. */
  shareOfIndex: z.number().min(0).max(1).nullable(),
  /** Why the year's counts are incomplete, or null for a complete year. */
  incomplete: Name.nullable(),
  /** Filing counts of this year are incomplete (publication lag), even when its publications are complete. */
  filingsIncomplete: z.boolean(),
});
export type LandscapeYear = z.infer<typeof LandscapeYear>;

export const GrowthFigure = z.object({
  /** (recent − prior) ÷ prior; null when prior is 0. */
  rate: z.number().nullable(),
  recent: YearRange,
  prior: YearRange,
});
export type GrowthFigure = z.infer<typeof GrowthFigure>;

export const CountedCpc = CpcClass.extend({
  patents: z.number().int().min(0),
  share: z.number().min(0).max(1),
});
export type CountedCpc = z.infer<typeof CountedCpc>;

export const TopTerm = z.object({ term: Name, patents: z.number().int().min(1) });

export const WhiteSpace = z.object({
  group: CpcClass,
  patents: z.number().int().min(1),
  growth: GrowthFigure,
  /** Distinct assignees (names compared without case or punctuation) among its patents with one on record. */
  assignees: z.number().int().min(0),
  assigneeNames: z.array(Name),
  patentsWithAssignee: z.number().int().min(0),
  /** At least half its patents name an assignee, so 'few assignees' can be judged; else rising, holders unknown. */
  assigneesKnown: z.boolean(),
  years: z.array(z.object({ year: Year, patents: z.number().int().min(0) })),
  /** Its newest patents (at most 20), newest first. */
  numbers: z.array(Name),
});
export type WhiteSpace = z.infer<typeof WhiteSpace>;

export const Competitor = z.object({
  name: Name,
  patents: z.number().int().min(1),
  /** patents ÷ the subject's patents with an assignee on record. */
  share: z.number().min(0).max(1),
  trend: z.enum(["Rising", "Falling", "Steady", "New"]),
  recent: z.number().int().min(0),
  prior: z.number().int().min(0),
  cpc: z.array(CountedCpc),
});
export type Competitor = z.infer<typeof Competitor>;

export const LandscapeReply = z.object({
  success: z.literal(true),
  subject: LandscapeSubject,
  patents: z.number().int().min(0),
  thin: z.boolean(),
  patentsWithAssignee: z.number().int().min(0),
  assigneeNames: z.number().int().min(0),
  /** The index's newest publication date ('YYYY-MM-DD'), null for an empty index. */
  indexNewest: z.string().nullable(),
  years: z.array(LandscapeYear),
  growth: GrowthFigure.nullable(),
  topCpc: z.array(CountedCpc),
  topTerms: z.object({ sample: z.number().int().min(0), terms: z.array(TopTerm) }),
  whiteSpace: z.array(WhiteSpace),
  competitors: z.array(Competitor),
  summary: z.array(Name),
});
export type LandscapeReply = z.infer<typeof LandscapeReply>;
