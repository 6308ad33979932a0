// `npm start`: builds the web app and the server when a build is missing or older than its sources, then runs the
// compiled server (apps/server/dist/main.js) with plain Node, in this process.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = new URL("..", import.meta.url).pathname;
// The server resolves DATA_DIR (./.data) and WEB_DIST against the working directory: the project root.
process.chdir(root);
const packages = ["packages/contracts/src", "packages/content/src"];

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

function buildIfStale(name, output, sources) {
  const out = join(root, output);
  const newest = Math.max(
    ...sources
      .map((s) => join(root, s))
      .filter(existsSync)
      .map(newestMtime),
  );
  if (existsSync(out) && statSync(out).mtimeMs >= newest) return;
  console.log(`Building ${name}…`);
  const r = spawnSync("npm", ["run", "build", "-w", name], { stdio: "inherit", cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

buildIfStale("@app/web", "apps/web/dist/index.html", ["apps/web", ...packages]);
buildIfStale("@app/server", "apps/server/dist/main.js", [
  "apps/server/src",
  "apps/server/vite.config.ts",
  "apps/server/package.json",
  "packages/analyzer/src",
  ...packages,
]);
await import(pathToFileURL(join(root, "apps/server/dist/main.js")).href);
