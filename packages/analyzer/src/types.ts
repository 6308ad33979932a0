/** The spec's "parsed model output" (001 §3): what an engine produces before processing. */
export interface ParsedAnalysis {
  ifThenStructure: string;
  necessaryAssumption: string;
  sufficientAssumption: string;
  conclusion: { text: string; type: string };
  unstatedRule: string;
  methodOfReasoning: string;
  logicalFlaws: string[];
  quantifiers: string[];
  premiseSets: { explicit: string[]; implicit: string[] };
  possibleCounter: string;
  unstatedAssumptions: string[];
  improvedVersion: string;
}

export type BreakdownType =
  | "Flaw"
  | "Necessary Assumption"
  | "Sufficient Assumption"
  | "Unstated Rule"
  | "Implicit Premise";
export type BreakdownCategory = "Logical" | "Assumption" | "Rule" | "Premise";
export type Severity = "High" | "Medium" | "Low";

export interface BreakdownItem {
  type: BreakdownType;
  text: string;
  category: BreakdownCategory;
  severity: Severity;
}

export type EngineName = "embedded" | "llm";

/** The flaw as the UI names it: a taxonomy entry plus a sentence about this text. */
export interface FlawSummary {
  type: string;
  name: string;
  explanation: string;
}

/** The spec's processed "AnalysisResults" (001 §3), plus which engine produced it. */
export interface AnalysisResults {
  conclusionType: string;
  keyFlaw: string;
  counterpoint: string;
  methodOfReasoning: string;
  assumptionsCount: number;
  originalArgument: string;
  improvedArgument: string;
  argumentStructure: {
    premise: string[];
    conclusion: string;
    unstatedAssumptions: string[];
  };
  components: {
    necessaryAssumptions: 25 | 0;
    flaws: number;
    sufficientAssumptions: 25 | 0;
    quantifiers: 15 | 0;
  };
  breakdownItems: BreakdownItem[];
  flaw: FlawSummary;
  engine: EngineName;
  note?: string;
}

/** What every engine returns from analyze(). */
export interface AnalyzeOutcome {
  parsed: ParsedAnalysis;
  processed: AnalysisResults;
  engine: EngineName;
  model: string;
}
