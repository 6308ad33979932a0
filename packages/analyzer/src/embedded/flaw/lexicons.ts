/**
 * Hand-written cue lexicons for fallacy signals, from the standard descriptions of each fallacy.
 * They feed the classifier as features and the rules as triggers; none is mined from evaluation data.
 */
export const LEXICONS: Record<string, RegExp> = {
  secondPerson: /\b(?:you|your|you're|yourself|u)\b/,
  insult:
    /\b(?:idiot\w*|stupid\w*|dumb|moron\w*|fool\w*|liars?|ignorant|clueless|crazy|insane|lazy|loser\w*|hypocrit\w*|incompetent|brainless|naive|ridiculous|pathetic|uneducated|retard\w*|jerk|clown|nuts|disgusting|corrupt|criminal|selfish|greedy|weak|coward\w*|dishonest|arrogant|iq|buffoon|witch|traitor|ugly|bigot\w*|prick|egotistic\w*|muppet|sheep|miserable|crook\w*|liar\w*|jerks?|creep\w*|scum|trash|loser|fat|weirdo\w*|stinks|rude|unfit|flunked)\b/,
  personAttack:
    /\b(?:you|he|she|they|his|her) (?:are|is|were|was|have|has)(?: just| only| such)? (?:a|an|the|no|never|not)\b/,
  authority:
    /\b(?:experts?|doctors?|dr|professors?|scientists?|researchers?|specialists?|authorit(?:y|ies)|according to|famous|celebrit(?:y|ies)|president|minister|politicians?|priests?|pope|bible|church|teachers?|celebrity|actor|actress|singer|star|ceo|nobel|phd|studies|study|research|said|says|told|claims?|stated|wrote|article|newspaper|tv|youtube|internet|read(?= (?:that|it|about|in|somewhere|online|an? (?:article|study|report|post))\b))\b/,
  family:
    /\b(?:my|our) (?:father|mother|dad|mom|mum|parents?|grand(?:ma|pa|mother|father|parents)|uncle|aunt|brother|sister|friends?|neighbou?rs?|teacher|boss|doctor|colleague|cousin|wife|husband|son|daughter)\b/,
  anecdote:
    /\b(?:i know|i knew|i saw|i have seen|i've seen|i met|i had|once|one time|last (?:week|year|time)|my (?:experience|friend|brother|sister|cousin|neighbou?r)|in my (?:experience|school|town|family|country)|a friend|someone i know|happened to me)\b/,
  universal: /\b(?:all|every|everyone|everybody|everything|always|never|nobody|no one|none|nothing|any|whole)\b/,
  popular:
    /\b(?:everyone|everybody|most people|majority|millions|popular|many people|nobody|no one|the people|public|common sense|everyone knows|we all know|as we know|society|tradition\w*|always been)\b/,
  emotion:
    /\b(?:imagine|fear\w*|afraid|scar\w*|terrif\w*|horri\w*|terribl\w*|awful|die|died|dies|dying|death|dead|kill\w*|murder\w*|suffer\w*|pain\w*|cry|crying|tears?|sad\w*|heart\w*|love\w*|hate\w*|poor|innocent|child|children|kids?|babies|baby|victims?|tragic\w*|danger\w*|threat\w*|disaster\w*|catastroph\w*|evil|cruel\w*|shame\w*|disgust\w*|outrage\w*|sick|hurt\w*|destroy\w*|ruin\w*|lonely|helpless|desperate|beautiful|wonderful|feel|feelings?|think about|how would you)\b/,
  question: /\?/,
  exclaim: /!/,
  digits: /\d/,
  modal: /\b(?:should|must|ought|need to|have to|has to)\b/,
  causal: /\b(?:because|cause[sd]?|leads? to|results? in|so|therefore|thus|hence|that's why|thats why)\b/,
  dilemma:
    /\beither\b.*\bor\b|\b(?:only two|the only (?:option|choice|way|alternative)|no other (?:option|choice|way)|or else)\b/,
  slope:
    /\b(?:next thing|soon|before you know it|will lead to|leads to|eventually|end up|slippery|then (?:they|we|everyone)|where will it (?:end|stop))\b/,
  offTopic:
    /\b(?:anyway|besides|by the way|what about|instead|rather|more important\w*|other problems?|bigger problems?|focus on)\b/,
  negation: /\b(?:not|no|never|n't|nothing)\b/,
  firstPerson: /\b(?:i|me|my|mine|i'm|i've)\b/,
};

/** Cue pairs: a fallacy is often two signals together (a personal story and a sweeping "all"). */
export const COMPOUND_CUES: Record<string, RegExp> = {
  anecdoteThenUniversal:
    /\b(?:my|our|a friend|i know|i saw|i met|once)\b[^.?!]{0,80}[.?!,]?[^.?!]{0,80}\b(?:all|every|everyone|always|never|nobody|no one|any)\b/,
  personInsult:
    /\b(?:he|she|they|you|my opponent|the (?:senator|minister|mayor|candidate|author|speaker|president|professor))\b[^.?!]{0,30}\b(?:is|are|was|were|'s|'re)\b[^.?!]{0,25}\b(?:idiot\w*|liars?|stupid|dumb|moron\w*|fool\w*|crook\w*|hypocrit\w*|ignorant|corrupt|lazy|criminal\w*|incompetent|clueless)\b/,
  sourceSays:
    /\b(?:my (?:father|mother|dad|mom|mum|grand\w+|uncle|aunt|teacher|friend|priest)|(?:a|the|some) (?:famous|well-known|popular) \w+|(?:an? )?(?:actor|actress|singer|celebrity|athlete|influencer|youtuber))\b[^.?!]{0,20}\b(?:says?|said|told|thinks?|believes?|claims?|recommends?)\b/,
};

export const LEXICON_NAMES = Object.keys(LEXICONS).sort();
export const COMPOUND_NAMES = Object.keys(COMPOUND_CUES).sort();
