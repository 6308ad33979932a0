import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

const analyze = (text: string) => analyzeEmbeddedDetail(text).parsed;

describe("a text that reports someone's whole argument", () => {
  it("analyses the argument inside the frame: its claim and its reason, whichever comes first", () => {
    const opening = analyze(
      "Dentists claim that because the snacks advertised during cartoons are full of sugar, cartoons harm children's teeth.",
    );
    expect(opening.conclusion.text).toBe("Cartoons harm children's teeth.");
    expect(opening.premiseSets.explicit).toEqual(["The snacks advertised during cartoons are full of sugar."]);

    const closing = analyze(
      "Critics argue that the new stadium is a waste of money, since it will sit empty most of the year.",
    );
    expect(closing.conclusion.text).toBe("The new stadium is a waste of money.");
    expect(closing.premiseSets.explicit).toEqual(["It will sit empty most of the year."]);
  });

  it("keeps the frame when the text turns against the argument it reports, and leaves the view's reason to its side", () => {
    const parsed = analyze(
      "Some teachers argue that homework is useless because pupils forget it quickly. They are wrong: studies show that practice at home improves recall.",
    );
    expect(parsed.conclusion.text).toBe("They are wrong.");
    expect(parsed.premiseSets.explicit).toEqual(["Studies show that practice at home improves recall."]);
    // The verdict denies the view: every bridge keeps the denial.
    expect(parsed.sufficientAssumption).toMatch(/then it is not true that homework is useless\.$/);
    for (const assumption of [parsed.necessaryAssumption, ...parsed.unstatedAssumptions]) {
      expect(assumption).not.toMatch(/sign of homework being useless/);
      // The premise's side is in what the studies show, not in its frame ("studies and that practice").
      expect(assumption).not.toMatch(/\bthat practice\b/);
    }
  });

  it("takes the writer's answer in the same sentence as the writer's", () => {
    const parsed = analyze(
      "Village shops are worth saving. They keep old people in touch with neighbours. Some say that the shops should close because they lose money, but this ignores what they give back to the village.",
    );
    expect(parsed.premiseSets.explicit).not.toContain("They lose money.");
    expect(parsed.premiseSets.explicit.join(" ")).toMatch(/This ignores what they give back to the village\./);
  });

  it("names no irrelevant authority when the source gives a reason, and still does when its word is the reason", () => {
    const reasoned = analyze(
      "The mayor said that the new stadium is a waste of money because it will sit empty most of the year.",
    );
    expect(reasoned.conclusion.text).toBe("The new stadium is a waste of money.");
    expect(reasoned.logicalFlaws.join(" ")).not.toMatch(/Irrelevant Authority/);

    const leaned = analyze("My uncle says that vaccines are dangerous, so they must be dangerous.");
    expect(leaned.logicalFlaws.join(" ")).toMatch(/Irrelevant Authority/);
  });
});

describe("a reason opening its claim's sentence", () => {
  it("is given for that claim, so no red herring is named when the claim names its subject by a pronoun", () => {
    const parsed = analyze("Because the stadium will sit empty most of the year, it is a waste of public money.");
    expect(parsed.logicalFlaws.join(" ")).not.toMatch(/Red Herring/);
  });
});
