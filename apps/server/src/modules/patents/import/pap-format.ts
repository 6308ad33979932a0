import type { PatentRecord } from "../patent-record.js";
import { Captures } from "./captures.js";
import { type FormatHandler, type Person, parentOf, personName } from "./format-handler.js";
import { claimText, isoDate, parseIpcText, patentNumber, pushUnique, squash } from "./text.js";

const NAME_PARTS: Record<string, keyof Person> = {
  "given-name": "first",
  "middle-name": "middle",
  "family-name": "last",
  "organization-name": "org",
};

/** The 2001–2004 pre-grant publication format, <patent-application-publication> (pap DTD v1.5 and v1.6). */
export class PapFormat implements FormatHandler {
  private readonly captures = new Captures();
  private docNumber = "";
  private kind: string | null = null;
  private publicationDate: string | null = null;
  private applicationNumber: string | null = null;
  private filingDate: string | null = null;
  private title: string | null = null;
  private readonly abstractParts: string[] = [];
  private readonly claims: string[] = [];
  private readonly inventors: string[] = [];
  private readonly assignees: string[] = [];
  private readonly ipc: string[] = [];
  private person: Person = {};

  open(name: string, _attributes: Record<string, string>, stack: readonly string[]): void {
    this.captures.boundary(name);
    const depth = stack.length;
    if (name === "title-of-invention" && this.title === null) this.captures.start(depth);
    else if (name === "paragraph" && parentOf(stack) === "subdoc-abstract") this.captures.start(depth);
    else if (name === "claim" && parentOf(stack) === "subdoc-claims") this.captures.start(depth);
    else if (name === "name" || name === "assignee") this.person = {};
  }

  text(text: string): void {
    if (this.captures.active) this.captures.text(text);
  }

  close(name: string, stack: readonly string[], leaf: string): void {
    const parent = parentOf(stack);
    const depth = stack.length;
    const value = squash(leaf);
    if (name === "title-of-invention" && this.title === null)
      this.title = squash(this.captures.end(depth) ?? "") || null;
    else if (name === "paragraph" && parent === "subdoc-abstract") {
      pushUnique(this.abstractParts, squash(this.captures.end(depth) ?? ""));
    } else if (name === "claim" && parent === "subdoc-claims") {
      this.claims.push(claimText(this.captures.end(depth) ?? ""));
    } else if (parent === "document-id" && parentOf(stack, 2) === "subdoc-bibliographic-information") {
      if (name === "doc-number") this.docNumber = value;
      else if (name === "kind-code") this.kind = value || null;
      else if (name === "document-date") this.publicationDate = isoDate(value);
    } else if (name === "doc-number" && parent === "application-number" && this.applicationNumber === null) {
      this.applicationNumber = value || null;
    } else if (name === "filing-date" && parent === "domestic-filing-data") this.filingDate = isoDate(value);
    else if (name === "ipc" && stack.includes("classification-ipc")) pushUnique(this.ipc, parseIpcText(value));
    else if (name in NAME_PARTS) this.person[NAME_PARTS[name]] = value;
    else if (name === "name" && stack.includes("inventors")) pushUnique(this.inventors, personName(this.person));
    else if (name === "assignee") pushUnique(this.assignees, personName(this.person));
  }

  finish(source: string): PatentRecord | { skip: string } {
    const number = patentNumber(this.docNumber, "application");
    if (!number) return { skip: "no usable publication number" };
    return {
      number,
      kind: this.kind,
      docType: "application",
      title: this.title,
      abstract: this.abstractParts.join(" ") || null,
      claims: this.claims,
      firstClaim: this.claims[0] ?? null,
      filingDate: this.filingDate,
      publicationDate: this.publicationDate,
      grantDate: null,
      inventors: this.inventors,
      assignee: this.assignees[0] ?? null,
      assignees: this.assignees,
      cpc: [],
      ipc: this.ipc,
      citations: [],
      citationsDetail: [],
      applicationNumber: this.applicationNumber,
      source,
    };
  }
}
