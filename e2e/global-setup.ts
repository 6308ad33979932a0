import { spawnSync } from "node:child_process";
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
  const built = spawnSync(process.execPath, ["scripts/build-if-stale.mjs", "web", "server"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("the build failed (node scripts/build-if-stale.mjs)");

  const started = Date.now();
  // The first start migrates an empty database and loads the CPC titles (~260,000): a few seconds alone, over a
  // minute on a 2-core machine busy with other work, so it gets longer than a spec's server to become ready.
  const server = await startServer({ env: { LOG_LEVEL: "warn" }, readyTimeoutMs: 240_000 });
  await server.stop({ keepData: true });
  process.env.E2E_TEMPLATE_DIR = server.dataDir;
  console.log(`e2e: migrated template database ready in ${Date.now() - started} ms`);
}
