import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { sampleAndGeneralisation } from "./sample.js";

describe("one person's history is no generalisation", () => {
  const text = "My landlord says the boiler is safe, but he never even finished school, so I don't believe him.";

  it("does not read 'he never …' as an 'all' drawn from a sample", () => {
    expect(sampleAndGeneralisation(text)).toBeNull();
    expect(
      sampleAndGeneralisation("Our vet says the vaccine is fine, but she always rushes, so I doubt her."),
    ).toBeNull();
  });

  it("names the attack on the speaker instead, quoting the remark to its clause's end", () => {
    const { flaw } = analyzeEmbeddedDetail(text);
    expect(flaw.id).toBe("ad_hominem");
    expect(flaw.evidence).toBe("he never even finished school");
  });

  it("still reads a group's 'never' after a sample as a generalisation", () => {
    expect(
      sampleAndGeneralisation("My two cousins tried the new gym and hated it, so gyms never help anyone."),
    ).toMatch(/never/);
  });
});

describe("one person's case offered for every case of an activity", () => {
  it("names the step from a relative's case to a verdict on the activity as a hasty generalisation", () => {
    const text = "My uncle drank a bottle of wine every night and lived to ninety, so drinking can't be that harmful.";
    expect(sampleAndGeneralisation(text)).toMatch(/^My uncle … drinking can't/);
    expect(analyzeEmbeddedDetail(text).flaw.id).toBe("hasty_generalization");
  });

  it("does not read a multiple ('three times what it was') as three cases", () => {
    expect(
      sampleAndGeneralisation("Bus use is three times what it was in 2010. So travelling by bus is now common."),
    ).toBeNull();
  });
});

describe("a few cases the speaker had, offered for a kind", () => {
  it("names 'we've had three mild springs, so frosts are a thing of the past' a hasty generalisation", () => {
    const text = "We've had three mild springs in a row, so late frosts are clearly a thing of the past.";
    expect(sampleAndGeneralisation(text)).toMatch(/^We've had three mild springs … (?:so )?late frosts are/);
    expect(analyzeEmbeddedDetail(text).flaw.id).toBe("hasty_generalization");
  });
});
