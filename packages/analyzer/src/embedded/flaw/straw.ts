import { sentencesAtStops, throughSentence } from "./sentences.js";

/** The other side's view replaced by an extreme one: "so you're saying…", "they just want to ban everything". */
const STRAW = new RegExp(
  String.raw`\bso,? (?:what )?you(?:'d| would) rather\b|\b(?:oh|what),? so (?:\w+ ){0,2}(?:aren't|isn't|are not|is not|can't) (?:allowed|supposed)\b|\bwhat,? so (?:nobody|no one|everyone|we|i|you)(?:'s| is| are|'re)? (?:not |never )?(?:allowed|supposed|meant|expected)\b|\bso,? (?:what )?(?:you(?:'re| are)|he(?:'s| is)|she(?:'s| is)|they(?:'re| are)|you) (?:just |basically |essentially |really |actually )?(?:saying|telling|suggesting|think|believe|want|mean)\b|\bmy opponent (?:wants|thinks|believes|says)\b|\b(?:you|he|she|they|who) (?:just |simply |basically |obviously |clearly |really |only )?(?:want|wants) (?:to |us to )?(?:ban|destroy|abolish|take away|get rid of|control|force|outlaw|punish) [^.?!]{0,30}\b(?:all|every|everything|everyone|our|us|any|whole|entire)\b|\bwhy (?:is|are|does|do) (?:he|she|they|you) (?:\w+ )?(?:forcing|want(?:ing)? to (?:ban|destroy|take|force))\b|\b(?:people|those|anyone) who (?:don't|do not|didn't|won't|oppose|disagree|thinks? otherwise)\b[^.?!]{0,60}\b(?:hates?|don't care|do not care|want to destroy)\b|\b(?:you|they) (?:must|obviously|clearly) (?:hate|don't care about|want to destroy)\b|\b(?:clearly|obviously|apparently),? (?:he|she|they|you) (?:doesn't|don't|does not|do not) care (?:about|for)\b|\bif you (?:don't|do not)\b[^.?!]{1,50}\byou (?:hate|don't care|do not care)\b|\bso you(?:'re| are) (?:just )?(?:against|for|in favou?r of)\b` +
    // "I can't believe you want the library shut for good", "so I guess you want everyone to lose their jobs".
    String.raw`|\b(?:can't|cannot) believe (?:that )?(?:he|she|they|you) (?:want|wants|hates?|(?:doesn't|don't) (?:care|believe in|support|want))\b|\b(?:so|oh|well),? i (?:guess|suppose|take it),? (?:that )?(?:you|he|she|they) (?:just )?(?:want|wants|hate|hates|think|thinks)\b` +
    // "Sara wants more vegetarian meals. So she thinks nobody should ever eat meat": the view made extreme.
    String.raw`|(?<=^|[.!?]\s+)so,? (?:apparently |basically |obviously |clearly |now )?(?:he|she|they|you) (?:really |actually |basically |apparently )?(?:thinks?|believes?|wants?|means?) (?:that )?[^.?!]{0,40}\b(?:nobody|no one|everyone|everybody|all|every|never|ever|nothing|everything)\b` +
    // "She said we should eat less meat. So I'm supposed to live on lettuce?": the proposal retold as its extreme.
    String.raw`|(?<=^|[.!?]\s+)so,? (?:apparently |basically |now )?(?:i'm|i am|we're|we are) (?:supposed|expected|meant) to\b` +
    // "Ana proposed bike lanes; her opponent replied that Ana wants to ban cars entirely": the reply makes it extreme.
    String.raw`|\b(?:proposed|suggested|asked for|called for)\b[^.?!]{0,80}\b(?:replied|responded|answered|retorted|claimed|said) that (?:\w+ ){1,2}(?:wants?|is trying|plans?) to (?:ban|abolish|destroy|outlaw|get rid of|force|take away)\b[^.?!]{0,40}\b(?:entirely|completely|all|every|everyone|altogether|for good)\b` +
    // "The member proposed bike lanes. Clearly he hates drivers": a motive pinned on the one who proposed.
    String.raw`|(?<=^|[.!?]\s+)(?:clearly|obviously|apparently|evidently),? (?:he|she|they) (?:just |really |simply )?(?:hates?|despises?|(?:wants?|is trying|are trying) to (?:force|ban|destroy|abolish|get rid of|take away|punish))\b` +
    // A motive or a view attributed to the other side in place of the one they stated.
    String.raw`|\b(?:can't|cannot|don't|do not) (?:understand|see|believe|imagine) (?:why|how|that) (?:he|she|they|you|[a-z]+) (?:\w+ )?(?:wants?|hates?|doesn't care|don't care|would rather)\b|\b(?:surprised|puzzling|a shame|shocking|sad|amazing)(?: to me)? that (?:he|she|they|you|[a-z]+) (?:\w+ )?(?:wants?|hates?|thinks?|doesn't|don't)\b|\byou(?:'re| are) (?:just |basically )?saying (?:that )?(?:we|i|you|they)\b|\bwhy (?:don't|doesn't) (?:you|he|she|they) care about\b|\bjust because (?:you|he|she|they) (?:want|wants|hate|hates)\b` +
    // "Tom wants more trees. In other words, he would rather have forests than jobs": the view retold as another.
    String.raw`|\b(?:in other words|what (?:he|she|they|you) (?:really|actually) (?:means?|wants?) is),? (?:(?:he|she|they|you)(?:'d| would| really| actually)? (?:rather|wants?|expects?|thinks?|believes?|hates?|(?:doesn't|don't) care)\b|that )`,
);

// "Either you are with us or against us … so you are against us": the side is one of two options the text offers,
// which is the false dilemma's shape, not a view pinned on the other side.
const SIDE_FROM_TWO = /\beither\b[^.?!]{0,60}\bor (?:you(?:'re| are) )?(?:against|for)\b/;

/**
 * The straw man read by its parts, whatever the wording: a view pinned on someone by an interpreting phrase
 * ("apparently she thinks", "in other words, they would like", "which tells you they", "I take it they'd", "Sure,
 * let's …"), with an extreme in what is pinned ("never", "every", "forever", "at all"), beside the position they
 * actually took (a proposal, a request, a remark) or a side named by its stance ("critics of", "those calling for").
 */
const PINNED =
  /\b(?:apparently|basically|essentially|in other words|what (?:he|she|they|you) (?:really )?(?:meant|means)|(?:which|that|this) (?:tells|shows) (?:you|us|me)|i take it|(?:seems?|seem) to (?:think|believe|want)|if (?:\w+ ){1,3}had (?:his|her|their) way|(?:his|her|their) view is that|(?:is|are) (?:essentially |basically |really )?saying|accusing|(?:sure|right|great|brilliant|fine|oh),? (?:let's|so|he|she|they|you)|so (?:he|she|they|you) (?:think|thinks|want|wants|mean|means|believe|believes)|(?:clearly|obviously|just),? (?:he|she|they|you)|(?:i'm|i am|we're|we are|he|she|wasn't|was not|isn't|is not) not (?:going to|gonna) (?:force|make|let)|(?:wasn't|was not|isn't|is not|weren't) going to (?:force|make|let)|so now|so according to (?:him|her|them)|translation:)\b/;
// A plain "they want …" pins a view only on a side named by its stance, or after a modest position.
const PINNED_PLAIN = /\b(?:he|she|they|you) (?:want|wants|would like|think|thinks|believe|believes)\b/;
const STANCE_SIDE =
  /\b(?:critics|opponents|supporters|campaigners|those (?:calling|who|against)|people (?:against|who)|groups? who)\b/;
const MODEST =
  /\b(?:a bit|slightly|a little|some|one|a few|less|fewer|might|could|trim\w*|cut(?:ting)? (?:down|back)|more)\b/;
const PINNED_EXTREME =
  /\b(?:never|ever again|all (?:day|year|weekend|night)|every(?! (?:day|week|month|year|time)\b)\w*|entire|whole|forever|at all|nothing|no place|anyone who|evil|hates?|worthless|caves?|candles|out of business|top to bottom|altogether|entirely|completely|free|nobody|no one|any ?more|go(?:es)? under|goes bust)\b/;
const POSITION_TAKEN =
  /\b(?:says?|said|suggest(?:s|ed)?|ask(?:s|ed|ing) (?:me |us |for |to |the |if |whether )|wants? to (?:bring in|introduce|add|cut|raise|trial|try|put|have|start)|is asking for|propos(?:es|ed)|recommend(?:s|ed)|writes|wrote|reckons|argued|argues|call(?:s|ed|ing) for|object(?:s|ed)? to|advise|advised|wants? (?:one|a|an|some|more|less|fewer|the)|thinks? (?:we|you|i|they|the) (?:should|could|might))\b/;

function viewMadeExtreme(t: string): string | null {
  const sentences = sentencesAtStops(t);
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i];
    const interpreted = PINNED.exec(s);
    const pin = interpreted ?? PINNED_PLAIN.exec(s);
    if (!pin || !PINNED_EXTREME.test(s.slice(pin.index))) continue;
    // The position taken comes first: in an earlier sentence, or earlier in this one.
    const before = `${sentences.slice(0, i).join(" ")} ${s.slice(0, pin.index)}`;
    const taken = POSITION_TAKEN.exec(before);
    if (!taken && !STANCE_SIDE.test(before)) continue;
    if (!interpreted && !STANCE_SIDE.test(s.slice(0, pin.index)) && !MODEST.test(before.slice(taken?.index ?? 0)))
      continue;
    return s;
  }
  return null;
}

// "If you're not signing, you clearly don't care about …": one course refused read as its worst, which is the false
// dilemma's shape, not a view pinned on someone who took a position.
const REFUSAL_READ = /(?:^|[.!?]\s+)if (?:you|we|they)(?:'re| are)? (?:not|don't|do not|won't)\b[^.?!]*$/;

export function strawMan(t: string): string | null {
  const m = STRAW.exec(t);
  if (m && REFUSAL_READ.test(t.slice(0, m.index))) return null;
  if (!m) return viewMadeExtreme(t);
  if (/^so you/.test(m[0]) && SIDE_FROM_TWO.test(t)) return null;
  // The view as the text restates it, to the end of its sentence: "So you're saying we should …?", not the cue.
  return throughSentence(t, m.index, m.index + m[0].length);
}
