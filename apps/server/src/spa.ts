import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { isPagePath } from "@app/contracts";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built SPA. A GET for a page of the web app (the route table in packages/contracts) gets index.html
 * with 200; any other GET path without a file extension gets the same index.html with 404, and the app shows its
 * not-found page. API paths, files and other methods get the JSON 404. Pages the build pre-rendered
 * (pages/index.html for /, pages/<name>.html for /<name>: docs/decisions/0014-prerendered-pages.md) are sent
 * instead of the empty index.html.
 */
export async function registerSpa(app: FastifyInstance, root: string) {
  const hasSpa = existsSync(join(root, "index.html"));
  if (!hasSpa) app.log.warn({ root }, "web build not found: the API works, pages are not served (run npm run build)");
  else
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // "/" is the dist directory itself: without an index, send answers it with 403 instead of the page. The
      // pre-rendered home page comes first when the build made one.
      index: ["pages/index.html", "index.html"],
      // The web build writes .br and .gz next to each text file; they are sent to clients that accept them.
      preCompressed: true,
      // @fastify/static 10 hands over the Fastify reply here (not a ServerResponse, which has setHeader).
      setHeaders(reply, path) {
        // Vite's hashed assets never change; everything else is revalidated.
        reply.header(
          "cache-control",
          path.startsWith(join(root, "assets")) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  const prerendered = new Map(hasSpa ? prerenderedPages(root) : []);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const spaPath = hasSpa && request.method === "GET" && !path.startsWith("/api/") && !/\.[a-z0-9]+$/i.test(path);
    if (!spaPath) return reply.status(404).send({ success: false, error: `Route ${request.method} ${path} not found` });
    // helmet already sends Referrer-Policy: no-referrer on every reply, so token pages never leak (SECURITY.md 10).
    reply.header("cache-control", "no-cache");
    return reply
      .status(isPagePath(path) ? 200 : 404)
      .type("text/html")
      .sendFile(prerendered.get(path) ?? "index.html");
  });
}

/** The build's pre-rendered pages other than / (served as the index), as [request path, file under the root]. */
function prerenderedPages(root: string): [string, string][] {
  const dir = join(root, "pages");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".html") && file !== "index.html")
    .map((file) => [`/${file.slice(0, -".html".length)}`, `pages/${file}`]);
}
