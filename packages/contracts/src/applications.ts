import { z } from "zod";

export const APPLICATION_LIMIT = 5;
/** The server's refusal; the wizard maps any error containing 'maximum limit of 5 patent applications'. */
export const APPLICATION_LIMIT_REACHED = `You have reached the maximum limit of ${APPLICATION_LIMIT} patent applications.`;
/** What the Patent Buddy landing shows instead of opening the wizard at the limit (spec 001 §5). */
export const APPLICATION_LIMIT_ALERT = `You have reached the maximum limit of ${APPLICATION_LIMIT} applications. Please delete an existing application before creating a new one.`;
export const APPLICATION_CHANGED_ELSEWHERE =
  "This application was changed in another window. Reload to see the latest version.";
export const APPLICATION_NOT_FOUND = "Application not found";

export const IMAGE_LIMIT = 20;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export const IMAGE_TOO_LARGE = "Each image must be 5 MB or smaller.";
export const IMAGE_TYPE_REFUSED = "Only PNG, JPEG, WebP and GIF images can be uploaded.";
export const IMAGE_LIMIT_REACHED = `An application can hold at most ${IMAGE_LIMIT} images.`;
export const IMAGE_NOT_FOUND = "Image not found";

/**
 * An uploaded figure (spec 001 §3: url, name, size). The server fills url, size and contentType from what it stored;
 * the client chooses only the name (and the order).
 */
export const ApplicationImage = z.strictObject({
  id: z.uuid(),
  url: z.string().max(300),
  name: z.string().trim().min(1, "Image name is required").max(200),
  size: z.number().int().nonnegative(),
  contentType: z.enum(IMAGE_TYPES),
});
export type ApplicationImage = z.infer<typeof ApplicationImage>;
export const ImagesUploadedReply = z.object({ success: z.literal(true), images: z.array(ApplicationImage) });

const Short = z.string().trim().max(500);
const Long = z.string().max(100_000);
const Gate = z.enum(["yes", "no"]).nullable();

export const Inventor = z.strictObject({
  name: z.string().trim().max(200),
  address: z.string().trim().max(500),
  citizenship: z.string().trim().max(100).default(""),
  residence: z.string().trim().max(200).default(""),
});
export type Inventor = z.infer<typeof Inventor>;

/** What the wizard saves (spec 001 §3). completedSections and status are computed by the server from it. */
export const ApplicationFields = z.strictObject({
  title: Short.default(""),
  shortDescription: z.string().trim().max(1_000).default(""),
  claimsPriority: Gate.default(null),
  crossReference: Long.default(""),
  federallySponsored: Gate.default(null),
  federalResearch: Long.default(""),
  inventors: z.array(Inventor).max(20, "At most 20 inventors").default([]),
  abstract: Long.default(""),
  field: Long.default(""),
  background: Long.default(""),
  summary: Long.default(""),
  drawings: Long.default(""),
  detailedDescription: Long.default(""),
  images: z.array(ApplicationImage).max(IMAGE_LIMIT, IMAGE_LIMIT_REACHED).default([]),
  // Sent by the spec's prototype; ignored, since the server computes them.
  status: z.enum(["draft", "complete"]).optional(),
  completedSections: z.record(z.string().max(50), z.boolean()).optional(),
});
export type ApplicationFields = z.infer<typeof ApplicationFields>;

/** An update carries the version it was based on: a stale one is refused with 409, never silently applied. */
export const ApplicationUpdate = ApplicationFields.extend({ version: z.number().int().min(1) });
export type ApplicationUpdate = z.infer<typeof ApplicationUpdate>;

export const Application = z.object({
  id: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  claimsPriority: Gate,
  crossReference: z.string(),
  federallySponsored: Gate,
  federalResearch: z.string(),
  inventors: z.array(Inventor),
  abstract: z.string(),
  field: z.string(),
  background: z.string(),
  summary: z.string(),
  drawings: z.string(),
  detailedDescription: z.string(),
  images: z.array(ApplicationImage),
  completedSections: z.record(z.string(), z.boolean()),
  status: z.enum(["draft", "complete"]),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof Application>;

/** The list view (spec 000 §3). */
export const ApplicationSummary = Application.pick({
  id: true,
  title: true,
  status: true,
  shortDescription: true,
  completedSections: true,
  updatedAt: true,
});
export type ApplicationSummary = z.infer<typeof ApplicationSummary>;

export const ApplicationCountReply = z.object({ success: z.literal(true), count: z.number() });
export const ApplicationsReply = z.object({ success: z.literal(true), applications: z.array(ApplicationSummary) });
export const ApplicationReply = z.object({ success: z.literal(true), application: Application });
/** The create call names it `data` (spec 000 §7) and `application` (spec 001 §7): both are sent. */
export const ApplicationCreatedReply = ApplicationReply.extend({ data: Application });
export const ApplicationIdParams = z.object({ id: z.string().max(64) });
