import { type BlogPost, h, list, p, quote } from "../post";

export const hiddenAssumptions: BlogPost = {
  slug: "what-is-a-hidden-assumption",
  title: "What is a hidden assumption?",
  date: "2026-10-14",
  summary:
    "Most arguments lean on a claim they never state. Learning to spot that unspoken link is the quickest way to judge whether a conclusion really follows.",
  tags: ["Reasoning basics", "Assumptions"],
  blocks: [
    p(
      "Take a sentence you might read in any newsletter: “Our new onboarding flow launched in March, and sign-ups rose 20% in April, so the new flow is working.” It sounds reasonable. It also skips a step. Nothing in the sentence says that the flow, and not something else, caused the rise. The writer simply assumes it.",
    ),
    p(
      "That skipped step is a hidden assumption: a claim the argument needs in order to reach its conclusion, but never puts into words. The author usually believes it so firmly that writing it down seems unnecessary. The reader, moving quickly, fills it in without noticing. Both end up agreeing with a conclusion whose weakest part was never examined.",
    ),
    h("Why they matter"),
    p(
      "Stated premises get checked. If someone says sign-ups rose 20%, you can look at the numbers. Hidden assumptions escape that check precisely because they are invisible. In practice, that is where most weak arguments fail: not in their facts, but in the unstated link between the facts and the conclusion.",
    ),
    quote("An argument is only as strong as the claims it does not make out loud."),
    h("How to find one"),
    p("A simple routine works for almost any argument:"),
    list(
      [
        "Write down the conclusion in one sentence.",
        "List the reasons the author actually gives.",
        "Ask what would have to be true for those reasons to guarantee the conclusion.",
        "Whatever you wrote in step three that the author did not say is a hidden assumption.",
      ],
      true,
    ),
    p(
      "For the onboarding example, step three produces something like “nothing else that changed in March or April explains the rise”: no marketing campaign, no seasonal peak, no competitor going offline. Once it is written down, it is easy to test, and just as easy to doubt.",
    ),
    h("What Clarity does with them"),
    p(
      "When you analyze an argument, Clarity lists the hidden assumptions it finds in their own panel and counts them in the summary. Treat them as questions rather than accusations: an assumption is not a flaw by itself. It becomes one when it is doubtful and the conclusion depends on it.",
    ),
  ],
};
