import { describe, expect, it } from "vitest";
import { readInvention } from "./elements.js";
import { excerpt } from "./excerpt.js";
import { matchElement, matchRelation, statusOf } from "./match.js";
import { type Passage, patentPassages } from "./passages.js";
import { rarityWeight } from "./terms.js";

const passage = (text: string): Passage => patentPassages({ title: text, abstract: null, claims: [] })[0];
const element = (text: string) => readInvention(text).elements[0];

describe("matchElement: the head noun matters most", () => {
  const opticalSensor = element("An optical sensor.");

  it("both words near each other: disclosed", () => {
    const m = matchElement(opticalSensor, passage("A housing holds an optical sensor."));
    expect(m.score).toBe(1);
    expect(statusOf(m.score)).toBe("disclosed");
  });

  it("the head alone weighs 2 of 3: partly; the modifier alone 1 of 3: not found", () => {
    expect(matchElement(opticalSensor, passage("A housing holds a sensor.")).score).toBeCloseTo(2 / 3);
    expect(statusOf(matchElement(opticalSensor, passage("A housing holds a sensor.")).score)).toBe("partly");
    expect(statusOf(matchElement(opticalSensor, passage("An optical lens.")).score)).toBe("not found");
  });

  it("a modifier more than 8 words away from the head does not count", () => {
    const far = passage("An optical fibre runs along the full length of the old cable to a sensor.");
    expect(matchElement(opticalSensor, far).score).toBeCloseTo(2 / 3);
  });

  it("matches word forms by their stem ('sensors' and 'sensor')", () => {
    expect(matchElement(element("Temperature sensors."), passage("a sensor of temperature")).score).toBe(1);
  });

  it("rarity weights: a common head found alone counts for little against a rare missing modifier", () => {
    const weights = new Map([
      ["sensor", 0.1],
      ["optic", 1],
    ]);
    const m = matchElement(opticalSensor, passage("A sensor."), (stem) => weights.get(stem));
    expect(m.score).toBeCloseTo(0.2 / 1.2);
    expect(statusOf(m.score)).toBe("not found");
  });
});

describe("matchRelation", () => {
  const inv = readInvention("A lamp connected to a battery.");
  const [lamp, battery] = inv.elements;
  const relation = inv.relations[0];
  const score = (text: string) => {
    const p = passage(text);
    return matchRelation(relation, matchElement(lamp, p), matchElement(battery, p), p);
  };

  it("both elements and the link in one passage: the lower element score", () => {
    expect(score("The lamp is connected to the battery.")).toMatchObject({ score: 1, linkFound: true });
  });

  it("both elements without the link: half", () => {
    expect(score("A lamp and a battery in a box.")).toMatchObject({ score: 0.5, linkFound: false });
  });

  it("an element missing: nothing", () => {
    expect(score("The lamp is connected to the mains.").score).toBe(0);
  });
});

describe("rarityWeight", () => {
  it("1 for a word no document holds, lower the more documents hold it, never under 0.1", () => {
    expect(rarityWeight(0, 10_000)).toBe(1);
    expect(rarityWeight(1000, 10_000)).toBeCloseTo(Math.log(10_001 / 1001) / Math.log(10_001), 3);
    expect(rarityWeight(9_000, 10_000)).toBe(0.1);
  });

  it("undefined for an index too small to tell", () => {
    expect(rarityWeight(1, 20)).toBeUndefined();
  });
});

describe("excerpt: what the screen shows of a passage", () => {
  it("a short passage whole, with the matched words' ranges", () => {
    const p = passage("A housing holds an optical sensor.");
    const shown = excerpt(p, matchElement(element("An optical sensor."), p).tokens);
    expect(shown.text).toBe(p.text);
    expect(shown.highlights.map(([s, e]) => shown.text.slice(s, e))).toEqual(["optical sensor"]);
  });

  it("a long passage cut around the matches, the highlights still on the matched words", () => {
    const filler = "the frame carries a number of plain brackets and covers that hold it in place, ".repeat(8);
    const p = passage(`A device in which ${filler}and an optical sensor reads the ${filler}end.`);
    const shown = excerpt(p, matchElement(element("An optical sensor."), p).tokens);
    expect(shown.text.length).toBeLessThan(p.text.length);
    expect(shown.text.startsWith("… ")).toBe(true);
    expect(shown.text.endsWith(" …")).toBe(true);
    expect(shown.highlights.map(([s, e]) => shown.text.slice(s, e))).toEqual(["optical sensor"]);
  });
});
