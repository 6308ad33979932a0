import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";

// Ten everyday arguments written before the engine saw them (second session of 2026-11-28). First run: 7/10
// conclusions, 7/10 flaw verdicts, 4/10 sound assumptions. The misses: a claim closed by ", though" after the other
// side's view; "We cannot trust him with our security" not read as a verdict; a meeting notice analysed as an
// argument; a recommendation ("should extend the tram line") read as a causal claim; a survey's frame cut into a
// side ("A survey … finding calls for …"); an authority asked about "whether they must work"; an appeal to emotion
// named on one word ("children") that is the claim's own topic, and "light" in two senses: both still missed.
const analyze = (text: string) => analyzeEmbeddedDetail(text).parsed;
const flawId = (text: string) => analyzeEmbeddedDetail(text).flaw.id;

describe("blind everyday arguments, 21st round", () => {
  it("takes a claim closed by ', though' after the other side's view as the writer's, and 'matter' as a verdict", () => {
    expect(
      analyze(
        "Many people think cinemas are finished now that films stream at home. Cinemas still matter, though. Not every flat has room for a big screen, and a cinema gives everyone one for a few pounds.",
      ).conclusion.text,
    ).toBe("Cinemas still matter, though.");
  });

  it("reads 'we cannot trust him' as the verdict a straw man is offered for", () => {
    const text =
      "The mayor wants to close one fire station. Clearly she wants the whole town to burn down. We cannot trust her with our safety.";
    expect(analyze(text).conclusion.text).toBe("We cannot trust her with our safety.");
  });

  it("answers a notice that no argument is there", () => {
    expect(
      analyzeEmbeddedDetail(
        "The choir practises every Thursday at 7 pm in the church hall. Please bring your music folder.",
      ).notArgument,
    ).toMatch(/notice or a message/);
  });

  it("does not read a recommendation as a causal claim drawn from figures, and quotes what a survey found", () => {
    const text =
      "The council should extend the bus route to the hospital. A survey of 2,000 patients found that 70% would take the bus, and the hospital expects more visitors next year.";
    expect(flawId(text)).toBe("none");
    const necessary = analyze(text).necessaryAssumption;
    expect(necessary).toMatch(/70% would take the bus/);
    expect(necessary).not.toMatch(/finding calls for/);
    const tram = analyze(
      "The city should extend the tram line to the airport. A survey of 5,000 travellers found that 60% would take the tram instead of a taxi, and the airport expects twice as many passengers by 2030.",
    );
    expect(tram.necessaryAssumption).toBe(
      "A good reason for the city to extend the tram line to the airport is that 60% would take the tram instead of a taxi.",
    );
  });

  it("asks whether the source is an expert on what it said, when the claim only points back to it", () => {
    expect(analyze("A famous singer says this face cream removes wrinkles, so it must work.").necessaryAssumption).toBe(
      "A famous singer is an expert on whether this face cream removes wrinkles.",
    );
  });
});
