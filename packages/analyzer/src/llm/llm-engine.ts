import { analyzeEmbeddedDetail } from "../embedded/analyze-embedded.js";
import { stripMarkup } from "../embedded/markup.js";
import { EMBEDDED_MODEL } from "../embedded/version.js";
import { process } from "../process.js";
import { parseLabelledReply } from "../reply-parser.js";
import type { AnalyzeOutcome, ParsedAnalysis } from "../types.js";
import { SYSTEM_PROMPT } from "./prompt.js";
import { toParsedAnalysis } from "./reply-schema.js";

export const LLM_UNAVAILABLE_NOTE =
  "The language model was unavailable, so this analysis comes from the built-in engine.";

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Called once per failed attempt, with a reason that never contains the key. */
  onError?: (reason: string) => void;
}

class AttemptError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly dropResponseFormat = false,
  ) {
    super(message);
  }
}

function extractJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  const body = (fenced ? fenced[1] : content).trim();
  const start = body.indexOf("{");
  const end = body.lastIndexOf("}");
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

/** JSON matching the contract first; plain labelled text (the spec's reply format) second. */
export function readReply(content: string, argument: string): ParsedAnalysis | null {
  const json = extractJson(content);
  if (json !== undefined) {
    const parsed = toParsedAnalysis(json);
    if (parsed) return parsed;
  }
  const labelled = parseLabelledReply(content, argument);
  return labelled.conclusion.text || labelled.logicalFlaws.length > 0 ? labelled : null;
}

export function createLlmEngine(config: LlmConfig) {
  const fetchImpl = config.fetch ?? globalThis.fetch;
  const timeoutMs = config.timeoutMs ?? 20_000;
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  async function attempt(argument: string, jsonMode: boolean): Promise<ParsedAnalysis> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;
      const body = {
        model: config.model,
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          { role: "user", content: argument },
        ],
        temperature: 0,
        ...(jsonMode ? { response_format: { type: "json_object" } } : {}),
      };
      const res = await fetchImpl(url, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      if (!res.ok) {
        const detail = await res.text().catch(() => "");
        // Some local servers reject response_format; the retry then asks without it.
        const dropFormat = res.status === 400 && /response_format|json_object/i.test(detail);
        throw new AttemptError(`HTTP ${res.status}`, res.status >= 500 || res.status === 429 || dropFormat, dropFormat);
      }
      const data = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = data.choices?.[0]?.message?.content;
      if (typeof content !== "string" || !content.trim()) throw new AttemptError("empty reply", true);
      const parsed = readReply(content, argument);
      if (!parsed) throw new AttemptError("reply matched neither JSON nor labelled text", true);
      return parsed;
    } catch (err) {
      if (err instanceof AttemptError) throw err;
      const reason = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : "network error";
      throw new AttemptError(reason, true);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async analyze(text: string): Promise<AnalyzeOutcome> {
      // A greeting, a lone question or claim, a list or code is answered as such without asking the model, which
      // would otherwise invent a conclusion and assumptions around nothing.
      const embedded = analyzeEmbeddedDetail(text);
      const fromEmbedded = (note: string): AnalyzeOutcome => ({
        parsed: embedded.parsed,
        processed: process(embedded.parsed, text, "embedded", note),
        engine: "embedded",
        model: EMBEDDED_MODEL,
      });
      if (embedded.notArgument) return fromEmbedded(embedded.notArgument);
      let jsonMode = true;
      for (let tries = 0; tries < 2; tries++) {
        try {
          // The model reads what a browser would show: tags, scripts and styles are not the argument.
          const parsed = await attempt(stripMarkup(text), jsonMode);
          return { parsed, processed: process(parsed, text, "llm"), engine: "llm", model: config.model };
        } catch (err) {
          const e = err as AttemptError;
          config.onError?.(e.message);
          if (!e.retryable) break;
          if (e.dropResponseFormat) jsonMode = false;
        }
      }
      return fromEmbedded(LLM_UNAVAILABLE_NOTE);
    },
  };
}
