import { sentencesAtStops } from "./sentences.js";

/** A chain of consequences from a first step: several predicted steps, each "will" the next (slippery slope). */
const SLOPE_PHRASE =
  /\bnext thing (?:you|we) know\b|\bif\b[^.?!]{3,80}(?:'ll|\bwill|\bwould)\b[^.?!]{3,80}\band then\b[^.?!]{2,60}(?:'ll|\bwill|\bwould)\b|\bif\b[^.?!]{3,80}(?:'ll|\bwill|\bwould)\b[^.?!]{0,60}\bnext\b|\bif (?:we|you|they|i)\b[^.?!]{3,80}(?:\bwill|'ll)(?: \w+)? (?:soon|eventually|inevitably|ultimately)\b|\bif\b[^.?!]{0,60}\btoday\b[^.?!]{0,60}\btomorrow\b|\b(?:yesterday|today)\b[\s\S]{0,80}\b(?:today|now)\b[\s\S]{0,80}\b(?:tomorrow|someday|one day|next)\b|\b(?:let|allow)\b[^.?!]{0,100}[.!?]?\s*next,? (?:he|she|they|you|we|it)(?:'s|'re|'ll| is| are| will)\b|\bbefore (?:you|we) know it\b|\bbefore long\b|\bwhere (?:will|does) it (?:end|stop)\b|\bslippery slope\b|\bonce (?:you|we|they) (?:start|begin|allow|let)\b[^.?!]{0,80}\b(?:never stop|no stopping|will\b)|\bonce (?:the \w+|you|we|they) (?:starts?|begins?|allows?|lets?|permits?)\b[^.?!]{0,80}\bwill\b[^.?!]{0,80}\band\b[^.?!]{0,40}\bwill (?:collapse|fail|end|die|disappear|be ruined|go bankrupt|fall apart|stop)\b|\b(?:will|would) (?:eventually |soon |inevitably |ultimately )?lead to\b[^.?!]{3,80}\b(?:which|and then|then)\b[^.?!]{0,40}\b(?:will|would)\b|\bif (?:we|you|they|i) (?:allow|let|accept|permit|start|begin|keep|give in|ban|legali[sz]e)\b[^.?!]{3,60}\b(?:soon|next|eventually|then|before long|one day)\b[^.?!]{0,60}(?:\b(?:will|would)\b|'ll\b)|\b(?:will|would) (?:eventually |soon |inevitably |ultimately )?lead to nothing but\b/;
const STEP = /\b(?:will|would|won't|wouldn't|is going to|are going to)\b|'ll\b/g;
// The first step is a choice someone makes ("if we allow …"); a condition on a fact or a general law ("if people
// practise daily, they will become experts") predicts one step, not a slide.
const FIRST_STEP =
  /\b(?:(?:if|once) (?:we|you|they|i|it's|it is|that's|this is|the (?:government|council|city|state|school|company|university))\b|allowing|letting)\b/;
// Three predicted steps listed in one sentence ("the kids will skip …, the team will collapse, and the club will
// lose …") are a chain without a word of succession.
const LISTED_STEPS = /\bwill\b[^.?!]{2,80},[^.?!]{2,80}\bwill\b[^.?!]{2,80},? and\b[^.?!]{2,80}\bwill\b/;

/**
 * The slide read by its parts, whatever the wording: predicted consequences ("will", "would", "'ll", or a step that
 * "follows") linked into a chain by words of succession ("then", "next", "soon", "until", "in the end", "within a
 * year", "the first step toward"), running either through two links or through one link to an extreme end ("every",
 * "never", "nobody", "altogether", "collapse"). Words that report support for a step (a study, figures, "because")
 * make it a reasoned forecast instead.
 */
const LINK =
  /\b(?:(?<!\b(?:before|by|since|until|till|back|and only|only) )then|next(?! (?:week|month|year|day|time|morning|evening|summer|winter|spring|autumn|season|door)\b)|soon|eventually|finally|ultimately|inevitably|until|tomorrow|before long|in the end|by the end|(?:would|will|'ll) follow|follows?(?! that\b)|leads? (?:straight |directly )?to|lead (?:straight |directly )?to|the first step (?:toward|towards|to)|where it (?:starts|begins)|how it (?:starts|begins)|a short (?:road|step|path) to|end (?:up |with )|ends? up\b|(?:within|inside) (?:a|an|one|two|three|a few|\d+) (?:days?|weeks?|months?|years?|decades?|seasons?|generations?)|by (?:christmas|friday|monday|the weekend|next (?:week|month|year)|forty|fifty|thirty))\b/g;
const PREDICTED =
  /\b(?:will|would|won't|wouldn't|is going to|are going to|follows?|(?:would|will) follow|turns? into)\b|'ll\b|\bmeans\b/;
const EXTREME_END =
  /\b(?:all|every(?! (?:day|week|month|year|morning|evening|night|time)\b)|everyone|everything|entire|whole|never|nobody|no one|nothing|at all|altogether|forever|for good|collapse|disappear\w*|dissolve|gone|ghost town|halt|empty|ruin\w*|nowhere)\b/;
const SUPPORTED_STEP =
  /\b(?:because|since|data|figures|studies|study|survey|records?|evidence|trial|research|according to)\b/;

const A_STEP =
  /\b(?:if|once|the moment|as soon as|let|lets|letting|allow\w*|permit\w*|give|start\w*|begin\w*|approv\w*|accept\w*|toleratin?g?e?|skip|cut\w*|put|raise|rais\w+|one|a single|first step|today|it starts|excus\w*|legali[sz]\w*|requir\w*|capp?\w*|charg\w*|ban\w*|introduc\w*|opposed|opposing|warn\w*|predict\w*|refus\w*|resist\w*|argu\w*)\b/i;

function chainOfSteps(t: string): string | null {
  if (SUPPORTED_STEP.test(t)) return null;
  const sentences = sentencesAtStops(t);
  for (let i = 0; i < sentences.length; i++) {
    const chain = sentences.slice(i, i + 3).join(" ");
    // A slide starts from a step someone takes or allows; a forecast of what will "ultimately" be true does not.
    if (!PREDICTED.test(chain) || !A_STEP.test(sentences[i])) continue;
    // "If A, then B" is one conditional, not a link in a chain.
    const links = chain.replace(/\bif\b([^.?!]*?),?\s+then\b/gi, "if$1,").match(LINK) ?? [];
    const first = links[0];
    if (!first) continue;
    // One link needs an extreme end in the words it leads to, up to the end of its sentence.
    const after = chain.slice(chain.indexOf(first)).split(/[.!?](?:\s|$)/)[0];
    if (links.length >= 2 || (links.length === 1 && EXTREME_END.test(after))) return sentences[i];
  }
  return null;
}

export function slipperySlope(t: string): string | null {
  const phrase = SLOPE_PHRASE.exec(t);
  if (phrase) return phrase[0];
  const chain = chainOfSteps(t);
  if (chain) return chain;
  // Three predicted steps or more within a few sentences of a first step, and a word that chains them.
  const sentences = sentencesAtStops(t);
  for (let i = 0; i < sentences.length; i++) {
    if (!FIRST_STEP.test(sentences[i])) continue;
    const chain = sentences.slice(i, i + 3).join(" ");
    const steps = (chain.match(STEP) ?? []).length;
    if (
      steps >= 4 ||
      (steps >= 3 && LISTED_STEPS.test(sentences[i])) ||
      (steps >= 3 &&
        /\b(?:then|next|soon|eventually|until|this|that|which|end up|ends up|in the end|before long)\b/.test(chain))
    )
      return sentences[i].slice(0, 80);
  }
  return null;
}
