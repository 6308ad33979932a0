import { describe, expect, it } from "vitest";
import { analyzeEmbedded, analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { objectionPassedBy } from "./relevance.js";

const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw.id;

// Arguments written for this test: a reported objection answered with another matter, and replies that answer it.
describe("an objection answered with another matter", () => {
  it("names a reply whose reason shares nothing with the objection, quoting both", () => {
    const text =
      "Parents say the new bus route is too slow for pupils. But the drivers wear smart new uniforms, so the route should stay.";
    const { flaw } = analyzeEmbeddedDetail(text);
    expect(flaw.id).toBe("red_herring");
    expect(flaw.evidence).toBe("the new bus route is too slow for pupils … the drivers wear smart new uniforms");
    const [sentence] = analyzeEmbedded(text).logicalFlaws;
    expect(sentence).toContain("meets the point that the new bus route is too slow for pupils with another matter");
  });

  it("names a question waved away with a reason that touches only its subject", () => {
    expect(
      objectionPassedBy(
        "residents ask whether the quarry shakes their houses. yet the quarry pays for the village fireworks, so the question does not matter.",
      ),
    ).not.toBeNull();
  });

  it("is quiet when the reply takes up the objection, or weighs another gain against it", () => {
    expect(
      objectionPassedBy(
        "neighbours worried that the new gym would be noisy. however, the owners lined its walls with cork, so the noise is no longer a problem.",
      ),
    ).toBeNull();
    expect(
      objectionPassedBy(
        "parents say the new bus route is too slow for pupils. but the route is only four minutes slower, so it should stay.",
      ),
    ).toBeNull();
    expect(
      objectionPassedBy(
        "residents ask whether the quarry shakes their houses. yet the quarry pays for the village fireworks, so it should stay open.",
      ),
    ).toBeNull();
  });

  it("names a reply in the objection's own sentence, and a turn away that the text narrates", () => {
    expect(
      flawOf(
        "My rival says I missed every budget meeting, but I have raised three wonderful children, so vote for me.",
      ),
    ).toBe("red_herring");
    expect(
      flawOf("When the coach asked why he was late, Sam began talking about the new football boots he wants."),
    ).toBe("red_herring");
    expect(flawOf("Why are you so worried about litter? Look how many new trees the town planted.")).toBe(
      "red_herring",
    );
  });
});
