import { sentencesOf, throughSentence } from "./sentences.js";

/**
 * A person's words dismissed for what the person is or does (ad hominem): "don't listen to him; he was divorced
 * twice", "we can ignore the dentist's advice; she eats chocolate every day", "her plan is rubbish, because she is a
 * known gossip". The remark about the person is the "reason" the attack offers, so it is what is quoted.
 */

// Telling the reader to dismiss what a person says: with a remark about that person, the remark is the "reason".
const DISMISS = new RegExp(
  String.raw`\b(?:don't|do not|can't|cannot|shouldn't|should not|wouldn't|would not|won't|will not|never|why (?:should|would) (?:we|you|i|anyone))\s+(?:\w+\s+)?(?:listen to|believe|trust|take [^.?!]{0,30}?\bfrom|take the word of|take (?:his|her|their|its|[a-z]+'s) (?:advice|word|opinion|views?|suggestions?|warnings?)|take (?:\w+\.? )?(?:his|her|their|[a-z]+'s) (?:\w+ ){0,2}(?:advice|opinions?|views?|figures|claims?|reports?|research|ideas?|numbers|data|findings|warnings?|plans?) seriously)\b|\b(?:can|should|may) (?:safely |just )?(?:ignore|dismiss|disregard) (?:his|her|their|him|them|[a-z]+'s|the \w+'s)\b|\b(?:might|would|could) take (?:him|her|them) seriously if\b|\bnot (?:wasting|going to waste) (?:[\w']+ ){0,3}time on anything (?:he|she|they)\b|\bwhy would (?:i|we|you|anyone) listen to anything\b|\b(?:needs?|has|have) to take (?:his|her|their|[a-z]+'s) (?:\w+ ){0,4}?(?:views?|opinions?|ideas?|advice|word|claims?|arguments?)(?: \w+){0,4} seriously\b|\bwhy (?:are|is|should) (?:we|you|anyone) (?:even )?listening to\b|\bdeserves? no (?:serious )?(?:consideration|attention|hearing)\b|\bwhy should (?:\w+ )?take (?:\w+ ){0,3}advice from\b|\b(?:might|would|could) carry (?:some |any )?weight if (?:he|she|they)\b` +
    // "Ignore him and carry on", "can safely be ignored", "why is anyone taking her complaints seriously?", "leave
    // the analysis to people who can actually play", "someone that flashy can't be trusted".
    String.raw`|(?:^|[.!?:]\s+)(?:just |so )?(?:ignore|dismiss|disregard) (?:him|her|them)\b|\b(?:can|should|may) (?:safely |just )?be (?:ignored|dismissed|disregarded)\b|\bwhy (?:is|are) (?:anyone|anybody|we|you|people) (?:even )?(?:taking|listening to|believing)\b|\b(?:not|won't|never) (?:taking|take) (?:lectures|advice|lessons) (?:(?:about|on) [^.?!]{0,40})?from\b|\bwhy (?:on earth )?(?:should|would) (?:\w+ )?take (?:\w+ ){0,5}?advice (?:(?:on|about) [^.?!]{0,40})?from\b|\bi rest my case\b|\bleave (?:the|it|that) (?:\w+ )?to (?:people|someone|those) who\b|\b(?:someone|anyone|a (?:man|woman|person)) (?:that|so|like that|like (?:him|her))\b[^.?!]{0,30}\b(?:can't|cannot|shouldn't) be trusted\b` +
    // "I can't take his complaints about pressure seriously", "not sure why anyone's taking his spreadsheet
    // seriously", "not exactly someone I'm taking nutrition advice from", "I'm not switching banks on her say-so",
    // "should be taken with a grain of salt", "has no business telling the rest of us", "don't bother with the charts".
    String.raw`|\b(?:can't|cannot|can not|don't|do not|won't|shouldn't|why (?:is|are|would|should) (?:anyone|anybody|we|you|people)|why (?:anyone|anybody|people)(?:'s| is| are)?)\s+(?:\w+\s+)?(?:take|taking) (?:his|her|their|[a-z]+'s|anything|what) (?:[\w']+ ){0,5}?seriously\b|\b(?:not|never|won't)\b[^.?!]{0,30}\b(?:taking|take|getting|get) (?:\w+ )?(?:lectures|advice|lessons|tips)\b[^.?!]{0,40}\bfrom\b|\bon (?:his|her|their|[a-z]+'s) say-?so\b|\btaken with a (?:grain|pinch) of salt\b|\b(?:has|have) no business (?:telling|lecturing|deciding|giving)\b|\bdon't bother (?:with|reading|looking at)\b` +
    // "Nothing you say counts", "your opinion on cooking doesn't count", "can be set aside", "I don't see why we'd
    // listen to Martin's proposal".
    String.raw`|\bnothing (?:you|he|she|they) (?:say|says|said|think|thinks) (?:counts|matters)\b|\b(?:your|his|her|their) (?:\w+ ){0,3}?(?:opinions?|views?|word|say) (?:\w+ ){0,3}?(?:doesn't|does not|don't|do not) (?:count|matter)\b|\b(?:can|should|may) (?:safely |just )?be set aside\b|\bwhy (?:we'd|we would|anyone would|you'd|you would|i'd|i would) (?:listen to|believe|trust)\b`,
  "i",
);
// A person's view written off ("His argument for the park is worthless"): beside a remark about that person, the
// remark is the reason given.
const VIEW_DISMISSED =
  /\b(?:his|her|their|[a-z]+'s)\s+(?:\w+\s+)?(?:argument|claim|view|idea|plan|proposal|opinion|theory|report|advice|case|point|criticism)s?\b[^.?!;]{0,40}\b(?:is|are|was|were|should be|can be)\s+(?:\w+\s+)?(?:worthless|wrong|false|nonsense|rubbish|invalid|flawed|absurd|ridiculous|mistaken|unfounded|baseless|ignored|dismissed|rejected|not worth)\b/i;
const WHAT_THEY_ARE =
  /\b(?:he|she|they)(?:'s|'re| is| was| are| were) (?:a|an|just|only|known|such|so|too|nothing but)\b/i;
// The person named, then what they are: "Jenny argues that …, but Jenny is a known gossip". Case marks the name.
const NAMED_IS =
  /\b(?!(?:The|This|That|It|There|Here|What|Which|Who)\b)[A-Z][a-z]+ (?:is|was) (?:a|an|just|only|known|such|nothing but)\b/;
// You too (tu quoque): what the person does themselves, set against what they say ("she drives an SUV herself",
// "he tells me to stop, but he eats chocolate every night").
const WHAT_THEY_DO =
  /\b(?:he|she|they) (?:\w+ ){1,5}?(?:himself|herself|themselves)\b|\bbut (?:he|she|they) (?:\w+s|did|does|do|smoked|drank|ate|drove)\b(?! (?:not|no)\b)/i;
const REMARK = String.raw`\s+(?:\w+\s+)?(?:is|was|were|has|had|dropped|failed|got|never|once|lost|cheated|lied)\b`;
const ABOUT_THEM = new RegExp(String.raw`\b(?:he|she|they|who)(?:'s|'re|${REMARK})`, "i");
// The person whose words are dismissed, by name: "don't listen to Mark's plan", "never trust Dana".
const DISMISSED_NAME = /\b(?:listen to|believe|trust)\s+(?:anything\s+|what\s+)?([A-Z][a-z]+)\b/;
// Or the one the text opens by quoting, set against what they do: "Tom says …, but Tom flies to Spain …", "Ms. Okafor
// says …, but she lives next to …".
const SAYER =
  /^(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?([A-Z][a-z]+) (?:says|said|claims|claimed|argues|argued|insists|insisted|tells|told|warns|warned)\b/;

// "the same guy who posts furious rants": who the person is, set beside the words dismissed.
// "The lead researcher has been divorced twice": a person, by role, and what they are or did.
const PERSON_HAS =
  /\b(?:the|that|this) (?:\w+ )?(?:\w+(?:er|or|ist|ian)|man|woman|guy|bloke) (?:has|had|is|was|once|never|hasn't|hadn't|isn't|wasn't|can't even|couldn't even|doesn't even)\b|\b(?:mr|mrs|ms|dr)\.? [a-z]+ (?:has|had|is|was|once|never|moved|lives|drives)\b/i;
const SAME_PERSON =
  /\bthe same (?:\w+ ){1,2}?(?:who|whose)\b|\b(?:that|this) (?:guy|man|woman|person|bloke|lady|chap|one|(?:mr|mrs|ms|dr)\.? [a-z]+) (?:who|that|whose)\b|\b(?:this|that|he|she) is (?:a|an|the) (?:\w+ )?(?:man|woman|guy|person|bloke|lady|chap) (?:who|that|whose)\b|\bsays the (?:guy|man|woman|bloke|lady|person|one)\b|\bcomes from (?:a|the) (?:man|woman|guy|person|bloke|lady) who\b/i;

/**
 * The remark about the person whose words the text dismisses (by pronoun, or by the name it dismissed), quoted from
 * where it starts to the end of its sentence: the remark is the "reason" the attack offers, so it is the evidence,
 * not the instruction to stop listening ("He was divorced twice…", not "shouldn't listen to").
 */
function remarkAboutDismissed(text: string): string | null {
  const name = DISMISSED_NAME.exec(text)?.[1];
  const sayer = name ? undefined : SAYER.exec(text)?.[1];
  // A name's "'s" is a possessive ("Karen's plan"), a pronoun's is "is" ("she's"). The one quoted first is set
  // against their conduct by a "but": whatever they do is the remark.
  const byName = name
    ? new RegExp(String.raw`\b${name}${REMARK}`).exec(text)
    : sayer
      ? new RegExp(String.raw`(?<=\bbut )(?:${sayer}|he|she|they)\s+\w+`).exec(text)
      : null;
  // Or the next clause is about them, whatever it says they do: "ignore her advice on sweets; she eats chocolate".
  // After the question that dismisses them, "he" or "she" opens the remark ("Why take her report seriously? She …").
  const byPronoun =
    ABOUT_THEM.exec(text) ??
    SAME_PERSON.exec(text) ??
    PERSON_HAS.exec(text) ??
    /(?<=[;:]\s*)(?:he|she|they)\s+\w+|(?<=\?\s*)(?:he|she|you)\s+\w+/i.exec(text) ??
    personDoes(text);
  const m = byName && (!byPronoun || byName.index < byPronoun.index) ? byName : byPronoun;
  if (!m) return remarkBefore(text);
  // The remark ends where the dismissal it is offered for begins: "Tom flies to Spain …, so we can ignore him".
  return throughSentence(text, m.index).split(/,\s*(?:so|therefore|thus)\b/i)[0];
}

// What a person says, shows or wants: the words dismissed, not a remark about the person.
const REPORTS_WORDS =
  /\b(?:says?|said|thinks?|thought|claims?|argues?|wants?|shows?|showed|sent|posted|wrote|reports?|recommends?|warns?|suggests?)\b/i;

// "she quoted", "he replied": the person speaking, whose words are what the text answers.
const SPOKE = /\b(?:quoted|cited|added|noted|stated|explained|mentioned|asked|answered|replied)$/;

/** "she commutes in from the city", "he owns a vending business": the person doing something, not saying it. */
function personDoes(text: string): RegExpExecArray | null {
  const m = /\b(?:he|she|they) (?:still |also |even |only |just )?(?:\w+ed|\w+s)\b/i.exec(text);
  return m && !REPORTS_WORDS.test(m[0]) && !SPOKE.test(m[0]) ? m : null;
}

/** "Grandpa still writes checks … . I'm not taking mortgage advice from him.": the sentence before the dismissal. */
function remarkBefore(text: string): string | null {
  const sentences = sentencesOf(text);
  // The dismissal names the person ("from him", "on her say-so", "someone I'm taking advice from").
  const at = sentences.findIndex((s) => DISMISS.test(s) && /\b(?:him|her|his|them|their|someone|anyone)\b/i.test(s));
  const before = at > 0 ? sentences[at - 1].replace(/^[A-Z]:\s*/, "") : "";
  return before && !REPORTS_WORDS.test(before) ? before : null;
}

// A work dismissed for who made it: "The study was written by students with nose rings. Its conclusions can't be
// trusted." The makers' traits are the "reason"; a remark about the work's method would be a reason.
const MADE_BY =
  /\b(?:study|report|paper|article|research|book|plan|proposal|survey|analysis|review|petition|bill)\b[^.?!]{0,30}\b(?:was|were|is|are) (?:written|done|carried out|conducted|produced|made|put together|drawn up|run|started|created) by\b[^.?!]*/i;
const TRUSTED = "be (?:trusted|believed|taken seriously|relied on)";
const UNTRUSTED = new RegExp(
  String.raw`\b(?:can't|cannot|shouldn't|should not|won't|wouldn't|could hardly|can hardly) ${TRUSTED}\b|\b(?:wouldn't|won't|shouldn't|needn't) give (?:it|them) a second (?:glance|look|thought)\b|\b(?:ignore|dismiss|disregard|throw out) (?:it|them|its|their)\b|\b(?:is|are) (?:\w+ )?(?:nonsense|rubbish|worthless|garbage|meaningless|a joke)\b`,
  "i",
);
// "Okafor had been divorced twice and could hardly be trusted to judge": what the person did, and so no trust.
const PERSON_UNTRUSTED = new RegExp(
  String.raw`\b(?:he|she|they|(?<!^)[A-Z][a-z]+) (?:had|has|have|was|is|were|are|once|never|drinks|smokes|lives|flies|drives)\b[^.?!]{0,80}?\b(?:and|so|therefore) (?:\w+ )?(?:can(?:not|'t)?|could(?:n't| not)?|should(?:n't| not)?) (?:hardly |never |not )?${TRUSTED}\b`,
);

/**
 * A dismissal told by a narrator, read by its parts: someone's words (a report, a warning, a complaint, a proposal)
 * rejected, ignored or "not worth" discussing, for a reason whose subject is the person and not what they said ("…
 * because the auditor is a notorious grump", "…, pointing out that she speaks with a foreign accent", "by calling
 * him a teenage attention-seeker", "describing her as a retired busybody").
 */
const REJECTED =
  /\b(?:dismiss(?:ed|es)?|reject(?:ed|s)?|ignor(?:e|ed|es|ing)|disregard(?:ed|s)?|set aside|wav(?:e|ed|es) away|brush(?:ed|es)? off|shrug(?:ged|s)? off|laugh(?:ed|s)? off|wr(?:ite|ote|itten) off|refus(?:e|ed|es) to (?:consider|engage with|discuss|listen to)|no need to (?:engage with|listen to|consider)|not worth (?:discussing|considering|listening to|reading)|worthless|(?:could|can|cannot|can't|could not) (?:not )?be trusted|must be wrong|answered [^.?!]{0,60}\bby calling|without (?:ever )?(?:addressing|looking at|reading|answering)|(?:response|reply|answer) was that)\b/;
const PERSON_REASON =
  /\b(?:because|since|as|on the grounds that|(?:saying|pointing out|noting|claiming|adding|remarked|remarking|commented|observed) that|saying|by (?:calling|describing|labelling)|calling|describing|as someone who|as a)\s+(?:(?:the|its|his|her|their|a|an) )?(?:he|she|they|him|her|them|someone|a man|a woman|teenagers?|(?:mr|mrs|ms|dr)\.? [a-z]+|[a-z]+(?:er|or|ist|ian|ant|ent|man|woman|person|owner))\b(?:'s| is| was| has| had| never| speaks| belongs| can't| cannot| lives| drives| flies| who| as| a\b| an\b| will| would| is a)/;

// What bears on the words themselves is a reason, not an attack: the person was not there, has no evidence or
// permission, cannot name a source, stands to gain ("paid by the developer", "he's the one selling it") or has been
// caught lying before; or the writer grants that what they say is right.
export const BEARS_ON_THE_WORDS =
  /\b(?:(?:been )?caught|found|admitted) (?:\w+ ){0,2}(?:lying|making (?:it|things) up|faking)\b|\blied (?:to|about) (?:\w+ ){0,3}(?:before|twice|three times|again|repeatedly)\b|\b(?:convicted|found guilty) of\b|\bthe one selling\b|\bwhat (?:he|she|they)(?:'s| is| are|'re) saying is (?:right|true|correct)\b|\bnot taking (?:his|her|their) word\b|\b(?:not|never|wasn't|weren't) (?:at|there|present|on (?:site|duty))\b|\b(?:no|without|lacked|lacks|lack) (?:\w+ )?(?:permission|permit|licen[cs]e|evidence|data|sources?|access|qualifications?|records?|figures|training)\b|\b(?:could not|couldn't|can't|cannot) (?:name|show|produce|provide|cite)\b|\b(?:paid|funded|employed|hired|sponsored) (?:for )?by\b|\b(?:stands? to|would|will) (?:gain|profit)\b|\bconflict of interest\b|\bsponsored\b|\bdiscount code\b|\baffiliate\b|\bpaid partnership\b|\bnot (?:independent|an eyewitness)|\bisn't (?:independent|an eyewitness)|\bonly heard (?:about )?it|\bsecond-?hand\b|\bhearsay\b|\b(?:had|has) (?:not|never) (?:seen|read|visited|inspected|tested)\b|\bnever (?:saw|read|visited|inspected|tested)\b|\bowns? (?:shares|a stake)\b|\bsits? on the board\b|\bcommissioned by\b|\bnot saying (?:it's|it is|that's|they're) wrong\b/;

function reportedDismissal(t: string): string | null {
  for (const s of sentencesOf(t)) {
    const off = REJECTED.exec(s);
    if (!off) continue;
    const why = PERSON_REASON.exec(s.slice(off.index));
    const remark = why ? s.slice(off.index + why.index).trim() : "";
    if (why && !BEARS_ON_THE_WORDS.test(remark)) return remark;
  }
  return null;
}

/** The remark a dismissal rests on, or null when the text dismisses no one, or not for what they are or do. */
export function dismissedForThePerson(t: string): string | null {
  const untrusted = PERSON_UNTRUSTED.exec(t);
  if (untrusted) return untrusted[0];
  const made = MADE_BY.exec(t);
  const after = made ? t.slice(made.index + made[0].length) : "";
  if (made && UNTRUSTED.test(after) && !/\b(?:because|since)\b/i.test(after)) return made[0].trim();
  if (DISMISS.test(t)) return remarkAboutDismissed(t);
  // A view written off needs a remark on what the person is: "he has not counted the cost" is about the view.
  const off = VIEW_DISMISSED.exec(t);
  const does = off ? WHAT_THEY_DO.exec(t) : null;
  // "But he does X" is their conduct only when the view is written off for it after: "…, so his advice is worthless";
  // a "but" after the verdict ("his plan is flawed, but he explains it well") grants something instead.
  const conduct = does && (!does[0].startsWith("but ") || does.index < (off?.index ?? 0)) ? does : null;
  const viewOff = off ? (WHAT_THEY_ARE.exec(t) ?? conduct ?? NAMED_IS.exec(t)) : null;
  if (!viewOff) return reportedDismissal(t);
  const at = viewOff[0].startsWith("but ") ? viewOff.index + 4 : viewOff.index;
  return throughSentence(t, at).split(/,\s*(?:so|therefore|thus)\b/i)[0];
}
