import { matchFlawType, NO_FLAW } from "./flaw-taxonomy.js";
import { splitLongPremises } from "./premise-split.js";
import type { AnalysisResults, BreakdownItem, EngineName, FlawSummary, ParsedAnalysis } from "./types.js";

export const DEFAULTS = {
  conclusionType: "Unknown",
  keyFlaw: "No major flaws detected",
  counterpoint: "No counter argument provided",
  methodOfReasoning: "Unknown",
  premise: "No clear premise",
  conclusion: "No clear conclusion",
} as const;

/**
 * The most items one list of the result shows. A long essay can hold hundreds of premises; past this many the
 * list ends with a line saying how many more the text has, so every accepted text gets a result that fits the
 * reply's limits (200 items a list) instead of an error.
 */
export const LIST_LIMIT = 60;

export function capList(values: string[], what: string): string[] {
  if (values.length <= LIST_LIMIT) return values;
  const rest = values.length - (LIST_LIMIT - 1);
  return [...values.slice(0, LIST_LIMIT - 1), `… and ${rest} more ${what} in the text, not listed here.`];
}

/**
 * The flaw summary's words when no flaw type has enough evidence. The Logical Flaw card keeps the spec's default
 * keyFlaw ("No major flaws detected", 001 §3); this sentence says why (decision 0024).
 */
export const NO_FLAW_EXPLANATION = "No major flaw detected: the text does not show the evidence any flaw type needs.";

export const WEIGHTS = { necessaryAssumption: 25, sufficientAssumption: 25, quantifiers: 15 } as const;

// A model often writes "None" rather than leaving a field out; both mean absent.
const NONE_VALUE =
  /^(?:none|n\/a|na|nil|-+|not applicable|no (?:major |logical |obvious )?flaws?(?: (?:detected|found|identified))?)\.?$/i;

function present(value: string | undefined | null): value is string {
  return typeof value === "string" && value.trim().length > 0 && !NONE_VALUE.test(value.trim());
}

function items(values: string[] | undefined | null): string[] {
  return (values ?? []).filter(present).map((v) => v.trim());
}

function item(type: BreakdownItem["type"], text: string): BreakdownItem {
  const table: Record<BreakdownItem["type"], Pick<BreakdownItem, "category" | "severity">> = {
    Flaw: { category: "Logical", severity: "High" },
    "Necessary Assumption": { category: "Assumption", severity: "Medium" },
    "Sufficient Assumption": { category: "Assumption", severity: "Medium" },
    "Unstated Rule": { category: "Rule", severity: "Medium" },
    "Implicit Premise": { category: "Premise", severity: "Low" },
  };
  return { type, text, ...table[type] };
}

function flawSummary(keyFlaw: string | undefined): FlawSummary {
  if (keyFlaw === undefined) return { type: NO_FLAW.id, name: NO_FLAW.name, explanation: NO_FLAW_EXPLANATION };
  const matched = matchFlawType(keyFlaw);
  // "Name: explanation" is how both engines are asked to write a flaw; keep the sentence for the UI.
  const colon = keyFlaw.indexOf(":");
  const head = colon > 0 ? keyFlaw.slice(0, colon) : "";
  const explanation = colon > 0 && matchFlawType(head) ? keyFlaw.slice(colon + 1).trim() : keyFlaw;
  if (matched) return { type: matched.id, name: matched.name, explanation: explanation || keyFlaw };
  return { type: "other", name: head.trim() || "Logical Flaw", explanation };
}

/** Turns a parsed model output into the processed results, with the spec's defaults, weights and severities. */
export function process(
  parsed: ParsedAnalysis,
  originalArgument: string,
  engine: EngineName = "embedded",
  note?: string,
): AnalysisResults {
  const flaws = capList(items(parsed.logicalFlaws), "flaws");
  const implicit = capList(items(parsed.premiseSets?.implicit), "implicit premises");
  const hidden = capList(items(parsed.unstatedAssumptions), "assumptions");
  const explicit = capList(splitLongPremises(items(parsed.premiseSets?.explicit)), "premises");
  const necessary = present(parsed.necessaryAssumption) ? parsed.necessaryAssumption.trim() : "";
  const sufficient = present(parsed.sufficientAssumption) ? parsed.sufficientAssumption.trim() : "";
  const rule = present(parsed.unstatedRule) ? parsed.unstatedRule.trim() : "";

  const breakdownItems: BreakdownItem[] = [
    ...flaws.map((f) => item("Flaw", f)),
    ...(necessary ? [item("Necessary Assumption", necessary)] : []),
    ...(sufficient ? [item("Sufficient Assumption", sufficient)] : []),
    ...(rule ? [item("Unstated Rule", rule)] : []),
    ...implicit.map((p) => item("Implicit Premise", p)),
  ].slice(0, 2 * LIST_LIMIT);

  const results: AnalysisResults = {
    conclusionType: present(parsed.conclusion?.type) ? parsed.conclusion.type.trim() : DEFAULTS.conclusionType,
    keyFlaw: flaws[0] ?? DEFAULTS.keyFlaw,
    counterpoint: present(parsed.possibleCounter) ? parsed.possibleCounter.trim() : DEFAULTS.counterpoint,
    methodOfReasoning: present(parsed.methodOfReasoning) ? parsed.methodOfReasoning.trim() : DEFAULTS.methodOfReasoning,
    assumptionsCount: implicit.length + hidden.length,
    originalArgument,
    improvedArgument: present(parsed.improvedVersion) ? parsed.improvedVersion.trim() : originalArgument,
    argumentStructure: {
      premise: explicit.length > 0 ? explicit : [DEFAULTS.premise],
      conclusion: present(parsed.conclusion?.text) ? parsed.conclusion.text.trim() : DEFAULTS.conclusion,
      unstatedAssumptions: hidden,
    },
    components: {
      necessaryAssumptions: necessary ? WEIGHTS.necessaryAssumption : 0,
      flaws: flaws.length,
      sufficientAssumptions: sufficient ? WEIGHTS.sufficientAssumption : 0,
      quantifiers: items(parsed.quantifiers).length > 0 ? WEIGHTS.quantifiers : 0,
    },
    breakdownItems,
    flaw: flawSummary(flaws[0]),
    engine,
  };
  if (note) results.note = note;
  return results;
}
