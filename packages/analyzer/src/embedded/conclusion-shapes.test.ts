import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

const conclusionOf = (text: string) => analyzeEmbeddedDetail(text).parsed.conclusion.text;

describe("the main claim wherever the writer puts it", () => {
  it("first", () => {
    expect(
      conclusionOf(
        "Our town should open a second library. The only one we have is full every afternoon. Many pupils have nowhere quiet to study.",
      ),
    ).toMatch(/should open a second library/);
  });

  it("in the middle, between the background and the reasons", () => {
    expect(
      conclusionOf(
        "The council is debating the old cinema. In my view, the building should be kept as a cultural centre. It is the last art-deco hall in the region, and local clubs need the space.",
      ),
    ).toMatch(/should be kept as a cultural centre/);
  });

  it("as the answer to a question the text asks", () => {
    expect(
      conclusionOf("Should homework be banned in primary schools? Yes. Young children learn more from play and sleep."),
    ).toMatch(/homework should be banned in primary schools/i);
  });

  it("as a recommendation after a concession", () => {
    expect(
      conclusionOf(
        "Admittedly, solar panels are expensive to install. Nevertheless, every new school should have them, because they pay for themselves within ten years.",
      ),
    ).toMatch(/every new school should have them/);
  });
});
