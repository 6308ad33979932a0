import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { chromiumPath } from "./fixtures/chromium";
import { ROOT, startServer } from "./fixtures/server";

/**
 * Runs once before every journey:
 * 1. fails at once, with the command to run, when there is no Chromium;
 * 2. builds the web app when its build is missing or older than its sources;
 * 3. starts the real server once on an empty data directory so it migrates, then stops it: each spec file's
 *    server starts on a copy of that directory (~0.1 s) instead of initialising PGlite again (~6 s).
 * The template's path reaches the workers through the environment (Playwright hands globalSetup's env to workers).
 */
export default async function globalSetup() {
  chromiumPath();
  buildWebIfStale();

  const started = Date.now();
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  await server.stop({ keepData: true });
  process.env.E2E_TEMPLATE_DIR = server.dataDir;
  console.log(`e2e: migrated template database ready in ${Date.now() - started} ms`);
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function buildWebIfStale() {
  const index = join(ROOT, "apps/web/dist/index.html");
  const sources = ["apps/web", "packages/contracts/src", "packages/content/src"]
    .map((d) => join(ROOT, d))
    .filter((d) => existsSync(d))
    .map(newestMtime);
  if (existsSync(index) && statSync(index).mtimeMs >= Math.max(...sources)) return;
  console.log("e2e: building the web app (npm run build -w @app/web)…");
  const started = Date.now();
  const result = spawnSync("npm", ["run", "build", "-w", "@app/web"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("the web build failed");
  console.log(`e2e: web app built in ${Date.now() - started} ms`);
}
