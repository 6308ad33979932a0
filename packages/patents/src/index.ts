export * from "./citations/index.js";
export * from "./landscape/index.js";
export { type AnalyseOptions, analysePatentability, PATENTABILITY_METHOD } from "./patentability/analyse.js";
export { CRITERION_WEIGHTS } from "./patentability/criteria.js";
export { type Invention, inventionTerms, readInvention } from "./patentability/elements.js";
export { DISCLOSED_AT, HEAD_FACTOR, PARTLY_AT, type TermWeight, WINDOW } from "./patentability/match.js";
export type { PatentText } from "./patentability/passages.js";
export { GENERIC_WEIGHT, MIN_INDEX_SIZE, rarityWeight } from "./patentability/terms.js";
export type * from "./patentability/types.js";
