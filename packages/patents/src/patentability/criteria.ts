import type { DescriptionFacts } from "./description.js";
import type { Coverage, Criteria, ItemMatch, RelationMatch } from "./types.js";

/** The overall score's weights (sum 1): docs/patentability.md, "Overall score". */
export const CRITERION_WEIGHTS = {
  novelty: 0.35,
  nonObviousness: 0.25,
  utility: 0.1,
  writtenDescription: 0.15,
  enablement: 0.15,
} as const;

const credit = (m: ItemMatch) => (m.status === "disclosed" ? 1 : m.status === "partly" ? 0.5 : 0);
const round2 = (x: number) => Math.round(x * 100) / 100;
const quoted = (items: { text: string }[], max = 3) => {
  const shown = items.slice(0, max).map((i) => `'${i.text}'`);
  const more = items.length - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${more} more` : shown.join(", ");
};
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function coverageOf(elements: ItemMatch[]): Coverage {
  const count = (s: ItemMatch["status"]) => elements.filter((e) => e.status === s).length;
  const total = elements.length;
  const share = total ? elements.reduce((a, e) => a + credit(e), 0) / total : 0;
  return {
    total,
    disclosed: count("disclosed"),
    partly: count("partly"),
    notFound: count("not found"),
    share: round2(share),
  };
}

/**
 * Relations this patent does not teach (or only partly) although it has both of their elements: an arrangement of
 * known parts.
 */
export function arrangementGaps(
  elements: ItemMatch[],
  relations: RelationMatch[],
  status: ItemMatch["status"] = "not found",
): RelationMatch[] {
  const found = new Set(elements.filter((e) => e.status !== "not found").map((e) => e.id));
  return relations.filter((r) => r.status === status && found.has(r.from) && found.has(r.to));
}

export function criteriaOf(elements: ItemMatch[], relations: RelationMatch[], facts: DescriptionFacts): Criteria {
  const n = elements.length;
  const cov = coverageOf(elements);
  const notFound = elements.filter((e) => e.status === "not found");
  const partly = elements.filter((e) => e.status === "partly");
  const gaps = arrangementGaps(elements, relations);
  const partLinks = arrangementGaps(elements, relations, "partly");
  const allLinked = relations.every((r) => r.status === "disclosed");

  // Novelty: a single document disclosing every element (arranged as described) anticipates.
  const relationShare = relations.length ? relations.reduce((a, r) => a + credit(r), 0) / relations.length : null;
  const noveltyScore = 1 - (relationShare === null ? cov.share : 0.8 * cov.share + 0.2 * relationShare);
  const found = cov.disclosed + cov.partly;
  let novelty: Criteria["novelty"];
  if (cov.disclosed === n && allLinked)
    novelty = {
      rating: "Low",
      score: round2(noveltyScore),
      reason: `All ${plural(n, "element")} of your description appear in this patent${relations.length ? ", linked as you describe them" : ""}: a single document that discloses every element anticipates an invention.`,
      basis: "patent",
    };
  else if (cov.share >= 0.5 || cov.disclosed === n)
    novelty = {
      rating: "Medium",
      score: round2(noveltyScore),
      reason:
        cov.disclosed === n
          ? `All ${plural(n, "element")} appear in this patent, but not linked as in ${quoted(relations.filter((r) => r.status !== "disclosed"))}.`
          : `${found} of ${plural(n, "element")} appear in this patent (${cov.disclosed} disclosed, ${cov.partly} partly)${notFound.length ? `; not found: ${quoted(notFound)}` : ""}.`,
      basis: "patent",
    };
  else
    novelty = {
      rating: "High",
      score: round2(noveltyScore),
      reason: found
        ? `Only ${found} of ${plural(n, "element")} appear in this patent (${cov.disclosed} disclosed, ${cov.partly} partly); not found: ${quoted(notFound)}.`
        : `None of the ${plural(n, "element")} of your description appears in this patent.`,
      basis: "patent",
    };

  // Non-obviousness: what is left that this patent does not teach.
  const left = notFound.length + 0.5 * partly.length + gaps.length + 0.5 * partLinks.length;
  const untaught = [...notFound, ...gaps];
  const partial = [...partly, ...partLinks];
  const nonObviousness: Criteria["nonObviousness"] = {
    rating: left >= 2 ? "High" : left > 0 ? "Medium" : "Low",
    score: round2(Math.min(1, left / 2)),
    reason:
      left > 0
        ? [
            untaught.length ? `This patent does not teach ${quoted(untaught)}` : "",
            partial.length
              ? `${untaught.length ? "and only partly" : "This patent only partly teaches"} ${quoted(partial)}`
              : "",
          ]
            .filter(Boolean)
            .join(" ") + "."
        : "This patent teaches every element and link of your description: nothing is left that it does not show.",
    basis: "patent",
  };

  const says = [...facts.purposes, ...facts.actions];
  const utility: Criteria["utility"] = says.length
    ? {
        rating: "High",
        score: 1,
        reason: `Your description says what the invention does or is for: '${says[0]}'.`,
        basis: "description",
      }
    : {
        rating: "Unclear",
        score: 0,
        reason: "Your description does not say what the invention does or what it is for.",
        basis: "description",
      };

  const linked = elements.filter((e) => facts.linked.has(e.id));
  const alone = elements.filter((e) => !facts.linked.has(e.id));
  const linkedShare = n ? linked.length / n : 0;
  const wdScore = 0.6 * linkedShare + 0.4 * Math.min(1, Math.max(0, n - 1) / 2);
  const writtenDescription: Criteria["writtenDescription"] =
    n >= 2 && linkedShare >= 0.5
      ? {
          rating: "Adequate",
          score: round2(wdScore),
          reason: `Your description names ${plural(n, "element")} and says how ${linked.length} of them connect${relations[0] ? ` (e.g. '${relations[0].text}')` : ""}.`,
          basis: "description",
        }
      : {
          rating: "Insufficient",
          score: round2(wdScore),
          reason:
            n < 2
              ? `Your description names only one element (${quoted(elements)}), not the parts and how they fit together.`
              : linked.length
                ? `Your description names ${plural(n, "element")} but says how only ${linked.length} of them connect; ${quoted(alone)} ${alone.length === 1 ? "stands" : "stand"} alone.`
                : `Your description names ${plural(n, "element")} (${quoted(elements)}) but does not say how any of them connect.`,
          basis: "description",
        };

  const kinds = [
    facts.quantities.length ? `quantities: '${facts.quantities[0]}'` : "",
    facts.materials.length ? `materials: '${facts.materials[0]}'` : "",
    facts.steps.length ? `steps: '${facts.steps.slice(0, 2).join("', '")}'` : "",
  ].filter(Boolean);
  const works = facts.actions.length > 0;
  const enScore = 0.5 * (works ? 1 : 0) + 0.5 * Math.min(1, kinds.length / 2);
  const missing = [works ? "" : "how its parts work", kinds.length ? "" : "materials, quantities or steps"].filter(
    Boolean,
  );
  const enablement: Criteria["enablement"] =
    works && kinds.length
      ? {
          rating: "Adequate",
          score: round2(enScore),
          reason: `Your description says how it works ('${facts.actions[0]}') and gives specifics (${kinds.join("; ")}).`,
          basis: "description",
        }
      : {
          rating: "Insufficient",
          score: round2(enScore),
          reason: `Your description does not say ${missing.join(", nor ")}${works ? ` (it does say '${facts.actions[0]}')` : kinds.length ? ` (it does give ${kinds.join("; ")})` : ""}.`,
          basis: "description",
        };

  return { novelty, nonObviousness, utility, writtenDescription, enablement };
}

/** round(100 × Σ weight × criterion score): docs/patentability.md. */
export function overallScore(c: Criteria): number {
  const sum = (Object.keys(CRITERION_WEIGHTS) as (keyof Criteria)[]).reduce(
    (a, k) => a + CRITERION_WEIGHTS[k] * c[k].score,
    0,
  );
  return Math.round(100 * sum);
}
