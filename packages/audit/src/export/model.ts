/**
 * The one document model both writers (DOCX and PDF) read: the specification and the audit report are each built
 * into it once, so a layout rule (margins, spacing, numbering) lives in the writers and nowhere else.
 */

export type ImageFormat = "png" | "jpg" | "gif" | "webp";

export interface FigureImage {
  bytes: Uint8Array;
  format: ImageFormat;
  /** Pixels as the image is seen: a photo's EXIF orientation applied (its stored pixels may lie on their side). */
  width: number;
  height: number;
  /** Clockwise degrees that turn the stored pixels upright (EXIF orientation; mirroring is not applied). */
  rotation: 0 | 90 | 180 | 270;
}

export type Block =
  /** A centred, bold heading (the writers print it as given: the builders uppercase it where 1.77(b) wants). */
  | { kind: "heading"; text: string; pageBreakBefore?: boolean }
  /** A paragraph; `lead` is printed bold before the text (the [0001] number, a field label, a severity). */
  | { kind: "paragraph"; lead?: string; text: string; indent?: boolean }
  /** A drawing sheet: the figure fitted to the page, its label and name below. Null image: it cannot be embedded. */
  | { kind: "figure"; label: string; name: string; image: FigureImage | null; note?: string };

/**
 * A run of pages with one numbering: `pages` numbers them 1, 2, … at the foot (37 CFR 1.52(b)(5)); `sheets` writes
 * 'Sheet n of N' at the head (1.84(t)); `none` leaves them bare (the cover sheet is not part of the specification).
 */
export interface Part {
  numbering: "pages" | "sheets" | "none";
  blocks: Block[];
}

export interface ExportDocument {
  /** The document's title in its properties. */
  title: string;
  parts: Part[];
}

/** A paragraph's bold lead and its text, separated by two spaces unless the lead ends in a space. */
export const leadOf = (lead: string) => (lead.endsWith(" ") ? lead : `${lead}  `);

/** Why a figure is not embedded, in the document in its place (each writer embeds the formats its format allows). */
export const notEmbedded = (format: ImageFormat | null, target: "DOCX" | "PDF") =>
  format
    ? `This ${format.toUpperCase()} image cannot be embedded in a ${target}: upload it as PNG or JPEG.`
    : "This image could not be read: upload it again as PNG or JPEG.";
