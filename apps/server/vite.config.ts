import { cpSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";

/**
 * The production server: `src/main.ts` and the workspace packages it imports (@app/*, TypeScript sources) bundled
 * into `dist/main.js`; every npm dependency stays an import from node_modules. `npm start` runs it with plain Node.
 * Paths computed from import.meta.url keep working because the entry sits at the same depth as `src/` (dist/main.js
 * beside dist/migrations, ../../web/dist for the SPA).
 */
const here = import.meta.dirname;

/** The migrations are read at run time from the folder beside the module that runs them (db/client.ts). */
function copyMigrations(): Plugin {
  return {
    name: "copy-migrations",
    apply: "build",
    writeBundle() {
      cpSync(resolve(here, "src/db/migrations"), resolve(here, "dist/migrations"), { recursive: true });
    },
  };
}

export default defineConfig({
  root: here,
  publicDir: false,
  logLevel: "warn",
  plugins: [copyMigrations()],
  ssr: { target: "node", noExternal: [/^@app\//] },
  build: {
    ssr: "src/main.ts",
    outDir: "dist",
    emptyOutDir: true,
    target: "node20",
    minify: false,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: "main.js", chunkFileNames: "[name]-[hash].js" } },
  },
});
