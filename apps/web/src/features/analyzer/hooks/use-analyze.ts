import { type AnalysisResults, EMPTY_ARGUMENT } from "@app/contracts";
import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { track } from "../../events/track";
import { analyzeArgument, useSaveAnalysis } from "../api";
import { firstFewWords, wordCount } from "../lib/labels";

export type AnalyzeState =
  | { status: "idle"; results: null; error: null }
  | { status: "loading"; results: null; error: null }
  | { status: "success"; results: AnalysisResults; error: null }
  | { status: "error"; results: null; error: string };

const IDLE: AnalyzeState = { status: "idle", results: null, error: null };

/**
 * The analyzer's flow (spec 001 §4): idle -> loading (previous results and error cleared) -> results or error,
 * with the §7 analytics events; a successful result is then saved to history, and a failed save only warns.
 */
export function useAnalyze(onSaved: (id: string) => void) {
  const [state, setState] = useState<AnalyzeState>(IDLE);
  const save = useSaveAnalysis();

  async function analyze(argument: string) {
    const text = argument.trim();
    const stats = {
      argumentLength: argument.length,
      timestamp: new Date().toISOString(),
      wordCount: wordCount(argument),
    };
    if (!text) {
      track({ name: "analyzer_empty_input", page: "analyzer" });
      setState({ status: "error", results: null, error: EMPTY_ARGUMENT });
      return;
    }
    setState({ status: "loading", results: null, error: null });
    track({
      name: "analyze_argument",
      page: "analyzer",
      props: { ...stats, hasError: false, firstFewWords: firstFewWords(text) },
    });
    const started = performance.now();
    try {
      const reply = await analyzeArgument(text);
      const results = reply.analysisResults;
      setState({ status: "success", results, error: null });
      track({
        name: "analysis_success",
        page: "analyzer",
        props: {
          ...stats,
          timestamp: new Date().toISOString(),
          responseTime: Math.round(performance.now() - started),
          hasResults: !!results,
        },
      });
      save.mutate(
        { originalArgument: text, processedAnalysis: results },
        {
          onSuccess: (saved) => onSaved(saved.id),
          onError: (err) => console.warn("Failed to save analysis to history", err),
        },
      );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      setState({ status: "error", results: null, error: `Failed to analyze argument. ${message}` });
      track({
        name: "analysis_error",
        page: "analyzer",
        props: {
          ...stats,
          timestamp: new Date().toISOString(),
          errorType: err instanceof ApiError ? (err.status === 0 ? "network" : "api") : "unknown",
          statusCode: err instanceof ApiError ? err.status : null,
        },
      });
    }
  }

  return { state, analyze, reset: () => setState(IDLE) };
}
