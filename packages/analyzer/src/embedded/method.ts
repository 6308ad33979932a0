import type { ConclusionType } from "./conclusion-type.js";

interface MethodRule {
  name: string;
  weight: number;
  test: RegExp;
}

// Ordered by how distinctive the signal is: a cited study says more than a lone "if".
const RULES: MethodRule[] = [
  {
    name: "Appeal to authority",
    weight: 3,
    test: /\b(?:according to|experts?|scientists?|doctors?|professors?|(?:says|said|states|stated|claims) that)\b/i,
  },
  {
    name: "Statistical reasoning",
    weight: 3,
    // A study's finding is evidence about a sample, to be weighed as such, not a person's word to be trusted.
    test: /\d+(?:\.\d+)?\s*(?:%|percent|per cent)|\b(?:statistics|statistically|on average|survey|poll|rate of|majority of|\d+ (?:out of|in) \d+|studies (?:show|have shown|prove|found|suggest)|an?(?: \w+)? study|research (?:shows|has shown|proves|found|suggests))\b/i,
  },
  {
    name: "Argument by analogy",
    weight: 3,
    test: /\b(?:just as|just like|similar(?:ly)? to|similarly|likewise|in the same way|the same as|is like|are like|as with|no different from|comparable to)\b/i,
  },
  {
    name: "Generalization from examples",
    weight: 2.5,
    test: /\b(?:for example|for instance|i know (?:a|someone|people)|my (?:friend|neighbou?r|brother|sister|cousin|father|mother)|in my experience|i (?:have )?(?:saw|seen|met)|once|one time)\b/i,
  },
  {
    name: "Elimination of alternatives",
    weight: 2.5,
    test: /\beither\b[^.?!]*\bor\b|\bthe only (?:way|option|choice|alternative|solution) (?:is|left)\b|\botherwise\b|\bruled? out\b/i,
  },
  { name: "Conditional reasoning", weight: 2, test: /\b(?:if|unless|only if|provided that|as long as)\b/i },
  {
    name: "Causal reasoning",
    weight: 2,
    test: /\b(?:causes?|caused|causing|leads? to|led to|results? in|resulted in|because of|due to|responsible for|the effect of|as a result of|consequences? of)\b/i,
  },
  {
    name: "Practical reasoning (means to an end)",
    weight: 1.5,
    test: /\b(?:in order to|so that|to (?:protect|prevent|reduce|improve|save|help|ensure|avoid|promote|encourage))\b/i,
  },
];

/** The reasoning pattern the text leans on most; a policy conclusion with reasons is practical reasoning. */
export function classifyMethod(text: string, conclusionType: ConclusionType, premiseCount: number): string {
  let best: MethodRule | null = null;
  for (const rule of RULES) if (rule.test.test(text) && (best === null || rule.weight > best.weight)) best = rule;
  if (best) return best.name;
  if (conclusionType === "Causal Claim") return "Causal reasoning";
  if (premiseCount === 0) return "Bare assertion";
  if (conclusionType === "Policy Recommendation") return "Practical reasoning (means to an end)";
  if (conclusionType === "Value Judgment") return "Evaluative reasoning from stated reasons";
  return "Inductive reasoning from stated reasons";
}
