/** Elements whose start or end separates words (a nested claim-text, a paragraph), unlike <i>, <sub> or <claim-ref>. */
const BLOCKS = new Set(["claim-text", "p", "paragraph", "heading", "br", "li", "entry", "row", "table", "maths"]);

/**
 * Collects the text under some elements (a title, an abstract, one claim) while the parser streams past them;
 * nothing else of a document is kept.
 */
export class Captures {
  private readonly open = new Map<number, string[]>();

  get active(): boolean {
    return this.open.size > 0;
  }

  start(depth: number): void {
    this.open.set(depth, []);
  }

  /** Ends the capture started at this depth and returns its raw text (undefined when none was started there). */
  end(depth: number): string | undefined {
    const parts = this.open.get(depth);
    if (!parts) return undefined;
    this.open.delete(depth);
    return parts.join("");
  }

  text(text: string): void {
    for (const parts of this.open.values()) parts.push(text);
  }

  boundary(name: string): void {
    if (this.open.size > 0 && BLOCKS.has(name)) this.text(" ");
  }
}
