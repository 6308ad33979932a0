import type { AnalysisResults } from "@app/contracts";
import { useLocation } from "react-router";
import { useHistory } from "../analyzer/api";
import { sampleAnalysis } from "./data/sample-analysis";

export type DashboardSource = "navigation" | "latest" | "sample";

interface NavigationState {
  analysisResults?: AnalysisResults;
  originalArgument?: string;
}

const isResults = (v: unknown): v is AnalysisResults =>
  !!v && typeof v === "object" && "argumentStructure" in v && "breakdownItems" in v;

/**
 * The dashboard's data (spec 001 §2): results passed in navigation state, else the user's latest saved analysis,
 * else the built-in sample. `ready` is false while the history is still loading.
 */
export function useDashboardData(): {
  ready: boolean;
  results: AnalysisResults;
  originalArgument: string;
  source: DashboardSource;
} {
  const state = (useLocation().state ?? null) as NavigationState | null;
  const passed = isResults(state?.analysisResults) ? state.analysisResults : null;
  const history = useHistory(!passed);

  if (passed) {
    return {
      ready: true,
      results: passed,
      originalArgument: state?.originalArgument ?? passed.originalArgument,
      source: "navigation",
    };
  }
  const latest = history.data?.[0];
  if (latest) {
    return { ready: true, results: latest.analysisResults, originalArgument: latest.argumentText, source: "latest" };
  }
  return {
    ready: !history.isPending,
    results: sampleAnalysis,
    originalArgument: sampleAnalysis.originalArgument,
    source: "sample",
  };
}
