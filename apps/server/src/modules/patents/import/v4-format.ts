import type { PatentCitation, PatentRecord } from "../patent-record.js";
import { Captures } from "./captures.js";
import { type FormatHandler, type Person, parentOf, personName } from "./format-handler.js";
import {
  citedNumber,
  claimText,
  classSymbol,
  isoDate,
  parseIpcText,
  patentNumber,
  pushUnique,
  squash,
} from "./text.js";

interface DocumentId {
  country?: string;
  docNumber?: string;
  kind?: string;
  date?: string;
}

const CLASS_PARTS: Record<string, "section" | "class" | "subclass" | "mainGroup" | "subgroup"> = {
  section: "section",
  class: "class",
  subclass: "subclass",
  "main-group": "mainGroup",
  subgroup: "subgroup",
};
const DOC_ID_PARTS: Record<string, keyof DocumentId> = {
  country: "country",
  "doc-number": "docNumber",
  kind: "kind",
  date: "date",
};

/**
 * The ST.36-style formats of 2005 onwards: <us-patent-grant> and <us-patent-application>, DTD v4.0 to v4.7. Parties
 * moved between versions (parties/applicants with app-type="applicant-inventor" until v4.2, us-parties/inventors
 * after), IPC went from text (v4.0) to parts (classification-ipcr), CPC appeared in v4.4.
 */
export class V4Format implements FormatHandler {
  private readonly captures = new Captures();
  private readonly publication: DocumentId = {};
  private readonly application: DocumentId = {};
  private classParts: Parameters<typeof classSymbol>[0] = {};
  private citation: DocumentId & { category?: string } = {};
  private person: Person = {};
  private applicantIsInventor = false;
  private title: string | null = null;
  private abstractText: string | null = null;
  private readonly claims: string[] = [];
  private readonly inventors: string[] = [];
  private readonly applicantInventors: string[] = [];
  private readonly assignees: string[] = [];
  private readonly cpc: string[] = [];
  private readonly ipc: string[] = [];
  private readonly citations: PatentCitation[] = [];

  constructor(private readonly docType: "grant" | "application") {}

  open(name: string, attributes: Record<string, string>, stack: readonly string[]): void {
    this.captures.boundary(name);
    const depth = stack.length;
    if (name === "invention-title" && this.title === null) this.captures.start(depth);
    else if (name === "abstract" && this.abstractText === null) this.captures.start(depth);
    else if (name === "claim" && parentOf(stack) === "claims") {
      this.captures.start(depth);
    } else if (name === "classification-ipcr" || name === "classification-cpc") this.classParts = {};
    else if (name === "citation" || name === "us-citation") this.citation = {};
    else if (name === "addressbook" || name === "assignee") this.person = {};
    else if (name === "applicant" || name === "us-applicant") {
      this.applicantIsInventor = attributes["app-type"] === "applicant-inventor";
    }
  }

  text(text: string): void {
    if (this.captures.active) this.captures.text(text);
  }

  close(name: string, stack: readonly string[], leaf: string): void {
    const parent = parentOf(stack);
    const depth = stack.length;
    if (name === "invention-title" && this.title === null) this.title = squash(this.captures.end(depth) ?? "") || null;
    else if (name === "abstract" && this.abstractText === null) {
      this.abstractText = squash(this.captures.end(depth) ?? "") || null;
    } else if (name === "claim" && parent === "claims") {
      this.claims.push(claimText(this.captures.end(depth) ?? ""));
    } else if (parent === "document-id" && name in DOC_ID_PARTS) this.documentIdPart(name, stack, leaf);
    else if (name in CLASS_PARTS && (parent === "classification-ipcr" || parent === "classification-cpc")) {
      this.classParts[CLASS_PARTS[name]] = leaf;
    } else if (name === "classification-ipcr" && parent === "classifications-ipcr") {
      pushUnique(this.ipc, classSymbol(this.classParts));
    } else if (name === "classification-cpc" && stack.includes("classifications-cpc")) {
      pushUnique(this.cpc, classSymbol(this.classParts));
    } else if (parent === "classification-ipc" && parentOf(stack, 2)?.startsWith("us-bibliographic-data")) {
      pushUnique(this.ipc, parseIpcText(leaf));
    } else if (name === "category" && (parent === "citation" || parent === "us-citation")) {
      this.citation.category = squash(leaf);
    } else if (name === "citation" || name === "us-citation") this.endCitation();
    else if (name === "first-name" || name === "last-name" || name === "orgname") this.personPart(name, leaf);
    else if (name === "addressbook") this.endAddressbook(stack);
    else if (name === "assignee") pushUnique(this.assignees, personName(this.person));
  }

  private documentIdPart(name: string, stack: readonly string[], leaf: string): void {
    const owner = parentOf(stack, 2);
    const key = DOC_ID_PARTS[name];
    const value = leaf.trim();
    if (owner === "publication-reference" && this.publication[key] === undefined) this.publication[key] = value;
    else if (owner === "application-reference" && this.application[key] === undefined) this.application[key] = value;
    else if (owner === "patcit") this.citation[key] = value;
  }

  private endCitation(): void {
    const { country, docNumber, kind, date, category } = this.citation;
    if (!docNumber) return;
    this.citations.push({
      number: citedNumber(country, docNumber),
      kind: kind || null,
      date: isoDate(date),
      category: category || null,
    });
  }

  private personPart(name: string, leaf: string): void {
    const value = squash(leaf);
    if (name === "first-name") this.person.first = value;
    else if (name === "last-name") this.person.last = value;
    else this.person.org = value;
  }

  private endAddressbook(stack: readonly string[]): void {
    const owner = parentOf(stack);
    const name = personName(this.person);
    if (owner === "inventor") pushUnique(this.inventors, name);
    else if ((owner === "applicant" || owner === "us-applicant") && this.applicantIsInventor) {
      pushUnique(this.applicantInventors, name);
    }
  }

  finish(source: string): PatentRecord | { skip: string } {
    const number = patentNumber(this.publication.docNumber ?? "", this.docType);
    if (!number) return { skip: "no usable publication number" };
    const publicationDate = isoDate(this.publication.date);
    const inventors = this.inventors.length > 0 ? this.inventors : this.applicantInventors;
    return {
      number,
      kind: this.publication.kind || null,
      docType: this.docType,
      title: this.title,
      abstract: this.abstractText,
      claims: this.claims,
      firstClaim: this.claims[0] ?? null,
      filingDate: isoDate(this.application.date),
      publicationDate,
      grantDate: this.docType === "grant" ? publicationDate : null,
      inventors,
      assignee: this.assignees[0] ?? null,
      assignees: this.assignees,
      cpc: this.cpc,
      ipc: this.ipc,
      citations: this.citations.map((citation) => citation.number),
      citationsDetail: this.citations,
      applicationNumber: this.application.docNumber || null,
      source,
    };
  }
}
