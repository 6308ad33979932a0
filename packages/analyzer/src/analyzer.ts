import { analyzeEmbeddedDetail } from "./embedded/analyze-embedded.js";
import { EMBEDDED_MODEL } from "./embedded/version.js";
import { createLlmEngine, type LlmConfig } from "./llm/llm-engine.js";
import { process } from "./process.js";
import type { AnalyzeOutcome } from "./types.js";

export type AnalyzerConfig = { engine: "embedded" } | ({ engine: "llm" } & LlmConfig);

export interface Analyzer {
  analyze(text: string): Promise<AnalyzeOutcome>;
}

/** One interface over both engines; the embedded one is the default and needs nothing. */
export function createAnalyzer(config: AnalyzerConfig = { engine: "embedded" }): Analyzer {
  if (config.engine === "llm") return createLlmEngine(config);
  return {
    async analyze(text: string): Promise<AnalyzeOutcome> {
      const { parsed, notArgument } = analyzeEmbeddedDetail(text);
      const processed = process(parsed, text, "embedded", notArgument ?? undefined);
      return { parsed, processed, engine: "embedded", model: EMBEDDED_MODEL };
    },
  };
}

/**
 * Reads ANALYZER_ENGINE (embedded | llm), LLM_BASE_URL, LLM_API_KEY, LLM_MODEL and LLM_TIMEOUT_MS.
 * The language model is used only when asked for and fully configured.
 */
export function analyzerConfigFromEnv(
  env: Record<string, string | undefined> = globalThis.process.env,
): AnalyzerConfig {
  const wantsLlm = (env.ANALYZER_ENGINE ?? "").toLowerCase() === "llm";
  if (!wantsLlm || !env.LLM_BASE_URL || !env.LLM_MODEL) return { engine: "embedded" };
  const timeout = Number(env.LLM_TIMEOUT_MS);
  return {
    engine: "llm",
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
  };
}
