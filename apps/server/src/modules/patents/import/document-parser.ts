import { SaxesParser } from "saxes";
import type { PatentRecord } from "../patent-record.js";
import { ISO_ENTITIES } from "./entities.js";
import type { FormatHandler } from "./format-handler.js";
import { PapFormat } from "./pap-format.js";
import { V4Format } from "./v4-format.js";

export type DocumentOutcome = { record: PatentRecord } | { skip: string; source: string };

/** A leaf longer than this is description text nobody reads as a field; it is not kept. */
const MAX_LEAF = 4096;

function handlerFor(root: string): FormatHandler | null {
  if (root === "us-patent-grant") return new V4Format("grant");
  if (root === "us-patent-application") return new V4Format("application");
  if (root === "patent-application-publication") return new PapFormat();
  return null;
}

/** One XML document of a (possibly concatenated) file, parsed as it streams by; holds only that document's fields. */
export class DocumentParser {
  private readonly parser = new SaxesParser({ position: false });
  private readonly stack: string[] = [];
  private handler: FormatHandler | null = null;
  private root: string | null = null;
  private rootClosed = false;
  private leaf = "";
  private error: string | null = null;

  constructor() {
    Object.assign(this.parser.ENTITIES, ISO_ENTITIES);
    this.parser.on("opentag", (tag) => {
      if (this.root === null) {
        this.root = tag.name;
        this.handler = handlerFor(tag.name);
      }
      this.stack.push(tag.name);
      this.leaf = "";
      this.handler?.open(tag.name, tag.attributes as Record<string, string>, this.stack);
    });
    this.parser.on("text", (text) => this.onText(text));
    this.parser.on("cdata", (text) => this.onText(text));
    this.parser.on("closetag", (tag) => {
      this.handler?.close(tag.name, this.stack, this.leaf);
      this.stack.pop();
      this.leaf = "";
      if (this.stack.length === 0) this.rootClosed = true;
    });
    this.parser.on("error", (err) => {
      // USPTO text uses ISO entities its DTDs declare; one we do not know stays as written ("&foo;").
      if (!err.message.includes("undefined entity")) this.error ??= err.message;
    });
  }

  /** True once the root element opened and until it closes: a file ending now ends inside this document. */
  get inside(): boolean {
    return this.root !== null && !this.rootClosed;
  }

  write(text: string): void {
    this.parser.write(text);
  }

  /** Ends the document and says what it gave. Null when it held no element at all (blank space between documents). */
  finish(source: string): DocumentOutcome | null {
    if (this.root === null) return null;
    if (!this.rootClosed) return { skip: `document ends before </${this.root}>`, source };
    this.parser.close();
    if (this.error) return { skip: `malformed XML: ${this.error.replace(/^[^:]*:\d+:\d+: /, "")}`, source };
    if (!this.handler) return { skip: `unsupported document <${this.root}>`, source };
    const result = this.handler.finish(source);
    return "skip" in result ? { skip: result.skip, source } : { record: result };
  }

  private onText(text: string): void {
    if (this.leaf.length < MAX_LEAF) this.leaf += text;
    this.handler?.text(text);
  }
}
