import {
  type ExportDocument,
  exportFigure,
  reportDocument,
  specificationDocument,
  writeDocx,
  writePdf,
} from "@app/audit/export";
import type { Application } from "@app/contracts";
import type { Tx } from "../../db/client.js";
import { auditsRepository, toSavedAudit } from "./audits.repository.js";
import { imagesRepository } from "./images.repository.js";
import { storage } from "./images.service.js";

export type ExportFormat = "docx" | "pdf";

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
};

const write = (doc: ExportDocument, format: ExportFormat) => (format === "docx" ? writeDocx(doc) : writePdf(doc));

/** A file name any system and any header takes: ASCII letters, digits and dashes from the title, at most 60. */
export function fileNameOf(title: string, fallback: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "")
    .toLowerCase();
  return slug || fallback;
}

/** The application's figures in order, each decoded (WebP and GIF made PNG); null when gone or unreadable. */
async function figuresOf(db: Tx, userId: string, application: Application) {
  const figures = [];
  for (const img of application.images) {
    const row = await imagesRepository.find(db, userId, img.id);
    const bytes = row && (await storage.get(db, row.storageKey));
    figures.push({ name: img.name, image: row && bytes ? await exportFigure(bytes, row.contentType) : null });
  }
  return figures;
}

/** The specification (cover sheet, description, abstract, drawing sheets) as a file, with its name. */
export async function specificationFile(db: Tx, userId: string, application: Application, format: ExportFormat) {
  const figures = await figuresOf(db, userId, application);
  const bytes = await write(specificationDocument({ ...application, figures }), format);
  return { bytes, name: `${fileNameOf(application.title, "patent-application")}.${format}` };
}

/** One saved audit's report as a file, or undefined when the audit is not this user's for this application. */
export async function reportFile(
  db: Tx,
  userId: string,
  application: Application,
  auditId: string,
  format: ExportFormat,
) {
  const row = await auditsRepository.find(db, userId, application.id, auditId);
  if (!row) return undefined;
  const saved = toSavedAudit(row);
  const doc = reportDocument(saved.report, { title: application.title, createdAt: saved.createdAt });
  const bytes = await write(doc, format);
  const name = `audit-${fileNameOf(application.title, "application")}-${saved.createdAt.slice(0, 10)}.${format}`;
  return { bytes, name };
}
