import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/web/src/**/*.test.{ts,tsx}",
            "apps/server/src/**/*.test.ts",
            "apps/server/bench/**/*.test.ts",
          ],
          environment: "node",
          // The first analysis in a worker loads the language model: well under a second alone, several on a
          // loaded 2-core CI machine running the server suite beside it.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          exclude: ["apps/server/test/postgres/**"],
          globalSetup: ["apps/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
      {
        // Only on PostgreSQL: several server processes on one database, and the database stopped and started
        // (`node scripts/test.mjs --postgres`, which .ci/run runs on its throwaway cluster).
        test: {
          name: "postgres",
          include: ["apps/server/test/postgres/**/*.test.ts"],
          globalSetup: ["apps/server/test/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: "forks",
          fileParallelism: false,
        },
      },
    ],
  },
});
