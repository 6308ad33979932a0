/** The cue families of the main-claim score, each of which can be switched off to measure its effect (ablation). */
export const CUE_FAMILIES = [
  "conclusion marker",
  "reason marker",
  "other side",
  "rejected view",
  "concession and contrast",
  "supported by a reason",
  "normative",
  "stance",
  "evaluative",
  "question",
  "additive and example",
  "figure",
  "observed change",
  "generalisation",
  "refers back",
  "verdict pointing back",
  "consequence pointing back",
  "own step",
  "position",
  "shared terms",
  "fragment",
] as const;
export type CueFamily = (typeof CUE_FAMILIES)[number];

const FAMILY_OF: [RegExp, CueFamily][] = [
  [/^marker /, "conclusion marker"],
  [/^reason marker/, "reason marker"],
  [/^(?:the other side's view(?:, reported)?|concession|conditional)$/, "other side"],
  [/^(?:rejects a view it names|dismisses the view just reported)$/, "rejected view"],
  [/concession|objection|other side's view|'but'|turned ellipsis|despite what came before/, "concession and contrast"],
  [
    /^(?:supported by the next unit|supported by the reason before it|leads to a conclusion|a supposed consequence that backs the opening claim)$/,
    "supported by a reason",
  ],
  [/^normative$/, "normative"],
  [/^(?:stance|announces the thesis|announced by the clause before|announces what follows)$/, "stance"],
  [/^(?:evaluative|a verdict on its subject)$/, "evaluative"],
  [/question/, "question"],
  [/^(?:additive opener|adds one more point|example)$/, "additive and example"],
  [/^reports a figure$/, "figure"],
  [/^(?:reports|explains) an observed change/, "observed change"],
  [/^(?:generalises from the cases told|forecasts from the record told)$/, "generalisation"],
  [/^refers back$/, "refers back"],
  [/^(?:a verdict on what came before|judges what the text opened with)$/, "verdict pointing back"],
  [/^sums up what came before$/, "consequence pointing back"],
  [/^(?:the claim the writer acts on|the writer's own step on the claim before it)$/, "own step"],
  [/^(?:opens|closes) the text$/, "position"],
  [/^shares terms/, "shared terms"],
  [/^has no verb$/, "fragment"],
];

export function familyOf(why: string): CueFamily | null {
  for (const [re, family] of FAMILY_OF) if (re.test(why)) return family;
  return null;
}
