import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { draftFromWizard, type WizardContent } from "../draft/from-wizard.js";
import { readDraft } from "../readers/read-draft.js";
import type { Draft } from "../types.js";

export const DRAFTS_DIR = fileURLToPath(new URL("./drafts/", import.meta.url));

export interface PlantedFlaw {
  check: string;
  /** Words the finding's excerpt must contain; empty for a finding on the whole draft. */
  excerpt: string;
}

export interface Fixture {
  name: string;
  draft: Draft;
  noveltyArgument: string;
  planted: PlantedFlaw[];
}

/** The drafts written for the tests, each with the flaws planted in it (drafts/planted.json). */
export async function loadFixtures(): Promise<Fixture[]> {
  const planted = JSON.parse(await readFile(`${DRAFTS_DIR}planted.json`, "utf8")) as Record<string, PlantedFlaw[]>;
  const out: Fixture[] = [];
  for (const [name, flaws] of Object.entries(planted)) {
    const bytes = await readFile(DRAFTS_DIR + name);
    if (name.endsWith(".json")) {
      const wizard = JSON.parse(bytes.toString("utf8")) as {
        content: WizardContent;
        plannedClaims?: string;
        noveltyArgument?: string;
      };
      out.push({
        name,
        draft: draftFromWizard(wizard.content, wizard.plannedClaims ?? ""),
        noveltyArgument: wizard.noveltyArgument ?? "",
        planted: flaws,
      });
    } else {
      out.push({ name, draft: await readDraft(bytes), noveltyArgument: "", planted: flaws });
    }
  }
  return out;
}
