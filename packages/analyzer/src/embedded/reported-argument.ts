import { REPORTED_CLAIM } from "./claim-cues.js";
import { joinTokens, type Sentence, type Token } from "./nlp.js";

// A reason given inside the reported words: "… that because the adverts show sweets, …", "… that X, since Y".
const REASON = /^(?:because|since)$/;
// A word that turns against what was just said.
const TURN = /^(?:but|however|yet)$/;
// A later sentence that turns against what was reported: "But …", "In fact, …", "They are wrong."
const TURNS_AGAINST =
  /^(?:but|however|yet|still|nevertheless|nonetheless|in fact|actually|in reality|on the contrary)\b|\b(?:wrong|mistaken|misguided|untrue|not true|false|nonsense|a myth|questionable|doubtful|flawed|overlook\w*|ignor\w*|forget\w*)\b/;

const lower = (tokens: Token[]) => joinTokens(tokens).toLowerCase().replace(/[’‘]/g, "'");

export interface ReportedArgument {
  /** "presented": the argument the text makes; "answered": the other side's, which the text turns against. */
  kind: "presented" | "answered";
  /** The sentence's words after its frame ("Dentists claim that"): the reported claim and its reason. */
  words: Token[];
}

/**
 * "Dentists claim that because cartoon adverts show sweets, cartoons harm children's teeth", "Critics argue that the
 * stadium is a waste, since it will sit empty": a sentence that reports someone's whole argument, a claim with its
 * reason. When the text does not turn against it, that argument is the one the text presents, and its frame, like
 * a speaker's label ("Philosopher: …"), only names who argues; when it does ("… They are wrong."), the claim and its
 * reason are both the other side's. Null for any other sentence.
 */
export function reportedArgument(sentences: Sentence[], si: number, tokens: Token[]): ReportedArgument | null {
  const that = frameEnd(tokens);
  if (that < 1) return null;
  // The reported words end where the writer turns against them in the same sentence ("…, but this ignores …").
  const rest = tokens.slice(that + 1);
  const turn = rest.findIndex((t) => TURN.test(t.normal));
  const reported = turn < 0 ? rest : rest.slice(0, turn);
  // A reason and a claim, each of a few words, or no whole argument is reported.
  if (!reported.some((t) => REASON.test(t.normal)) || reported.filter((t) => t.pos !== "PUNCT").length - 1 < 6)
    return null;
  const turned = turn >= 0 || sentences.slice(si + 1).some((s) => TURNS_AGAINST.test(lower(s.tokens)));
  return { kind: turned ? "answered" : "presented", words: rest };
}

/** The index of "that" closing a third party's frame of saying ("Critics argue that"), or -1. */
function frameEnd(tokens: Token[]): number {
  const that = tokens.findIndex((t, k) => k <= 12 && t.normal === "that");
  if (that < 1) return -1;
  const frame = lower(tokens.slice(0, that + 1));
  const m = REPORTED_CLAIM.exec(frame);
  return m && m[0].length === frame.length ? that : -1;
}
