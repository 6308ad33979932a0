import type { AnalysisResults } from "@app/contracts";

/** Spec 001 §2 and §9: the dashboard's built-in sample, an argument about gun laws and crime (a 'Causal Claim'). */
export const SAMPLE_ARGUMENT =
  "Cities with stricter gun laws have lower rates of violent crime. After our state passed universal background checks, violent crime fell by 15% within two years. Therefore, stricter gun laws reduce crime, and every state should adopt them.";

export const sampleAnalysis: AnalysisResults = {
  conclusionType: "Causal Claim",
  keyFlaw:
    "Correlation treated as causation: the fall in crime followed the new law, but other causes (policing, the economy, national trends) are not ruled out.",
  counterpoint:
    "Violent crime fell nationwide over the same period, including in states that did not change their gun laws, so the decline may have little to do with background checks.",
  methodOfReasoning: "Inductive reasoning from a correlation and a before-and-after comparison",
  assumptionsCount: 4,
  originalArgument: SAMPLE_ARGUMENT,
  improvedArgument:
    "Cities with stricter gun laws tend to have lower rates of violent crime, and after our state passed universal background checks, violent crime fell by 15% within two years, more than in neighbouring states without such checks. Although other factors may contribute, this evidence suggests that stricter gun laws can help reduce crime, and other states should consider similar measures while tracking the results.",
  argumentStructure: {
    premise: [
      "Cities with stricter gun laws have lower rates of violent crime.",
      "After the state passed universal background checks, violent crime fell by 15% within two years.",
    ],
    conclusion: "Stricter gun laws reduce crime, and every state should adopt them.",
    unstatedAssumptions: [
      "No other factor, such as policing, the economy or demographics, explains the drop in crime.",
      "What worked in this state will work in every other state.",
    ],
  },
  components: { necessaryAssumptions: 25, flaws: 1, sufficientAssumptions: 25, quantifiers: 15 },
  breakdownItems: [
    {
      type: "Flaw",
      text: "Treats the drop in crime that followed the law as proof that the law caused it.",
      category: "Logical",
      severity: "High",
    },
    {
      type: "Necessary Assumption",
      text: "Nothing else that changed in those two years accounts for the 15% fall.",
      category: "Assumption",
      severity: "Medium",
    },
    {
      type: "Sufficient Assumption",
      text: "If a law is followed by less crime, the law reduced crime.",
      category: "Assumption",
      severity: "Medium",
    },
    {
      type: "Unstated Rule",
      text: "A policy that reduced crime in one place should be adopted everywhere.",
      category: "Rule",
      severity: "Medium",
    },
    {
      type: "Implicit Premise",
      text: "Cities with strict gun laws are otherwise comparable to cities without them.",
      category: "Premise",
      severity: "Low",
    },
    {
      type: "Implicit Premise",
      text: "Other states resemble this state in the ways that matter for crime.",
      category: "Premise",
      severity: "Low",
    },
  ],
};
