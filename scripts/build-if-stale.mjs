// Builds the web app and the server when a build is missing or older than its sources.
//   node scripts/build-if-stale.mjs [web] [server]     (both when none is named)
// `npm start`, the e2e global setup and `npm run bench:api` use it, so each runs what users run.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const packages = ["packages/contracts/src", "packages/content/src"];

export const BUILDS = {
  web: { workspace: "@app/web", output: "apps/web/dist/index.html", sources: ["apps/web", ...packages] },
  server: {
    workspace: "@app/server",
    output: "apps/server/dist/main.js",
    sources: [
      "apps/server/src",
      "apps/server/vite.config.ts",
      "apps/server/package.json",
      "packages/analyzer/src",
      "packages/patents/src",
    ].concat(packages),
  },
};

/** The newest modification time under a file or directory, skipping node_modules and build output. */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Runs `npm run build -w <workspace>` when needed; exits the process when the build fails. */
export function buildIfStale(name) {
  const { workspace, output, sources } = BUILDS[name];
  const out = join(root, output);
  const newest = Math.max(
    ...sources
      .map((s) => join(root, s))
      .filter(existsSync)
      .map(newestMtime),
  );
  if (existsSync(out) && statSync(out).mtimeMs >= newest) return;
  const started = Date.now();
  console.log(`Building ${workspace} (its build is missing or older than its sources)…`);
  const r = spawnSync("npm", ["run", "build", "-w", workspace], { stdio: "inherit", cwd: root });
  if (r.status !== 0) {
    console.error(`The ${workspace} build failed.`);
    process.exit(r.status ?? 1);
  }
  console.log(`Built ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  for (const name of names.length ? names : Object.keys(BUILDS)) {
    if (!(name in BUILDS)) throw new Error(`unknown build "${name}" (web or server)`);
    buildIfStale(name);
  }
}
