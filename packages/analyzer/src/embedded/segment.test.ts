import { describe, expect, it } from "vitest";
import { asSentence } from "./phrases.js";
import { findQuantifiers } from "./quantifiers.js";
import { rhetoricalAssertion } from "./rhetorical.js";
import { segment } from "./segment.js";
import { pastParticiple } from "./verb-forms.js";

function roles(text: string): [string, string][] {
  return segment(text).map((u) => [u.marker, u.text]);
}

describe("segment", () => {
  it("splits a reason off its claim at 'because'", () => {
    expect(roles("Hunting helps the forest because deer eat the saplings.")).toEqual([
      ["none", "Hunting helps the forest"],
      ["premise", "because deer eat the saplings."],
    ]);
  });

  it("ends an opening reason where its own clause ends, when the tagger misses the main verb or a list follows", () => {
    // "harm" is read as a noun here: no clause seems to start after the comma.
    expect(
      roles("Because the snacks sold during cartoons are full of sugar, cartoons harm the teeth of children."),
    ).toEqual([
      ["premise", "Because the snacks sold during cartoons are full of sugar,"],
      ["none", "cartoons harm the teeth of children."],
    ]);
    expect(
      roles("Because sugar rots teeth, cakes, sweets and fizzy drinks should carry a tax.").map(([, t]) => t),
    ).toEqual(["Because sugar rots teeth,", "cakes, sweets and fizzy drinks should carry a tax."]);
  });

  it("drops the frame of a reported argument the text presents, and keeps it when the text answers it", () => {
    expect(roles("Critics argue that the stadium is a waste of money, since it will sit empty all year.")).toEqual([
      ["none", "the stadium is a waste of money,"],
      ["premise", "since it will sit empty all year."],
    ]);
    expect(
      roles(
        "Critics argue that the stadium is a waste of money, since it will sit empty all year. They are wrong.",
      )[0][1],
    ).toMatch(/^Critics argue that/);
  });

  it("splits a concession from its main clause", () => {
    expect(roles("Although the park is popular, it costs too much.")).toEqual([
      ["concession", "Although the park is popular,"],
      ["none", "it costs too much."],
    ]);
  });

  it("keeps 'As a result, …' one conclusion unit, not an 'as' reason plus a clause", () => {
    expect(roles("Most tenants pay late in winter. As a result, the office moved the due date.")).toEqual([
      ["none", "Most tenants pay late in winter."],
      ["conclusion", "As a result, the office moved the due date."],
    ]);
    expect(asSentence("As a result, the office moved the due date.")).toBe("The office moved the due date.");
  });

  it("marks 'so' only where it opens a clause", () => {
    expect(roles("The rent rose, so we moved out.").map(([m]) => m)).toEqual(["none", "conclusion"]);
    expect(roles("The rent rose so much that we moved out.")).toHaveLength(1);
  });

  it("does not split a participle phrase after 'thus'", () => {
    expect(roles("LED bulbs last longer, thus saving money.")).toHaveLength(1);
  });

  it("marks the other side's view and the answer to it", () => {
    expect(roles("Some say the tax is unfair, but it funds the schools.")).toEqual([
      ["opponent", "Some say the tax is unfair,"],
      ["contrast", "but it funds the schools."],
    ]);
  });

  it("keeps a one-word answer with its sentence", () => {
    expect(roles("Yes, uniforms help pupils focus.")).toEqual([["none", "Yes, uniforms help pupils focus."]]);
  });

  it("records rhetorical questions with the assertion they make", () => {
    const [u] = segment("Don't they need their horns for survival?");
    expect(u.isQuestion).toBe(true);
    expect(u.assertion).toBe("They need their horns for survival.");
  });
});

describe("rhetoricalAssertion", () => {
  it.each([
    ["How can you not donate to the shelter?", "You should donate to the shelter."],
    ["How can we allow this?", "We should not allow this."],
    ["Why would anyone buy a diesel car today?", "No one should buy a diesel car today."],
    ["Why not build the bridge now?", "We should build the bridge now."],
    ["Isn't it obvious that the plan failed?", "It is obvious that the plan failed."],
    ["Doesn't it need a permit?", "It needs a permit."],
  ])("%s → %s", (q, a) => {
    expect(rhetoricalAssertion(q)).toBe(a);
  });

  it("leaves genuine questions alone", () => {
    expect(rhetoricalAssertion("What time does the bus leave?")).toBeNull();
    expect(rhetoricalAssertion("Should we raise taxes?")).toBeNull();
  });
});

describe("findQuantifiers", () => {
  it("finds quantifiers but not 'no' as an answer or 'no matter'", () => {
    expect(findQuantifiers("No, not all cats hate water; no matter what, some do.")).toEqual(["all", "some"]);
  });
});

describe("pastParticiple", () => {
  it.each([
    ["remove", "removed"],
    ["ban", "banned"],
    ["carry", "carried"],
    ["take", "taken"],
    ["replace", "replaced"],
    ["allow", "allowed"],
  ])("%s → %s", (v, p) => {
    expect(pastParticiple(v)).toBe(p);
  });
});

describe("segment: line breaks", () => {
  it("treats list items and finished lines as separate sentences", () => {
    const units = segment("- Buses are cheap\n- Trains are fast\nSo both should get more funding.");
    expect(units.map((u) => u.sentence)).toEqual([0, 1, 2]);
    expect(units[2].marker).toBe("conclusion");
  });

  it("joins a hard-wrapped sentence back together", () => {
    const units = segment("The council should fund the\nnight bus because workers need it.");
    expect(units.map((u) => u.text)).toEqual(["The council should fund the night bus", "because workers need it."]);
  });

  it("keeps 'As a result,' opening a sentence as one conclusion marker", () => {
    expect(roles("Rents doubled in ten years. As a result, young families left the town.")).toEqual([
      ["none", "Rents doubled in ten years."],
      ["conclusion", "As a result, young families left the town."],
    ]);
  });

  it("reads 'since' before a gerund or a year as a time, not a reason", () => {
    expect(roles("Her work has been excellent since joining the team.")).toHaveLength(1);
    expect(roles("Prices have risen since 1990.")).toHaveLength(1);
    expect(roles("We should leave now, since the last train goes at ten.").map(([m]) => m)).toEqual([
      "none",
      "premise",
    ]);
  });

  it("marks a clause whose inferential adverb sits inside it, set off by commas or after an auxiliary", () => {
    expect(segment("Once we switch, therefore, the threat will end.")[0]).toMatchObject({ marker: "conclusion" });
    expect(segment("The concern about side effects is thus unfounded.")[0]).toMatchObject({ marker: "conclusion" });
    // A participle after "thus" reports a result and draws no conclusion.
    expect(segment("LED bulbs last longer than old bulbs, thus saving money.")[0].marker).toBe("none");
  });

  it("keeps 'Since A, and B,' one reason and splits at the main clause", () => {
    expect(
      roles(
        "Since the dogs never lived in the wild, and the jungle made travel hard, the dogs must have come by boat.",
      ),
    ).toEqual([
      ["premise", "Since the dogs never lived in the wild, and the jungle made travel hard,"],
      ["none", "the dogs must have come by boat."],
    ]);
  });

  it("reads 'Thus, since X, Y' as the reason X and the conclusion Y", () => {
    expect(roles("Thus, since most people notice what the media covers, many people expect to win.")).toEqual([
      ["premise", "Thus, since most people notice what the media covers,"],
      ["conclusion", "many people expect to win."],
    ]);
  });

  it("reads 'But since X, Y' as the reason X and the main clause Y turning against what came before", () => {
    expect(roles("But since such shortcuts skip the safety checks, crews cannot use them at night.")).toEqual([
      ["premise", "But since such shortcuts skip the safety checks,"],
      ["contrast", "crews cannot use them at night."],
    ]);
  });

  it("keeps a clause whole when 'however' is set off inside it, and splits when a new clause follows", () => {
    expect(roles("The weather log, however, suggests that the storm came later.")).toHaveLength(1);
    expect(roles("It rained all day, however, the match went on.")).toHaveLength(2);
  });

  it("marks 'The study thus supports …' as a conclusion", () => {
    expect(segment("The study thus supports the older view.")[0]).toMatchObject({ marker: "conclusion", cue: "thus" });
  });

  it("splits a reason at its main clause, not after a phrase that opens it ('Since in her early letters, …')", () => {
    expect(
      roles("Since in her early letters, the poet wrote often of the sea, she probably grew up on the coast."),
    ).toEqual([
      ["premise", "Since in her early letters, the poet wrote often of the sea,"],
      ["none", "she probably grew up on the coast."],
    ]);
  });

  it("keeps 'not only X but Y' and 'the boxes, and thus these parcels, are …' whole", () => {
    expect(roles("The council can not only mend that road but widen its busiest stretch too.")).toHaveLength(1);
    expect(roles("Therefore the boxes, and thus these parcels, are easy to recycle.")).toHaveLength(1);
  });

  it("keeps 'not in X but in Y', 'cheap but unhealthy' and 'shows, however, that …' inside one clause", () => {
    expect(roles("Wisdom lies not in knowing much but in knowing what matters.")).toHaveLength(1);
    expect(roles("He did not come to the party but his sister did.")).toHaveLength(2);
    expect(roles("Because of the cheap but fatty snacks in the hall, many pupils are gaining weight.")).toEqual([
      ["premise", "Because of the cheap but fatty snacks in the hall, many pupils are gaining weight."],
    ]);
    expect(roles("The food is cheap but it is fatty.")).toHaveLength(2);
    expect(roles("The poll shows, however, that most riders ignore the new signs.")).toHaveLength(1);
    expect(asSentence("The poll shows, however, that most riders ignore the new signs.")).toBe(
      "The poll shows that most riders ignore the new signs.",
    );
  });

  it("drops an aside on how familiar a claim is ('As we all know, …'), keeping the claim", () => {
    expect(roles("As we all know, walking lifts the mood.")).toEqual([["none", "walking lifts the mood."]]);
    expect(roles("As is well known, walking lifts the mood.")).toEqual([["none", "walking lifts the mood."]]);
    expect(roles("As the nights grow longer, people feel more tired.")).toHaveLength(2);
  });

  it("reads 'However, since X, Y' as the reason X and the main clause Y", () => {
    expect(roles("However, since children seldom fall ill, no benefit would result.").map(([m]) => m)).toEqual([
      "premise",
      "contrast",
    ]);
  });
});
