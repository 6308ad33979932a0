import { joinTokens, type Token } from "./nlp.js";

/**
 * "Why should we keep the library? Because it is the only quiet place in town." A why-question that the next
 * sentence answers with "Because …" is no rhetorical question (which would assert "We should not keep the
 * library"): it presupposes its statement and the answer gives the reason for it, so the statement is the claim.
 */

/** Modals keep their place in the statement; a present "do" only carries the question and drops out. */
const AUXILIARIES = new Set(["should", "would", "could", "can", "must", "will", "do"]);

/**
 * "Why should we keep the library?" → "We should keep the library."; null when the question has another shape
 * ("Why did the shop close?" would need the past tense rebuilt, "Why is it late?" a copula moved).
 */
export function presupposition(tokens: Token[]): string | null {
  const words = tokens.filter((t) => t.pos !== "PUNCT");
  if (words[0]?.normal !== "why" || !AUXILIARIES.has(words[1]?.normal ?? "")) return null;
  // The subject runs from after the auxiliary to the main verb.
  const verb = words.findIndex((t, i) => i > 2 && t.pos === "VERB");
  if (verb < 0) return null;
  const subject = joinTokens(words.slice(2, verb));
  const predicate = joinTokens(words.slice(verb));
  const aux = words[1].normal === "do" ? "" : `${words[1].normal} `;
  const text = `${subject} ${aux}${predicate}`.replace(/^i\b/, "I");
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}
