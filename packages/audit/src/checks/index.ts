import type { Check } from "./check.js";
import { antecedentBasis } from "./clarity/antecedent.js";
import { degreeTerms } from "./clarity/degree-terms.js";
import { subjectiveTerms } from "./clarity/subjective-terms.js";
import { abstractIdea } from "./eligibility/abstract-idea.js";
import { abstractLength } from "./formalities/abstract-length.js";
import { figures } from "./formalities/figures.js";
import { numerals } from "./formalities/numerals.js";
import { requiredSections } from "./formalities/sections.js";
import { titleLength } from "./formalities/title-length.js";
import { meansPlusFunction } from "./means/means-plus-function.js";
import { claimSupport } from "./support/claim-support.check.js";
import { descriptionLength } from "./support/description-length.js";
import { keyTerms } from "./support/key-terms.js";
import { quantities } from "./support/quantities.js";
import { singleEmbodiment } from "./support/single-embodiment.js";

/** Every deterministic offline check, in the order the report lists grounds. */
export const CHECKS: readonly Check[] = [
  titleLength,
  abstractLength,
  requiredSections,
  figures,
  numerals,
  degreeTerms,
  subjectiveTerms,
  antecedentBasis,
  meansPlusFunction,
  keyTerms,
  claimSupport,
  singleEmbodiment,
  quantities,
  descriptionLength,
  abstractIdea,
];
