import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { pastAsCertain, shiftedTerm, traitAsSign } from "./shifts.js";

const analyse = (text: string) => analyzeEmbeddedDetail(text);

describe("a past record read as a certainty", () => {
  const text =
    "The Harbour Rowing Club has won the regatta in each of the last four years. Its crew trains harder than any other. So the Harbour Rowing Club will win the regatta this year.";

  it("names it, quotes the record and the forecast, and says probability, not certainty", () => {
    const { flaw, parsed } = analyse(text);
    expect(flaw.id).toBe("hasty_generalization");
    expect(flaw.evidence).toMatch(/each of the last four years\. … .*will win the regatta/);
    expect(parsed.logicalFlaws[0]).toMatch(/confuses a probability with a certainty/);
    expect(parsed.logicalFlaws[0]).toMatch(/will win the regatta this year/);
  });

  it("stays quiet when the forecast is hedged", () => {
    const hedged = text.replace("will win", "is likely to win");
    expect(pastAsCertain(hedged, "The Harbour Rowing Club is likely to win the regatta this year.")).toBeNull();
    expect(analyse(hedged).flaw.id).toBe("none");
  });

  it("stays quiet on a forecast with no record behind it", () => {
    expect(pastAsCertain("The new bridge opens in May. So traffic will ease.", "Traffic will ease.")).toBeNull();
  });

  it("stays quiet when the record is about something else than the forecast", () => {
    const text = "Our sales have risen in each of the last five years. So the new shop will open in May.";
    expect(pastAsCertain(text, "The new shop will open in May.")).toBeNull();
  });
});

describe("a term swapped between the reason and the conclusion", () => {
  const text =
    "Retired people buy more fresh fish than any other age group, a supermarket chain reports. So the belief that young families eat more fresh fish than retired people is wrong.";

  it("names the two phrases as written and asks that they be told apart", () => {
    const { flaw, parsed } = analyse(text);
    expect(flaw.id).toBe("equivocation");
    expect(flaw.evidence).toBe("buy more fresh fish … eat more fresh fish");
    expect(parsed.logicalFlaws[0]).toMatch(
      /fails to distinguish between "buy more fresh fish" and "eat more fresh fish"/,
    );
  });

  it("stays quiet when the conclusion keeps the reason's term", () => {
    const kept = text.replace("eat more fresh fish", "buy more fresh fish");
    expect(analyse(kept).flaw.id).toBe("none");
  });

  it("stays quiet on different acts on one thing when nothing is compared", () => {
    const premises = ["The cafés have banned the gulls from their terraces."];
    expect(shiftedTerm("Feeding the gulls at the harbour will keep them from the terraces.", premises)).toBeNull();
    expect(
      analyse(
        "The cafés have banned the gulls from their terraces. So feeding the gulls at the harbour will keep them from the terraces.",
      ).flaw.id,
    ).not.toBe("equivocation");
  });

  it("stays quiet on a recommendation, which names a new act on purpose", () => {
    expect(
      shiftedTerm("So the council should repair the bridge.", ["The council has inspected the bridge every spring."]),
    ).toBeNull();
  });
});

describe("a trait of a kind read as a sign of the kind", () => {
  const text = "Most owls hunt at night. The animal that took our chickens hunted at night. So it was probably an owl.";

  it("names the converse error and quotes the general statement", () => {
    const { flaw, parsed } = analyse(text);
    expect(flaw.id).toBe("necessary_sufficient");
    expect(flaw.evidence).toMatch(/^Most owls hunt at night\. … /);
    expect(parsed.logicalFlaws[0]).toMatch(/confuses a necessary condition with a sufficient one/);
  });

  it("stays quiet when the trait is one only the kind has", () => {
    const only =
      "Only owls among the animals here hunt at night. The animal that took our chickens hunted at night. So it was an owl.";
    expect(
      traitAsSign(only, "It was an owl.", [
        "Only owls among the animals here hunt at night.",
        "The animal that took our chickens hunted at night.",
      ]),
    ).toBeNull();
  });

  it("stays quiet when no reason shares the trait", () => {
    expect(
      traitAsSign("", "It was probably an owl.", ["Most owls hunt at night.", "Feathers were found by the fence."]),
    ).toBeNull();
  });
});

describe("calm wordings the earlier detectors missed", () => {
  it("reads an analogy carried over by 'X, too,'", () => {
    const { flaw } = analyse(
      "A garden left without water dries out and its flowers wilt. Thus your friendships, too, need regular care; call an old friend this week.",
    );
    expect(flaw.id).toBe("false_analogy");
    expect(flaw.evidence).toMatch(/friendships, too,/);
  });

  it("reads 'no one has provided support' as a lack of proof taken for disproof", () => {
    const { flaw } = analyse(
      "Some geologists think the lake was formed by a meteor. But no one has provided any direct evidence for the meteor. So the lake was not formed by a meteor.",
    );
    expect(flaw.id).toBe("appeal_to_ignorance");
  });

  it("reads 'does not merit' as a dismissal of a source", () => {
    const { flaw } = analyse(
      "The report on the new motorway was funded by a construction company. It does not merit the attention of the planning board.",
    );
    expect(flaw.id).toBe("ad_hominem");
    expect(flaw.evidence).toMatch(/funded by a construction company/);
  });

  it("describes a source's interest as what it is, not as the person's character", () => {
    const [sentence] = analyse(
      "The report on the new motorway was funded by a construction company. It does not merit the attention of the planning board.",
    ).parsed.logicalFlaws;
    expect(sentence).toMatch(/the source of a claim/);
    expect(sentence).not.toMatch(/character/);
  });

  it("stays quiet when the report is judged on its methods", () => {
    const { flaw } = analyse(
      "The report on the new motorway counted traffic on only two days in August. It does not merit the attention of the planning board.",
    );
    expect(flaw.id).not.toBe("ad_hominem");
  });

  it("quotes a claim of up to 24 words whole", () => {
    const [sentence] = analyse(
      "Most owls hunt at night. The animal that took the neighbours' chickens from the shed behind the old mill last winter hunted at night. So it was probably an owl from the woods beyond the river that runs past the old mill and the school.",
    ).parsed.logicalFlaws;
    expect(sentence).toMatch(/beyond the river that runs past the old mill and the school\.?$/i);
  });
});

describe("a forecast after a record, whichever sentence the finder took for the claim", () => {
  it("reads the forecast the text ends on when the claim found is the record itself", () => {
    const text =
      "The Hawks have won the regatta in each of the last six years. The Hawks will win the regatta this year.";
    const { flaw } = analyzeEmbeddedDetail(text);
    expect(flaw.id).toBe("hasty_generalization");
    expect(flaw.evidence).toMatch(/ … The Hawks will win the regatta this year\.$/);
    expect(
      analyzeEmbeddedDetail(
        "The Hawks have won the regatta in each of the last six years. The Hawks will probably win the regatta this year.",
      ).flaw.id,
    ).toBe("none");
  });
});
