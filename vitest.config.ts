import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/web/src/**/*.test.{ts,tsx}", "apps/server/src/**/*.test.ts"],
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
          globalSetup: ["apps/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
    ],
  },
});
