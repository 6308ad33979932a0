import { describe, expect, it } from "vitest";
import { describe as describeText } from "./description.js";
import { inventionTerms, readInvention } from "./elements.js";

const texts = (text: string) => readInvention(text).elements.map((e) => e.text);
const links = (text: string) => readInvention(text).relations.map((r) => [r.text, r.link]);

describe("readInvention: key elements", () => {
  it("takes the noun phrases without their articles, with the head noun marked", () => {
    const inv = readInvention("A temperature sensor coupled to a processor for controlling a cooling fan.");
    expect(inv.elements.map((e) => e.text)).toEqual(["temperature sensor", "processor", "cooling fan"]);
    expect(inv.elements[0].head).toBe("sensor");
    expect(inv.elements[0].terms.filter((t) => t.head).map((t) => t.word)).toEqual(["sensor"]);
  });

  it("keeps 'X of Y' as one element named by X, but a counting noun gives way to what it counts", () => {
    expect(texts("An array of detector elements.")).toEqual(["array of detector elements"]);
    expect(texts("A plurality of magnets.")).toEqual(["magnets"]);
  });

  it("merges a later mention into the element it names ('the sensor' after 'a temperature sensor')", () => {
    const inv = readInvention("A temperature sensor is fixed to a wall. The sensor reads the air.");
    expect(inv.elements.map((e) => e.text)).toEqual(["temperature sensor", "wall", "air"]);
  });

  it("leaves out boilerplate and quantities: 'the present invention', 'a method', '2 mm'", () => {
    expect(texts("The present invention is a new method.")).toEqual([]);
    expect(texts("A blade 2 mm thick.")).toEqual(["blade"]);
  });

  it("reads a verb the tagger took for a noun after its subject ('a solar panel charges a battery')", () => {
    expect(texts("A solar panel charges a battery.")).toEqual(["solar panel", "battery"]);
    expect(links("A solar panel charges a battery.")).toEqual([["solar panel charges a battery", "charges"]]);
  });
});

describe("readInvention: relations", () => {
  it("links elements by a verb group, a purpose or a preposition", () => {
    expect(links("A temperature sensor coupled to a processor for controlling a cooling fan.")).toEqual([
      ["temperature sensor coupled to a processor", "coupled to"],
      ["processor for controlling a cooling fan", "for controlling"],
    ]);
    expect(links("A lamp on a pole.")).toEqual([["lamp on a pole", "on"]]);
  });

  it("does not link the items of a list", () => {
    expect(links("A lamp, a battery and a switch.")).toEqual([]);
  });
});

describe("inventionTerms", () => {
  it("lists each stem once with a word to look it up by", () => {
    const terms = inventionTerms(readInvention("Sensors coupled to a processor. The sensor is cheap."));
    expect(terms).toContainEqual({ stem: "sensor", word: "sensors" });
    expect(terms).toContainEqual({ stem: "coupl", word: "coupled" });
    expect(terms.filter((t) => t.stem === "sensor")).toHaveLength(1);
  });
});

describe("describe: what the text says besides its parts", () => {
  const facts = (text: string) => describeText(readInvention(text));

  it("finds purposes ('to …', 'for …-ing', 'so that …', result verbs) and actions", () => {
    expect(facts("A fan to cool the chip.").purposes).toEqual(["to cool the chip"]);
    expect(facts("A fan for cooling the chip.").purposes).toEqual(["for cooling the chip"]);
    expect(facts("A cover that reduces noise.").purposes).toEqual(["reduces noise"]);
    expect(facts("The pump draws water from the tank.").actions).toEqual(["draws water"]);
    expect(facts("A lamp, a battery and a switch.")).toMatchObject({ purposes: [], actions: [] });
  });

  it("finds quantities, materials and ordered steps", () => {
    const f = facts("First, the frame is made of aluminium 2 mm thick. Then 12 bolts hold the steel plate.");
    expect(f.quantities).toEqual(["2 mm", "12 bolts"]);
    expect(f.materials).toEqual(["aluminium", "steel"]);
    expect(f.steps).toEqual(["first", "then"]);
    // One ordering word ("the first sensor") is not a sequence of steps.
    expect(facts("The first sensor reads the air.").steps).toEqual([]);
  });
});
