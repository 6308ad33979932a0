import { arrangementGaps } from "./criteria.js";
import type { DescriptionFacts } from "./description.js";
import type { Criteria, ItemMatch, RelationMatch } from "./types.js";

export const MAX_RECOMMENDATIONS = 8;
export const NO_ELEMENTS_ADVICE =
  "Describe your invention in a sentence or more, naming its parts and how they work together (for example 'a pump connected to a tank that cools the engine').";

const words = (list: string[]) => list.map((w) => `'${w}'`).join(", ");

/**
 * Advice that follows from the comparison and the ratings, most useful first: the elements this patent lacks (what
 * can set the invention apart), the ones it only partly has, the links it lacks, then what the description itself
 * is missing. `weight` orders the uncovered elements, rarest words first.
 */
export function recommend(
  elements: ItemMatch[],
  relations: RelationMatch[],
  criteria: Criteria,
  weight: (e: ItemMatch) => number,
  facts: DescriptionFacts,
): string[] {
  const out: string[] = [];
  const notFound = elements.filter((e) => e.status === "not found").sort((a, b) => weight(b) - weight(a));
  for (const e of notFound.slice(0, 3))
    out.push(`Emphasise '${e.text}': this patent does not disclose it, so it can set your invention apart.`);
  for (const e of elements.filter((x) => x.status === "partly").slice(0, 2))
    out.push(
      `Say what is different about your '${e.text}': this patent has ${words(e.matchedWords)} but not ${words(e.missingWords)} near it.`,
    );
  const byId = new Map(elements.map((e) => [e.id, e]));
  const links = [...arrangementGaps(elements, relations), ...arrangementGaps(elements, relations, "partly")];
  for (const r of links.slice(0, 2))
    out.push(
      `Claim how '${byId.get(r.from)?.text}' and '${byId.get(r.to)?.text}' work together ('${r.text}'): this patent has both, but ${r.status === "partly" ? "does not clearly link them" : "not linked"} that way.`,
    );
  if (criteria.novelty.rating === "Low")
    out.push(
      "This patent discloses every element you described: add the feature that makes yours different, and build your description around it.",
    );
  if (criteria.utility.rating === "Unclear")
    out.push("State what the invention is for or what result it gives (for example 'to reduce …' or 'so that …').");
  if (criteria.writtenDescription.rating === "Insufficient") {
    const alone = elements.filter((e) => !facts.linked.has(e.id));
    if (elements.length < 2) out.push("Name the main parts of your invention and say how they fit together.");
    const paired = new Set<string>();
    for (const e of elements.length < 2 ? [] : alone.slice(0, 2)) {
      const i = elements.indexOf(e);
      const other = elements[i + 1] ?? elements[i - 1];
      if (paired.has(e.id) && paired.has(other.id)) continue;
      paired.add(e.id).add(other.id);
      out.push(`Describe how '${e.text}' connects to or works with '${other.text}'.`);
    }
  }
  if (criteria.enablement.rating === "Insufficient") {
    if (!facts.actions.length) out.push("Explain how it works: what each part does, and in what order.");
    if (!facts.quantities.length && !facts.materials.length && !facts.steps.length)
      out.push(
        "Add specifics someone could build from: materials, dimensions or quantities, or the steps of making or using it.",
      );
  }
  return out.slice(0, MAX_RECOMMENDATIONS);
}
