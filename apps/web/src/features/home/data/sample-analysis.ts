/** Importance levels as the results dashboard colours them (spec 001 §2: High red, Medium yellow, otherwise green). */
export type Importance = "High" | "Medium" | "Low";

export interface SampleComponent {
  /** Display label: 'Unstated Rule' is shown as 'Implied Rule', 'Implicit Premise' as 'Unspoken Reason'. */
  component: string;
  description: string;
  category: "Logical" | "Assumption" | "Rule" | "Premise";
  importance: Importance;
}

/** A static, realistic analysis for the home page preview; nothing is fetched. */
export const sampleAnalysis = {
  argument:
    "Since we moved to a four-day work week, quarterly revenue is up 12%. The shorter week clearly made our team more productive, so every company should adopt it.",
  conclusionType: "Causal Claim",
  conclusionSummary: "The four-day week caused the revenue rise.",
  flaw: "Post hoc reasoning",
  flawSummary: "A rise that followed the change is taken as proof that the change caused it.",
  structure: {
    premises: ["Revenue rose 12% after the switch", "Revenue reflects productivity"],
    conclusion: "Every company should adopt a four-day week",
  },
  components: [
    {
      component: "Flaw",
      description: "Treats the revenue rise that followed the schedule change as proof the change caused it.",
      category: "Logical",
      importance: "High",
    },
    {
      component: "Necessary Assumption",
      description: "Nothing else — pricing, seasonality, a new product — explains the 12% rise.",
      category: "Assumption",
      importance: "Medium",
    },
    {
      component: "Sufficient Assumption",
      description: "Higher revenue is a reliable measure of higher employee productivity.",
      category: "Assumption",
      importance: "Medium",
    },
    {
      component: "Implied Rule",
      description: "If a change comes before an improvement, the change caused it — and will do so anywhere.",
      category: "Rule",
      importance: "Medium",
    },
    {
      component: "Unspoken Reason",
      description: "What worked for one company will work for every company.",
      category: "Premise",
      importance: "Low",
    },
  ] satisfies SampleComponent[],
};
