import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "../../db/client.js";
import { CORPUS_FILE, CPC_TITLES_FILE } from "./corpus-loader.js";
import { patentsWriteRepository as repo } from "./patents-write.repository.js";

/** The argument that makes the server's own entry file load the shipped patents and exit (main.ts). */
export const LOAD_PATENTS_ARG = "--load-shipped-patents";

/**
 * Whether the index lacks what `dir` ships: the CPC titles with their paths (first start, or titles loaded before
 * migration 0008), or the corpus (first start, or a wiped index).
 */
export async function shippedPatentsMissing(db: Db, dir: string): Promise<boolean> {
  if (existsSync(join(dir, CPC_TITLES_FILE)) && !(await repo.hasCpcPaths(db))) return true;
  return existsSync(join(dir, CORPUS_FILE)) && (await repo.isEmpty(db));
}

/**
 * Runs the first-start load in a short-lived child process (this same entry file with LOAD_PATENTS_ARG), so the
 * memory the load takes (PGlite's WebAssembly heap grows to hold 10,000 patents and never shrinks) goes back to the
 * system when the child exits, instead of staying with the server for its whole life. The child prints its own
 * progress lines; a failed load stops the start with its exit code.
 */
export function loadInChildProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1] as string, LOAD_PATENTS_ARG], {
      stdio: "inherit",
      env: process.env,
    });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`loading the shipped patents failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
