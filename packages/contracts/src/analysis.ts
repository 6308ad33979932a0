import { z } from "zod";
import { ARGUMENT_MAX, ARGUMENT_TOO_LONG, EMPTY_ARGUMENT } from "./analysis-limits.js";

export const ArgumentText = z
  .string({ error: EMPTY_ARGUMENT })
  .trim()
  .min(1, EMPTY_ARGUMENT)
  .max(ARGUMENT_MAX, ARGUMENT_TOO_LONG);

export const BreakdownItem = z.object({
  type: z.string().max(100),
  text: z.string().max(20_000),
  category: z.string().max(100),
  severity: z.string().max(20),
});
export type BreakdownItem = z.infer<typeof BreakdownItem>;

const Text = z.string().max(50_000);
const List = z.array(Text).max(200);

/** The processed AnalysisResults of spec 001 §3, plus the flaw summary and the engine that made it. */
export const AnalysisResults = z.object({
  conclusionType: Text,
  keyFlaw: Text,
  counterpoint: Text,
  methodOfReasoning: Text,
  assumptionsCount: z.number().int().min(0).max(1000),
  originalArgument: Text,
  improvedArgument: Text,
  argumentStructure: z.object({ premise: List, conclusion: Text, unstatedAssumptions: List }),
  components: z.object({
    necessaryAssumptions: z.number(),
    flaws: z.number(),
    sufficientAssumptions: z.number(),
    quantifiers: z.number(),
  }),
  breakdownItems: z.array(BreakdownItem).max(200),
  flaw: z.object({ type: z.string().max(100), name: z.string().max(200), explanation: Text }).optional(),
  engine: z.enum(["embedded", "llm"]).optional(),
  note: Text.optional(),
});
export type AnalysisResults = z.infer<typeof AnalysisResults>;

export const AnalyzeRequest = z.strictObject({ argument: ArgumentText });
export type AnalyzeRequest = z.infer<typeof AnalyzeRequest>;
export const AnalyzeReply = z.object({
  success: z.literal(true),
  analysisResults: AnalysisResults,
  engine: z.string(),
  model: z.string(),
  responseTimeMs: z.number(),
});
export type AnalyzeReply = z.infer<typeof AnalyzeReply>;

/** A history entry (spec 001 §3): id, timestamp, argumentText, analysisResults. */
export const HistoryEntry = z.object({
  id: z.string(),
  timestamp: z.string(),
  argumentText: z.string(),
  analysisResults: AnalysisResults,
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const SaveAnalysisRequest = z.strictObject({
  originalArgument: ArgumentText,
  processedAnalysis: AnalysisResults,
});
export type SaveAnalysisRequest = z.infer<typeof SaveAnalysisRequest>;
export const SaveAnalysisReply = z.object({ success: z.literal(true), id: z.string(), entry: HistoryEntry });

export const HISTORY_LIMIT = 50;
export const HistoryReply = z.object({ success: z.literal(true), history: z.array(HistoryEntry) });
export type HistoryReply = z.infer<typeof HistoryReply>;

export const DeleteAnalysisRequest = z.strictObject({
  analysisId: z.uuid({ error: "A valid analysisId is required" }),
});
export const AnalysisReply = z.object({ success: z.literal(true), analysis: HistoryEntry });
export type AnalysisReply = z.infer<typeof AnalysisReply>;
