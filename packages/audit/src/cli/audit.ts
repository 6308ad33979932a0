/**
 * npm run -s audit -- FILE [--json] [--claims CLAIMS_FILE] [--argument "why it is new"]
 * FILE: a draft as .txt/.md, .docx or text-based .pdf (sections found by their headings), or a wizard application
 * as JSON ({content, plannedClaims?, noveltyArgument?} or the content alone). Prints the report as text, or as
 * JSON with --json. Prior art is not searched here: that needs the server's patent index.
 */
import { readFile } from "node:fs/promises";
import { audit } from "../audit.js";
import { draftFromWizard, type WizardContent } from "../draft/from-wizard.js";
import { readDraft } from "../readers/read-draft.js";
import { reportText } from "../report-text.js";
import type { Draft } from "../types.js";

interface Args {
  file: string;
  json: boolean;
  claims: string | null;
  argument: string;
}

function parseArgs(argv: string[]): Args | null {
  const args: Args = { file: "", json: false, claims: null, argument: "" };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--json") args.json = true;
    else if (a === "--claims") args.claims = argv[++i] ?? null;
    else if (a === "--argument") args.argument = argv[++i] ?? "";
    else if (!a.startsWith("--") && !args.file) args.file = a;
    else return null;
  }
  return args.file ? args : null;
}

async function load(args: Args): Promise<{ draft: Draft; argument: string }> {
  const bytes = await readFile(args.file);
  const planned = args.claims ? await readFile(args.claims, "utf8") : "";
  if (args.file.toLowerCase().endsWith(".json")) {
    const json = JSON.parse(bytes.toString("utf8")) as
      | { content: WizardContent; plannedClaims?: string; noveltyArgument?: string }
      | WizardContent;
    const wizard = "content" in json ? json : { content: json, plannedClaims: "", noveltyArgument: "" };
    return {
      draft: draftFromWizard(
        { ...wizard.content, images: wizard.content.images ?? [] },
        planned || wizard.plannedClaims,
      ),
      argument: args.argument || wizard.noveltyArgument || "",
    };
  }
  return { draft: await readDraft(bytes, { plannedClaims: planned }), argument: args.argument };
}

const args = parseArgs(process.argv.slice(2));
if (!args) {
  process.stderr.write(
    'usage: npm run -s audit -- FILE [--json] [--claims CLAIMS_FILE] [--argument "why it is new"]\n',
  );
  process.exit(2);
}
const { draft, argument } = await load(args);
const report = await audit(draft, { noveltyArgument: argument });
process.stdout.write(
  `${args.json ? JSON.stringify({ file: args.file, ...report }, null, 2) : reportText(report, args.file)}\n`,
);
// Exit status for batch use: 1 when something must be fixed.
process.exitCode = report.summary.total.must > 0 ? 1 : 0;
