// `npm start`: builds the web app and the server when a build is missing or older than its sources, then runs the
// compiled server (apps/server/dist/main.js) with plain Node, in this process.
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildIfStale } from "./build-if-stale.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
// The server resolves DATA_DIR (./.data) and WEB_DIST against the working directory: the project root.
process.chdir(root);
buildIfStale("web");
buildIfStale("server");
await import(pathToFileURL(join(root, "apps/server/dist/main.js")).href);
