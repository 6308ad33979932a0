import type { GapClause } from "./gap.js";
import { readSentences } from "./nlp.js";
import { capitalise } from "./phrases.js";
import { nominal } from "./sides.js";
import { contentTerms } from "./terms.js";

// "Since the factory opened, …", "Ever since the coach arrived, …", "After the ban began, …": an event told first.
const EVENT = /^(?:ever since|since|after)\s+/i;

const words = (text: string) =>
  readSentences(text.replace(EVENT, "").replace(/[,.]+$/, ""))
    .flatMap((s) => s.tokens)
    .filter((t) => t.pos !== "PUNCT");

/**
 * "Since the factory opened, asthma cases have doubled. The factory is making people sick.": a causal claim about an
 * event, drawn from a change told after it, needs nothing else to account for the change (Mill's method of
 * difference; the gap a false-cause argument leaves): "Nothing other than the factory opening accounts for asthma
 * cases in the town having doubled." Denying it leaves the sequence as coincidence. "" when the text tells no event
 * and change in sequence, or the claim is not about the event's subject.
 */
export function sequenceCause(conclusion: GapClause, premises: GapClause[]): string {
  const at = premises.findIndex((p) => EVENT.test(p.text.trim()));
  const told = premises[at]?.text.trim().replace(/,$/, "") ?? "";
  // The event and the change in one reason ("Ever since the manager arrived, the shop has lost …") or in two.
  const comma = told.indexOf(", ");
  const [event, change] = comma > 0 ? [told.slice(0, comma), told.slice(comma + 2)] : [told, premises[at + 1]?.text];
  if (!event || !change) return "";
  const [e, c] = [words(event), words(change)];
  if (e.length < 2 || c.length < 2 || e.length > 10 || c.length > 12) return "";
  // The claim names the event's subject ("the factory is making people sick"), so the event is the cause it means.
  const claimed = new Set(contentTerms(conclusion.tokens));
  const subject = contentTerms(
    e.slice(
      0,
      Math.max(
        1,
        e.findIndex((t) => t.pos === "VERB" || t.pos === "AUX"),
      ),
    ),
  );
  if (subject.length === 0 || !subject.some((t) => claimed.has(t))) return "";
  const [cause, effect] = [nominal(e), nominal(c)];
  if (!cause || !effect || cause === effect) return "";
  return `Nothing other than ${cause} accounts for ${effect}.`.replace(/^./, (x) => capitalise(x));
}
