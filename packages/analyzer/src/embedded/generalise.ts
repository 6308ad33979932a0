import { FORECAST } from "./conclusion-type.js";
import { joinTokens, type Token } from "./nlp.js";
import { subjectOf } from "./phrases.js";
import { contentTerms } from "./terms.js";

/**
 * The missing premise of a singular argument ("Dr. Chen has published forty papers. So Dr. Chen is a skilled
 * surgeon."): premise and conclusion say two things of one subject, and the step from the first to the second is
 * the general rule "Anyone who has published forty papers is a skilled surgeon". Stated with the subject left out,
 * in the argument's own words for both predicates.
 */
export interface Clause {
  text: string;
  tokens: Token[];
}

const MAX_WORDS = 15;

const PEOPLE =
  /^(?:person|people|man|men|woman|women|child|children|student|pupil|teacher|doctor|parent|citizen|voter|worker|employee|customer|patient|politician|scientist|author|writer|athlete|player|someone|anyone|everyone|who)$/;
const PERSONAL_PRONOUN = /^(?:i|we|you|he|she|they)$/;
const DETERMINER = /^(?:the|this|that|a|an|our|my|your|their|its)$/;

/** "his manager", "her keys": a possessive before what it owns ("her" alone may be an object). */
function possessive(t: Token, i: number, ts: Token[]): boolean {
  return t.normal === "his" || (t.normal === "her" && /^(?:NOUN|ADJ)$/.test(ts[i + 1]?.pos ?? ""));
}

/** A rule about anyone says "their" where the one person's sentence said "his" or "her". */
function forAnyone(ts: Token[]): Token[] {
  return ts.map((t, i) => (possessive(t, i, ts) ? { ...t, value: "their", normal: "their" } : t));
}

/** The subject's head, the predicate after it (trimmed of end punctuation), and whether it is plural or a person. */
function split(c: Clause): {
  subject: Token[];
  head: Token;
  predicate: Token[];
  plural: boolean;
  person: boolean;
  determined: boolean;
} | null {
  const subject = subjectOf(c.tokens);
  if (subject.length === 0) return null;
  const start = c.tokens.indexOf(subject[subject.length - 1]) + 1;
  let predicate = c.tokens.slice(start);
  // "…, without once being reminded": a trailing phrase of manner says how, not what; the rule keeps what was done.
  const aside = predicate.findIndex(
    (t, i) => t.value === "," && /^(?:without|despite|even|usually|always|often)$/.test(predicate[i + 1]?.normal ?? ""),
  );
  if (aside > 1) predicate = predicate.slice(0, aside);
  while (predicate.length > 0 && predicate[predicate.length - 1].pos === "PUNCT") predicate.pop();
  // "She barely moves …": an adverb may stand before the verb.
  const verb = predicate.find((t) => t.pos !== "ADV");
  // A short clause whose predicate starts at its verb: a long or nested one cannot be cut at its subject safely.
  if (!verb || !/^(?:AUX|VERB)$/.test(verb.pos) || predicate.length < 2 || predicate.length > MAX_WORDS) return null;
  if (predicate.some((t) => t.value === "," || t.value === ";" || /^(?:that|which|who|if|because)$/.test(t.normal)))
    return null;
  const head = subject[subject.length - 1];
  if (!/^(?:NOUN|PROPN|PRON)$/.test(head.pos)) return null;
  // "Electric cars produce …": a plural head noun, a plural pronoun, or a plural form of "be", "have", "do".
  const pluralNoun = head.pos === "NOUN" && head.normal !== head.lemma.toLowerCase() && /s$/.test(head.normal);
  const plural = pluralNoun || /^(?:are|were|have|do)$/.test(verb.normal) || /^(?:we|you|they)$/.test(head.normal);
  // "The phone", "our team": a common noun, which names the kind its rule is about ("any team that …").
  const determined = subject.length > 1 && DETERMINER.test(subject[0].normal);
  // "Tom lied to his manager": a bare name the tagger reads as a noun is a person when "his" or "her" takes it up.
  const named = !determined && !plural && /^[A-Z]/.test(head.value) && predicate.some(possessive);
  const person =
    head.pos === "PROPN" || named || PERSONAL_PRONOUN.test(head.normal) || PEOPLE.test(head.lemma.toLowerCase());
  // "The new law", "the law": the subject without its determiners, to compare across clauses.
  const bare = subject.filter((t) => t.pos !== "DET");
  return { subject: bare, head, predicate, plural, person, determined };
}

/** The same subject in both clauses: the same head word, or a name (or "he", "she") taken up again. */
function sameSubject(a: Token[], b: Token[]): boolean {
  const key = (ts: Token[]) => ts.map((t) => t.lemma.toLowerCase()).join(" ");
  return key(a) === key(b) && !/^(?:it|this|that|there|they|he|she)$/.test(key(a));
}

const THIRD: Record<string, string> = { have: "has", are: "is", am: "is", do: "does", were: "was" };

/** The predicate with its first verb in the third person singular ("have not had" → "has not had"). */
function thirdPerson(predicate: Token[]): string {
  const [verb, ...rest] = predicate;
  // "feel" → "feels"; a past form ("felt") or a modal agrees with any subject already.
  const regular =
    verb.pos === "VERB" && verb.normal === verb.lemma.toLowerCase() && !/(?:s|sh|ch|x|z|o|y)$/.test(verb.normal)
      ? `${verb.normal}s`
      : "";
  const third = THIRD[verb.normal] ?? regular;
  return third ? [third, joinTokens(rest)].join(" ") : joinTokens(predicate);
}

/** "Anyone who P is C" from "S P. So S is C.", or "" when premise and conclusion are not about one subject. */
export function generalisedRule(conclusion: Clause, premises: Clause[]): string {
  const c = split(conclusion);
  if (!c) return "";
  const cTerms = new Set(contentTerms(c.predicate));
  const parts = premises.map(split);
  for (let p of parts) {
    // "The new highway will reduce jams, because it adds two lanes": a forecast's lone reason about "it" or "they"
    // is about the claim's own subject, and the forecast rests on the rule for any thing of that kind.
    const reasonTakesUp =
      premises.length === 1 &&
      p !== null &&
      c.determined &&
      !c.person &&
      (p.head.normal === "it" ? !c.plural : p.head.normal === "they" && c.plural) &&
      FORECAST.test(conclusion.text.toLowerCase());
    if (p && reasonTakesUp)
      p = { ...p, subject: c.subject, head: c.head, plural: c.plural, person: false, determined: true };
    // "This moisturiser is natural, so it is good for your skin": the pronoun takes up the premise's subject.
    // Only a quality of the premise's subject ("is completely natural"): "my sister says …, so it will …" takes up
    // something else, and "it is worth learning to code" is no subject at all.
    const quality =
      p !== null && /^(?:is|are)$/.test(p.predicate[0].normal) && !p.predicate.some((t) => t.normal === "and");
    const takenUp =
      premises.length === 1 &&
      p !== null &&
      quality &&
      !p.person &&
      /^(?:it|they)$/i.test(c.head.normal) &&
      c.subject.length === 1 &&
      !c.predicate.some((t) => t.normal === "to" && t.pos === "PART");
    // "Ms. Lee has taught for years, so she is …": "he" or "she" takes up the one person the lone premise names.
    // "Our coach …, so he …": the pronoun itself says the premise's subject is a person.
    const personTakenUp =
      premises.length === 1 &&
      p !== null &&
      (p.person || /^(?:NOUN|PROPN)$/.test(p.head.pos)) &&
      !p.plural &&
      !PERSONAL_PRONOUN.test(p.head.normal) &&
      /^(?:he|she)$/i.test(c.head.normal) &&
      c.subject.length === 1;
    if (!p || !(sameSubject(p.subject, c.subject) || takenUp || personTakenUp || reasonTakesUp)) continue;
    // "Dogs are loyal, so dogs make better companions": a kind, not one thing; what the quality does for the kind is
    // the gap ("Being loyal makes dogs …", plain-bridge.ts), not a rule for "things that are loyal".
    if (p.plural && c.plural && !p.determined && !c.determined && !takenUp && !p.person) continue;
    const pTerms = contentTerms(p.predicate);
    // No gap to bridge when the conclusion says nothing the premise does not.
    if ([...cTerms].every((t) => pTerms.includes(t)) || pTerms.every((t) => cTerms.has(t))) continue;
    // "Lena cheated …. Lena should lose her scholarship.": the claim's "her" says the one subject is a person.
    const person = p.person || personTakenUp || (c.person && sameSubject(p.subject, c.subject));
    // "Our team scored …": the rule is about any team, not "whatever" scored.
    const kind = p.determined && p.head.pos === "NOUN" ? `Any ${p.head.value.toLowerCase()} that` : "Whatever";
    const who = person ? (p.plural ? "Those who" : "Anyone who") : p.plural ? "Things that" : kind;
    const [cPredicate, pPredicate] = person
      ? [forAnyone(c.predicate), forAnyone(p.predicate)]
      : [c.predicate, p.predicate];
    // "I have not had a cold" said of "anyone who": the verb agrees with the rule's singular subject.
    const predicate = !p.plural && c.plural ? thirdPerson(cPredicate) : joinTokens(cPredicate);
    // "I feel tired" said of "anyone who": the speaker's verb agrees with the rule's singular subject too.
    const premisePredicate =
      !p.plural && /^(?:i|you)$/.test(p.head.normal) ? thirdPerson(pPredicate) : joinTokens(pPredicate);
    return `${who} ${premisePredicate} ${predicate}.`;
  }
  return takenUpRule(c, parts);
}

type Split = NonNullable<ReturnType<typeof split>>;

const STANCE = /^(?:clearly|definitely|obviously|certainly|surely|undoubtedly|absolutely|really)$/;
// "It is worth learning to code": "it" stands in for what follows; it names no thing the reasons are about.
const DUMMY_IT =
  /^(?:is|'s|was|will be|would be) (?:\w+ )?(?:worth|important|easy|hard|difficult|better|best|good|bad|wise|necessary|essential|time|possible|impossible|likely|unlikely|clear|true|fair|safe|crucial|vital|obvious)\b/;

/**
 * Whether a pronoun can stand for the subject ("she" for Priya, "it" for a thing, "they" for many). "She" stands
 * for an animal or a thing only as the claim's own subject ("Our collie is …. She sleeps …"); in a reason, "the
 * clutch job" is no "he".
 */
function agrees(pronoun: string, s: Split, claim = false): boolean {
  if (pronoun === "they") return s.plural;
  if (pronoun === "it") return !s.plural && !s.person;
  // "Priya is ready …. She has …": a lone capitalised word is a name the tagger may read as a noun.
  const name = s.subject.length === 1 && /^[A-Z][a-z]/.test(s.head.value);
  return /^(?:he|she)$/.test(pronoun) && !s.plural && (s.person || (claim && s.determined) || name);
}

const CONTRACTED: Record<string, string> = { "'s": "is", "'re": "are", "'ve": "have", "'ll": "will", "'d": "would" };

/**
 * "Priya is ready to manage people. She has met every deadline this quarter.", "Marco's starter has sat for two
 * weeks, and it doubles in size … So it's ready to bake with.": the reasons take up one subject by a pronoun,
 * whichever clause names it. The subject is the one thing every pronoun can stand for; each reason said of it
 * joins the rule's condition ("Any greyhound that sleeps eighteen hours a day and hardly ever barks is …").
 */
function takenUpRule(c: Split, parts: (Split | null)[]): string {
  const pronoun = (s: Split) => s.subject.length === 1 && /^(?:he|she|it|they)$/.test(s.head.normal);
  const claimText = joinTokens(c.predicate);
  if (c.head.normal === "it" && DUMMY_IT.test(claimText)) return "";
  // Who the pronouns stand for: the claim's own subject, or the one named subject of a reason a pronoun can mean.
  const named = parts.filter((p): p is Split => p !== null && !pronoun(p) && !PERSONAL_PRONOUN.test(p.head.normal));
  const referent = pronoun(c)
    ? named.filter((p) => agrees(c.head.normal, p))
    : [c, ...named.filter((p) => !sameSubject(p.subject, c.subject))].filter((p) =>
        parts.some((q) => q && pronoun(q) && agrees(q.head.normal, p, p === c)),
      );
  if (referent.length !== 1 || (referent[0] === c && !parts.some((q) => q && pronoun(q)))) return "";
  const r = referent[0];
  const about = parts.filter(
    (p): p is Split =>
      p !== null && (pronoun(p) ? agrees(p.head.normal, r, r === c) : p === r || sameSubject(p.subject, r.subject)),
  );
  // "He's had the clutch replaced": a contracted verb cannot open the rule's condition.
  if (about.some((p) => p.predicate[0].value.startsWith("'"))) return "";
  // A thing's one quality and the verdict on it are plain-bridge.ts's ("Having few buttons makes this app easy to
  // use"); a rule for anyone who … is the step for a person or an animal, or for what two reasons say together.
  const thing = [c, ...about].every((p) => !/^(?:he|she)$/.test(p.head.normal));
  if (about.length === 0 || about.length > 2 || r.plural || (thing && about.length === 1)) return "";
  const cTerms = new Set(contentTerms(c.predicate));
  const pTerms = about.flatMap((p) => contentTerms(p.predicate));
  if ([...cTerms].every((t) => pTerms.includes(t))) return "";
  // "Our new rescue greyhound", "Marco's sourdough starter": the kind its rule is about ("any starter that …").
  const kind = r.head.pos === "NOUN" && r.subject.length > 1 && !PEOPLE.test(r.head.lemma.toLowerCase());
  const person = !kind && (r.person || [c, ...about].some((p) => /^(?:he|she)$/.test(p.head.normal)));
  const who = kind ? `Any ${r.head.value.toLowerCase()} that` : person ? "Anyone who" : "Whatever";
  const said = about.map((p) => joinTokens(person ? forAnyone(p.predicate) : p.predicate)).join(" and ");
  const claim = c.predicate
    .filter((t) => !STANCE.test(t.normal))
    .map((t, i) => (i === 0 && CONTRACTED[t.value] ? { ...t, value: CONTRACTED[t.value] } : t));
  return `${who} ${said} ${joinTokens(person ? forAnyone(claim) : claim)}.`;
}
