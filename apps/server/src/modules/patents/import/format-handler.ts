import type { PatentRecord } from "../patent-record.js";

/** Builds one record from the parser's events for one XML document. `stack` holds the open elements, current last. */
export interface FormatHandler {
  open(name: string, attributes: Record<string, string>, stack: readonly string[]): void;
  text(text: string): void;
  /** `leaf` is the text read since the element's last child opened: the whole text of a leaf element. */
  close(name: string, stack: readonly string[], leaf: string): void;
  /** The record, or why the document is skipped. */
  finish(source: string): PatentRecord | { skip: string };
}

export function parentOf(stack: readonly string[], generations = 1): string | undefined {
  return stack[stack.length - 1 - generations];
}

export interface Person {
  first?: string;
  middle?: string;
  last?: string;
  org?: string;
}

export function personName(person: Person): string | null {
  if (person.org) return person.org.trim() || null;
  const name = [person.first, person.middle, person.last].map((part) => part?.trim()).filter(Boolean);
  return name.length > 0 ? name.join(" ") : null;
}
