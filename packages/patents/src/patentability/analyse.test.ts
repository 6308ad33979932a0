import { describe, expect, it, vi } from "vitest";
import { analysePatentability } from "./analyse.js";
import { CRITERION_WEIGHTS } from "./criteria.js";
import type { PatentText } from "./passages.js";

/** Patents written for these tests. */
const LANTERN: PatentText = {
  title: "Tent lantern",
  abstract: "A lantern for a tent has a lamp connected to a battery through a switch. The lamp is made of glass.",
  claims: [
    "1. A lantern comprising a lamp, a battery and a switch, wherein the lamp is connected to the battery through the switch.",
  ],
};
const HOSE_REEL: PatentText = {
  title: "Garden hose reel",
  abstract: "A reel winds a garden hose onto a drum turned by a crank.",
  claims: ["1. A hose reel comprising a drum and a crank."],
};
const KIT: PatentText = {
  title: "Camping kit",
  abstract: "The kit holds a lamp. A separate pouch holds a battery and a switch.",
  claims: [],
};

const LAMP = "A lamp connected to a battery through a switch.";
const analyse = (text: string, patent: PatentText = LANTERN) => analysePatentability(text, patent);

describe("elements against the patent", () => {
  it("each element has its best passage, its match, its status and the matched words highlighted", () => {
    const a = analyse(LAMP);
    expect(a.elements.map((e) => [e.text, e.status])).toEqual([
      ["lamp", "disclosed"],
      ["battery", "disclosed"],
      ["switch", "disclosed"],
    ]);
    const lamp = a.elements[0];
    expect(lamp.match).toBe(1);
    expect(lamp.passage?.location).toBe("Abstract, sentence 1");
    expect(lamp.passage?.highlights.map(([s, e]) => lamp.passage?.text.slice(s, e))).toEqual(["lamp"]);
    expect(a.relations.map((r) => [r.text, r.status])).toEqual([
      ["lamp connected to a battery", "disclosed"],
      ["battery through a switch", "disclosed"],
    ]);
    expect(a.coverage).toEqual({ total: 3, disclosed: 3, partly: 0, notFound: 0, share: 1 });
  });

  it("an element in no passage has no passage and every word missing", () => {
    const [lamp] = analyse(LAMP, HOSE_REEL).elements;
    expect(lamp).toMatchObject({
      match: 0,
      status: "not found",
      passage: null,
      matchedWords: [],
      missingWords: ["lamp"],
    });
  });
});

describe("novelty and non-obviousness (against this patent)", () => {
  it("a patent that discloses every element, linked the same way: novelty Low, non-obviousness Low", () => {
    const { criteria, recommendations } = analyse(LAMP);
    expect(criteria?.novelty).toMatchObject({ rating: "Low", basis: "patent" });
    expect(criteria?.novelty.reason).toBe(
      "All 3 elements of your description appear in this patent, linked as you describe them: a single document that discloses every element anticipates an invention.",
    );
    expect(criteria?.nonObviousness.rating).toBe("Low");
    expect(recommendations).toContain(
      "This patent discloses every element you described: add the feature that makes yours different, and build your description around it.",
    );
  });

  it("an unrelated patent: novelty High, non-obviousness High, and each missing element is worth emphasising", () => {
    const { criteria, recommendations } = analyse(LAMP, HOSE_REEL);
    expect(criteria?.novelty).toMatchObject({
      rating: "High",
      reason: "None of the 3 elements of your description appears in this patent.",
    });
    expect(criteria?.nonObviousness).toMatchObject({
      rating: "High",
      reason: "This patent does not teach 'lamp', 'battery', 'switch'.",
    });
    expect(recommendations).toContain(
      "Emphasise 'lamp': this patent does not disclose it, so it can set your invention apart.",
    );
  });

  it("most elements found: novelty Medium, naming the one that is not", () => {
    const { criteria } = analyse(`${LAMP} A solar panel is fixed to the lamp.`);
    expect(criteria?.novelty).toMatchObject({
      rating: "Medium",
      reason: "3 of 4 elements appear in this patent (3 disclosed, 0 partly); not found: 'solar panel'.",
    });
    expect(criteria?.nonObviousness).toMatchObject({ rating: "Medium" });
  });

  it("every element present but not linked as described: novelty Medium, and the link is the advice", () => {
    const { criteria, recommendations } = analyse(LAMP, KIT);
    expect(criteria?.novelty.rating).toBe("Medium");
    expect(criteria?.novelty.reason).toContain("but not linked as in 'lamp connected to a battery'");
    expect(criteria?.nonObviousness.reason).toBe(
      "This patent does not teach 'lamp connected to a battery' and only partly 'battery through a switch'.",
    );
    expect(recommendations[0]).toBe(
      "Claim how 'lamp' and 'battery' work together ('lamp connected to a battery'): this patent has both, but not linked that way.",
    );
  });
});

describe("utility, written description, enablement (the user's description)", () => {
  it("utility: Unclear without a purpose or function, High with one", () => {
    const bare = analyse("A lamp, a battery and a switch.").criteria?.utility;
    expect(bare).toMatchObject({ rating: "Unclear", basis: "description" });
    expect(analyse("A lamp, a battery and a switch.").recommendations).toContain(
      "State what the invention is for or what result it gives (for example 'to reduce …' or 'so that …').",
    );
    const stated = analyse("A lamp, a battery and a switch to light a tent.").criteria?.utility;
    expect(stated).toMatchObject({
      rating: "High",
      reason: "Your description says what the invention does or is for: 'to light a tent'.",
    });
  });

  it("written description: Insufficient when the parts are only listed, Adequate when it says how they connect", () => {
    const listed = analyse("A lamp, a battery and a switch.");
    expect(listed.criteria?.writtenDescription).toMatchObject({
      rating: "Insufficient",
      reason:
        "Your description names 3 elements ('lamp', 'battery', 'switch') but does not say how any of them connect.",
    });
    expect(listed.recommendations).toContain("Describe how 'lamp' connects to or works with 'battery'.");
    expect(analyse(LAMP).criteria?.writtenDescription).toMatchObject({
      rating: "Adequate",
      reason: "Your description names 3 elements and says how 3 of them connect (e.g. 'lamp connected to a battery').",
    });
  });

  it("written description: Insufficient when fewer than half of the elements are linked, naming those alone", () => {
    const wd = analyse("A lamp connected to a battery. A switch, a hook, a strap and a handle.").criteria
      ?.writtenDescription;
    expect(wd).toMatchObject({
      rating: "Insufficient",
      reason:
        "Your description names 6 elements but says how only 2 of them connect; 'switch', 'hook', 'strap' and 1 more stand alone.",
    });
  });

  it("written description: one element alone is Insufficient", () => {
    const one = analyse("A lamp.");
    expect(one.criteria?.writtenDescription.rating).toBe("Insufficient");
    expect(one.recommendations).toContain("Name the main parts of your invention and say how they fit together.");
  });

  it("enablement: Insufficient without how it works and specifics, Adequate with both", () => {
    const vague = analyse(LAMP);
    expect(vague.criteria?.enablement).toMatchObject({
      rating: "Insufficient",
      reason: "Your description does not say how its parts work, nor materials, quantities or steps.",
    });
    expect(vague.recommendations).toContain("Explain how it works: what each part does, and in what order.");
    const specific = analyse(`${LAMP} The battery powers the lamp for 12 hours. The lamp is made of glass.`);
    expect(specific.criteria?.enablement).toMatchObject({
      rating: "Adequate",
      reason:
        "Your description says how it works ('powers the lamp') and gives specifics (quantities: '12 hours'; materials: 'glass').",
    });
    expect(specific.recommendations.some((r) => r.startsWith("Add specifics"))).toBe(false);
  });
});

describe("overall score and determinism", () => {
  it("is round(100 × Σ weight × criterion score), an integer from 0 to 100", () => {
    for (const [text, patent] of [
      [LAMP, LANTERN],
      [LAMP, HOSE_REEL],
      ["A lamp, a battery and a switch to light a tent.", KIT],
    ] as const) {
      const a = analyse(text, patent);
      const c = a.criteria;
      if (!c) throw new Error("no criteria");
      const expected = Math.round(
        100 *
          (CRITERION_WEIGHTS.novelty * c.novelty.score +
            CRITERION_WEIGHTS.nonObviousness * c.nonObviousness.score +
            CRITERION_WEIGHTS.utility * c.utility.score +
            CRITERION_WEIGHTS.writtenDescription * c.writtenDescription.score +
            CRITERION_WEIGHTS.enablement * c.enablement.score),
      );
      expect(a.overallScore).toBe(expected);
      expect(Number.isInteger(a.overallScore)).toBe(true);
    }
    expect(analyse(LAMP, HOSE_REEL).overallScore).toBeGreaterThan(analyse(LAMP, LANTERN).overallScore ?? 100);
  });

  it("no randomness: the same inputs give the same analysis, and Math.random is never called", () => {
    const random = vi.spyOn(Math, "random");
    const text = `${LAMP} The battery powers the lamp for 12 hours.`;
    expect(analyse(text, KIT)).toEqual(analyse(text, KIT));
    expect(JSON.stringify(analyse(text))).toBe(JSON.stringify(analyse(text)));
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });

  it("a text with no element to compare gets no ratings, only advice on what to write", () => {
    const a = analyse("The present invention is a new method.");
    expect(a).toMatchObject({ elements: [], criteria: null, overallScore: null });
    expect(a.recommendations[0]).toMatch(/^Describe your invention in a sentence or more/);
  });
});
