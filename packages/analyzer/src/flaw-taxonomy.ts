/**
 * The fixed set of flaw types the product names. Synonyms let a model's free-text flaw
 * ("Argument from popularity", "post hoc") land on the same entry as the embedded engine's.
 */
export interface FlawType {
  id: FlawId;
  name: string;
  synonyms: string[];
}

export type FlawId =
  | "none"
  | "hasty_generalization"
  | "ad_hominem"
  | "appeal_to_emotion"
  | "red_herring"
  | "irrelevant_authority"
  | "ad_populum"
  | "false_cause"
  | "circular_reasoning"
  | "false_dilemma"
  | "slippery_slope"
  | "equivocation"
  | "straw_man"
  | "false_analogy"
  | "appeal_to_ignorance"
  | "loaded_question"
  | "formal_fallacy"
  | "necessary_sufficient"
  | "overlooked_alternative"
  | "proportion_confusion"
  | "composition_division";

export const FLAW_TYPES: FlawType[] = [
  {
    id: "hasty_generalization",
    name: "Hasty Generalization",
    synonyms: [
      "faulty generalization",
      "overgeneralization",
      "generalization from a small sample",
      "unrepresentative sample",
      "anecdotal",
    ],
  },
  {
    id: "ad_hominem",
    name: "Ad Hominem",
    synonyms: ["attack on the person", "personal attack", "poisoning the well", "tu quoque"],
  },
  {
    id: "appeal_to_emotion",
    name: "Appeal to Emotion",
    synonyms: ["emotional appeal", "appeal to fear", "appeal to pity", "scare tactic"],
  },
  {
    id: "red_herring",
    name: "Red Herring",
    synonyms: ["irrelevant", "fallacy of relevance", "non sequitur", "changes the subject", "distraction"],
  },
  {
    id: "irrelevant_authority",
    name: "Irrelevant Authority",
    synonyms: ["appeal to authority", "false authority", "fallacy of credibility", "argument from authority"],
  },
  {
    id: "ad_populum",
    name: "Ad Populum",
    synonyms: ["appeal to popularity", "bandwagon", "appeal to the majority", "common belief", "appeal to tradition"],
  },
  {
    id: "false_cause",
    name: "False Cause",
    synonyms: ["false causality", "post hoc", "correlation", "questionable cause", "causal fallacy"],
  },
  {
    id: "circular_reasoning",
    name: "Circular Reasoning",
    synonyms: ["begging the question", "circular argument", "petitio principii"],
  },
  {
    id: "false_dilemma",
    name: "False Dilemma",
    synonyms: ["false dichotomy", "either-or", "black-and-white", "only two options"],
  },
  { id: "slippery_slope", name: "Slippery Slope", synonyms: ["chain of consequences", "domino"] },
  { id: "equivocation", name: "Equivocation", synonyms: ["ambiguity", "shifting meaning"] },
  { id: "straw_man", name: "Straw Man", synonyms: ["strawman", "fallacy of extension", "misrepresent"] },
  {
    id: "false_analogy",
    name: "False Analogy",
    synonyms: ["faulty analogy", "weak analogy", "questionable analogy", "false equivalence"],
  },
  {
    id: "appeal_to_ignorance",
    name: "Appeal to Ignorance",
    synonyms: ["argument from ignorance", "ad ignorantiam", "burden of proof", "absence of evidence"],
  },
  {
    id: "formal_fallacy",
    name: "Formal Fallacy",
    synonyms: [
      "affirming the consequent",
      "denying the antecedent",
      "undistributed middle",
      "illicit major",
      "illicit minor",
      "invalid syllogism",
      "fallacy of logic",
    ],
  },
  { id: "loaded_question", name: "Loaded Question", synonyms: ["complex question", "plurium interrogationum"] },
  {
    id: "necessary_sufficient",
    name: "Necessary and Sufficient Confused",
    synonyms: ["necessary condition", "sufficient condition", "treats a necessary", "treats a sufficient"],
  },
  {
    id: "overlooked_alternative",
    name: "Overlooked Alternative",
    synonyms: ["alternative explanation", "overlooks the possibility", "other possible explanation"],
  },
  {
    id: "proportion_confusion",
    name: "Proportion and Number Confused",
    synonyms: ["base rate", "percentage with a number", "proportion with a number"],
  },
  {
    id: "composition_division",
    name: "Composition or Division",
    synonyms: ["fallacy of composition", "fallacy of division", "part and whole", "parts to the whole"],
  },
];

export const NO_FLAW: FlawType = { id: "none", name: "No Major Flaw", synonyms: [] };

const BY_ID = new Map<FlawId, FlawType>([...FLAW_TYPES, NO_FLAW].map((t) => [t.id, t]));

export function flawTypeById(id: FlawId): FlawType {
  return BY_ID.get(id) ?? NO_FLAW;
}

/** Finds the taxonomy entry a free-text flaw names; the earliest mention wins so "X, not Y" reads as X. */
export function matchFlawType(text: string): FlawType | null {
  const lower = text.toLowerCase();
  let best: { type: FlawType; at: number } | null = null;
  for (const type of FLAW_TYPES) {
    for (const phrase of [type.name.toLowerCase(), type.id.replace(/_/g, " "), ...type.synonyms]) {
      const at = lower.indexOf(phrase);
      if (at >= 0 && (best === null || at < best.at)) best = { type, at };
    }
  }
  return best?.type ?? null;
}
