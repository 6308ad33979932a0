import { describe, expect, it } from "vitest";
import { strawMan } from "./straw.js";

// Texts written for this test: a view pinned on the other side in place of the one they stated, and near texts.
describe("a view pinned on the other side", () => {
  it("names disbelief at a view made extreme, a guessed motive, and 'anyone who thinks otherwise hates …'", () => {
    expect(
      strawMan("we should trim the road budget. - i cannot believe you want the roads to fall apart!"),
    ).not.toBeNull();
    expect(strawMan("we should all cycle to work. - so i guess you want every car dealer to go bust.")).not.toBeNull();
    expect(strawMan("the park should close at ten. people who disagree simply hate quiet streets.")).not.toBeNull();
  });

  it("is quiet on surprise at a fact and on a plain guess at a wish", () => {
    expect(strawMan("i can't believe he won the race after his fall.")).toBeNull();
    expect(strawMan("which cake would you like? i guess you want the chocolate one.")).toBeNull();
  });
});

// Written for round flaw17: a motive guessed after a modest proposal.
describe("a motive pinned on a modest proposal", () => {
  it("names 'clearly she doesn't care about' and a ban on 'the whole' place", () => {
    expect(
      strawMan("my sister asked for a shorter holiday. clearly she doesn't care about the family at all."),
    ).not.toBeNull();
    expect(
      strawMan("the council wants one car-free sunday. they obviously want to ban driving in the whole county."),
    ).not.toBeNull();
  });

  it("stays quiet on a ban reported with its own scope", () => {
    expect(strawMan("the council wants to ban lorries from the whole high street on market days.")).toBeNull();
  });
});
