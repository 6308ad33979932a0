/**
 * Modals read as inference, not obligation: "it must be the starter motor", "Saturday should be an easy win". Written
 * by hand from standard grammar; none is derived from evaluation texts.
 */

/** "Must have" with a past participle: what the writer infers happened. */
export const MUST_HAVE_DONE =
  /\bmust have (?:\w+ly )?(?:\w+(?:ed|en|wn|ne|ht|nt|ld|ck|id)|left|kept|met|put|cut|shut|set|let|got|lost|built|felt|dealt|slept|won|run|come|become|made|seen|been|done|gone|had|heard|read|hit|hurt|sat|stood|spent|fed|led|fled|shot|hung|begun|drunk|struck|stuck)\b/;

/** "It has to be the water pipes", "it's got to be that peace lily": what is left, inferred. */
export const HAS_TO_BE =
  /\b(?:it|this|that)(?:(?:'s| has| had) (?:got )?to be|(?:'s|s| is) gotta be) (?:the|a|an|that|this|her|his|their|our|my|its)\b/;

/** "Should" forecasts when what follows is how things will go ("should be an easy win", "should arrive by Friday"). */
export const EPISTEMIC_SHOULD =
  /\bshould (?:be (?:an? )?(?:easy|fine|ok|okay|straightforward|simple|quick|dry|ready|done|over|plenty|close|busy|quiet|packed|no problem)\b|(?:arrive|last|finish|clear up|work out)\b)/;

/**
 * "It must work", "that must be true", "the food must be bad": must as inference, not obligation. A verdict word
 * after "must be" says what the writer infers the thing is; an obligation takes an act ("must be banned"). "Must have"
 * with a past participle ("the cleaner must have taken it") infers what happened; with a noun ("we must have more
 * parks") it is a need.
 */
export const EPISTEMIC_MUST = new RegExp(
  String.raw`${EPISTEMIC_SHOULD.source}|${HAS_TO_BE.source}|\b(?:it|this|that|there|they|he|she) must (?:be|have|work|mean|know)\b|^(?:(?:so|and),? )?must be\b|\bmust (?:be (?:\w+ly )?(?:true|right|correct|wrong|the case|good|bad|sound|safe|unsafe|real|fake|false|great|terrible|excellent|awful|broken|faulty|better|worse|the best|the worst|mistaken|lying|guilty|innocent|out of|brilliant|talented|skilled|popular|famous|delicious|dangerous|healthy|unhealthy|reliable|unreliable|effective|useless|harmful|dishonest|honest|lazy|smart|clever|stupid|rich|wealthy|happy|unhappy|ill|sick|tired|dead|alive|expensive|cheap|competent|incompetent|superior|inferior|fine|easy|difficult|boring|amazing|wonderful|rubbish)|have been)\b|\bmust (?:\w+ly )?(?:cause|lead|result|come from|stem|explain|account|mean)\b|${MUST_HAVE_DONE.source}`,
);
