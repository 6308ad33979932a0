import { type BlogPost, h, list, p } from "../post";

export const correlationCausation: BlogPost = {
  slug: "reading-causal-claims",
  title: "Reading causal claims without getting fooled",
  date: "2026-11-16",
  summary:
    "“After X, Y improved, so X worked” is the most common argument on the internet. Three questions separate the causal claims worth believing from the ones that only look convincing.",
  tags: ["Flaws", "Causal claims"],
  blocks: [
    p(
      "Clarity labels many conclusions as a Causal Claim: the argument says that one thing brought about another. Causal claims drive decisions about policy, products and health, and they are also where the classic flaw lives: treating a sequence or a correlation as proof of cause.",
    ),
    h("Three questions to ask"),
    list(
      [
        "What else changed at the same time? A new law, a season, an economic upturn or a change in how the numbers were counted can all produce the same pattern.",
        "Could the arrow point the other way? Places with more police often have more crime, not because police cause crime, but because crime attracts police.",
        "Did the comparison group behave differently? If crime fell just as much in places without the new law, the law is a poor explanation.",
      ],
      true,
    ),
    p(
      "The results dashboard's sample analysis is a good exercise: an argument that a state's background checks reduced violent crime because crime fell afterwards. Run it through the three questions and the hidden assumptions Clarity lists will look familiar.",
    ),
    h("Stronger versions exist"),
    p(
      "None of this means causal claims are always wrong. It means a good one names its comparison, admits other factors, and sizes its conclusion to its evidence. That is what the Improved Version tab tries to show: the same argument, rewritten to claim no more than its reasons support.",
    ),
  ],
};
