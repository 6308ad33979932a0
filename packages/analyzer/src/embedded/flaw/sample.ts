import { LEXICONS } from "./lexicons.js";
import type { ReasoningContext } from "./reasoning.js";
import { asWritten, RECOMMENDS, sentenceAt, sentencesOf } from "./sentences.js";

/**
 * A sample and the whole it is read as (hasty generalisation; Damer, Kelley): the loud form (one person's
 * experience and an "all") and the calm one (a few cases, or a survey of one kind of people, offered for a claim
 * about the kind). Each needs the step from the part to the whole in the text, and quotes its words.
 */

// A small sample: one person's experience, a named case or a handful of instances; or any thing counted small ("one
// yoga class", "a single parent's email", "three ranked matches", "the first tray"), not a span of time ("two
// weeks"), a part of a whole ("one of"), a person ("no one") or a large count ("two thousand").
const SMALL_COUNT = String.raw`(?:(?<!\b(?:no|any|every|some|each|the only|the other|at|in|on|by|for) )(?:one|a single|a couple of|two|three|both)|(?:the|my|his|her|their|its|our) first(?: two| three| few)?) (?!(?:of|day|days|week|weeks|month|months|year|years|hour|hours|minute|minutes|thing|things|way|ways|reason|reasons|another|more|or|and|hundred|thousand|million|billion|dozen|time|point|side|hand|part|half|per ?cent|percent)\b)(?:[a-z'-]+ ){0,2}[a-z]+`;
const SAMPLE =
  /^(?:tried|visited|ate at|went to|ordered|stayed at) (?:the |a |an |their |this )?\w+|\b(?:my (?:friend|neighbou?r|brother|sister|cousin|uncle|aunt|dad|mom|mum|father|mother|son|daughter|wife|husband|boss|colleague|grand\w+)s?|(?:my|our) (?:new |last |old |former )?(?:intern|trainee|waiter|waitress|plumber|builder|nurse|landlord|tenant|manager|teacher|colleague|employee|driver|neighbou?r)\b|(?:the|my|our) (?:first|only) (?:episode|chapter|song|track|game|match|lesson|class|meal|dish|visit|date|day|week|film|movie|album)\b|(?:a|one|two|three|a few|several) (?:\w+ )?(?:friends?|people|persons|guys?|men|women|kids|students|cases|times|examples?)(?: i know)?|some (?:\w+ )?(?:people|guys|men|women|kids|students) (?:i know|i met|(?:recently |once )?(?:\w+ed|did|were|was|had|got|stole|broke))\b|(?:the|my) first time|(?:i|we)(?:'ve| have)? (?:had|seen|met|tried|visited) (?:two|three|four|five|a few|several|a couple of) (?:\w+ ){0,2}\w+s|(?:two|three|four|five|a couple of) (?:\w+ )?\w+s (?:have|had|were|did|got|i)\b|i (?:watched|read about|drove|was at|went to|visited|helped|heard about|ate|bought|tested|asked)|remember (?:the )?[\w-]+\?|look at (?:the |these |those )?\w+|\w+ of mine|(?:a|one|two|three) (?:of my|friends? of mine)|people like [A-Z]\w+|(?:i|we) (?:tried|visited|went to|ate at|saw) (?:one|two|three|a couple)|i (?:know|knew|met|saw|once|have seen|'ve seen)|someone i know|in my (?:experience|town|school|family|class|office|country|city)|(?:i|we|he|she|they) once|once (?:i|we)\b|(?:only|just) once|twice(?! (?:a|an|per|every|as|the|that)\b)|both times|happened to me|(?:two|three|four|five|a handful of|a couple of) (?:(?!(?:hundred|thousand|million|billion|dozen)\b)[a-z]+ )?(?:customers|commuters|users|patients|visitors|residents|voters|guests|players|workers|employees|shoppers|buyers|drivers|parents|reviews|reviewers|tourists|clients|diners|passengers|teenagers|neighbours|neighbors)|i (?:have|had)(?! to\b)|i (?:got|tried|used)|my|our (?:town|school|family|friends?|neighbou?rs?)|(?:these|those|this|that) (?:people|guys?|men|women|kids|ones?(?!\s?'\s?s\b)|cases?)|the (?:one|two|three|few) (?:\w+ ){0,2}(?:i|we) (?:met|saw|tried|know|visited|asked|spoke to|took|attended|read|used|bought))\b/i;
// (A review's first person may go unsaid: "Tried the Greenway branch on Saturday …" is one visit.)
// One named person's case, opening the text: "Sarah loves to run…", "Kevin's grandparents…".
const ONE_PERSON =
  /^[A-Z][a-z]+(?:'s (?:\w+ )?\w+)? (?:loves?|likes?|hates?|got|bought|has an?|had an?|tried|met|saw|went|wears?|wore|eats?|ate|drinks?|drank|plays?|played|doesn't|didn't|don't|do not|does not|did not)\b/;
// A generalisation: a universal quantifier over a group, a bare plural claim about everyone of a kind, a verdict on
// a kind of thing in a place ("the food in this town", "coffee here is …") or on what happens to people in general.
const GENERALISATION =
  /\b(?:all|every|each|always|never|everyone|everybody|nobody|no one|none|any|(?:whole|entire) (?:\w+ )?(?:class|country|town|city|world|school|family|team|group|nation|population|generation|street|neighbou?rhood|office|company|industry|profession|species|race|staff|workforce|continent|region|state|series|season|menu|range|chain|brand|course|league|operation|business|system|service|organi[sz]ation|department|place|shop|store|restaurant)|in general|generally|typically|overwhelmingly|as a whole|across the board|all of them|they all|these people|people like (?:that|them|this)|there (?:are|is) no(?! (?:reason|need|point|doubt|way|chance|evidence|proof|question|sign|time)\b)|no \w+ \w+s|most|are all|all the same|only \w+ (?:people|men|women|persons)|no (?:\w+ )?(?:person|man|woman|child|one)|(?:food|cuisine|cooking|coffee|beer|wine|bread|service) (?:in|of|across|around) (?:this|the|that|our) (?:town|city|country|area|region|island|county)|(?:food|cuisine|cooking|coffee|beer|wine|bread) here (?:is|are)|[a-z]+ (?:food|cuisine|cooking) (?:is|are)(?= (?:honestly |just |really |so |totally )?\w+)|makes? people)\b/i;
const ANECDOTE = new RegExp(LEXICONS.anecdote.source, "i");
const WHEN_ONCE = /^once(?= (?:you|it's|it is|that's|that is)\b)/i;
const HEDGED = /^(?:most|typically|generally|each|in general|no one|none|any)$/i;
const SMALL_SAMPLE = new RegExp(String.raw`\b${SMALL_COUNT}\b`, "i");
// A thing counted small is a sample when the sentence tells what happened to it ("tried one yoga class", "the first
// tray died"), not when it says what there is ("the block shares a single boiler", "has two options") or who spoke.
const HAPPENED =
  /\b(?:[a-z]{3,}ed|tried|read|got|bought|went|ate|met|saw|had|took|drove|rode|heard|found|sent|paid|broke|came|gave|made|won|lost|spent|left|died|fell|sold|felt|sat|stood|ran|flew|swam|caught|kept|slept|sang|wore|wrote|spoke)\b/i;
const SPEAKS = /\b(?:argued|said|says|claimed|told|insisted|suggested|proposed|wrote|asked)\b/i;
const SPOKE_LAST = new RegExp(`${SPEAKS.source}$`, "i");
const EVIDENCE_COUNTED =
  /\b(?:groups?|independent|labs?|laboratories|studies|trials|surveys|reports|inspections?|audits?|tests|experts|inspectors|engineers|prizes|awards|medals|stars|peer-reviewed)\b/i;
// A forecast ("if he allowed it, nobody would …") or a cause ("all because of one day off") is another flaw's shape.
const FORECAST = /\b(?:if|will|would|'ll|because of)\b/i;

function smallSample(sentence: string): string | null {
  const m = SMALL_SAMPLE.exec(sentence);
  if (!m || FORECAST.test(sentence)) return null;
  // Counted checks or honours ("three independent labs checked", "won three national prizes") are evidence, not cases.
  if (EVIDENCE_COUNTED.test(m[0])) return null;
  // "One board member argued …": the one counted is a speaker, not a case observed.
  const end = m.index + m[0].length;
  if (SPOKE_LAST.test(m[0]) || SPEAKS.test(sentence.slice(end, end + 10))) return null;
  return HAPPENED.test(sentence) ? m[0] : null;
}

const MULTIPLE = /\btimes (?:what|as|more|less|higher|lower|bigger|larger|greater|that|the)\b/i;

// A verb between a universal and the sample ("every year is three times") makes them two parts of a clause.
const FINITE = /\b(?:is|are|was|were|be|been|has|have|had|will|would|can|could|do|does|did)\b/i;

const OPENS_WITH_CONTRAST = /^(?:but|however|yet|nevertheless|nonetheless|on the other hand)\b/i;

// A date alone ("last year") counts no cases: it says when, not how many ("once" does count: one case).
const ONLY_A_DATE = /^last (?:week|year|time)$/i;
// "any" after a doubt or a condition is no universal ("will hardly meet any delay" is about one delay, "if any"
// about some); after a plain negation it is one ("does not do any good" says it does none).
const NEGATED_ANY = /\b(?:unlikely|hardly|scarcely|if|whether|unless)\b[^.?!,;]{0,40}$/i;
const ONE_SUBJECT = /\b(?:he|she|i|it|we(?:'ve| have)?|[A-Z][a-z]+)(?: \w+ly| even| just)?\s+$/;
const DURATION =
  /^\s+(?:(?:\w+ )?(?:night|day|week|weekend|morning|afternoon|evening|year|summer|winter|month)|along|the time|my life|his life|her life|their lives|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)s?)\b/i;
const DEGREE = /^\s+(?:\w+\s+){0,2}(?:such|so|anything like|a (?:more|better|worse|bigger|finer))\b/i;

const COUNTED_OUT =
  /^\s+(?:of (?:the |their |our |my )?)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b/i;
const TOLD =
  /\b(?:tells?|told|telling|lectures?|lectured|lecturing|reminds?|reminded|warns?|warned|asks?|asked|thanks?|thanked|invites?|invited|emailed|texted)\s+$/i;

/** The first universal in a clause that quantifies over cases. */
function generalisationIn(clause: string): RegExpExecArray | null {
  const re = new RegExp(GENERALISATION.source, "gi");
  for (let m = re.exec(clause); m; m = re.exec(clause)) {
    const word = m[0].toLowerCase();
    const after = clause.slice(m.index + m[0].length);
    const before = clause.slice(0, m.index);
    if (word === "any" && NEGATED_ANY.test(before)) continue;
    // "no fees at all", "at most", "the most likely cause": an intensifier, a bound or a superlative, not a quantity.
    if ((word === "all" || word === "most") && /\b(?:at|the)\s+$/i.test(before)) continue;
    if (word === "most" && /^\s+(?:likely|probably|certainly|importantly|of all)\b/i.test(after)) continue;
    // "all three exit interviews", "each of the 12 trays": every one of a set counted out, not of a kind.
    if (/^(?:all|each|every)$/.test(word) && COUNTED_OUT.test(after)) continue;
    // "a handful each for rival models", "£5 each": so many apiece, not every case of a kind.
    if (
      word === "each" &&
      /\b(?:\d+|one|two|three|four|five|ten|handful|few|couple|dozen|pounds?|dollars?)\s+$/i.test(before)
    )
      continue;
    // "each time": each of the occasions just counted, not every case of a kind.
    if (word === "each" && /^\s+(?:time|occasion)\b/i.test(after)) continue;
    // "used it three times and it's worked every time": every one of the occasions counted, not of a kind.
    if (word === "every" && /^\s+time\b/i.test(after) && /\b(?:\w+ times|twice|both times)\b/i.test(before)) continue;
    // "My headaches came every time I drank it": how often the writer's own case happened, not every case of a kind.
    if (word === "every" && /^\s+time (?:i|we)\b/i.test(after)) continue;
    // "ten applicants for every flat": so many apiece; "any of my four calls", "none of the three": a set counted out.
    if (word === "every" && /\bfor\s+$/i.test(before)) continue;
    if (
      /^(?:any|none|nobody|no one|all|each)$/.test(word) &&
      /^\s+of (?:my|the|our|his|her|their|these|those) (?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b/i.test(
        after,
      )
    )
      continue;
    // "nobody's had to claim on it yet": an absence so far, not a claim about every case.
    if (/^(?:nobody|no one|none)$/.test(word) && /^[^.?!,;]*\byet\b/i.test(after)) continue;
    // "after all" is an idiom; "fix them all" is every one of the things just named.
    if (word === "all" && /\b(?:after|them|these|those)\s+$/i.test(before)) continue;
    // "all twelve of us", "everyone in the group, all twelve of us": the whole group observed, no wider kind.
    if (word === "all" && /^\s+(?:\w+ )?of (?:us|them)\b/i.test(after)) continue;
    // "we'll still all stir it": all of us, the writer's own group, not all of a kind.
    if (
      word === "all" &&
      /\b(?:we|us)(?:'ll|'re|'ve| will| are| have| can| should| could| would)?(?: \w+)?\s+$/i.test(before)
    )
      continue;
    // "tells everyone at church": the people told, not a claim about everyone.
    if (/^every(?:one|body)$/.test(word) && TOLD.test(before)) continue;
    if (word === "never" && DEGREE.test(after)) continue;
    // "he never finished school" is one person's history, not a claim about every case of a kind.
    if ((word === "never" || word === "always") && ONE_SUBJECT.test(clause.slice(0, m.index))) continue;
    // "all night", "all day long" say how long, not how many.
    if (word === "all" && DURATION.test(after)) continue;
    // "every night", "each morning": how often one case happened, not every case of a kind.
    if ((word === "every" || word === "each") && DURATION.test(after)) continue;
    return m;
  }
  return null;
}

/**
 * A sample and a generalisation drawn from it: the two in one sentence, or the generalisation in the sentence
 * before or the two after, so a long text with a personal remark in one paragraph and an "all" in another is not
 * read as generalising from the remark.
 */
// The writer counts the sample as one case and declines to generalise: "That's one knitter and one project, so I'm
// not going to claim …".
const ONLY_ONE_CASE =
  /\bi can only speak for\b|\bi can(?:'t|not) speak (?:to|for)\b|\bin (?:my|our) (?:own )?(?:case|experience)\b|\bcan't (?:promise|guarantee|say)\b[^.?!]{0,40}\b(?:everyone|everybody|anyone|all)\b|\b(?:your mileage may vary|ymmv)\b|\bcan't comment\b|\b(?:that'?s|it'?s|this is) (?:only |just )?one (?:person|case|example|data point|anecdote|experience|\w+er)\b|\b(?:not (?:going to |gonna )?|won't |can't |wouldn't )(?:claim|say|pretend|suggest) (?:that )?[^.?!]{0,40}\b(?:for )?(?:everyone|everybody|all|always|every)\b/i;

export function sampleAndGeneralisation(t: string): string | null {
  if (ONLY_ONE_CASE.test(t)) return null;
  const sentences = t.split(/(?<=[.!?;])\s+/);
  for (let i = 0; i < sentences.length; i++) {
    // "Once you include the fee, …": "once" as "when", not one occasion.
    const anecdote = find(ANECDOTE, sentences[i].replace(WHEN_ONCE, "when"));
    // "three times what it was", "two times as many": a multiple, not three occasions.
    const listed = find(SAMPLE, sentences[i]);
    const counted = listed ?? smallSample(sentences[i]);
    // A thing merely counted small is generalised only by a sweeping claim after it ("the whole network", "Yoga is
    // dangerous"), not by a hedged or distributive word ("most", "typically", "each") or a remark before it.
    const onlyCounted = listed === null && counted !== null;
    const multiple = counted !== null && /\btimes$/i.test(counted) && MULTIPLE.test(sentences[i]);
    // "A chatbot will never be a friend": a noun after "be" says what something is, not who was observed.
    const said = (found: string | null) =>
      found !== null && PREDICATIVE.test(sentences[i].slice(0, sentences[i].indexOf(found)));
    const sample =
      (multiple || said(counted) ? null : counted) ??
      (anecdote && !ONLY_A_DATE.test(anecdote) && !said(anecdote) ? anecdote : null) ??
      (i === 0 ? find(ONE_PERSON, sentences[i]) : null);
    if (!sample) continue;
    // A neighbouring sentence first: "Every swan I have seen is white. So all swans are white." quotes the claim.
    for (const j of onlyCounted ? [i + 1, i] : [i + 1, i - 1, i + 2, i]) {
      const around = sentences[j];
      // A later sentence that opens with a contrast answers the case ("However, the ferry passed every
      // inspection"); its universal is the reply, not a generalisation drawn from the case.
      if (!around || (j > i && OPENS_WITH_CONTRAST.test(around))) continue;
      // The generalisation is looked for outside the sample's own words ("all of my friends" is not both); the
      // sample is blanked, not removed, so positions stay those of the sentence.
      const at = j === i ? around.indexOf(sample) : -1;
      const rest =
        j === i ? around.slice(0, at) + " ".repeat(sample.length) + around.slice(at + sample.length) : around;
      const m = generalisationIn(rest);
      // "So prawns are off the menu for me": a plural said of the writer's own case is no claim about the kind.
      const plural = m
        ? null
        : GENERIC_PLURAL.exec(rest.replace(/\b[a-z]+s are\b[^.?!]*\bfor (?:me|us)\b/gi, (x) => " ".repeat(x.length)));
      const general = m?.[0] ?? plural?.[1] ?? null;
      if (!general || (onlyCounted && HEDGED.test(general))) continue;
      if (j !== i) return `${sample} … ${general}`;
      // In the sample's own sentence the generalisation is drawn after it ("I met two rude waiters, so all …"), or
      // quantifies the sample itself ("Everyone I know", "every swan I have seen"); a universal further before it
      // is a reported fact the sample only dates ("Every ticket was sold last week").
      const g = m ? m.index : (plural as RegExpExecArray).index + (plural as RegExpExecArray)[0].indexOf(general);
      // "My rack tilts each plate": "each" in the case's own clause counts what the case did, not a group. A case
      // the sentence goes on to answer ("a friend told me it is always late, but …") is not generalised from.
      const answered = /\b(?:but|however|yet)\b/i.test(around.slice(g));
      if (g > at && !answered && !(/^each$/i.test(general) && !/[,;]|\bso\b/i.test(around.slice(at, g))))
        return `${sample} … ${general}`;
      if (onlyCounted) continue;
      const between = around.slice(g + general.length, at);
      if (between.trim().split(/\s+/).filter(Boolean).length <= 2 && !FINITE.test(between))
        return around.slice(g, at + sample.length);
    }
  }
  return null;
}

const PREDICATIVE = /\b(?:be|is|are|was|were|been|being|become|becomes|became|as|like)\s+$/i;

// A generic claim about a kind: a bare plural subject with a present-tense verdict ("Teenagers are reckless",
// "so Parisians are rude"), or an activity's verdict ("so smoking is harmless": said of every case of smoking). Beside a sample, it is the generalisation the sample cannot carry.
const GENERIC_PLURAL =
  /(?:^|[.!?,;]\s+|\bso\s+|\btherefore\s+|\bthat\s+)((?:(?!(?:the|these|those|my|our|his|her|their|your|its)\s)[a-z]+ )?(?:[a-z]{3,}s|people|men|women|children)(?: (?:of|from|in) (?:the |that |this |these |those )?[a-z]+| here| there| nowadays| these days)? (?:really |clearly |obviously |simply |just )?(?:are|always|never|can't|cannot|don't|do not|all|tend to|must|have no)\b|(?:[a-z]+ )?[a-z]{3,}s (?:make|cause) (?:people|children|kids|men|women|you)\b|(?:(?!(?:the|a|an|this|that|his|her|their|its|my|our|your|so|and|but|then|thus|therefore)\s)[a-z]+ )?[a-z]{3,}ing (?:simply |just |really |clearly |obviously )?(?:is|isn't|is not|can't|cannot|can never|never|does not|doesn't|must be)(?! \w+ing\b))/i;

// Evidence gathered from part of a group: a few cases, or a survey of a group that chose itself or is one kind.
const FEW_CASES = /\b(?:a (?:number|few|handful) of|some of (?:the|its|their))\b/i;
const SURVEY =
  /\b(?:surveys?|surveyed|polls?|polled|questionnaires?|respondents?|sampled?|interviewed|of those (?:surveyed|asked|questioned|studied))\b/i;
const SUBGROUP =
  /\b(?:readers|subscribers|members|customers|visitors|volunteers|attendees|users|fans|followers|viewers|listeners|patients|students|constituents|who (?:responded|replied|chose|volunteered)|of (?:our|my|its|their)|at (?:one|a single|our|my)|in (?:one|a single|our|my))\b/i;

// A generalisation broader than its evidence: a part of a group in the reasons, all or none of it in the claim.
const PART_OF = /\b(?:some|many|several|a few|certain|most|a number of|one of)\b/i;
const ALL_OF = /\b(?:all|every|everyone|no one|nobody|none|never|always|any)\b|\bno (?!longer\b|doubt\b|matter\b)\w+/i;

/** The reasons speak of part of a group, the conclusion of all of it (or none). */
// "every day", "all the credit", "aren't for everyone": how often, how much, or a hedge, not all of a group; "all
// twelve neighbourhoods", "across all branches": where a sample was drawn, not a claim about a kind; "unlike most
// mammals", "for most adults": a scope, not a part of the group observed.
const NOT_ALL_OF =
  /\b(?:every (?:day|week|month|year|night|morning|time)|all (?:the )?(?:credit|blame|time|day|week|year)|all (?:the |of (?:the |its |our |their )?)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)\b|across (?:all|every)\b|(?:not|n't) (?:\w+ )?(?:for )?(?:everyone|everybody|all))\b/gi;
const NOT_PART_OF = /\b(?:unlike|for|than) (?:most|many|some)\b/gi;

export function widerClaim(text: string, context: ReasoningContext): string | null {
  const claim = asWritten(text, context.conclusion);
  const all = claim && ALL_OF.exec(claim.replace(NOT_ALL_OF, " "));
  if (!all || PART_OF.test(claim)) return null;
  const part = context.premises.find(
    (p) => PART_OF.test(p.replace(NOT_PART_OF, " ")) && !ALL_OF.test(p.replace(NOT_ALL_OF, " ")),
  );
  return part ? `${asWritten(text, part)} … ${claim}` : null;
}

// A claim about a kind as a whole: all or none of it, most of it, or a bare plural ("volunteers are unreliable").
const GENERAL =
  /\b(?:most|generally|in general|typically|usually|as a rule|tends? to)\b|(?:^|[,;]\s+|\bthat\s+)(?:[a-z]+ )?(?:[a-z]{3,}s|people|men|women|children) (?:really )?(?:are|always|never|can't|cannot|don't|do not|tend to|have no)\b/i;

/**
 * The sentence reporting the sample: a survey of one kind of people, or a few cases offered for a claim about the
 * whole kind. A few cases offered for a forecast or a plan ("some bakeries raised prices; the trend will go on")
 * generalise nothing, so they need a general claim.
 */
export function partialSample(text: string, context: ReasoningContext): string | null {
  const isGeneral = (c: string) => GENERAL.test(c) || (ALL_OF.test(c) && !PART_OF.test(c));
  // "The council should extend the bus route. A survey of patients found …": a plan drawn from the people it serves
  // generalises nothing; a claim about what a wider group thinks or does may.
  const plan = RECOMMENDS.test(context.conclusion);
  const survey = sentencesOf(text).find((s) => SURVEY.test(s) && SUBGROUP.test(s));
  if (survey && !plan) return survey;
  const few = sentenceAt(text, FEW_CASES);
  if (!few) return null;
  // The claim as found, or another sentence that generalises (the finder may have taken the sample for the claim).
  const claims = [context.conclusion, ...sentencesOf(text).filter((s) => s !== few)];
  return claims.some((c) => c && !few.includes(c) && isGeneral(c)) ? few : null;
}

// A sample drawn so that it represents the whole answers the objection.
export const REPRESENTATIVE =
  /\b(?:random(?:ly)? (?:sample|selected|chosen|drawn)|representative sample|randomi[sz]ed|stratified)\b/i;

function find(re: RegExp, text: string): string | null {
  const m = re.exec(text);
  return m ? m[0].trim() : null;
}

/**
 * One or two occasions the writer went through, then a sweeping verdict on the whole kind: "Rang their claims line
 * once and was on hold for 25 minutes. This insurer is useless at everything they do", "Put laminate down two years
 * ago and it's already scratched. Laminate just isn't up to family life". The occasion is told in the past, by the
 * writer (an "I" said or left unsaid); the verdict is in the present, with no "I" in it, and sweeps ("anything",
 * "anyone", "just isn't", "useless").
 */
const EPISODE =
  /^(?:(?:i|we)(?:'ve| have)? (?:\w+ )?(?:went|tried|rang|called|bought|used|put|had|took|visited|ordered|booked|hired|stayed|got|came out)\b|(?:rang|put|tried|went|been|had|bought|used|took|visited|called|ordered|stayed|booked|hired)\b)|\b(?:once|twice|last (?:night|week|spring|summer|autumn|winter|month|weekend)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:a|one|two|three) (?:days?|weeks?|months?|years?) ago|for a (?:fortnight|week|month))\b/i;
const SWEEPING =
  /\b(?:anything|anyone|anybody|anywhere|everything|for anyone|(?:just|simply|genuinely|really) (?:isn't|aren't|doesn't|don't|can't|cannot)|useless|hopeless)\b/i;
const PRESENT = /\b(?:is|are|isn't|aren't|doesn't|don't|can't|cannot|do|does|just \w+s)\b/i;
const WRITER = /\b(?:i|i'm|i've|i'd|me|my|we|we're|our|us)\b/i;
const COUNTED_MANY = /\b(?:\d{2,}|dozens|hundreds|thousands|every (?:time|visit) (?:for|in) (?:years|months))\b/i;

export function episodeToKind(text: string): string | null {
  const sentences = sentencesOf(text);
  const at = sentences.findIndex(
    (s) => EPISODE.test(s) && !COUNTED_MANY.test(s.replace(/\d+ minutes?|\b(?:19|20)\d\d\b/g, "")),
  );
  if (at < 0) return null;
  for (const s of sentences.slice(at + 1, at + 3)) {
    // "…, so we're doing oak": the verdict is the clause before the writer's plan.
    // A relative clause ("which anyone can read") describes; advice to "you" or a condition ("if you've got
    // anything electrical, go Saturday") sweeps over nothing.
    const verdict = s.split(/,\s*(?:so|and so)\s+(?=(?:i|we)\b)/i)[0].replace(/,\s*(?:which|who|that)\b[^,]*,/gi, ",");
    if (/\b(?:you|your|if)\b/i.test(verdict)) continue;
    if (SWEEPING.test(verdict) && PRESENT.test(verdict) && !WRITER.test(verdict))
      return `${sentences[at]} … ${verdict}`;
  }
  return null;
}
