import { readdir, readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { SaxesParser } from "saxes";
import { CHECKS } from "../checks/index.js";
import { draftFromText } from "../draft/from-text.js";
import type { Draft } from "../types.js";

/** A granted patent's full text from USPTO grant XML (v4): what a complete draft of it would have held. */
export interface FullTextGrant {
  number: string;
  title: string;
  /** The description in order: headings and paragraphs, as the patent prints them. */
  description: { heading?: string; paragraph?: string }[];
  claims: string[];
  abstract: string[];
  design: boolean;
}

/** Reads one <us-patent-grant> document with saxes (a maintained streaming XML parser). */
function readGrant(xml: string): FullTextGrant | null {
  const parser = new SaxesParser({ position: false });
  const stack: string[] = [];
  const grant: FullTextGrant = { number: "", title: "", description: [], claims: [], abstract: [], design: false };
  let text = "";
  const inside = (name: string) => stack.includes(name);
  parser.on("opentag", (tag) => {
    stack.push(tag.name);
    if (["p", "heading", "invention-title", "claim", "doc-number"].includes(tag.name)) text = "";
    if (tag.name === "application-reference" && tag.attributes["appl-type"] === "design") grant.design = true;
  });
  parser.on("text", (t) => {
    text += t;
  });
  parser.on("closetag", (tag) => {
    stack.pop();
    const value = text.replace(/\s+/g, " ").trim();
    if (tag.name === "doc-number" && !grant.number && inside("publication-reference")) grant.number = value;
    else if (tag.name === "invention-title") grant.title = value;
    else if (tag.name === "heading" && inside("description")) grant.description.push({ heading: value });
    else if (tag.name === "p" && inside("abstract")) grant.abstract.push(value);
    else if (tag.name === "p" && inside("description") && value) grant.description.push({ paragraph: value });
    else if (tag.name === "claim") grant.claims.push(value);
    if (tag.name === "claim-text" || tag.name === "p") text += " ";
  });
  // USPTO text uses entities its DTDs declare; an unknown one is left as written.
  parser.on("error", () => {});
  parser.write(xml).close();
  return grant.number && grant.claims.length > 0 ? grant : null;
}

/** The grants of the weekly-file samples (several documents per file, each with its own XML declaration). */
export async function readFullTextGrants(dir: string): Promise<FullTextGrant[]> {
  const out: FullTextGrant[] = [];
  for (const name of (await readdir(dir)).filter((n) => n.startsWith("ipgxml__") && n.endsWith(".xml.gz")).sort()) {
    const xml = gunzipSync(await readFile(`${dir}/${name}`)).toString("utf8");
    for (const doc of xml.split(/(?=<\?xml\s)/)) {
      if (!doc.includes("<us-patent-grant")) continue;
      const grant = readGrant(doc);
      if (grant && !grant.design && grant.description.some((d) => d.paragraph)) out.push(grant);
    }
  }
  return out;
}

/** The grant written out as a text draft, headings on their own lines, so the audit reads it as it reads any draft. */
export function grantText(g: FullTextGrant): string {
  const lines = ["TITLE", g.title, ""];
  for (const d of g.description) lines.push(d.heading ? `\n${d.heading}\n` : `${d.paragraph}\n`);
  lines.push("WHAT IS CLAIMED IS:", "");
  g.claims.forEach((c, i) => {
    lines.push(`${i + 1}. ${c.replace(/^\d+\s*\.\s*/, "")}`, "");
  });
  lines.push("ABSTRACT", "", ...g.abstract);
  return lines.join("\n");
}

export interface FullTextFigures {
  documents: number;
  /** Documents whose headings gave a detailed description section. */
  withDetailedDescription: number;
  perCheck: { check: string; documents: number; flags: number }[];
  top: { check: string; excerpt: string; count: number }[];
}

/** Every check over granted patents' full texts: a granted patent should draw few findings. */
export function runOnFullText(grants: FullTextGrant[]): FullTextFigures {
  const perCheck = new Map(CHECKS.map((c) => [c.id, { check: c.id, documents: 0, flags: 0 }]));
  const frequency = new Map<string, { check: string; excerpt: string; count: number }>();
  let withDetailedDescription = 0;
  for (const g of grants) {
    const draft: Draft = draftFromText(grantText(g));
    if (draft.sections.some((s) => s.id === "detailedDescription")) withDetailedDescription++;
    for (const c of CHECKS) {
      const found = c.run(draft);
      const row = perCheck.get(c.id);
      if (!row || found.length === 0) continue;
      row.documents++;
      row.flags += found.length;
      for (const f of found) {
        const excerpt = f.excerpt ? f.excerpt.toLowerCase().slice(0, 50) : f.why.slice(0, 50);
        const key = `${c.id}\u0000${excerpt}`;
        const seen = frequency.get(key) ?? { check: c.id, excerpt, count: 0 };
        seen.count++;
        frequency.set(key, seen);
      }
    }
  }
  return {
    documents: grants.length,
    withDetailedDescription,
    perCheck: [...perCheck.values()],
    top: [...frequency.values()].sort((a, b) => b.count - a.count).slice(0, 10),
  };
}
