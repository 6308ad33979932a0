import type { GapClause } from "./gap.js";
import { joinTokens, readSentences, type Token } from "./nlp.js";
import { asClause, capitalise, subjectOf } from "./phrases.js";
import { innerClaim } from "./shapes.js";
import { plainText } from "./sides.js";
import { presentParticiple } from "./verb-forms.js";

/**
 * Two plain-English forms of an evidence bridge, for the cases where "M is a sign of N" reads stiffly:
 * - the premise says what makes its subject worth the verdict: "Cats are great pets because they are clean" →
 *   "Being clean makes cats great pets";
 * - the premise speaks of the speaker's own circle or of one thing ("everyone I know", "this laptop"): the rule is
 *   the same step for anyone and anything of the kind, "If everyone someone knows loves a phone, it is the best
 *   phone ever made".
 * Each returns "" when the text is not of its shape; the caller then keeps the sign statement.
 */

/** Longer than this, a clause quoted in a rule is the text again, not a rule. */
const MAX_CLAUSE = 14;
/** Longer than this, a predicate is more than one quality. */
const MAX_PREDICATE = 8;

const REPORTING = /^(?:say|tell|think|believe|claim|insist|promise|recommend|suggest|argue|report|swear)$/;
const TAKING_UP = /^(?:it|they|he|she)$/;
const CLAUSE_WORD = /^(?:that|which|who|whom|whose|if|because|since|although|when|while|but|and|or)$/;

/** The clause's words after any opening connective ("Nonetheless, …"). */
function clauseTokens(clause: GapClause): Token[] {
  // Re-read from the shown text: a unit's tokens keep its marker ("So phones …"), which changes their tags.
  const read = readSentences(innerClaim(clause).text).flatMap((s) => s.tokens);
  const inner = read.filter((t, k, all) => !(t.pos === "PUNCT" && k === all.length - 1));
  const rest = inner[1]?.value === "," ? inner.slice(2) : inner;
  // "because trains rarely crash": the reason's marker is no part of what it says.
  return rest[0]?.pos === "SCONJ" || rest[0]?.pos === "CCONJ" ? rest.slice(1) : rest;
}

const STANCE = /^(?:clearly|obviously|certainly|surely|definitely|truly|really|undoubtedly)$/;

/** "the exhibit" after "the museum's new exhibit": "the" and the same head noun take up the thing named before. */
function shortFor(short: Token[], full: Token[]): boolean {
  const [head, fullHead] = [short[short.length - 1], full[full.length - 1]];
  return (
    short.length === 2 &&
    short[0].normal === "the" &&
    full.length > 2 &&
    head.pos === "NOUN" &&
    // The same noun in the same number: "the rack" after "existing dish racks" is another thing (one of mine).
    head.normal === fullHead?.normal
  );
}

function lemmaKey(tokens: Token[]): string {
  return (
    tokens
      .filter((t) => t.pos !== "DET")
      // A capitalised first word keeps its plural in the lemmatiser ("Bikes" → "bikes"): compare without the "s".
      .map((t) => t.lemma.toLowerCase().replace(/s$/, ""))
      .join(" ")
  );
}

/** "Cats are clean": the subject, and what is said of it, when the predicate is one short phrase. */
function parts(clause: GapClause): { subject: Token[]; predicate: Token[] } | null {
  const tokens = clauseTokens(clause);
  const subject = subjectOf(tokens).filter((t) => t.pos !== "PUNCT");
  // "The town's new summer festival": the possessive "'s" is no word of its own.
  if (subject.length === 0 || subject.filter((t) => t.value !== "'s").length > 5) return null;
  const predicate = tokens.slice(tokens.indexOf(subject[subject.length - 1]) + 1);
  const words = predicate.filter((t) => t.pos !== "PUNCT");
  if (words.length < 2 || words.length > MAX_PREDICATE) return null;
  if (predicate.some((t) => t.pos === "PUNCT" || CLAUSE_WORD.test(t.normal))) return null;
  return { subject, predicate };
}

/**
 * "Being clean makes cats great pets": a verdict ("is a great pet", "is healthier than soda") said of the very
 * thing the premise describes, the conclusion's subject written once (a pronoun on either side takes up the other's
 * noun). Only for a present "is" or "are" before the verdict: "will be", "was" and "must be" say more than a quality.
 */
export function makesBridge(premise: GapClause, conclusion: GapClause): string {
  const [p, c] = [parts(premise), parts(conclusion)];
  if (!p || !c || expletive(clauseTokens(conclusion))) return "";
  const [copula, ...said] = c.predicate;
  // "is clearly a success": the writer's insistence is no part of the verdict.
  const verdict = said[0]?.pos === "ADV" && STANCE.test(said[0].normal) ? said.slice(1) : said;
  // "Dogs make better companions": "make" before a verdict says what they are, as "are" does.
  const linking = /^(?:is|are)$/.test(copula.normal) || (/^makes?$/.test(copula.normal) && verdict[0]?.pos === "ADJ");
  if (!linking || verdict.length === 0 || verdict[0].normal === "not") return "";
  // A verdict is a quality or a kind ("great pets", "better for the city's air"), not an action ("is going to …").
  // "is everywhere", "is here": an adverb of place is no verdict; "very good" is one.
  const verdictStart = verdict[0].pos === "ADV" && verdict[1]?.pos === "ADJ" ? verdict[1] : verdict[0];
  // "expensive to run" is a quality; a verb of its own ("is going") is an action.
  const action = verdict.some((t, k) => t.pos === "VERB" && verdict[k - 1]?.normal !== "to");
  if (!/^(?:ADJ|DET|NOUN)$/.test(verdictStart?.pos ?? "") || action) return "";
  const pronoun = (s: Token[]) => s.length === 1 && TAKING_UP.test(s[0].normal);
  const same = (lemmaKey(p.subject) === lemmaKey(c.subject) || shortFor(c.subject, p.subject)) && !pronoun(p.subject);
  // A person is judged by the general rule ("anyone who …"); the speaker's own report is no quality of a thing.
  const nonPerson = (s: Token[]) => !s.some((t) => /^(?:PROPN)$/.test(t.pos) || /^(?:i|we|you|he|she)$/.test(t.normal));
  let subject: Token[] | null = null;
  if (same) subject = c.subject;
  else if (pronoun(c.subject) && /^(?:it|they)$/.test(c.subject[0].normal)) subject = p.subject;
  else if (pronoun(p.subject) && /^(?:it|they)$/.test(p.subject[0].normal)) subject = c.subject;
  const quality = gerund(p.predicate);
  if (!quality) return "";
  // "Cars are expensive to run because fuel prices keep rising": said of another thing and given with "because",
  // the premise explains the verdict, named whole ("Fuel prices rising makes cars expensive to run"). After "so"
  // it may be only a sign ("bees come to the clover, so the meadow is healthy"), and the sign statement stays.
  const plainNoun = (s: Token[]) => s.length <= 4 && !pronoun(s) && nonPerson(s) && s[s.length - 1].pos === "NOUN";
  const explains = /^\W*because\b/i.test(premise.text);
  if (!subject && explains && plainNoun(p.subject) && plainNoun(c.subject))
    return `${capitalise(plainText(p.subject))} ${quality} makes ${plainText(c.subject)} ${joinTokens(verdict)}.`;
  if (!subject || !nonPerson(subject) || pronoun(subject)) return "";
  return `${capitalise(quality)} makes ${plainText(subject)} ${joinTokens(verdict)}.`;
}

/**
 * "rarely crash" → "rarely crashing", "do not rust" → "not rusting", "need no parking" → "needing no parking": the
 * predicate as the quality it names; "" for a modal ("will win"), which forecasts rather than describes.
 */
function gerund(predicate: Token[]): string {
  const v = predicate.findIndex((t) => t.pos === "VERB" || t.pos === "AUX");
  if (v < 0 || predicate.slice(0, v).some((t) => t.pos !== "ADV")) return "";
  const verb = predicate[v];
  if (/^(?:can|could|may|might|must|shall|should|will|would|wo|ca)$/.test(verb.normal)) return "";
  const negated = verb.lemma.toLowerCase() === "do" && /^(?:not|n't)$/.test(predicate[v + 1]?.normal ?? "");
  // "is getting oppressed": the auxiliary of a verb chain names nothing; a passive or progressive is no quality.
  if (verb.pos === "AUX" && predicate[v + 1]?.pos === "VERB") return "";
  // "keep rising" → "rising": "keep" only says the act goes on.
  const kept = verb.lemma.toLowerCase() === "keep" && /ing$/.test(predicate[v + 1]?.normal ?? "");
  const head = negated ? predicate[v + 2] : kept ? predicate[v + 1] : verb;
  if (!head || (head.pos !== "VERB" && head.pos !== "AUX")) return "";
  const rest = predicate.slice(predicate.indexOf(head) + 1);
  const before = predicate.slice(0, v).map((t) => t.normal);
  const words = [...before, ...(negated ? ["not"] : []), presentParticiple(head.lemma)];
  return rest.length > 0 ? `${words.join(" ")} ${joinTokens(rest)}` : words.join(" ");
}

/**
 * "Washing hands with soap removes germs, so hand-washing reduces colds" → "Removing germs reduces colds": a
 * reason that says what an act does (its subject is the act, by its gerund) gives the way the claimed cause works;
 * the claim rests on that working bringing the effect about.
 */
export function mechanismBridge(premise: GapClause, conclusion: GapClause): string {
  const p = parts(premise);
  const act = p?.subject[0];
  if (!p || !act || act.pos !== "VERB" || !act.normal.endsWith("ing")) return "";
  const tokens = clauseTokens(conclusion);
  const named = tokens.findIndex((t) => t.lemma.toLowerCase() === act.lemma.toLowerCase());
  if (named < 0) return "";
  // The claim's own verb after the act it names: "hand-washing [reduces] the spread of colds".
  const verb = tokens.findIndex((t, k) => k > named && t.pos === "VERB" && !t.normal.endsWith("ing"));
  const works = gerund(p.predicate);
  if (verb < 0 || !works) return "";
  const effect = tokens.slice(verb).filter((t) => t.pos !== "PUNCT" || t.value === "'s");
  if (effect.length < 2 || effect.some((t) => /^(?:not|n't|never)$/.test(t.normal))) return "";
  return `${capitalise(works)} ${joinTokens(effect)}.`;
}

/**
 * "Phones distract drivers, so phones cause accidents" → "Distracting drivers causes accidents": a causal claim
 * about the very thing the premise describes rests on what the premise says of it bringing about the effect.
 */
export function causeBridge(premise: GapClause, conclusion: GapClause): string {
  const [p, c] = [parts(premise), parts(conclusion)];
  if (!p || !c || lemmaKey(p.subject) !== lemmaKey(c.subject)) return "";
  const [verb, ...effect] = c.predicate;
  if (verb.pos !== "VERB" || effect.length === 0 || effect.some((t) => t.normal === "not")) return "";
  const act = gerund(p.predicate);
  if (!act) return "";
  // The act is one thing: its verb agrees in the singular ("cause" → "causes"); a past form already agrees.
  const agreed =
    verb.normal === verb.lemma.toLowerCase() || /^[A-Z]/.test(verb.value) ? singular(verb.lemma) : verb.normal;
  return `${capitalise(act)} ${agreed} ${joinTokens(effect)}.`;
}

function singular(lemma: string): string {
  const v = lemma.toLowerCase();
  if (THIRD[v]) return THIRD[v];
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ies`;
  return /(?:s|sh|ch|x|z|o)$/.test(v) ? `${v}es` : `${v}s`;
}

/**
 * "It is easy to lose …", "it was clear that …", "it is worth learning Latin": an "it" that stands for what follows,
 * not for a thing ("it is worth watching" says the film is).
 */
function expletive(tokens: Token[]): boolean {
  return /^it(?: is|'s| was) (?:\w+ )?(?:\w+ (?:to|that)\b|worth \w+ing \w+)/i.test(joinTokens(tokens));
}

const THIRD: Record<string, string> = { have: "has", do: "does", are: "is", am: "is", were: "was", go: "goes" };

/** "know" → "knows": the verb after "someone", which takes the speaker's place. */
function thirdPerson(verb: Token): string {
  if (verb.pos !== "VERB" && verb.pos !== "AUX") return verb.value;
  if (THIRD[verb.normal]) return THIRD[verb.normal];
  // A past form or a modal already agrees with any subject.
  if (
    verb.normal !== verb.lemma.toLowerCase() ||
    /^(?:can|could|may|might|must|shall|should|will|would)$/.test(verb.normal)
  )
    return verb.value;
  return /(?:s|sh|ch|x|z|o)$/.test(verb.normal) ? `${verb.normal}es` : `${verb.normal}s`;
}

/** "the diner" → "a diner": the one thing of the text stands for any of its kind. */
function article(next: Token | undefined): string {
  return next && /^[aeiou]/i.test(next.value) && !/^(?:use|uni|one|eu)/i.test(next.value) ? "an" : "a";
}

/** The premise said of anyone and anything of its kind, or null when it names no speaker and no one thing. */
function generalised(tokens: Token[], thing = ""): { text: string; changed: boolean } | null {
  const words: string[] = [];
  let changed = false;
  // One thing stands for its kind: the one the claim names, else the first not inside a fixed phrase ("all the
  // time", "at the moment"), whose "the" belongs to the phrase and not to a thing.
  let generalisedOne = false;
  for (const [k, t] of tokens.entries()) {
    let w = t.value;
    if (/^(?:we|us|you)$/.test(t.normal)) return null;
    if (t.normal === "i") w = "someone";
    else if (t.normal === "me") w = "them";
    else if (t.normal === "my") w = "someone's";
    else if (tokens[k - 1]?.normal === "i") w = thirdPerson(t);
    // "This laptop", "the new park", "our coach": a definite singular thing becomes any of its kind.
    else if (/^(?:the|this|that|our)$/.test(t.normal) && (t.pos !== "PRON" || t.normal === "our")) {
      const head = tokens.slice(k + 1).find((x) => x.pos !== "ADJ" && x.pos !== "ADV");
      const singular = head?.pos === "NOUN" && head.normal === head.lemma.toLowerCase();
      const named = thing ? head?.lemma.toLowerCase() === thing : !/^(?:all|at|of)$/.test(tokens[k - 1]?.normal ?? "");
      if (singular && named && !generalisedOne) {
        w = article(tokens[k + 1]);
        generalisedOne = true;
      }
    }
    if (w !== t.value) changed = true;
    words.push(k === 0 ? w : `${t.space}${w}`);
  }
  return { text: words.join(""), changed };
}

/**
 * "If everyone someone knows loves a phone, it is the best phone ever made": the speaker's evidence, or one
 * thing's quality, as a rule for anyone and anything of the kind; the conclusion's inferential "must be" becomes
 * what the rule asserts ("is"). "" when neither side changes, as the rule would then repeat the sufficient one.
 */
export function generalConditional(premise: GapClause, conclusion: GapClause, pronounOnly = false): string {
  const p = clauseTokens(premise);
  const c = clauseTokens(conclusion);
  if (p.length === 0 || c.length === 0) return "";
  const subject = subjectOf(c).filter((t) => t.pos !== "PUNCT");
  // The conclusion must say its verdict of the thing the premise names: a pronoun taking it up, or the same
  // definite noun ("… at the diner. The diner is unsafe.", which then reads as "the diner" of the rule).
  const pronoun = subject.length === 1 && /^(?:it|they|he|she)$/.test(subject[0].normal);
  const head = subject[subject.length - 1];
  const named =
    subject.length > 0 &&
    /^(?:the|this|that)$/.test(subject[0].normal) &&
    head.pos === "NOUN" &&
    p.some((t) => t.pos === "NOUN" && t.lemma.toLowerCase() === head.lemma.toLowerCase());
  if (!pronoun && (!named || pronounOnly)) return "";
  if (
    p.some((t) => t.pos === "PUNCT" && t.value !== "'") ||
    p.some((t) => CLAUSE_WORD.test(t.normal) && t.normal !== "that")
  )
    return "";
  // "My sister says this cream works, so it will …": "it" takes up the report's thing, not the premise's subject;
  // and a claim in the speaker's own words ("my skin") would mix the rule's "someone" with "my".
  if (p.some((t) => REPORTING.test(t.lemma.toLowerCase())) || c.some((t) => /^(?:i|me|my)$/.test(t.normal))) return "";
  // "It is impossible to …" names no thing to generalise; a claim of what should be done is no evidence step.
  // Nor does the "it" of a claim "it is difficult to …": it takes up nothing.
  if (expletive(p) || expletive(c) || c.some((t) => /^(?:should|ought)$/.test(t.normal))) return "";
  const general = generalised(p, named ? head.lemma.toLowerCase() : "");
  if (!general?.changed) return "";
  const plural = subject[0].normal === "they" || (named && head.normal !== head.lemma.toLowerCase());
  // "this soap" of the claim is now "the soap" of the rule's "a soap".
  const claim = asClause(joinTokens(c))
    .replace(/^(?:this|that) /, "the ")
    .replace(/\bmust be\b/, plural ? "are" : "is")
    .replace(/\bmust have been\b/, plural ? "were" : "was");
  const premiseText = asClause(general.text);
  if (premiseText.split(/\s+/).length > MAX_CLAUSE || claim.split(/\s+/).length > MAX_CLAUSE) return "";
  return `If ${premiseText}, ${claim}.`;
}
