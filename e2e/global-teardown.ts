import { rmSync } from "node:fs";

/** Removes the migrated template directory made by global-setup.ts. */
export default async function globalTeardown() {
  const dir = process.env.E2E_TEMPLATE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
