import { CALLED_FALSE } from "./denial.js";
import type { ReasoningContext } from "./reasoning.js";
import { asWritten, contentWords, INFERS, RECOMMENDS, reasonAndClaim, sentencesOf } from "./sentences.js";

/**
 * A causal claim drawn from things found together or in sequence (false cause; Damer, Kelley): the claim and the
 * finding it rests on, unless the text rules out the other explanations or offers the cause only as possible.
 */

// A controlled experiment rules out the common cause and the reversed cause that a correlation leaves open.
// So does a comparison that says what else stayed the same ("while opening hours and stock stayed the same"). A
// causal claim that says how the cause works ("by removing the germs on the skin") rests on that mechanism, not on
// the sequence alone.
export const CONTROLLED =
  /\b(?:by|through) (?:removing|killing|blocking|carrying|spreading|washing away|stopping|trapping|absorbing|cutting off)\b|\b(?:which|that|because (?:it|they)) (?:removes?|kills?|blocks?|carr(?:y|ies)|traps?|absorbs?|washe?s? away)\b[^.?!]{0,40}\b(?:germs?|bacteria|virus(?:es)?|dirt|water|heat|light|air|dust|pollen)\b|\b(?:randomi[sz]ed|controlled (?:trial|experiment|study)|placebo|control group|comparison group|nothing else (?:changed|was different)|the only (?:thing|difference|change) (?:that )?(?:changed|was|is)|same \w+(?: \w+)?, same \w+|(?:who|that) (?:didn't|did not|had the \w+(?: \w+)?)\b[^.?!]{0,40}\b(?:were|was|stayed) (?:fine|ok|okay|well)|(?:similar|matched|comparable) (?:\w+ )?(?:classes|groups|schools|patients|sites|shops|stores|plots|towns|wards|teams|pupils|households)\b[^.?!]{0,60}\b(?:carried on|continued|stayed|went on) (?:as before|as usual|unchanged|without)|randomly (?:assigned|chose|chosen|selected|picked|split|allocated|divided|shown|given|sent|served)|other things (?:being )?equal|one (?:app |thing |change )?at a time|identical (?:pots|conditions|rooms|groups|plots|boxes))\b|\b(?:swapped|switched|put|changed|took) (?:\w+ ){0,3}back\b[^.?!]{0,60}\b(?:stopped|went away|disappeared|vanished|ended)\b|\b(?:dropped|stopped|eased|went away|disappeared|cleared up|fell)\b[^.?!]{0,20}\b(?:once|when|after) (?:it|they|the \w+) (?:was|were) (?:moved|removed|taken away|switched off|replaced|taken out)\b|\b(?:reinstalled|refitted|re-?introduced|put (?:it|them) back|brought (?:it|them) back)\b[^.?!]{0,60}\b(?:came back|returned|started again|again)\b|\b(?:neighbouring|neighboring|nearby|other|similar|parallel) (?:\w+ ){0,2}(?:boroughs?|towns?|cit(?:y|ies)|schools?|groups?|areas?|regions?|wards?|roads?|streets?)\b[^.?!]{0,60}\b(?:(?:saw|had|showed|recorded|reported) no (?:fall|rise|change|drop|increase|decrease|improvement)|(?:hasn't|has not|haven't|have not|didn't|did not) changed)\b|\bby (?:almost |about |roughly |nearly )?the same amount in\b|\b(?:adjusting|adjusted|controlling|controlled|allowing) for\b|\b(?:tried|used|put on|took) (?:\w+ ){0,3}again\b[^.?!]{0,60}\b(?:came back|was back|were back|returned|started again|flared)\b|\b(?:while|whereas|but)\b[^.?!]{0,80}\b(?:stayed|remained|held|was kept|were kept|did not change|didn't change) (?:the same|steady|constant|unchanged|flat|level|stable|about the same)\b/i;
// A remedy, a change or a person credited with what followed: "it works", "that stuff works wonders", "the results
// speak for themselves", "is getting kids excited about …".
const EFFICACY =
  /\b(?:(?:it|that|this|they|these|those|(?:that|this|the|my|our) (?:\w+ )?\w+) (?:really |clearly |obviously |definitely |honestly )?(?:works?|worked|is working|does (?:the trick|wonders)|did (?:the trick|wonders)|works wonders|paid off|pays off)|(?:results|numbers|figures) speak for themselves|(?:is|are) (?:clearly |obviously |really )?getting (?:\w+ ){1,2}(?:excited|interested|better|worse|healthier|fitter|hooked))\b/i;
const POINTS_BACK =
  /^(?:that|this|these|those|it) ?(?:\w+ )?(?:is|are|works?|worked|did|does|really|clearly|obviously|stuff)\b/i;
const REMEDY_AFTER =
  /,?\s+(?:and|so) (?:it|they|we|you|that|this)\b[^.?!]*\b(?:should|ought to|needs? to|must|has to|have to)\b.*$/i;
// A causal claim in the conclusion; an act said to have been done to bring about what followed it is one too.
const CAUSAL =
  /\b(?:caus\w*|responsible for|leads? to|led to|results? in|resulted in|contributes? to|effects? (?:of|on)|because of|due to|reduces?|increases?|prevents?|improves?|mak(?:es?|ing) (?:people|them|it|us|you|\w+ (?:\w+er|ill|sick|rich|poor|happy|healthy|lazy|violent))|promotes?|harms?|hurt(?:s|ing)|helps?|benefits?|prolongs?|shortens?|boosts?|lowers?|raises?|(?:is|are) (?:raising|lowering|boosting|improving|reducing|increasing|cutting)|grows|fixe[sd]|(?:is|are|was) (?:clearly |really |obviously )?what \w+(?:s|ed)|extends?|protects?|damages?|strengthens?|weakens?|cur(?:es?|ed)|triggers?|produces?|brings? about|bring(?:s|ing) (?:\w+ )?(?:luck|success|wins?|results|trouble)|is why|driv(?:es?|ing) (?:\w+ ){0,2}away|scar(?:es?|ing) (?:\w+ ){0,2}(?:off|away)|(?:is|are) (?:ruining|killing|destroying)|encourages?|discourages?|induces?|stimulates?|fosters?|inhibits?|spurs?|by \w+ing\b[^.?!;]{0,60}\b(?:will|would|can)|(?:appointed|hired|elected|chosen|installed|brought in|sent in) (?:\w+ly )?to \w+)\b/i;
// A causal claim in any of its words, or a remedy credited.
const claimsCause = (s: string) => CAUSAL.test(s) || EFFICACY.test(s);
// An object credited with luck: "the jacket brings me luck", "my lucky pen".
const LUCK = /\b(?:brings? (?:\w+ )?(?:good )?luck|(?:is|are) (?:my |our )?lucky)\b/i;
const OUTCOME = /\b(?:won|passed|got|scored|found|landed|beat|made it|came first)\b/i;
// Evidence of things occurring together, or one after the other, in the reasons.
const TOGETHER =
  /\b(?:correlat\w*|associated with|(?:more|less) likely|tend(?:s|ed)? to|(?:higher|lower|greater|fewer|more|less) (?:\w+ )?(?:rates?|incidence|levels?|numbers?) of|than (?:those|people|others|did|do|in)|those who|people who|\w+ (?:who|that) [^.?!;]{3,60}\b(?:get|gets|have|has|are|is|score|scores|earn|earns|live|lives|do|does) (?:about |nearly |almost |roughly )?(?:better|worse|higher|lower|more|fewer|less|longer|twice|double|half|\w+ times)\b|study|studies|researchers?|found that|after|since|(?:started|began) \w+ing|on the (?:day|night|morning|evening) (?:of|that|when|i|we|before)|the (?:day|night) (?:i|we|he|she|they) \w+|rose|fell|increased|decreased|declined|dropped|(?:jumped|doubled|halved|tripled|soared|plunged|shot up|cleared up) (?:\w+ ){0,2}(?:this|that|the same|by|within|in the|straight after)|the same (?:year|month|week|day|term|season|time) (?:that|as|when|the)|(?:by|on) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the next day|the weekend)|haven't had (?:a|any|one)|both (?:\w+ )?(?:rise|fall|grow|increase|decrease|climb|drop|go (?:up|down))|(?:with|have|has) (?:more|fewer|higher|lower|less) \w+[^.?!;]{0,40}\b(?:have|has|had|are|is|show|get) (?:more|fewer|higher|lower|less)\b)\b/i;
// A causal claim offered as possible, not settled ("exercise may protect the heart"), claims no more than a finding
// shows; "very likely" still asserts the cause.
const HEDGED = /\b(?:may|might|could|possibly|perhaps|suggests?)\b/i;
// The writer says the cause cannot be told apart ("I also started walking, so I can't say which one helped").
export const CAUSE_UNKNOWN =
  /\b(?:(?:can't|cannot|couldn't) (?:say|tell|be sure)|not sure|(?:don't|do not|no way to) know|hard to (?:say|tell)) (?:which|whether|if|what)\b|\b(?:could|might|may) (?:just |simply |well )?(?:be|have been) (?:a |pure )?coincidence\b/i;

// A correlation or a sequence in time.
export const CORRELATION =
  /\b(?:correlat\w*|associated with|linked (?:to|with)|(?:ever since|(?:right |shortly |soon )?after)\b|the (?:more|less|higher|lower|bigger|larger|fewer)\b[^,.?!]{2,40},? the (?:more|less|higher|lower|better|worse|bigger|smaller|fewer)|every time|whenever|(?:rise|rises|fall|falls|go up|goes up|go down|increase|increases|grow|grows|move|moves) together|hand in hand|at the same rate|(?:more|less) likely to|(?:lower|higher|less|more|fewer|greater|reduced|increased) (?:\w+ )?(?:rates?|risk|mortality|incidence|common|often|chance)|tend to|rose|fell|went (?:up|down)|increased|decreased|followed|at the same time|coincid\w*)/i;
// A causal claim: the text says one thing brings about another.
export const CAUSAL_CLAIM =
  /\b(?:caus\w*|leads? to|led to|results? in|resulted in|makes? (?:you|people|them|us|it|kids|children)|because of|due to|responsible for|(?:been|be|is|are|was|were) responsible|the reason (?:for|why)|prevents?|protects? (?:(?:you|people|us|them|kids|children|the \w+) )?(?:against|from)|that's why|which is why|must (?:be (?:because|due|caused|from|the (?:cause|reason|result))|have (?:caused|been (?:caused|due)|made|led|brought|given|come from))|(?:is|are) (?:good|bad) for)\b/i;

// Two things found to vary together: "with more libraries have more burglaries", "more X … fewer Y".
const PAIRED =
  /\b(?:more|fewer|higher|lower|less) (\w+)[^.?!;]{0,40}\b(?:have|has|had|are|is|show|get|see|report) (?:more|fewer|higher|lower|less) (\w+)/i;

/** Does the claim name both things the reason finds varying together? */
function joinsPair(reason: string, claim: string): boolean {
  const m = PAIRED.exec(reason);
  if (!m) return false;
  const words = contentWords(claim);
  return contentWords(m[1]).every((w) => words.includes(w)) && contentWords(m[2]).every((w) => words.includes(w));
}

// Someone else's view reported ("Councillor Hughes argues that …"), then answered ("Perhaps, but …", "However, …").
const SOMEONE_ARGUES = /\b(?:argues?|argued|claims?|claimed|insists?|insisted|says?|said|believes?|thinks?) that\b/i;
const ANSWERS = /^(?:(?:perhaps|maybe|possibly|true|granted|fair enough),? but|but|however|yet|and yet)\b/i;

/** A causal claim the text reports as another's view and answers at once is the view argued against, not drawn. */
function answeredView(sentences: string[], sentence: string): boolean {
  const at = sentences.findIndex((s) => s.includes(sentence) || sentence.includes(s));
  const next = at >= 0 ? sentences[at + 1] : undefined;
  return SOMEONE_ARGUES.test(sentence) && !/^i\b/i.test(sentence) && next !== undefined && ANSWERS.test(next);
}

/** A causal claim drawn from things found together or in sequence: the claim, and the finding it rests on. */
export function causalFromTogether(text: string, context: ReasoningContext): string | null {
  if (CONTROLLED.test(text) || CAUSE_UNKNOWN.test(text)) return null;
  const sentences = sentencesOf(text);
  // A causal claim the text calls false is rejected, not drawn ("the claim that X harms Y is false").
  // A verdict of luck is a causal claim wherever it stands, whichever sentence the finder took for the claim.
  // So is a causal verdict that closes the text and names again what its first sentence reported ("I started
  // drinking green tea …, and by March my cold had cleared up. Green tea cured my cold."), or points back to it
  // ("That stuff works wonders", "It works, people").
  const restates = (s: string) =>
    new Set(contentWords(s).filter((w) => contentWords(sentences[0]).includes(w))).size >= 2 || POINTS_BACK.test(s);
  const last = sentences.length > 1 ? sentences[sentences.length - 1] : "";
  const closing = last && claimsCause(last) && restates(last) ? [last] : [];
  const drawing = [
    asWritten(text, context.conclusion),
    ...sentences.filter((s) => INFERS.test(s) || LUCK.test(s)),
    ...closing,
  ];
  for (const sentence of drawing) {
    const [own, said] = reasonAndClaim(sentence);
    // "That surface is killing us and it needs to come out": the verdict, without the remedy it leads to.
    const claim = said.replace(REMEDY_AFTER, "");
    if (!claim || HEDGED.test(claim) || CALLED_FALSE.test(sentence) || RECOMMENDS.test(claim)) continue;
    if (answeredView(sentences, sentence)) continue;
    const others = sentences.filter((s) => !s.includes(claim) && !claim.includes(s));
    const reasons = [own, ...others].filter((s): s is string => !!s);
    // Luck is credited on the strength of an occasion when things went well: one outcome is all it rests on.
    const occasion = LUCK.test(claim) ? reasons.find((s) => OUTCOME.test(s)) : null;
    // "If they're still gasping after that, …" supposes a sequence; it reports none.
    const together = claimsCause(claim)
      ? (occasion ?? reasons.find((s) => TOGETHER.test(s) && !/^if\b/i.test(s)))
      : null;
    // "Towns with more libraries have more burglaries, so libraries attract burglars": whatever its verb, a claim
    // that joins the two things found together reads the correlation as a cause.
    const paired = together ? null : reasons.find((s) => joinsPair(s, claim));
    if (together ?? paired) return `${together ?? paired} … ${claim}`;
  }
  return null;
}
