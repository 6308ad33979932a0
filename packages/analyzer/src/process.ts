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
  if (keyFlaw === undefined) return { type: NO_FLAW.id, name: NO_FLAW.name, explanation: DEFAULTS.keyFlaw };
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
  const flaws = items(parsed.logicalFlaws);
  const implicit = items(parsed.premiseSets?.implicit);
  const hidden = items(parsed.unstatedAssumptions);
  const explicit = splitLongPremises(items(parsed.premiseSets?.explicit));
  const necessary = present(parsed.necessaryAssumption) ? parsed.necessaryAssumption.trim() : "";
  const sufficient = present(parsed.sufficientAssumption) ? parsed.sufficientAssumption.trim() : "";
  const rule = present(parsed.unstatedRule) ? parsed.unstatedRule.trim() : "";

  const breakdownItems: BreakdownItem[] = [
    ...flaws.map((f) => item("Flaw", f)),
    ...(necessary ? [item("Necessary Assumption", necessary)] : []),
    ...(sufficient ? [item("Sufficient Assumption", sufficient)] : []),
    ...(rule ? [item("Unstated Rule", rule)] : []),
    ...implicit.map((p) => item("Implicit Premise", p)),
  ];

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
