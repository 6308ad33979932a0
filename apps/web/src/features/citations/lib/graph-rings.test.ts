import { describe, expect, it } from "vitest";
import { ringOf } from "./graph-rings";

describe("graph rings for patents outside the index", () => {
  it("14 on the first ring, 18 on the second, 22 on the third", () => {
    expect([0, 13, 14, 31, 32, 53, 54].map(ringOf)).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });
});
