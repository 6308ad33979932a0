// After `vite build` and `vite build --ssr src/prerender.tsx`: writes dist/pages/<page>.html, the built index.html
// with the page's pre-rendered HTML in #root, and its .br and .gz. The server sends dist/pages/index.html for /
// and dist/pages/<name>.html for /<name> (apps/server/src/spa.ts). docs/decisions/0014-prerendered-pages.md.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Request path → the file name under dist/pages, and the page's module (its chunk in Vite's manifest). */
const PAGES = {
  "/": { name: "index", module: "src/features/home/pages/home-page.tsx" },
  "/analyzer": { name: "analyzer", module: "src/features/analyzer/pages/analyzer-page.tsx" },
};

const web = new URL("..", import.meta.url).pathname;
const dist = join(web, "dist");
const ssr = join(web, "dist-ssr");
const { render } = await import(join(ssr, "prerender.js"));
const template = readFileSync(join(dist, "index.html"), "utf8");
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);

const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);

// A pre-rendered page loads the app only after its first paint, so no script competes with the HTML and the style
// sheets for the network or the main thread before it. The starter is a file: the CSP allows no inline script.
const starter = `requestAnimationFrame(() => setTimeout(() => import("/${entry.file}")));\n`;
const starterFile = `assets/start-${createHash("sha256").update(starter).digest("hex").slice(0, 10)}.js`;
writeFileSync(join(dist, starterFile), starter);
const scripts = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
if (!scripts.test(template)) throw new Error("dist/index.html has no module script");

/** The page chunk's style sheets, and those of its static imports not already in the entry. */
function styleSheetsOf(module) {
  const inEntry = new Set([entry.file, ...(entry.imports ?? []).map((key) => manifest[key].file)]);
  const files = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    if (inEntry.has(chunk.file) || files.has(chunk.file)) return;
    for (const sheet of chunk.css ?? []) css.add(sheet);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...css];
}

mkdirSync(join(dist, "pages"), { recursive: true });
for (const [path, { name, module }] of Object.entries(PAGES)) {
  const body = await render(path);
  // The page's own styles are in the head, so it paints styled before its chunk has loaded.
  const head = [
    ...styleSheetsOf(module).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    `<script type="module" crossorigin src="/${starterFile}"></script>`,
  ].join("\n    ");
  // The CSP allows no inline script: a page with one would not work as served.
  if (/<script/i.test(body)) throw new Error(`the pre-rendered ${path} contains a script`);
  const html = template
    .replace(scripts, "")
    .replace("</head>", `  ${head}\n  </head>`)
    .replace(EMPTY_ROOT, `<div id="root" inert>${body}</div>`);
  const file = join(dist, "pages", `${name}.html`);
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  console.log(`pre-rendered ${path} → dist/pages/${name}.html (${(html.length / 1024).toFixed(1)} kB)`);
}
rmSync(ssr, { recursive: true, force: true });
// The manifest was only for this script; the server would otherwise publish it.
rmSync(join(dist, ".vite"), { recursive: true, force: true });
