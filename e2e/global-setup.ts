import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { chromiumPath } from "./fixtures/chromium";
import { ROOT, startServer } from "./fixtures/server";

/**
 * Runs once before every journey:
 * 1. fails at once, with the command to run, when there is no Chromium;
 * 2. builds the web app and the server when a build is missing or older than its sources (the journeys run the
 *    compiled server, as `npm start` does);
 * 3. starts the real server once on an empty data directory so it migrates, then stops it: each spec file's
 *    server starts on a copy of that directory (~0.1 s) instead of initialising PGlite again (~6 s).
 * The template's path reaches the workers through the environment (Playwright hands globalSetup's env to workers).
 */
export default async function globalSetup() {
  chromiumPath();
  const packages = ["packages/contracts/src", "packages/content/src"];
  buildIfStale("@app/web", "apps/web/dist/index.html", ["apps/web", ...packages]);
  buildIfStale("@app/server", "apps/server/dist/main.js", [
    "apps/server/src",
    "apps/server/vite.config.ts",
    "apps/server/package.json",
    "packages/analyzer/src",
    ...packages,
  ]);

  const started = Date.now();
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  await server.stop({ keepData: true });
  process.env.E2E_TEMPLATE_DIR = server.dataDir;
  console.log(`e2e: migrated template database ready in ${Date.now() - started} ms`);
}

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function buildIfStale(workspace: string, output: string, sources: string[]) {
  const built = join(ROOT, output);
  const newest = Math.max(
    ...sources
      .map((s) => join(ROOT, s))
      .filter((s) => existsSync(s))
      .map(newestMtime),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= newest) return;
  console.log(`e2e: building ${workspace} (npm run build -w ${workspace})…`);
  const started = Date.now();
  const result = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`the ${workspace} build failed`);
  console.log(`e2e: ${workspace} built in ${Date.now() - started} ms`);
}
