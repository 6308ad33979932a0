import type { GapClause } from "./gap.js";
import { meansOf } from "./means.js";
import { joinTokens, readSentences } from "./nlp.js";
import { asClause, capitalise, nounPhrases, subjectOf } from "./phrases.js";
import { nominal } from "./sides.js";
import { presentParticiple } from "./verb-forms.js";

/** What a concession names when it is a price to pay: money, a budget, time or effort given up. */
const COST =
  /\b(?:costs?|costly|expensive|price|budget|afford|pounds|dollars|euros|money|spend|spending|fees?|taxes?|years? to build|loses?)\b/i;

/** "even though", "although", "despite the fact that": the marker that opens the concession, not part of it. */
const CONCEDING =
  /^(?:even though|even if|although|though|while|despite the fact that|granted(?: that)?|admittedly),?\s+/i;

/** The concession speaks of the act or its agent: "it will cost …", "its budget is tight", "the bill will be …". */
const OWN_PRICE = /^(?:it|they|this|these|that|those|doing so|its|their|our|the (?:cost|price|bill|fees?))\b/i;

/**
 * "build one" after "A new sports hall would …": the act's "one" or "them" is the premise's thing, named so the
 * assumption reads on its own.
 */
function namedAct(act: string, premises: GapClause[]): string {
  const pronoun = / (one|them|it)$/.exec(act);
  if (!pronoun) return act;
  const plural = pronoun[1] === "them";
  for (const p of premises) {
    const phrase = nounPhrases(p.tokens).find((np) => {
      const first = np.tokens[0]?.normal ?? "";
      const last = np.tokens[np.tokens.length - 1];
      // "one" stands for a thing named with "a"; "them" for a plural thing.
      return plural ? /s$/.test(last?.normal ?? "") && np.tokens.length > 1 : /^(?:a|an)$/.test(first);
    });
    if (phrase) {
      const text = phrase.tokens.map((t) => t.value).join(" ");
      return `${act.slice(0, pronoun.index)} ${text[0].toLowerCase()}${text.slice(1)}`;
    }
  }
  return act;
}

/**
 * A recommendation that concedes its price ("the school should build one, even though it will cost two million
 * pounds") rests on the gain being worth that price: deny it and the writer's own concession defeats the claim.
 * The act and the price are both the text's words; "" when the claim recommends no act or the concession names
 * no cost.
 */
export function worthItsCost(conclusion: GapClause, concession: string, premises: GapClause[]): string {
  const price = asClause(concession).replace(CONCEDING, "");
  // The price of this act ("it will cost …", "its budget is tight"), not an advantage of another option ("small
  // cars are less expensive than …"), which is a comparison the claim weighs, not a cost it concedes.
  if (!OWN_PRICE.test(price) || !COST.test(price) || /\bthan\b/i.test(price)) return "";
  const means = meansOf(conclusion);
  if (!means || means.refrain) return "";
  return `${capitalise(namedAct(means.act, premises))} is worth it even though ${price}.`;
}

/** "But", "however", "yet": the premise after a contrast is what the writer sets against the one before it. */
const CONTRAST = /^(?:but|however|yet|still|nevertheless|nonetheless|on the other hand)\b,?\s+/i;

/** "it", "they", "doing so": a subject that only points back to the act or the thing already named. */
const POINTS_BACK = /^(?:it|they|this|these|that|those|doing so)$/i;

/** Longer than this, a side is the text again rather than one thing weighed against another. */
const MAX_SIDE = 14;

/** A clause as the thing it names ("leaving parents without childcare"), its subject kept or left out. */
function weighed(clause: string, keepSubject: boolean): string {
  const tokens = readSentences(clause)
    .flatMap((s) => s.tokens)
    .filter((t, k, all) => !(k === all.length - 1 && t.pos === "PUNCT"));
  const subject = joinTokens(subjectOf(tokens));
  if (!subject || tokens.length > MAX_SIDE + subject.split(" ").length) return "";
  // The whole clause is made a gerund, so its verb reads as one after its subject; the subject is cut off after.
  const whole = nominal(tokens);
  // A modal left in the phrase ("longer schooling day would give …") shows the tagger missed the verb.
  if (/\b(?:would|will|could|can|might|may)\b/i.test(whole)) return "";
  if (keepSubject) return whole;
  return whole.toLowerCase().startsWith(subject.toLowerCase()) ? whole.slice(subject.length).trim() : "";
}

/**
 * A recommendation whose text grants the other side a point ("a four-day week would save money on buses. But it
 * would leave parents without childcare. Keep the five-day week.") rests on the point it sets against the grant
 * weighing more: deny it and the writer's own concession carries the day. Both sides are the text's words; the
 * granted clause is returned too, so that no statement quotes it as a reason for the claim. Empty when the claim
 * recommends no act or the text grants nothing.
 */
export function weighedConcession(
  conclusion: GapClause,
  concession: string,
  premises: GapClause[],
): { statement: string; granted: string } {
  const none = { statement: "", granted: "" };
  if (!meansOf(conclusion)) return none;
  const conceded = asClause(concession);
  const k = premises.findIndex((p, i) => i > 0 && CONTRAST.test(p.text.trim()));
  const [granted, against] = CONCEDING.test(conceded)
    ? [conceded.replace(CONCEDING, ""), premises[0] ? asClause(premises[0].text) : ""]
    : k > 0
      ? [asClause(premises[k - 1].text).replace(CONCEDING, ""), asClause(premises[k].text).replace(CONTRAST, "")]
      : ["", ""];
  if (!granted || !against) return none;
  // "But it would leave parents without childcare": a point said of the act or the thing already named drops its
  // pointing subject, and the grant its own, so the two weigh what each does, not who does it.
  const first = subjectOf(readSentences(against).flatMap((s) => s.tokens));
  const keep = !(first.length > 0 && POINTS_BACK.test(first.map((t) => t.value).join(" ")));
  // After a plain "but", the point must be said of the same thing ("… save money. But it would …"): "sales to
  // children rose; however, sales to adults fell" contrasts two facts, and grants the other side nothing.
  if (keep && !CONCEDING.test(conceded)) return none;
  const [cost, gain] = [weighed(against, keep), weighed(granted, keep)];
  if (!cost || !gain) return none;
  return { statement: `${capitalise(cost)} matters more than ${gain}.`, granted };
}

/** " would cost", " costs": right after the thing priced. */
const COSTS = /^\s*(?:would |will |is going to |could )?costs?\b/i;

/** A sum of money: "£18,000", "about $9,400", "£30 a month". */
const SUM =
  /(?:(?:about|around|roughly|only|just|nearly|over|under) )?[£$€]\s?\d[\d,.]*(?:k|m)?\b(?: (?:a|per) (?:month|year|week|head))?/i;

/** A verdict that something repays its price, or a call to pay it. */
const PAYS =
  /\b(?:worth (?:it|the money|every penny|the price|the cost)|money well spent|no-brainer|bargain|good value|pays for itself|go ahead|go for it|should|let's|let us|i'd go)\b/i;

/** "quoted £95 to convert my wheels to tubeless", "the quote to resurface our driveway": the act priced. */
const QUOTED_ACT =
  /\b(?:quoted?|costs?|charge[sd]?|price)\b[^.]*?\bto ([a-z]+) ([^,.;]{3,60}?)(?= has\b| is\b| was\b| came\b| comes\b|[,.;]|$)/i;

/**
 * "costs about £18,000", "came in at $9,400", "have it for £199": a sum asked for something, not any sum ("has been
 * £95 since 2016", "gone from £1,800 to £3,100").
 */
const PRICED = /\b(?:costs?|quote|quoted|price|priced|charges?|charged|pay|paid|fee|for|at)\b[^.£$€]{0,20}[£$€]\s?\d/i;

/** "Let's sign the solar contract this week" → "sign the solar contract this week". */
const LETS = /^(?:(?:so|then|ok|okay),? )?let(?:'s| us) (\w+) (.+?)[.!]?$/i;

/**
 * "Floodlights would cost about £18,000 and would let the juniors train all winter. That's money well spent.": a
 * price paid for a gain holds only if the gain is worth it, the price named and any cost the reasons leave out
 * (upkeep, running costs, what could go wrong). Deny it and the reasons argue against paying.
 */
export function pricedGain(conclusion: GapClause, premises: GapClause[]): string {
  const claim = asClause(conclusion.text);
  const priced = premises.find((p) => SUM.test(p.text) && PRICED.test(p.text));
  // "Let's not renew": a call to refrain pays nothing.
  if (!priced || !PAYS.test(claim) || meansOf(conclusion)?.refrain || /^let(?:'s| us) not\b/i.test(claim)) return "";
  const sum = (SUM.exec(priced.text) as RegExpExecArray)[0];
  const quoted = QUOTED_ACT.exec(priced.text);
  const lets = LETS.exec(claim);
  const means = meansOf(conclusion);
  const subject = joinTokens(subjectOf(priced.tokens));
  const act = quoted
    ? `${presentParticiple(quoted[1].toLowerCase())} ${quoted[2]}`
    : lets
      ? `${presentParticiple(lets[1].toLowerCase())} ${lets[2]}`
      : means && !means.refrain && !/\b(?:it|them|one)$/.test(means.act)
        ? means.act
        : // "Floodlights on the second pitch would cost about £18,000": the thing priced is the subject of "cost".
          subject &&
            COSTS.test(priced.text.slice(priced.text.indexOf(subject) + subject.length)) &&
            !/^(?:it|that|this|they|the (?:quote|price|bill|cost))$/i.test(subject) &&
            subject.split(" ").length <= 6
          ? subject
          : "";
  // "Floodlights on the second pitch are worth what they cost": a plural thing, not an act.
  const head = act === subject ? subjectOf(priced.tokens).find((t) => t.pos === "NOUN") : undefined;
  const plural = head !== undefined && head.normal !== head.lemma.toLowerCase();
  const [be, it] = plural ? ["are", "they cost"] : ["is", "it costs"];
  return act ? `${capitalise(act)} ${be} worth what ${it}: ${sum.trim()} and any cost the reasons leave out.` : "";
}
