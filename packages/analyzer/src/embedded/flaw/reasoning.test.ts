import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw;

// Each row: the type, a calm text showing its parts, the words reported as evidence, and the argument corrected.
const cases: [string, string, RegExp, string][] = [
  [
    "necessary_sufficient",
    "To pass the course, a student must submit every essay. Lena submitted every essay. Therefore, Lena will pass the course.",
    /a student must submit every essay/,
    "A student who submits every essay and scores at least 60 on the exam passes the course. Lena submitted every essay and scored 75. Therefore, Lena will pass the course.",
  ],
  [
    "overlooked_alternative",
    "The window is broken and the jewels are gone. The thief must have come in through the window.",
    /thief must have come in/,
    "The window is broken, the jewels are gone, and the camera shows a man climbing through the window. The thief came in through the window.",
  ],
  [
    "false_cause",
    "People who drink green tea live longer than people who do not. Clearly, green tea prolongs life.",
    /live longer than people who do not\. … Clearly, green tea prolongs life/,
    "In a randomised trial, people assigned to drink green tea lived longer than those assigned to drink water. So green tea prolongs life.",
  ],
  [
    "hasty_generalization",
    "We surveyed readers of our cycling magazine, and nine in ten support new bike lanes. So most residents of the city support new bike lanes.",
    /We surveyed readers/,
    "We surveyed a random sample of two thousand residents from every district, and nine in ten support new bike lanes. So most residents of the city support new bike lanes.",
  ],
  [
    "hasty_generalization",
    "Some bankers in the city were convicted of fraud last year. So no banker can be trusted with public money.",
    /^Some bankers in the city were convicted of fraud last year\. … So no banker can be trusted/,
    "Every banker at the firm was convicted of fraud. So no banker at the firm can be trusted with public money.",
  ],
  [
    "appeal_to_ignorance",
    "Astronomers have not yet detected any radio signal from the nearby stars. So no intelligent life exists there.",
    /have not yet detected/,
    "Spectrometers show the planet holds no water and its surface stays above four hundred degrees. So nothing we know of as life can live on its surface.",
  ],
  [
    "ad_hominem",
    "The study was funded by the sugar industry. Its finding that sugar is harmless is therefore false.",
    /funded by the sugar industry/,
    "Three larger trials failed to replicate the study's finding that sugar is harmless. So the finding should be doubted.",
  ],
  [
    "proportion_confusion",
    "The percentage of students failing math fell from 20 percent to 10 percent. So fewer students fail math now.",
    /The percentage of students failing math .* … So fewer students fail math now/,
    "The number of students failing math fell from 200 to 100 while enrolment stayed the same. So fewer students fail math now.",
  ],
  [
    "composition_division",
    "Each player on the team is among the best in the league. Therefore, the team will be the best in the league.",
    /^Each player on the team .* … Therefore, the team will be the best in the league\.$/,
    "The team has won every match this season and leads the league by ten points. Therefore, the team will be the best in the league.",
  ],
  [
    "false_analogy",
    "Just as a ship needs a single captain, a country needs a single ruler. So the country should abolish its parliament.",
    /Just as a ship needs a single captain/,
    "Our parliament has failed to pass a budget for three years. So it should change the rules that let a minority block the budget.",
  ],
];

describe("reasoning errors of calm prose", () => {
  for (const [id, text, evidence, corrected] of cases) {
    it(`${id}: fires on its evidence and quotes it`, () => {
      const verdict = flawOf(text);
      expect(verdict.id).toBe(id);
      expect(verdict.evidence).toMatch(evidence);
    });
    it(`${id}: stays quiet on the corrected text`, () => {
      expect(flawOf(corrected).id).toBe("none");
    });
  }

  it("never names a condition flaw in a valid conditional (modus ponens, modus tollens)", () => {
    expect(flawOf("If it rains, the match will be cancelled. It is raining. So the match will be cancelled.").id).toBe(
      "none",
    );
    expect(
      flawOf("If the pump fails, the cellar floods. The cellar did not flood. Therefore, the pump did not fail.").id,
    ).toBe("none");
  });

  it("reads an epistemic 'must have' as an inference to one explanation, not as a condition", () => {
    expect(flawOf("The lights are off and the car is gone. They must have left for the weekend.").id).toBe(
      "overlooked_alternative",
    );
  });

  it("names the error in the vocabulary of critical reasoning and in the argument's own terms", () => {
    const flaw = analyzeEmbeddedDetail(
      "To pass the course, a student must submit every essay. Lena submitted every essay. Therefore, Lena will pass the course.",
    ).parsed.logicalFlaws[0];
    expect(flaw).toMatch(/confuses a necessary condition with a sufficient one/);
    expect(flaw).toMatch(/lena will pass the course/i);
  });

  it("reads no condition in a purpose ('to ensure') or in a requirement someone proposes", () => {
    const purpose =
      "Our bakers test every loaf in three ovens to ensure the crispest crust in town. Crisp crusts keep bread fresh for days. So our loaves have the best crust in town.";
    expect(flawOf(purpose).id).not.toBe("necessary_sufficient");
    const proposed =
      "The council wants every cyclist to be required to wear a helmet. Helmets cut head injuries among cyclists. So the council's helmet rule would cut injuries.";
    expect(flawOf(proposed).id).not.toBe("necessary_sufficient");
  });
});
