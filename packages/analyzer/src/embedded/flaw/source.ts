import type { Shown } from "./evidence.js";
import { LEXICONS } from "./lexicons.js";
import { contentWords, firstMatch, sentencesOf, throughSentence, withoutSayingMarkers } from "./sentences.js";

// A source offered as the reason, where the source is not shown to be an expert on the question.
const SOURCE_SAYS =
  /\b(?:my (?:father|mother|dad|mom|mum|parents?|grand\w+|uncle|aunt|teacher|friend|priest|boss|coach|pastor|neighbou?r|dentist|doctor|hairdresser|barber|mechanic|plumber|accountant|trainer|pharmacist|vet|landlord|lawyer|banker|taxi driver)|(?:a|the|some|this) (?:famous|well-known|popular|celebrity|rich) \w+|(?:an? |the )?(?:actor|actress|singer|celebrity|athlete|footballer|striker|goalkeeper|champion|medallist|medalist|olympian|novelist|comedian|presenter|influencer|youtuber|rapper|model|star|billionaire|ceo)|(?:some )?experts|a (?:guy|man|woman|video|post|website|blog) (?:on|from) \w+|(?:the )?(?:bible|church|pope|president|king|queen|government|tv|internet|facebook|youtube)|(?:a|an|the) (?:professor|lecturer|expert|specialist) (?:of|in) \w+)\b[^.?!]{0,25}\b(?:says?|said|told|tells|thinks?|believes?|reckons?|(?:is|'s) convinced|claims?|recommends?|recommended|swears by|swore by|posted|agrees?|supports?|uses?|endorses?|wrote|likes?|does not like|doesn't like)\b|\b(?:ask|listen to|trust) (?:the|a|an|my|our|your)?\s?(?:guys?|experts?|people|doctors?|teachers?|parents?|mother|father|mom|dad)\b|\bi (?:read|saw|heard) (?:it )?(?:in|on) (?:the |a )?(?:newspaper|paper|tv|internet|news|facebook|youtube|magazine)\b/i;
// A source's word turned into a verdict of truth: "she says ghosts are real, so they must be real", "the singer
// endorsed it, so it must work".
// The writer's own word ("true because I said it") is no source relied on: that circle is circular reasoning.
const SAID_SO_TRUE =
  /(?<!\b(?:i|we|everything i|what i) )\b(?:says?|said|told (?:me|us)|believes?|holds?|claims?|endorsed|endorses|recommended|recommends|tweeted|stated|insists?)\b[^.?!]{0,100}?(?:\b(?:so|therefore|thus)\b,?|,)\s*(?:\w+\s+){0,4}?(?:(?:must (?:be (?:true|right|real|correct|so)|work)|(?:is|are) (?:true|real|correct))\b|(?:it|that|this|they) must be(?=\s*(?:[.!]|$)))/i;
// A source's word accepted on the source's standing or as final: "… said values will go up. So that settles it",
// "… says this brace is the best. Good enough for me", "… reckons the policy will fail. He's one of the cleverest
// people I know, so …".
const ACCEPTED_ON_WORD =
  /(?<!\b(?:i|we) )\b(?:says?|said|told (?:me|us)|reckons?|tweeted|posted|claims?|stated|insists?|according to|endorsed|recommends?|does the adverts? for)\b[\s\S]{0,160}?(?:\b(?:that|this|which) settles it|\bgood enough for me|\b(?:that's|that is) all the (?:evidence|proof) (?:i|we) need|\b(?:she|he|they)(?:'s| is|'re| are) (?:a |one of the )?(?:brilliant|clever|cleverest|smartest|smart|genius|so smart|so clever)\b[^.?!]{0,60}\bso\b|\b(?:she|he|they) must be right)\b/i;
// A named person's word or habit offered for the claim: "Even Anna Berg is opposed to it", "Tom Reyes drinks
// green tea, so you should too". Case matters here: the name is what marks a person.
const NAMED_SOURCE =
  /(?:\b[A-Z][a-z]+(?: [A-Z][a-z]+)+|\b(?:[Ee]ven|[Bb]ecause|[Ss]ince|[Ll]ike) [A-Z][a-z]+)(?:, [^,.?!]{3,60},)? (?:says?|said|claims?|thinks?|believes?|agrees?|recommends?|endorses?|supports?|opposes?|is (?:opposed|against|in favou?r)|wears?|drinks?|eats?|uses?|holds that|stated|swears)\b/;
const LEANS_ON = /\b(?:so|therefore|thus|should|must|because|even|too|good enough for (?:me|us))\b/i;

/**
 * The source's standing offered in place of a reason: "given her eminence", "an expert of his standing", "when
 * someone of his calibre speaks up", "someone that famous isn't going to …", "if anyone understands this, it's her",
 * "if it's good enough for him". Quoted as the sentence that names the source's word.
 */
const STANDING =
  /\b(?:given (?:her|his|their) (?:eminence|standing|stature|reputation|status|fame|credentials)|(?:an? |the )?(?:expert|someone|man|woman|person|scientist|doctor) (?:of|with) (?:his|her|their|that) (?:standing|calibre|caliber|stature|eminence|reputation)|someone (?:that|so|as) (?:famous|successful|respected|eminent|brilliant|intelligent|clever|smart)|if anyone (?:understands|knows|would know)\b[^.?!]{0,30}\bit's (?:her|him|them)|(?:if it's|if its|it's|its|is) good enough for (?:him|her|them)|good enough for me\b|without being (?:pretty |very |really )?(?:smart|clever|intelligent|bright)|(?:been|is|was) on (?:the )?(?:telly|tv|television) for|(?:been|is|was) at the (?:very )?top of (?:his|her|their) (?:game|field|sport|profession)|(?:she|he)(?:'s| is) (?:clearly|obviously) an? (?:intelligent|clever|smart|brilliant) (?:woman|man|person))\b/i;
const WORD_GIVEN =
  /\b(?:says?|said|told|stated|reckons?|reassured|insists?|posted|wrote|recommended|uses?|is convinced|convinced)\b/i;

function standingLeanedOn(t: string): string | null {
  const m = STANDING.exec(t);
  if (!m) return null;
  // The source's word, or else their standing itself ("someone that famous isn't going to …").
  const sentences = sentencesOf(t);
  return sentences.find((s) => WORD_GIVEN.test(s)) ?? sentences.find((s) => s.includes(m[0])) ?? null;
}

function namedSource(t: string): string | null {
  const m = NAMED_SOURCE.exec(t);
  return m && LEANS_ON.test(t.slice(Math.max(0, m.index - 40), m.index + m[0].length + 120)) ? m[0] : null;
}

/** A professional speaking on their own subject ("my doctor says my blood pressure is high") is no irrelevant source. */
const OWN_FIELD: [RegExp, RegExp][] = [
  [
    /\b(?:doctor|gp|nurse|dentist|physician|cardiologist|dermatologist|surgeon|p(?:a)?ediatrician|pharmacist|optician|physiotherapist|specialist)s?\b/,
    /\b(?:health\w*|blood|pressure|heart|disease|ill\w*|sick\w*|pain|medic\w*|diet|weight|symptoms?|treatment|teeth|vaccin\w*|infection|cholesterol|blood sugar|allerg\w*|vitamins?|skin|rash\w*|eyes?|eyesight|vision|glasses|lenses|sight|bones?|joints?|sleep|smok\w*|cigarettes?|alcohol|exercise|antibiotics?|pills?|medicines?|flu|cough|virus|injur\w*)\b/,
  ],
  [/\b(?:mechanic)s?\b/, /\b(?:car|engine|brakes?|tyres?|tires?|battery|gearbox|clutch|oil)\b/],
  [/\b(?:lawyer|solicitor|attorney)s?\b/, /\b(?:law|legal|contract|court|sue|rights?|will|lease)\b/],
  [
    /\b(?:vet|veterinarian)s?\b/,
    /\b(?:pets?|dogs?|cats?|puppy|kitten|horses?|overweight|diet|fleas|worming|vaccin\w*)\b/,
  ],
  [/\b(?:plumber|heating engineer)s?\b/, /\b(?:boiler|pipes?|leaks?|heating|radiators?|tap|drain|water pressure)\b/],
  [/\b(?:accountant|tax adviser)s?\b/, /\b(?:tax\w*|accounts|expenses|vat|pension|invoices?|deductible)\b/],
  [
    /\b(?:broker|insurer|underwriter)s?\b/,
    /\b(?:polic(?:y|ies)|insurance|cover|claims?|premiums?|excess|water damage)\b/,
  ],
  [/\b(?:electrician)s?\b/, /\b(?:wiring|fuse\w*|sockets?|circuits?|electrics)\b/],
];
// What a source leaned on does: says, advises, vouches for something.
export const VOUCHES =
  /\b(?:says?|said|told|tells|recommends?|recommended|thinks?|believes?|claims?|swears?|according to|insists?|agrees?|advises?|advised|endorses?|supports?|uses?|wrote|knows?|prefers?|likes?|opposes?|argues?|stated|warned?)\b/;
// A source introduced by what they study or practise: "a cardiologist who has studied heart rhythms", "an expert on
// bridges", "a professor of botany".
const STUDIES =
  /\b(?:who (?:has |have |had )?(?:been )?(?:studied|studies|studying|researched|researches|researching|specialises in|specializes in|specialised in|specialized in|treats|treated|treating|worked on|works on|working on|built|builds|repairs?|designs?|designed)|experts? (?:in|on)|specialists? in|professors? of|researchers? (?:in|on))\b([^,.;!?]*?)(?=\s(?:and|who|but|says?|said)\b|[,.;!?]|$)/;

/**
 * The source's own field, shown by the text: a profession's usual subject (OWN_FIELD), or what the text says the
 * source studies sharing a word with what they say ("who has studied heart rhythms … says this heart scan …").
 */
// The text says the matter is the source's trade: "assessing that is literally her job", "that's exactly his area".
const COMPETENCE_STATED =
  /\bwho(?:'s| has| had) spent (?:\w+ )?(?:years|decades)\b|\bwho trained as\b|\bwith (?:\w+ )?(?:years|decades) of experience\b|\b(?:who is|who's|a|an|is a|is an) (?:fully |properly )?(?:[a-z]+-)?(?:qualified|certified|chartered|licensed|accredited|registered)\b|\b(?:(?:that|this|it)(?:'s| is)|is) (?:exactly |literally |precisely |squarely |very much |right in )?(?:her|his|their) (?:(?:own |day )?job|area|field|speciality|specialty|expertise|trade|line of work|profession)\b/;

export function inOwnField(lower: string, source = lower): boolean {
  if (COMPETENCE_STATED.test(lower)) return true;
  // The professional must be the source cited: "a quarterback said …" is no doctor's word because "my doctor" appears.
  if (OWN_FIELD.some(([who, field]) => who.test(source.toLowerCase()) && field.test(lower))) return true;
  const studied = STUDIES.exec(lower);
  const vouch = studied ? VOUCHES.exec(lower.slice(studied.index + studied[0].length)) : null;
  if (!studied || !vouch) return false;
  const said = lower.slice(studied.index + studied[0].length + vouch.index).split(/[.!?;]/)[0];
  const field = contentWords(studied[1]);
  return contentWords(said).some((w) => field.includes(w));
}

// A source whose word the text disputes or dismisses ("coming from someone who …") is not being relied on (that is
// an attack, if anything).
export const DISPUTED =
  /\b(?:(?:didn't|did not|don't|do not|wouldn't|won't) (?:just )?rely on (?:it|that|them|this)|i (?:still |strongly |respectfully )?disagree|can't believe|cannot believe|don't (?:listen|believe|trust)|do not (?:listen|believe|trust)|(?:he|she|they) (?:lies|lied)|liar|not sure|coming from (?:a|an|someone|him|her|you))\b/i;
// A source quoted with the reason it gives ("the mayor said the stadium is a waste because it will sit empty"): the
// text reports the source's argument, which stands or falls on that reason, not on who gives it. A reason that is
// itself someone's word or standing ("because his mother said so", "because she is a famous violinist") is not one.
export const GIVES_REASON =
  /\b(?:says?|said|told|tells|argues?|argued|claims?|claimed|contends?|insists?|believes?|thinks?|maintains?|explains?|explained)\b(?: that)?[^.?!;]*\b(?:because|since)\b(?![^.?!;]*\b(?:say|says|said|told|thinks?|believes?|recommends?|endorses?|eats?|uses?|wears?|drinks?|i'm|i am|(?:he|she|they)(?:'s| is| are| was| were))\b)/i;
const CONTRAST = /\b(?:but|however|yet|nevertheless|nonetheless|on the other hand)\b/;

/**
 * What a source said, answered at once ("a friend told me it crashed, but 3,000 copies have run without trouble"):
 * the text argues against the source, so it does not lean on it. A contrast in the rest of the source's sentence
 * or at the start of the next one.
 */
export function answered(lower: string, at: number): boolean {
  const end = lower.slice(at).search(/[.!?](?:\s|$)/);
  const rest = end < 0 ? lower.slice(at) : lower.slice(at, at + end + 1);
  const next =
    end < 0
      ? ""
      : lower
          .slice(at + end + 1)
          .trimStart()
          .split(/\s+/)
          .slice(0, 3)
          .join(" ");
  return CONTRAST.test(rest) || CONTRAST.test(next);
}

// A source's word about its own plans or wishes ("they said they'll decide by Friday", "she told us herself she
// wanted to move"), or a firm's letter of what applies ("the pension company wrote saying …"), is news, not an
// authority leaned on.
export const OWN_AFFAIRS =
  /\b(?:says?|said|told (?:us|me|him|her|them)(?: (?:herself|himself|themselves))?)\s+(?:that )?(?:they|she|he)(?:'ll|'d| will| would| wanted| wants| want| had| has| have| were| was)\b|\b(?:company|bank|provider|insurer|council|surgery|school|landlord|agency) (?:wrote|emailed|texted|rang) (?:saying|to say)\b/i;

/**
 * A source's word relied on for the claim (appeal to an irrelevant authority), unless the text disputes or answers
 * it or the source speaks on its own field. Strong when a named person's word or a word taken as proof; a
 * celebrity, relative or medium needs the classifier too.
 */
export function reliedSource(text: string): Shown | null {
  const t = withoutSayingMarkers(text);
  if (OWN_AFFAIRS.test(t)) return null;
  const source = firstMatch(SOURCE_SAYS, t);
  const standing = standingLeanedOn(t);
  const person = source ? null : (namedSource(t) ?? standing);
  // Someone's word taken as proof ("… says so, so it must be true"): the appeal is explicit whoever the source is.
  const asProof = firstMatch(SAID_SO_TRUE, t) ?? firstMatch(ACCEPTED_ON_WORD, t);
  const cited = source ?? person ?? asProof;
  const lower = t.toLowerCase();
  if (
    cited &&
    !DISPUTED.test(t) &&
    !GIVES_REASON.test(t) &&
    !inOwnField(lower, cited) &&
    !answered(lower, Math.max(0, lower.indexOf(cited.toLowerCase())))
  )
    return { span: cited, strong: !!person || !!asProof || !!standing };
  return null;
}

/**
 * The source a text names, quoted from the start of its sentence ("Dr. Lee" does not end one) to the verb that
 * gives its word ("A Nobel-winning physicist says"), or to the sentence's end when no such verb follows; null when
 * the text names no authority or relative.
 */
export function sourceQuote(text: string): string | null {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const cue = [LEXICONS.authority, LEXICONS.family]
    .map((re) => re.exec(lower))
    .find((m) => m && m[0].trim().length > 1);
  if (!cue) return null;
  const at = cue.index;
  const ends = [...text.slice(0, at).matchAll(/(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|St))[.!?]\s+/g)].at(-1);
  const start = ends ? (ends.index ?? 0) + ends[0].length : 0;
  const sentence = throughSentence(text, start, at);
  const verb = VOUCHES.exec(sentence.slice(at - start).toLowerCase());
  return verb ? sentence.slice(0, at - start + verb.index + verb[0].length) : sentence;
}
