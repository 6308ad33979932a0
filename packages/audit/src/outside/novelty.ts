import { analyzeEmbedded } from "@app/analyzer";
import { contentWords, stem } from "../text.js";
import type { Finding, PriorArtReference } from "../types.js";

export interface NoveltyResult {
  argument: string;
  conclusion: string;
  assumptions: string[];
}

/**
 * The inventor's two or three sentences on why the invention is new and not obvious, read by the embedded argument
 * analyzer (deterministic, offline). Its hidden assumptions are what an examiner will test against the prior art.
 */
export function readNoveltyArgument(argument: string): NoveltyResult | null {
  if (!argument.trim()) return null;
  const parsed = analyzeEmbedded(argument);
  // Only the assumptions about this invention: the analyzer also lists general ones ('the reasons stated are
  // true') that share no word with the argument and would be the same for every inventor.
  const own = new Set(contentWords(argument).map((w) => stem(w.text)));
  const assumptions = [...new Set([parsed.necessaryAssumption, ...parsed.unstatedAssumptions].map((a) => a.trim()))]
    .filter((a) => a && contentWords(a).some((w) => own.has(stem(w.text))))
    .slice(0, 5);
  return { argument, conclusion: parsed.conclusion.text, assumptions };
}

const overlap = (a: string, b: string) => {
  const left = new Set(contentWords(a).map((w) => stem(w.text)));
  return contentWords(b).filter((w) => left.has(stem(w.text))).length;
};

/** One finding per hidden assumption, beside the closest patent that shares its words, when the search found one. */
export function noveltyFindings(result: NoveltyResult, references: PriorArtReference[]): Finding[] {
  return result.assumptions.map((assumption) => {
    const said = assumption.replace(/[.\s]+$/, "");
    const closest = references
      .map((r) => ({ r, score: overlap(assumption, `${r.title} ${r.shared.join(" ")}`) }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score)[0]?.r;
    return {
      check: "novelty.assumption",
      ground: "novelty" as const,
      severity: "consider" as const,
      place: null,
      excerpt: assumption,
      why: closest
        ? `Your argument assumes: '${said}'. ${closest.number} (${closest.title}) shares ${closest.shared.join(", ")}: check whether it already does this.`
        : `Your argument assumes: '${said}'. An examiner will look for a patent that shows otherwise.`,
      fix: "Check the assumption against the closest patents; if it holds, say so in the description with the reason, if not, narrow the argument.",
      step: "Review" as const,
      references: closest ? [closest] : undefined,
    };
  });
}
