// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, "apps/web/dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const sources = ["apps/web", "packages/contracts/src", "packages/content/src"].map((d) => newestMtime(join(root, d)));
if (!existsSync(dist) || statSync(dist).mtimeMs < Math.max(...sources)) {
  console.log("Building the web app…");
  const r = spawnSync("npm", ["run", "build", "-w", "@app/web"], { stdio: "inherit", cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const r = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  stdio: "inherit",
  cwd: root,
  env: process.env,
});
process.exit(r.status ?? 0);
