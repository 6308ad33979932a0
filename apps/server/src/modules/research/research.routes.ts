import { clarityInfrastructure } from "@app/content";
import type { FastifyInstance } from "fastify";
import { renderArticlePdf } from "./research-pdf.js";

let cachedPdf: Promise<Buffer> | undefined;

/** The article never changes while the process runs, so it is typeset once and reused. */
function articlePdf(): Promise<Buffer> {
  cachedPdf ??= renderArticlePdf(clarityInfrastructure).catch((error) => {
    cachedPdf = undefined;
    throw error;
  });
  return cachedPdf;
}

/**
 * Public research documents. Mounted at the root (not under /api) because the
 * article links to a stable document URL; registered before the SPA fallback,
 * which answers unknown paths with a file extension with 404.
 */
export default async function researchRoutes(app: FastifyInstance) {
  app.get(clarityInfrastructure.pdfPath, { schema: { hide: true } }, async (_request, reply) => {
    const pdf = await articlePdf();
    return reply
      .type("application/pdf")
      .header("content-disposition", `inline; filename="${clarityInfrastructure.slug}.pdf"`)
      .header("cache-control", "public, max-age=3600")
      .send(pdf);
  });
}
