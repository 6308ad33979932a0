import { z } from "zod";
import type { ParsedAnalysis } from "../types.js";

// Models drift between a string and a list, or nest the conclusion; accept both shapes, then normalise.
const text = z
  .union([z.string(), z.array(z.string()), z.null()])
  .optional()
  .transform((v) => (Array.isArray(v) ? v.join(" ") : (v ?? "")).trim());
const list = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.null()])
  .optional()
  .transform((v) => (Array.isArray(v) ? v.map(String) : v ? [v] : []).map((s) => s.trim()).filter(Boolean));

export const ReplySchema = z.object({
  ifThenStructure: text,
  necessaryAssumption: text,
  sufficientAssumption: text,
  conclusion: z
    .union([z.object({ text, type: text }), z.string()])
    .optional()
    .transform((c) => (typeof c === "string" ? { text: c.trim(), type: "" } : (c ?? { text: "", type: "" }))),
  conclusionType: text,
  unstatedRule: text,
  methodOfReasoning: text,
  logicalFlaws: list,
  quantifiers: list,
  premiseSets: z
    .object({ explicit: list, implicit: list })
    .optional()
    .transform((p) => p ?? { explicit: [], implicit: [] }),
  possibleCounter: text,
  unstatedAssumptions: list,
  improvedVersion: text,
});

/** Validates a model's JSON object and returns it in the contract's shape, or null when it is not one. */
export function toParsedAnalysis(value: unknown): ParsedAnalysis | null {
  const result = ReplySchema.safeParse(value);
  if (!result.success) return null;
  const r = result.data;
  if (!r.conclusion.text && r.logicalFlaws.length === 0 && !r.methodOfReasoning) return null;
  return {
    ifThenStructure: r.ifThenStructure,
    necessaryAssumption: r.necessaryAssumption,
    sufficientAssumption: r.sufficientAssumption,
    conclusion: { text: r.conclusion.text, type: r.conclusion.type || r.conclusionType },
    unstatedRule: r.unstatedRule,
    methodOfReasoning: r.methodOfReasoning,
    logicalFlaws: r.logicalFlaws,
    quantifiers: r.quantifiers,
    premiseSets: r.premiseSets,
    possibleCounter: r.possibleCounter,
    unstatedAssumptions: r.unstatedAssumptions,
    improvedVersion: r.improvedVersion,
  };
}
