import type { FlawId } from "../../flaw-taxonomy.js";
import { rulesOut } from "../elimination.js";
import { CAUSE_UNKNOWN } from "./causal.js";
import { formalFallacy } from "./formal.js";
import { appealToIgnorance } from "./ignorance.js";
import { adPopulum, popularityNotOffered } from "./populum.js";
import { challengeTurnedAway, objectionPassedBy, turnAnsweredElsewhere } from "./relevance.js";
import { circularReasoning, falseAnalogy, falseDilemma, keptForCredit, loadedQuestion, postHoc } from "./signatures.js";
import { slipperySlope } from "./slope.js";
import { strawMan } from "./straw.js";
import { twoSenses } from "./two-senses.js";

/** A rule names a flaw from the shape of the wording, with the matched words kept for the explanation. */
export interface RuleHit {
  id: FlawId;
  evidence: string;
  /** Strong patterns are near-definitional ("everyone knows, so…"); weak ones only break ties. */
  strong: boolean;
}

interface Rule {
  id: FlawId;
  strong: boolean;
  /** The words that show the flaw in the lower-cased text, or null. */
  detect: (lower: string) => string | null;
}

const AD_POPULUM_STRONG =
  /\b(?:everyone|everybody|all my friends|most people|the majority(?: of people)?|millions of (?:people|users|americans)|nobody|no one|we all)\s+(?:knows?|agrees?|thinks?|believes?|says?|does|uses?|buys?|loves?|wants?|can't be wrong|is doing)\b|\bso many people (?:can't|cannot) be wrong\b|\b(?:so|that|this) many (?:people|users|customers|buyers|fans|viewers|readers|shoppers|players)\s+(?:can't|cant|cannot|couldn't|wouldn't|won't)\b|\b(?:people|customers|buyers|users|parents|reviewers|fans|shoppers) (?:didn't|don't|wouldn't) (?:\w+ ){0,4}for nothing\b|\b(?:show of hands|a vote|voted)\b[^.?!]{0,60}\bfor (?:it|them|the \w+) being (?:safe|true|right|fine|harmless|real)\b|\b(?:it is|it's) (?:common knowledge|what everyone)\b|\bbecause (?:it is|it's) popular\b|\bbest[- ]selling\b|\beveryone (?:else )?is doing it\b/;
// The bandwagon: a crowd doing something, offered as the reason for the reader to do it too.
const BANDWAGON =
  /\b(?:everyone|everybody|all my friends|most people|all (?:the|my) \w+)\b[^.?!]{0,40}\b(?:is|are) (?:now |already )?\w+ing\b[^.?!]{0,60}[,;.]\s*(?:so )?(?:you|we) (?:should|must|ought to|need to|have to)\b/;
const CORRELATION_STRONG =
  /\b(?:ever since|right after|shortly after|soon after)\b[^.?!]{3,80}\b(?:so|therefore|must|caused?|because|that's why|which is why)\b|\bthe (?:more|bigger|higher|larger|less)\b[^,.?!]{2,40},?\s+the (?:more|better|worse|higher|bigger|lower|less|smaller)\b|\bevery time\b[^.?!]{3,60}\b(?:so|therefore|must|causes?)\b/;
// "Either we cut X or we raise fees. Nobody wants higher fees": a crowd that rules out one of two options offered
// is the dilemma's second step, not popularity offered as a reason.
const optionRuledOut = (t: string) =>
  (/\beither\b[^.?!]{2,80}\bor\b/.test(t) && /\b(?:nobody|no one)\s+(?:wants?|likes?|agrees?)\b/.test(t)) ||
  // "Either everyone agrees to work through lunch, or …": the crowd is one of the two options, not a reason.
  /\beither (?:everyone|everybody|all of us|we all)\b/.test(t);
// "If nobody does it by Friday, we lose the slot": a condition on what people do, not a crowd offered as a reason.
const conditional = (t: string, words: string | null) => {
  const at = words === null ? -1 : t.indexOf(words);
  if (at < 0) return false;
  const before = t.slice(Math.max(0, at - 10), at);
  // "When that many people are saying it, there's something in it": a crowd's size, not a condition on it.
  if (/\bwhen\s+$/.test(before)) return !/^(?:so|that|this) many\b/.test(t.slice(at));
  return /\b(?:if|unless|until|in case)\s+$/.test(before);
};
// A crowd's word or habit, then a verdict of truth or worth drawn from it: "everyone on my feed uses this app, so it
// has to be the most accurate", "with that many people saying it, there's obviously something to it". "Everyone I
// know …" is the speaker's own circle: a sample generalised, not a crowd.
const CROWD_VERDICT =
  /\b(?:(?:literally |nearly |almost )?(?:everyone|everybody|every \w+)(?: (?:on|in|at)(?: \w+){1,3})?|thousands of \w+(?: \w+){0,5}|(?:with )?(?:so|that|this) many (?:people|users|customers|fans|parents|members|residents|voters|locals))\s+(?:\w+\s+)?(?:uses?|using|swears?|thinks?|believes?|believing|says?|saying|swearing|agrees?|agreeing|loves?|recommends?|doing|buying|taking|wearing)\b[^.?!]{0,100}?(?:[,.;]\s*|\s)(?:so|therefore|which means)?\s*(?:it|they|this|that|there)(?:'s| is| are|'ve|ve)? (?:has to|have to|got to|must|clearly|obviously|surely|really|definitely)\b/;
const popularity = (t: string) => {
  const strong = match(AD_POPULUM_STRONG)(t) ?? match(CROWD_VERDICT)(t);
  return (conditional(t, strong) ? null : strong) ?? match(BANDWAGON)(t) ?? adPopulum(t);
};
const match = (re: RegExp) => (t: string) => re.exec(t)?.[0] ?? null;

// Most specific shapes first: a loaded question or an appeal to ignorance also contain a "so" or an "if".
const RULES: Rule[] = [
  { id: "loaded_question", strong: true, detect: loadedQuestion },
  { id: "appeal_to_ignorance", strong: true, detect: appealToIgnorance },
  { id: "formal_fallacy", strong: true, detect: formalFallacy },
  {
    id: "ad_populum",
    strong: true,
    detect: (t) => (optionRuledOut(t) || popularityNotOffered(t) ? null : popularity(t)),
  },
  { id: "straw_man", strong: true, detect: strawMan },
  { id: "false_dilemma", strong: true, detect: falseDilemma },
  { id: "slippery_slope", strong: true, detect: slipperySlope },
  {
    id: "false_cause",
    strong: true,
    // A writer who says the cause cannot be told apart ("I can't say which one helped") draws no cause, and one who
    // rules causes out one by one ("It's not the chain, since I replaced it") reasons by elimination.
    detect: (t) =>
      CAUSE_UNKNOWN.test(t) || rulesOut(t) ? null : (match(CORRELATION_STRONG)(t) ?? postHoc(t) ?? keptForCredit(t)),
  },
  { id: "circular_reasoning", strong: true, detect: circularReasoning },
  { id: "false_analogy", strong: true, detect: falseAnalogy },
  { id: "equivocation", strong: true, detect: twoSenses },
  {
    id: "red_herring",
    strong: true,
    detect: (t) => objectionPassedBy(t) ?? challengeTurnedAway(t) ?? turnAnsweredElsewhere(t),
  },
];

/** The matched words as the writer wrote them; a span joined from parts ("A … B … C") is mapped part by part. */
function asWritten(found: string, text: string, lower: string): string {
  return found
    .split(" … ")
    .map((part) => {
      const at = lower.indexOf(part);
      return (at >= 0 ? text.slice(at, at + part.length) : part).trim();
    })
    .join(" … ");
}

export function ruleHits(text: string): RuleHit[] {
  const hits: RuleHit[] = [];
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  for (const rule of RULES) {
    const found = rule.detect(lower);
    if (!found) continue;
    hits.push({ id: rule.id, evidence: asWritten(found, text, lower), strong: rule.strong });
  }
  return hits;
}

const CONTENT = /[a-z]{4,}/g;

/** A conclusion that only restates a premise in other order assumes what it sets out to prove. */
export function restatesPremise(conclusion: string, premises: string[]): string | null {
  const c = new Set(conclusion.toLowerCase().match(CONTENT) ?? []);
  if (c.size < 2) return null;
  for (const p of premises) {
    const w = new Set(p.toLowerCase().match(CONTENT) ?? []);
    if (w.size < 2) continue;
    const shared = [...c].filter((x) => w.has(x)).length;
    if (shared / c.size >= 0.8 && shared / w.size >= 0.8) return p;
  }
  return null;
}
