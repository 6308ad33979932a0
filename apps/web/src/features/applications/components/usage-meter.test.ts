import { expect, it } from "vitest";
import { usageColor } from "./usage-meter";

it("colours the usage bar green below 80 %, yellow from 80 %, red at the limit of 5 (spec 000 §9)", () => {
  expect([0, 1, 2, 3, 4, 5, 6].map(usageColor)).toEqual(["green", "green", "green", "green", "yellow", "red", "red"]);
});
