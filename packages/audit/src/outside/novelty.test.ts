import { describe, expect, it } from "vitest";
import { noveltyFindings, readNoveltyArgument } from "./novelty.js";

describe("the inventor's novelty argument", () => {
  it("is read for the assumption an examiner tests: that nothing earlier was the invention", () => {
    const read = readNoveltyArgument(
      "No existing ladder locks its hinge by itself, because known ladders use a manual latch. Therefore a ladder whose pin enters the hinge when it opens is new.",
    );
    expect(read?.conclusion).toBe("A ladder whose pin enters the hinge when it opens is new.");
    expect(read?.assumptions).toEqual(["Nothing known before is a ladder whose pin enters the hinge when it opens."]);
  });

  it("puts each assumption beside the closest patent that shares its words", () => {
    const read = readNoveltyArgument(
      "Existing dish racks hold plates upright. My rack tilts each plate by ten degrees, so water runs off. Therefore the rack is new.",
    );
    if (!read) throw new Error("no reading");
    const [finding] = noveltyFindings(read, [
      { number: "US1234567", title: "Tilting dish rack", match: 60, shared: ["rack", "plate"], lacking: [] },
    ]);
    expect(finding.why).toBe(
      "Your argument assumes: 'No earlier rack tilts each plate by ten degrees'. US1234567 (Tilting dish rack) shares rack, plate: check whether it already does this.",
    );
  });
});
