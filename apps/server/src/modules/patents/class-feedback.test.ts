import { describe, expect, it } from "vitest";
import { classFeedback } from "./class-feedback.js";

describe("class feedback", () => {
  // Text scores: A 1.0 and B 0.8 in G01S; C 0.75 in H01M; D 0.7 in G01S and H01M; E 0.7 without CPC.
  const hits = [
    { number: "A", score: 1 },
    { number: "B", score: 0.8 },
    { number: "C", score: 0.75 },
    { number: "D", score: 0.7 },
    { number: "E", score: 0.7 },
  ];
  const classes = new Map([
    ["A", ["G01S"]],
    ["B", ["G01S"]],
    ["C", ["H01M"]],
    ["D", ["G01S", "H01M"]],
  ]);

  it("the top documents vote for their subclasses; a patent gains weight × best score × its best vote", () => {
    // Votes over the top 3 (score / best / 3): G01S (1 + 0.8) / 3 = 0.6, H01M 0.75 / 3 = 0.25.
    const ranked = classFeedback(hits, classes, { documents: 3, weight: 1 });
    expect(ranked.map((h) => h.number)).toEqual(["A", "B", "D", "C", "E"]);
    const score = Object.fromEntries(ranked.map((h) => [h.number, h.score]));
    expect(score.A).toBeCloseTo(1.6, 10);
    expect(score.B).toBeCloseTo(1.4, 10);
    expect(score.C).toBeCloseTo(1.0, 10);
    expect(score.D).toBeCloseTo(1.3, 10);
    expect(score.E).toBe(0.7);
  });

  it("weight 0 keeps the text order; no hits or a zero best score change nothing", () => {
    expect(classFeedback(hits, classes, { documents: 3, weight: 0 }).map((h) => h.score)).toEqual(
      hits.map((h) => h.score),
    );
    expect(classFeedback([], classes)).toEqual([]);
    const zero = [{ number: "A", score: 0 }];
    expect(classFeedback(zero, classes)).toEqual(zero);
  });
});
