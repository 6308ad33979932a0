import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, "../../../..");

/** The evaluation data lives outside the repository (../shared/eval/argument); EVAL_DIR overrides it. */
export function evalDir(): string {
  return process.env.EVAL_DIR ? resolve(process.env.EVAL_DIR) : resolve(REPO_ROOT, "../shared/eval/argument");
}

export function readJsonl<T>(dir: string, file: string): T[] | null {
  const path = join(dir, file);
  if (!existsSync(path)) return null;
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim().length > 0)
    .map((l) => JSON.parse(l) as T);
}

export interface MicrotextRecord {
  id: string;
  text: string;
  conclusion: string;
  conclusion_implicit: boolean;
  premises: string[];
  opponent_units: string[];
}

export interface FallacyRecord {
  id: string;
  text: string;
  label: string;
  label_source?: string;
  split?: string;
}
