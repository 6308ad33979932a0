import { type BlogPost, h, list, p } from "../post";

export const necessaryVsSufficient: BlogPost = {
  slug: "necessary-vs-sufficient-assumptions",
  title: "Necessary vs sufficient assumptions",
  date: "2026-10-28",
  summary:
    "One kind of assumption the argument cannot survive without; the other would make it airtight. Knowing which is which tells you how to attack an argument, and how to repair one.",
  tags: ["Reasoning basics", "Assumptions"],
  blocks: [
    p(
      "Clarity's breakdown lists two kinds of assumption side by side: a necessary assumption and a sufficient assumption. They sound alike, and both fill the gap between the reasons and the conclusion, but they do opposite jobs.",
    ),
    h("Necessary: what the argument cannot do without"),
    p(
      "A necessary assumption is a claim that must be true for the argument to work at all. If it is false, the argument collapses. A quick test is to negate it: if the negated version destroys the argument, the assumption was necessary.",
    ),
    p(
      "Example: “The city should build a new stadium, because it will bring in tourists.” A necessary assumption is that the tourists will bring the city more than the stadium costs, or at least some benefit. Negate it (“tourists will bring no benefit at all”) and the reason gives no support to the conclusion.",
    ),
    h("Sufficient: what would make the argument airtight"),
    p(
      "A sufficient assumption is a claim that, if added, would guarantee the conclusion. It is usually stronger than strictly needed. For the stadium: “Any project that brings in tourists is worth building.” Add that, and the conclusion follows with no gap left. Most people would not accept it as stated, which is exactly what makes it useful to see.",
    ),
    h("Why the difference is useful"),
    list([
      "To challenge an argument, go after a necessary assumption: if it fails, nothing else can save the conclusion.",
      "To strengthen an argument, look at the sufficient assumption and ask how much of it you can honestly defend, then say that part out loud.",
      "If the only sufficient assumption you can find is absurd, the conclusion is probably overreaching.",
    ]),
    p(
      "In the breakdown table both are marked Medium importance: neither is a flaw in itself, but each points at the exact place where an argument needs support it has not yet given.",
    ),
  ],
};
