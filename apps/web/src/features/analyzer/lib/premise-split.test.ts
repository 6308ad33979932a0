import { describe, expect, it } from "vitest";
import { splitLongPremises } from "./premise-split";

describe("long premise split (spec 001 §5)", () => {
  const long = (n: number) => "x".repeat(n);

  it("leaves a premise of 500 characters or fewer alone", () => {
    const p = `1. ${long(200)} 2. ${long(200)}`;
    expect(splitLongPremises([p])).toEqual([p]);
  });

  it("splits a single premise over 500 characters at numbered markers", () => {
    const p = `1. ${long(260)}. 2. ${long(260)}.`;
    expect(splitLongPremises([p])).toEqual([`${long(260)}.`, `${long(260)}.`]);
  });

  it("splits at bullets on new lines", () => {
    const p = `- ${long(260)}\n- ${long(260)}`;
    expect(splitLongPremises([p])).toEqual([long(260), long(260)]);
  });

  it("keeps a long premise without markers, and never touches several premises", () => {
    expect(splitLongPremises([long(600)])).toEqual([long(600)]);
    const many = [`1. ${long(600)} 2. b`, "c"];
    expect(splitLongPremises(many)).toBe(many);
  });
});
