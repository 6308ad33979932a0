import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { scoreUnits } from "./conclusion.js";
import { readSentences } from "./nlp.js";
import { segment } from "./segment.js";

// Round 23: twenty-four short argumentative texts written by a helper that never saw the engine (claim first, last,
// in the middle, answering a question, after a concession), graded on the first run: 18/24 main claims. Each miss
// named a general shape, fixed below and checked on a second text written after the fix. All twenty-four are in
// src/eval/everyday/conclusions.json. Still missed: "Should X? My answer is no: X causes more problems than it
// solves." gives the answered question ("Schools should not …") where the annotator took the clause after the colon.
const claimOf = (text: string) => analyzeEmbeddedDetail(text).parsed.conclusion.text;

describe("blind conclusions, round 23", () => {
  it("reads 'I am against …' as the writer taking a side", () => {
    expect(
      claimOf(
        "I am against a four-day school week. Parents would have to find childcare for the fifth day. Teachers must squeeze the same lessons into less time. Some say pupils would rest more, but they would simply stay up later.",
      ),
    ).toBe("I am against a four-day school week.");
  });

  it("reads 'It would be better if …' as a verdict, not as a pronoun pointing back", () => {
    expect(
      claimOf(
        "Our office kitchen is a mess by noon every day. Dirty mugs pile up in the sink and nobody owns them. It would be better if everyone washed their own cup straight away.",
      ),
    ).toBe("It would be better if everyone washed their own cup straight away.");
  });

  it("reads an act named by a long gerund phrase and rated ('would be a sensible step') as a recommendation", () => {
    expect(
      claimOf(
        "The school library stands empty all summer. Opening the school library during the summer holidays would be a sensible step. Pupils lose reading skills over the break, and volunteers have offered to staff it.",
      ),
    ).toBe("Opening the school library during the summer holidays would be a sensible step.");
  });

  it("does not take a fact set against a granted point ('Nevertheless, most …') for the restated position", () => {
    expect(
      claimOf(
        "Delivery robots block narrow pavements. They also break down in the rain. It is true that they save couriers some walking. Nevertheless, most parcels still need a person at the door. Delivery robots are a poor fit for our street.",
      ),
    ).toBe("Delivery robots are a poor fit for our street.");
  });

  it("reads a plain fact explained by 'because' as background when the text goes on to call for something", () => {
    expect(
      claimOf(
        "Libraries lose hundreds of books a year because borrowers forget to return them. Borrowers who keep a book past three months should pay for it. The money would buy replacements, and a reminder by text could come first.",
      ),
    ).toBe("Borrowers who keep a book past three months should pay for it.");
  });

  it("reads 'some people have …' as a fact, not as the other side's view", () => {
    const units = segment(
      "Not every guest likes cats, and some people have serious allergies. The café should keep its cat upstairs.",
    );
    expect(units.find((u) => /some people/.test(u.text))?.marker).not.toBe("opponent");
  });

  it("gives a hyphenated plural its singular lemma and lets it share its head with the plain noun", () => {
    const tokens = readSentences("Rental e-bikes clutter the square.")[0].tokens;
    expect(tokens.find((t) => t.value === "e-bikes")?.lemma).toBe("e-bike");
    const scored = scoreUnits(
      segment("Electric bikes crowd the square every weekend. Rental e-bikes are a nuisance for our town."),
    );
    expect(scored[1].reasons.join(" ")).toMatch(/shares terms with the rest \+0\.[1-9]/);
  });
});

// Round 26: thirty more texts from a helper, written after round 23's fixes and run once: 25/30 (engine 14 had
// 24/30 on them). Fixed below on second texts; in src/eval/everyday/conclusions.json with the rest. Still missed:
// a verdict in present tense on an act ("Letting staff work from home benefits employers") behind a plain opening
// fact, and a claim ("A password manager is worth its price") behind a closing "…, so it is easier".
describe("blind conclusions, round 26", () => {
  it("reads 'It is fair to say that …' as a point granted, not as the writer's verdict", () => {
    expect(
      claimOf(
        "It is fair to say that electric scooters are fun to ride. But they clutter pavements and injure walkers. The town should stop renting them out.",
      ),
    ).toBe("The town should stop renting them out.");
  });

  it("reads 'X would be right to …' as a recommendation", () => {
    expect(
      claimOf(
        "Landlords often ignore damp until tenants get sick. Councils would be right to fine landlords who leave damp untreated for a month. Tenants rarely complain for fear of losing their home.",
      ),
    ).toBe("Councils would be right to fine landlords who leave damp untreated for a month.");
  });

  it("does not mark down a call whose subject is a pronoun for the thing just described", () => {
    expect(
      claimOf(
        "The old railway bridge has been closed for a decade and is covered in graffiti. It should be reopened as a footpath. Walkers would save a long detour, and the council already owns the land.",
      ),
    ).toBe("It should be reopened as a footpath.");
  });

  it("reads 'I wouldn't take her word on it' as the writer's verdict on the view reported", () => {
    expect(
      claimOf("Nina says the new rota is fair, but Nina never works weekends. I wouldn't take her word on it."),
    ).toBe("I wouldn't take her word on it.");
  });

  it("keeps a phrase after the subject's noun in the subject when a question is answered ('Is X on Y worth Z?')", () => {
    expect(
      claimOf(
        "Is the swimming pool at the leisure centre worth its price? Absolutely. It is the only pool for ten miles, and the lessons are cheap.",
      ),
    ).toBe("The swimming pool at the leisure centre is worth its price.");
  });
});
