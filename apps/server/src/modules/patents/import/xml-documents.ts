import { type DocumentOutcome, DocumentParser } from "./document-parser.js";

const DECLARATION = "<?xml";

/**
 * Splits a stream of text into XML documents at each `<?xml …?>` declaration (USPTO weekly files concatenate
 * thousands of documents, each with its own declaration and DOCTYPE) and parses each as it streams by.
 */
export class XmlDocumentStream {
  private current: DocumentParser | null = null;
  private carry = "";
  private position = 0;
  private done = 0;

  constructor(private readonly label: string) {}

  /** Documents finished so far (records and skipped ones). */
  get completed(): number {
    return this.done;
  }

  write(chunk: string): DocumentOutcome[] {
    const outcomes: DocumentOutcome[] = [];
    const text = this.carry + chunk;
    let from = 0;
    // A declaration is "<?xml" and a blank; one that may straddle this chunk's end waits in `carry`.
    for (
      let at = text.indexOf(DECLARATION);
      at !== -1 && at + 5 < text.length;
      at = text.indexOf(DECLARATION, at + 1)
    ) {
      if (!/\s/.test(text[at + 5] ?? "")) continue;
      this.feed(text.slice(from, at));
      this.finishCurrent(outcomes);
      from = at;
    }
    const keep = Math.max(from, text.length - DECLARATION.length);
    this.feed(text.slice(from, keep));
    this.carry = text.slice(keep);
    return outcomes;
  }

  /** Ends the stream. `truncated` says so when the text stopped inside a document, whose part is dropped. */
  end(): { outcomes: DocumentOutcome[]; truncated: string | null } {
    this.feed(this.carry);
    this.carry = "";
    if (this.current?.inside) {
      this.current = null;
      return { outcomes: [], truncated: `file ends inside a document after ${this.done} documents` };
    }
    const outcomes: DocumentOutcome[] = [];
    this.finishCurrent(outcomes);
    return { outcomes, truncated: null };
  }

  private feed(text: string): void {
    if (text.length === 0) return;
    if (!this.current) {
      if (text.trim() === "") return;
      this.current = new DocumentParser();
      this.position += 1;
    }
    this.current.write(text);
  }

  private finishCurrent(outcomes: DocumentOutcome[]): void {
    const outcome = this.current?.finish(`${this.label}#${this.position}`);
    this.current = null;
    if (!outcome) return;
    this.done += 1;
    outcomes.push(outcome);
  }
}
