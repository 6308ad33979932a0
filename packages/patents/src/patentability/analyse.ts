import { coverageOf, criteriaOf, overallScore } from "./criteria.js";
import { describe } from "./description.js";
import { type InventionElement, readInvention, type Term } from "./elements.js";
import { excerpt } from "./excerpt.js";
import { matchElement, matchRelation, type PassageMatch, statusOf, type TermWeight, weightOf } from "./match.js";
import { type PatentText, patentPassages } from "./passages.js";
import { NO_ELEMENTS_ADVICE, recommend } from "./recommendations.js";
import type { ItemMatch, PatentabilityAnalysis, RelationMatch } from "./types.js";

export const PATENTABILITY_METHOD = "elements-v1";

export interface AnalyseOptions {
  /**
   * A word's weight by its stem, 0–1 (e.g. `rarityWeight` of its document frequency in the index); undefined
   * keeps the default (1, or GENERIC_WEIGHT for patent boilerplate).
   */
  termWeight?: TermWeight;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function wordsOf(terms: Term[], matched: Set<string>) {
  return {
    matchedWords: terms.filter((t) => matched.has(t.stem)).map((t) => t.word),
    missingWords: terms.filter((t) => !matched.has(t.stem)).map((t) => t.word),
  };
}

/** The best passage: the highest score, the earliest passage on a tie (title, abstract, then claims in order). */
function best<T extends PassageMatch>(perPassage: T[]): { index: number; m: T } | null {
  let index = -1;
  perPassage.forEach((m, i) => {
    if (m.score > 0 && (index < 0 || m.score > perPassage[index].score)) index = i;
  });
  return index < 0 ? null : { index, m: perPassage[index] };
}

/**
 * The invention described in `invention` (free text: a query, a summary, a claim) against one patent: its key
 * elements and their relations, each with the patent's best-matching passage, then the five criteria of spec 001 §3
 * and an overall score out of 100. Pure and deterministic: the same inputs give the same result. The formulas are in
 * docs/patentability.md.
 */
export function analysePatentability(
  invention: string,
  patent: PatentText,
  options: AnalyseOptions = {},
): PatentabilityAnalysis {
  const inv = readInvention(invention);
  const facts = describe(inv);
  const evidence = {
    purposes: facts.purposes,
    actions: facts.actions,
    quantities: facts.quantities,
    materials: facts.materials,
    steps: facts.steps,
  };
  // Reading the patent is most of the cost: not done when there is nothing to compare.
  const passages = inv.elements.length ? patentPassages(patent) : [];
  const { termWeight } = options;

  const perElement = new Map<string, PassageMatch[]>();
  const elements: ItemMatch[] = inv.elements.map((e) => {
    const matches = passages.map((p) => matchElement(e, p, termWeight));
    perElement.set(e.id, matches);
    const top = best(matches);
    const score = round2(top?.m.score ?? 0);
    return {
      id: e.id,
      text: e.text,
      match: score,
      status: statusOf(score),
      ...wordsOf(e.terms, top?.m.matched ?? new Set()),
      passage: top ? excerpt(passages[top.index], top.m.tokens) : null,
    };
  });

  const relations: RelationMatch[] = inv.relations.map((r) => {
    const a = perElement.get(r.from) ?? [];
    const b = perElement.get(r.to) ?? [];
    const top = best(passages.map((p, i) => matchRelation(r, a[i], b[i], p)));
    const score = round2(top?.m.score ?? 0);
    const ea = inv.elements.find((e) => e.id === r.from) as InventionElement;
    const eb = inv.elements.find((e) => e.id === r.to) as InventionElement;
    const terms = [...ea.terms, ...r.linkTerms, ...eb.terms];
    return {
      id: r.id,
      text: r.text,
      from: r.from,
      to: r.to,
      link: r.link,
      match: score,
      status: statusOf(score),
      ...wordsOf(terms, top?.m.matched ?? new Set()),
      passage: top ? excerpt(passages[top.index], top.m.tokens) : null,
    };
  });

  const coverage = coverageOf(elements);
  if (!elements.length)
    return {
      elements,
      relations,
      coverage,
      criteria: null,
      overallScore: null,
      recommendations: [NO_ELEMENTS_ADVICE],
      evidence,
      method: PATENTABILITY_METHOD,
    };

  const criteria = criteriaOf(elements, relations, facts);
  const weightById = new Map(
    inv.elements.map((e) => [e.id, Math.max(0, ...e.terms.map((t) => weightOf({ ...t, head: false }, termWeight)))]),
  );
  return {
    elements,
    relations,
    coverage,
    criteria,
    overallScore: overallScore(criteria),
    recommendations: recommend(elements, relations, criteria, (e) => weightById.get(e.id) ?? 0, facts),
    evidence,
    method: PATENTABILITY_METHOD,
  };
}
