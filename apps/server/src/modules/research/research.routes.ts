import { clarityInfrastructure } from "@app/content";
import type { FastifyInstance } from "fastify";

let cachedPdf: Promise<Buffer> | undefined;

/**
 * The article never changes while the process runs, so it is typeset once and reused. pdfkit (~120 ms and ~25 MiB
 * to load) is imported on the first request, not at start.
 */
function articlePdf(): Promise<Buffer> {
  cachedPdf ??= import("./research-pdf.js")
    .then(({ renderArticlePdf }) => renderArticlePdf(clarityInfrastructure))
    .catch((error) => {
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
