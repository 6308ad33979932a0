import type { IndexYear } from "./years.js";

/** year → count. */
export type YearCounts = Record<number, number>;

/**
 * What the index says of a landscape's patents, aggregated by the database (the server's landscape repository):
 * the pure functions of this folder turn it into the figures. docs/landscape.md.
 */
export interface LandscapeFacts {
  /** The subject's patents. */
  patents: number;
  /** Of them, those with an assignee on record. */
  patentsWithAssignee: number;
  /** Distinct assignee names as written. */
  assigneeNames: number;
  /** By year of first publication (publication date, else grant date), of filing and of grant. */
  published: YearCounts;
  filed: YearCounts;
  granted: YearCounts;
  /** The whole index's publications per year. */
  index: IndexYear[];
  /** The most frequent CPC symbols: patents holding each. */
  codes: { code: string; patents: number }[];
  /** CPC main groups ('H01M10') with at least MIN_SUBAREA_PATENTS patents. */
  groups: GroupFacts[];
  /** The assignee names with the most patents, as written. */
  assignees: AssigneeFacts[];
  /** Titles and abstracts of the newest patents, for the top terms. */
  texts: { title: string | null; abstract: string | null }[];
}

export interface GroupFacts {
  group: string;
  patents: number;
  published: YearCounts;
  patentsWithAssignee: number;
  /** Distinct assignee names as written (at most 11: more than 10 is many). */
  names: string[];
  /** Its newest patents, newest first (at most 20). */
  numbers: string[];
}

export interface AssigneeFacts {
  name: string;
  patents: number;
  published: YearCounts;
  /** Its most frequent CPC symbols in the subject. */
  codes: { code: string; patents: number }[];
}
