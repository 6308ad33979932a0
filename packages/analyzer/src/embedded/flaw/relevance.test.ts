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

// Written for round flaw17: a question put to the reader, and a complaint waved away with no "but".
describe("a question or complaint passed by", () => {
  it("names a yes/no question answered with the subject's other merits", () => {
    expect(
      flawOf(
        "Will the new car park flood the lane with lorries? Well, the car park will have a lovely garden on the roof, so the council should approve it.",
      ),
    ).toBe("red_herring");
  });

  it("stays quiet when the answer takes up what the question says about its subject", () => {
    expect(
      flawOf(
        "Will the new car park flood the lane with lorries? Well, lorries will use a separate entrance on the ring road, so the lane stays clear.",
      ),
    ).not.toBe("red_herring");
  });

  it("names a complaint waved away for another matter, with no 'but'", () => {
    expect(
      flawOf(
        "Residents complained that the night bus is always late. The drivers are friendly people, so the complaints should be dropped.",
      ),
    ).toBe("red_herring");
  });

  it("stays quiet when the reply reports a change made since the complaint", () => {
    expect(
      flawOf(
        "Residents complained that the night bus is always late. The company has now hired six more drivers, so the complaints should be dropped.",
      ),
    ).not.toBe("red_herring");
  });

  it("names a question asked at a meeting and answered with the speaker's other news", () => {
    expect(
      flawOf(
        "Asked at the parish meeting why the bus shelter on Church Road was still smashed after two months, the clerk replied that the village had just won a best-kept award for its verges and that everyone should be proud of the volunteers.",
      ),
    ).toBe("red_herring");
    expect(
      flawOf(
        "Asked at the parish meeting why the bus shelter on Church Road was still smashed after two months, the clerk replied that it would be replaced next week, once the glass arrives.",
      ),
    ).not.toBe("red_herring");
  });
});
