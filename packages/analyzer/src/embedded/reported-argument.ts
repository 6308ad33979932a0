import { REPORTED_CLAIM } from "./claim-cues.js";
import type { Sentence, Token } from "./nlp.js";

// A reason given inside the reported words: "… that because the foods are poor, …", "… that X, since Y".
const REASON = /^(?:because|since)$/;
// A later sentence that turns against what was reported: "But …", "In fact, …", "They are wrong."
const TURNS_AGAINST =
  /^(?:but|however|yet|still|nevertheless|nonetheless|in fact|actually|in reality|on the contrary)\b|\b(?:wrong|mistaken|misguided|untrue|not true|false|nonsense|a myth|questionable|doubtful|flawed|overlook\w*|ignor\w*|forget\w*)\b/;

const lower = (tokens: Token[]) =>
  tokens
    .map((t) => t.space + t.value)
    .join("")
    .trim()
    .toLowerCase()
    .replace(/[’‘]/g, "'");

/**
 * "Health officials claim that because the foods shown are poor, television harms viewers' diets", "Critics argue
 * that the stadium is a waste, since it will sit empty": a sentence that reports someone's whole argument, a claim
 * with its reason. When the text does not turn against it, that argument is the one the text presents, and the
 * frame, like a speaker's label ("Philosopher: …"), names who argues: it is no part of the claim or the reasons.
 * Returns the sentence's tokens without the frame, or as they are.
 */
export function withoutReporter(sentences: Sentence[], si: number, tokens: Token[]): Token[] {
  const that = tokens.findIndex((t, k) => k <= 12 && t.normal === "that");
  if (that < 1) return tokens;
  const frame = lower(tokens.slice(0, that + 1));
  const m = REPORTED_CLAIM.exec(frame);
  if (!m || m[0].length !== frame.length) return tokens;
  const words = tokens.slice(that + 1);
  const reason = words.findIndex((t) => REASON.test(t.normal));
  // A reason and a claim, each of a few words, or no whole argument is reported.
  if (reason < 0 || words.filter((t) => t.pos !== "PUNCT").length - 1 < 6) return tokens;
  const turned =
    words.some((t) => t.normal === "but" || t.normal === "however") ||
    sentences.slice(si + 1).some((s) => TURNS_AGAINST.test(lower(s.tokens)));
  return turned ? tokens : words;
}
