import { embed, type GapClause } from "./gap.js";
import { asClause, capitalise, subjectOf } from "./phrases.js";
import { innerClaim } from "./shapes.js";

/**
 * "The tap water is safe to drink. The guide at our hostel told us so.": the claim rests on someone's word, so it
 * holds only if that someone knows. Deny it ("the guide is no judge of the water") and the reason no longer bears
 * on the claim.
 */
/** "told me so", "said so", "confirmed it": a sentence that vouches for the one before it. */
export const VOUCHES_BACK =
  /\b(?:told (?:me|us|him|her|them|everyone|everybody) so|(?:said|says|say) so|swears? (?:by )?it|confirmed it|vouch(?:es|ed)? for it)\b/i;
/** A sentence that vouches for a claim: "told me so", "told us that …", "swears by it", "confirmed that …". */
const VOUCHES_ONLY = new RegExp(
  `${VOUCHES_BACK.source}|\\b(?:told (?:us|me|him|her|them)|swears?|swore|assured (?:us|me)|confirmed (?:that|this))\\b`,
  "i",
);
/** "says", "said": any report of words, so the one who says them must be someone, not a number or a document. */
const SAYS = /\b(?:says|said)\b/i;
const VOUCHES = new RegExp(`${VOUCHES_ONLY.source}|${SAYS.source}`, "i");
/** Who can vouch for a thing: a person named or a person by trade or tie. */
const PERSON =
  /\b(?:plumber|electrician|mechanic|doctor|gp|dentist|vet|nurse|pharmacist|salesperson|salesman|saleswoman|shop assistant|assistant|guy|man|woman|lady|bloke|engineer|surveyor|inspector|builder|roofer|fitter|installer|groundsman|groundskeeper|lifeguard|ranger|guide|teacher|coach|instructor|expert|specialist|consultant|adviser|advisor|manager|owner|landlord|officer|keeper|technician|chef|waiter|barman|receptionist|neighbou?r|friend|cousin|brother|sister|mum|dad|mother|father|uncle|aunt|gran|grandad|grandma|colleague|boss|trainer|farmer|gardener|driver)s?$/i;
/** What the source is said to have said: "told me it gets updates for seven years" → "it gets updates …". */
const SAID =
  /\b(?:told (?:us|me|him|her|them)|says|said|swears|swore|assured (?:us|me)|confirmed)(?: that)? (.{12,}?)(?:, (?:so|which means|and so)\b.*)?[.!]?$/i;
const ACCORDING = /\baccording to (.{3,60}?)(?=,|;|\.|$)/i;
/** Longer than this, a source quoted is a clause, not who spoke. */
const MAX_SOURCE = 10;

/** "I asked Dave in IT … and he says …", "I asked Mrs Okafor … and she said …": the one asked is the one who said. */
const ASKED =
  /\basked ((?:(?:the|my|our) [a-z]+)|[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,2}(?: (?:in|from) [A-Z][A-Za-z]+)?)\b[^.]*?\b(?:he|she|they) (?:says|said|told|reckons)\b/;

function sourceOf(clause: GapClause): string {
  const { text } = clause;
  const according = ACCORDING.exec(text)?.[1];
  if (according) return according;
  const asked = ASKED.exec(text)?.[1];
  if (asked && (/^[A-Z]/.test(asked) || PERSON.test(asked))) return asked;
  const vouches = VOUCHES.exec(text);
  if (!vouches) return "";
  const told = subjectOf(clause.tokens).map((t) => t.value);
  // "When the engineer serviced the boiler he told us …": the clause's opener is no part of who spoke.
  const subject =
    /^(?:when|after|before|while|once|as)$/i.test(told[0] ?? "") && PERSON.test(told.at(-1) ?? "")
      ? told.slice(1)
      : told;
  // "The man who runs the pub next to it told me so": the subject runs through its clause, up to the telling.
  const words = /^(?:who|that)$/i.test(subject.at(-1) ?? "")
    ? text.slice(0, vouches.index).trim().split(/\s+/)
    : subject;
  // "Gareth's been a plumber for twenty years and he says …": a pronoun stands for the name that opens the sentence.
  const named = /^(?:he|she)$/i.test(words.join(" "))
    ? clause.tokens.find((t) => t.proper && t.pos === "PROPN")
    : undefined;
  if (named) return named.value;
  // A report of words ("says", "said") vouches only through a person: "the lifeguard said …", "Mike says …".
  const before = text.slice(0, vouches.index).toLowerCase().split(/\s+/);
  const person =
    PERSON.test(words.join(" ")) ||
    before.some((w) => PERSON.test(w.replace(/[^a-z]/g, ""))) ||
    (words.length <= 3 && clause.tokens.some((t) => (t.proper || t.pos === "PROPN") && t.value === words[0]));
  if (!VOUCHES_ONLY.test(text) && SAYS.test(vouches[0]) && !person) return "";
  // "On …", "When I …", "Her": a clause's opener or a pronoun, no one named.
  if (
    /^(?:on|in|at|when|if|then|still|besides|but|and|so|because|while|after|before|as|her|him|them|his|their)$/i.test(
      words[0] ?? "",
    ) &&
    !PERSON.test(words.at(-1) ?? "")
  )
    return "";
  // "Most teachers said …", "Two members said …": a count of people is a survey's finding, not someone's word.
  if (
    words.some((w) =>
      /^(?:most|many|some|several|few|half|all|\d+|two|three|four|five|six|seven|eight|nine|ten)$/i.test(w),
    )
  )
    return "";
  if (
    words.length === 0 ||
    words.length > MAX_SOURCE ||
    /^(?:i|we|you|he|she|it|this|that|they|people|everyone)$/i.test(words.join(" "))
  )
    return "";
  return words.join(" ").replace(/^(?:And|But|So|Also),?\s+/, "");
}

/** "The guide at our hostel is a reliable source on whether the tap water … is safe to drink.", or "". */
export function reliableSource(conclusion: GapClause, premises: GapClause[]): string {
  const from = premises.find((p) => sourceOf(p) !== "");
  if (!from) return "";
  // On what they said, when the reason quotes it ("he says heat pumps are useless in old stone cottages"); else on
  // the claim they vouch for ("told me so").
  const said = SAID.exec(asClause(from.text))?.[1];
  const on =
    said && !/^(?:so|it|this|that)$/i.test(said) ? said.replace(/[,;]\s*$/, "") : embed(innerClaim(conclusion));
  const source = sourceOf(from);
  // "The local growers say …": a group by trade speaks as many.
  const last = source.split(/\s+/).at(-1) ?? "";
  const plural = /[^s]s$/i.test(last) && PERSON.test(last) && PERSON.test(last.slice(0, -1));
  // "… on the rule that if the pressure drops, the radiators go cold": a rule is told, not a fact.
  const what = /^if\b/i.test(on) ? `the rule that ${on}` : `whether ${on}`;
  return `${capitalise(source)} ${plural ? "are reliable sources" : "is a reliable source"} on ${what}.`;
}
