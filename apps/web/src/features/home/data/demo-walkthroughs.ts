/** Which stated part of the argument a span of text is. Unstated parts have no span: that is the point. */
export type SpanRole = "premise" | "conclusion";

export interface ArgumentSpan {
  text: string;
  role?: SpanRole;
}

export interface DemoStep {
  key: string;
  label: string;
  /** What Clarity looks for at this step, in one line. */
  question: string;
  /** Which spans of the argument to highlight; none for parts that are not in the text. */
  highlight?: SpanRole;
  items: string[];
  badge?: { label: string; tone: "red" | "blue" | "green" | "violet" };
  note: string;
}

export interface Walkthrough {
  key: string;
  label: string;
  argument: ArgumentSpan[];
  steps: DemoStep[];
}

export const STEP_LABELS = [
  "Conclusion",
  "Premises",
  "Hidden assumption",
  "Flaw",
  "Counter-argument",
  "Improved version",
];

/** One short line under each step in the stepper. */
export const STEP_HINTS = [
  "What it claims",
  "The stated reasons",
  "What it takes for granted",
  "Where it breaks",
  "The strongest objection",
  "A version that holds up",
];

export const walkthroughs: Walkthrough[] = [
  {
    key: "everyday",
    label: "Everyday argument",
    argument: [
      { text: "Cities that added protected bike lanes saw traffic deaths fall within five years,", role: "premise" },
      { text: " and " },
      { text: "cycling to work has doubled in those places.", role: "premise" },
      { text: " So " },
      { text: "our city should build protected bike lanes to make its streets safer.", role: "conclusion" },
    ],
    steps: [
      {
        key: "conclusion",
        label: STEP_LABELS[0],
        question: "What does the author want you to accept?",
        highlight: "conclusion",
        items: ["Our city should build protected bike lanes to make its streets safer."],
        badge: { label: "Recommendation", tone: "violet" },
        note: "Everything else in the passage is there to support this sentence.",
      },
      {
        key: "premises",
        label: STEP_LABELS[1],
        question: "Which reasons are stated outright?",
        highlight: "premise",
        items: [
          "Cities that added protected bike lanes saw traffic deaths fall within five years.",
          "Cycling to work doubled in those cities.",
        ],
        note: "Two stated reasons. Neither, on its own, says anything about our city.",
      },
      {
        key: "assumption",
        label: STEP_LABELS[2],
        question: "What must be true for the reasons to support the conclusion?",
        items: [
          "The bike lanes — not lower speed limits or new cameras added in the same years — caused deaths to fall.",
          "Our city is similar enough to those cities, in traffic and layout, for the result to carry over.",
        ],
        badge: { label: "Unstated", tone: "blue" },
        note: "Nothing is highlighted: these assumptions are not in the text. Clarity infers them.",
      },
      {
        key: "flaw",
        label: STEP_LABELS[3],
        question: "Where does the reasoning break?",
        items: [
          "Correlation treated as causation: deaths fell after the lanes were built, but other causes are never ruled out.",
        ],
        badge: { label: "High importance", tone: "red" },
        note: "A decline that follows a change is not, by itself, proof that the change produced it.",
      },
      {
        key: "counter",
        label: STEP_LABELS[4],
        question: "What is the strongest objection?",
        items: [
          "Traffic deaths may have fallen everywhere over the same period. If the comparison cities simply followed that trend, the lanes made little difference — and a city with wider, faster roads could see different results.",
        ],
        note: "A good counter-argument attacks the weakest assumption, not the author.",
      },
      {
        key: "improved",
        label: STEP_LABELS[5],
        question: "How could the same conclusion stand on firmer ground?",
        items: [
          "In cities comparable to ours, adding protected bike lanes was followed by a larger fall in traffic deaths than in similar cities without them, even after accounting for speed-limit changes. So building protected lanes here is likely to make our streets safer.",
        ],
        badge: { label: "Stronger", tone: "green" },
        note: "Same conclusion, but the hidden assumptions are now stated and supported.",
      },
    ],
  },
  {
    key: "patent",
    label: "Patent claim",
    argument: [
      {
        text: "Nothing on the market tracks how much water you drink with a weight sensor in the bottle’s base,",
        role: "premise",
      },
      { text: " and " },
      { text: "our prototype does it to within 5 ml.", role: "premise" },
      { text: " So " },
      { text: "our smart bottle is new, and we should file for a patent now.", role: "conclusion" },
    ],
    steps: [
      {
        key: "conclusion",
        label: STEP_LABELS[0],
        question: "What does the inventor want to conclude?",
        highlight: "conclusion",
        items: ["The smart bottle is new, so a patent application should be filed now."],
        badge: { label: "Recommendation", tone: "violet" },
        note: "This is the claim an examiner will test — and the one worth testing first.",
      },
      {
        key: "premises",
        label: STEP_LABELS[1],
        question: "Which reasons are stated outright?",
        highlight: "premise",
        items: [
          "No product on the market tracks water intake with a weight sensor in the base.",
          "The prototype measures intake to within 5 ml.",
        ],
        note: "The second premise shows the device works. It says nothing about whether it is new.",
      },
      {
        key: "assumption",
        label: STEP_LABELS[2],
        question: "What must be true for the reasons to support the conclusion?",
        items: [
          "If no product on the market does it, no earlier patent or publication describes it.",
          "Putting a known weight sensor into a known bottle would not have been obvious to an engineer.",
        ],
        badge: { label: "Unstated", tone: "blue" },
        note: "These are exactly the assumptions a patent examiner checks.",
      },
      {
        key: "flaw",
        label: STEP_LABELS[3],
        question: "Where does the reasoning break?",
        items: [
          "“Not on sale” is treated as “new”. Prior art includes patents, published applications and papers, not just products — and being new is not enough if the idea would have been obvious.",
        ],
        badge: { label: "High importance", tone: "red" },
        note: "This is the kind of red flag that turns into a rejection after the fees are paid.",
      },
      {
        key: "counter",
        label: STEP_LABELS[4],
        question: "What would an examiner say?",
        items: [
          "If an earlier patent describes a coaster that weighs a cup to track drinking, an examiner could combine it with any ordinary bottle and reject the claim as obvious.",
        ],
        note: "Seeing this objection before filing costs minutes. Seeing it after costs months.",
      },
      {
        key: "improved",
        label: STEP_LABELS[5],
        question: "How could the same conclusion stand on firmer ground?",
        items: [
          "A search of patents and publications found coasters and cups that weigh a drink, but none that corrects for tilt while the bottle is carried — which our prototype does to within 5 ml. We will claim the tilt correction and have a patent professional review the draft before filing.",
        ],
        badge: { label: "Stronger", tone: "green" },
        note: "The claim now rests on a searched, specific difference — not on what happens to be in shops.",
      },
    ],
  },
];
