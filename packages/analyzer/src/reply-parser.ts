import type { ParsedAnalysis } from "./types.js";

export const NO_EXPLICIT_PREMISES = "No explicit premises detected";

type Field =
  | "ifThen"
  | "necessary"
  | "sufficient"
  | "conclusion"
  | "conclusionType"
  | "rule"
  | "method"
  | "flaw"
  | "quantifiers"
  | "explicit"
  | "implicit"
  | "hidden"
  | "counter"
  | "improved";

// The spec's fourteen labels first, then the names models commonly drift to.
const LABELS: [string, Field][] = [
  ["if-then structure", "ifThen"],
  ["if then structure", "ifThen"],
  ["if-then", "ifThen"],
  ["necessary assumptions?", "necessary"],
  ["sufficient assumptions?", "sufficient"],
  ["conclusion type", "conclusionType"],
  ["type of conclusion", "conclusionType"],
  ["(?:main )?conclusion", "conclusion"],
  ["implied rule", "rule"],
  ["unstated rule", "rule"],
  ["method of reasoning", "method"],
  ["reasoning method", "method"],
  ["logical flaws?", "flaw"],
  ["quantifiers?", "quantifiers"],
  ["explicit premises?", "explicit"],
  ["premises", "explicit"],
  ["unspoken reasons?", "implicit"],
  ["implicit premises?", "implicit"],
  ["hidden assumptions?", "hidden"],
  ["unstated assumptions?", "hidden"],
  ["counter[- ]?arguments?", "counter"],
  ["possible counter(?:[- ]?argument)?", "counter"],
  ["improved version", "improved"],
  ["improved argument", "improved"],
];

// Optional "#", list number or bullet, then bold/italic markers, the label, markers again, then ":" or line end.
const LABEL_LINE = new RegExp(
  `^\\s*(?:#{1,6}\\s*)?(?:\\(?\\d{1,2}[.)]\\s*|[-*•]\\s+)?[*_]{0,3}\\s*(${LABELS.map(([l]) => l).join("|")})\\s*[*_]{0,3}\\s*(?::|[-–—]\\s|$)[*_]{0,3}\\s*(.*)$`,
  "i",
);

const NUMBERED_ITEM = /^\s*\(?\d{1,2}[.)]\s+/;
const BULLET_ITEM = /^\s*[-*•]\s+/;

function fieldOf(label: string): Field | null {
  for (const [pattern, field] of LABELS) {
    if (new RegExp(`^${pattern}$`, "i").test(label.trim())) return field;
  }
  return null;
}

function clean(text: string): string {
  return text
    .replace(/\*\*|__/g, "")
    .replace(/^[\s*_]+|[\s*_]+$/g, "")
    .trim();
}

function splitSections(reply: string): Map<Field, string[]> {
  const sections = new Map<Field, string[]>();
  let current: string[] | null = null;
  for (const line of reply.split(/\r?\n/)) {
    const match = LABEL_LINE.exec(line);
    const field = match ? fieldOf(match[1]) : null;
    if (match && field && !sections.has(field)) {
      current = [];
      sections.set(field, current);
      if (match[2].trim()) current.push(match[2]);
    } else if (current) {
      current.push(line);
    }
  }
  return sections;
}

function text(lines: string[] | undefined): string {
  if (!lines) return "";
  return clean(
    lines
      .map((l) => l.trim())
      .filter(Boolean)
      .join(" "),
  );
}

/** Numbered items become a list; bullets do too; otherwise lines (when asked) or the whole section. */
function list(lines: string[] | undefined, byLine: boolean): string[] {
  if (!lines) return [];
  const nonEmpty = lines.map((l) => l.trim()).filter(Boolean);
  for (const marker of [NUMBERED_ITEM, BULLET_ITEM]) {
    if (nonEmpty.some((l) => marker.test(l))) {
      const result: string[] = [];
      for (const line of nonEmpty) {
        if (marker.test(line)) result.push(line.replace(marker, ""));
        else if (result.length > 0) result[result.length - 1] += ` ${line}`;
      }
      return result.map(clean).filter(Boolean);
    }
  }
  if (byLine && nonEmpty.length > 1) return nonEmpty.map(clean).filter(Boolean);
  const whole = clean(nonEmpty.join(" "));
  return whole ? [whole] : [];
}

function quantifierList(lines: string[] | undefined): string[] {
  const found = list(lines, true);
  if (found.length !== 1) return found;
  // "all, some, never" on one line is a list of words, not one quantifier.
  return found[0]
    .split(/\s*[,;]\s*/)
    .map(clean)
    .filter(Boolean);
}

/** The spec's labelled-text parser (001 §5) for models that answer in plain numbered text. */
export function parseLabelledReply(reply: string, argument: string): ParsedAnalysis {
  const s = splitSections(reply);
  let explicit = list(s.get("explicit"), true);
  if (explicit.length === 0) {
    const argumentLine = argument
      .split(/\r?\n/)
      .find((l) => l.trim().length > 0)
      ?.trim();
    explicit = [argumentLine ?? NO_EXPLICIT_PREMISES];
  }
  return {
    ifThenStructure: text(s.get("ifThen")),
    necessaryAssumption: text(s.get("necessary")),
    sufficientAssumption: text(s.get("sufficient")),
    conclusion: { text: text(s.get("conclusion")), type: text(s.get("conclusionType")) },
    unstatedRule: text(s.get("rule")),
    methodOfReasoning: text(s.get("method")),
    logicalFlaws: list(s.get("flaw"), false),
    quantifiers: quantifierList(s.get("quantifiers")),
    premiseSets: { explicit, implicit: list(s.get("implicit"), true) },
    possibleCounter: text(s.get("counter")),
    unstatedAssumptions: list(s.get("hidden"), true),
    improvedVersion: text(s.get("improved")),
  };
}
