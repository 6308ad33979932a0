import type { FlawId } from "../../flaw-taxonomy.js";

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
  pattern: RegExp;
}

// Each pattern is the textbook signature of its fallacy (Walton, Damer, Copi), written by hand.
const RULES: Rule[] = [
  {
    id: "ad_populum",
    strong: true,
    pattern:
      /\b(?:everyone|everybody|all my friends|most people|the majority(?: of people)?|millions of (?:people|users|americans)|nobody|no one|we all)\s+(?:knows?|agrees?|thinks?|believes?|says?|does|uses?|buys?|loves?|wants?|can't be wrong|is doing)\b|\bso many people (?:can't|cannot) be wrong\b|\b(?:it is|it's) (?:common knowledge|what everyone)\b|\bbecause (?:it is|it's) popular\b|\bbest[- ]selling\b|\beveryone (?:else )?is doing it\b/i,
  },
  {
    id: "false_dilemma",
    strong: true,
    pattern:
      /\beither\s+[^.?!]{2,80}?\s+or\s+[^.?!]{2,80}|\b(?:there are|we have) only two (?:options|choices|ways|possibilities)\b|\byou(?:'re| are) either with\b|\bthe only (?:alternative|other option) is\b/i,
  },
  {
    id: "slippery_slope",
    strong: true,
    pattern:
      /\bnext thing you know\b|\bbefore (?:you|we) know it\b|\bwhere (?:will|does) it (?:end|stop)\b|\bslippery slope\b|\b(?:will|would) (?:eventually |soon |inevitably )?lead to\b[^.?!]{3,80}\b(?:which|and then|then)\b[^.?!]{0,40}\b(?:will|would)\b|\bif we (?:allow|let|accept|permit)\b[^.?!]{3,60}\b(?:soon|next|eventually|then)\b[^.?!]{0,60}\b(?:will|would)\b/i,
  },
  {
    id: "false_cause",
    strong: true,
    pattern:
      /\b(?:ever since|right after|shortly after|soon after)\b[^.?!]{3,80}\b(?:so|therefore|must|caused?|because|that's why|which is why)\b|\bthe (?:more|bigger|higher|larger|less)\b[^,.?!]{2,40},?\s+the (?:more|better|worse|higher|bigger|lower|less|smaller)\b|\bevery time\b[^.?!]{3,60}\b(?:so|therefore|must|causes?)\b/i,
  },
  {
    id: "straw_man",
    strong: true,
    pattern:
      /\bso (?:you(?:'re| are)|he(?:'s| is)|she(?:'s| is)|they(?:'re| are)) (?:basically |essentially |really )?saying\b|\bmy opponent (?:wants|thinks|believes|says)\b|\b(?:they|you|he|she) (?:just |simply |basically )?want(?:s)? to (?:ban|destroy|abolish|take away|get rid of) (?:all|every|everything|our)\b/i,
  },
  {
    id: "circular_reasoning",
    strong: true,
    pattern:
      /\b(?:because|since) (?:it|that|this) is (?:true|right|the case|so)\b|\bis true because it is true\b|\bbecause (?:the bible|it) says so\b/i,
  },
];

export function ruleHits(text: string): RuleHit[] {
  const hits: RuleHit[] = [];
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  for (const rule of RULES) {
    const m = rule.pattern.exec(lower);
    if (m) hits.push({ id: rule.id, evidence: text.slice(m.index, m.index + m[0].length).trim(), strong: rule.strong });
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
