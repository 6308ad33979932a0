import { REPORTED_CLAIM } from "./claim-cues.js";
import type { Sentence, Token } from "./nlp.js";

// A reason given inside the reported words: "… that because the foods are poor, …", "… that X, since Y".
const REASON = /^(?:because|since)$/;
// A word that turns against what was just said.
const TURN = /^(?:but|however|yet)$/;
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
 * with its reason. When the text does not turn against it, that argument is the one the text presents ("presented");
 * when it does ("… They are wrong."), the claim and its reason are both the other side's ("answered").
 */
export function reportedArgument(sentences: Sentence[], si: number, tokens: Token[]): "presented" | "answered" | null {
  const that = frameEnd(tokens);
  if (that < 1) return null;
  // The reported words end where the writer turns against them in the same sentence ("…, but this ignores …").
  const rest = tokens.slice(that + 1);
  const turn = rest.findIndex((t) => TURN.test(t.normal));
  const words = turn < 0 ? rest : rest.slice(0, turn);
  // A reason and a claim, each of a few words, or no whole argument is reported.
  if (!words.some((t) => REASON.test(t.normal)) || words.filter((t) => t.pos !== "PUNCT").length - 1 < 6) return null;
  const turned = turn >= 0 || sentences.slice(si + 1).some((s) => TURNS_AGAINST.test(lower(s.tokens)));
  return turned ? "answered" : "presented";
}

/** The index of "that" closing a third party's frame of saying ("Critics argue that"), or -1. */
function frameEnd(tokens: Token[]): number {
  const that = tokens.findIndex((t, k) => k <= 12 && t.normal === "that");
  if (that < 1) return -1;
  const frame = lower(tokens.slice(0, that + 1));
  const m = REPORTED_CLAIM.exec(frame);
  return m && m[0].length === frame.length ? that : -1;
}

/**
 * The tokens of a presented argument's sentence without its frame, which, like a speaker's label ("Philosopher:
 * …"), names who argues and is no part of the claim or the reasons; any other sentence as it is.
 */
export function withoutReporter(sentences: Sentence[], si: number, tokens: Token[]): Token[] {
  return reportedArgument(sentences, si, tokens) === "presented" ? tokens.slice(frameEnd(tokens) + 1) : tokens;
}
