import { describe, expect, it } from "vitest";
import { segment } from "./segment.js";
import { findTopic, stance, synthesiseConclusion } from "./synthesize.js";

describe("synthesiseConclusion: the claim a text argues without stating it", () => {
  it("judges the opening subject, with the group its effects fall on", () => {
    const units = segment(
      "Strict curfews keep teenagers at home on weekday nights. They stop teenagers from meeting friends after school. Curfews also make teenagers less independent.",
    );
    expect(synthesiseConclusion(units)?.text).toBe("Strict curfews are bad for teenagers.");
  });

  it("recommends an action named by a gerund, and reads negated good effects as bad", () => {
    const units = segment(
      "Closing the branch library would not help the budget much. Closing the branch library leaves pensioners without a reading room. The savings would not cover one teacher.",
    );
    expect(synthesiseConclusion(units)?.text).toBe("The branch library should not be closed.");
  });

  it("leaves stock phrases and possessors out of the topic", () => {
    const topic = findTopic(
      segment("On one hand, the city's trams are slow. Trams are also cheap to run. Trams carry many people."),
    );
    expect(topic?.text.toLowerCase()).toBe("trams");
    expect(topic?.plural).toBe(true);
  });

  it("counts a negated good effect against the side", () => {
    expect(stance(segment("The plan does not help anyone."))).toBeLessThan(0);
    expect(stance(segment("The plan helps everyone."))).toBeGreaterThan(0);
  });
});
