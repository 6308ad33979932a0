import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { adPopulum } from "./populum.js";

// Texts written for this test: a crowd offered as the reason for a claim, and near texts where it is not.
describe("a crowd offered as the reason", () => {
  it("names the rest of a group, a crowd of followers, and a crowd that has one", () => {
    expect(adPopulum("i am backing the harbour plan because the rest of my street is backing it.")).not.toBeNull();
    expect(adPopulum("thousands of people are pacifists, so pacifism must be right.")).not.toBeNull();
    expect(
      analyzeEmbeddedDetail("All of her classmates have one, so we should buy her a games console too.").flaw.id,
    ).toBe("ad_populum");
  });

  it("names a crowd offered for the verdict just before it, and a common practice offered as proof", () => {
    expect(adPopulum("this board game is the best one ever made. everyone is playing it!")).not.toBeNull();
    expect(adPopulum("this is how most gyms plan their classes, so it must be effective.")).not.toBeNull();
  });

  it("names a crowd's doing offered as the reason to do likewise, not a crowd that a remedy is drawn for", () => {
    expect(adPopulum("everyone in my class is doing it, so why shouldn't i?")).not.toBeNull();
    expect(adPopulum("more and more people are keeping hens, so hens must make great pets.")).not.toBeNull();
    expect(adPopulum("many pupils are gaining weight, so the school should change its menu.")).toBeNull();
    expect(adPopulum("in our town half the drivers are speeding. the council should add speed bumps.")).toBeNull();
  });

  it("is quiet when the crowd is reported with no verdict or inference drawn from it", () => {
    expect(adPopulum("the bridge is closed today. everyone is taking the ferry.")).toBeNull();
    expect(adPopulum("this is how most gyms plan their classes: strength on monday, cardio on friday.")).toBeNull();
    expect(adPopulum("thousands of people are members of the club. it meets on tuesdays.")).toBeNull();
  });
});

// Written for round flaw17: a crowd given as a share, and a crowd counted by its clicks.
describe("a crowd as a share or a count of clicks", () => {
  it("names 'eight out of ten X use' offered for a verdict", () => {
    expect(
      analyzeEmbeddedDetail(
        "Eight out of ten nurses at my hospital use this hand cream, so it must be good for your skin.",
      ).flaw.id,
    ).toBe("ad_populum");
  });

  it("names a place always full offered for a verdict of worth, not a crowd that asks for a remedy", () => {
    expect(
      analyzeEmbeddedDetail("The noodle bar on our corner is always packed, so the noodles must be excellent.").flaw.id,
    ).toBe("ad_populum");
    expect(adPopulum("the café is always busy at lunch, so the owners should hire another waiter.")).toBeNull();
  });

  it("names a count of views or likes offered for a verdict of worth, not for a gain drawn from it", () => {
    expect(adPopulum("the recipe has two million likes, so it is the best way to bake bread.")).not.toBeNull();
    expect(adPopulum("the recipe has two million likes, so the blog will earn money from adverts.")).toBeNull();
  });
});
