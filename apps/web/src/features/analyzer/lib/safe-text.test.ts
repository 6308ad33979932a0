import { describe, expect, it } from "vitest";
import { emphasiseConnectives, safeTextModel, splitParagraphs, stripTags, truncationNote } from "./safe-text";

/** The words a text's emphasis puts in italics. */
const em = (text: string) =>
  emphasiseConnectives(text)
    .filter((s) => s.em)
    .map((s) => s.text);

const plain = (m: ReturnType<typeof safeTextModel>) =>
  m.invalid ? "Invalid input" : m.paragraphs.map((p) => p.map((s) => s.text).join(""));

describe("safe text display (spec 001 §5)", () => {
  it("shows 'Invalid input' for anything that is not a string", () => {
    expect(safeTextModel(42)).toEqual({ invalid: true });
    expect(safeTextModel(null)).toEqual({ invalid: true });
    expect(safeTextModel(undefined)).toEqual({ invalid: true });
  });

  it("strips HTML tags, and script bodies with them", () => {
    expect(stripTags("<b>Taxes</b> should <i>fall</i>.")).toBe("Taxes should fall.");
    expect(stripTags('Hi<script>alert("x")</script> there<img src=x onerror=alert(1)>')).toBe("Hi there");
    expect(stripTags("2 < 3 and 5 > 4")).toBe("2 < 3 and 5 > 4");
  });

  it("truncates over the maximum length and says how much is shown", () => {
    const m = safeTextModel("a".repeat(30), 10);
    expect(m.invalid).toBe(false);
    if (!m.invalid) expect(m.truncatedAt).toBe(10);
    expect(plain(m)).toEqual(["a".repeat(10)]);
    expect(truncationNote(500_000)).toBe("Text truncated for display (showing first 500,000 characters):");
  });

  it("does not truncate text within the limit", () => {
    const m = safeTextModel("Short.", 10);
    if (!m.invalid) expect(m.truncatedAt).toBeNull();
  });

  it("emphasises connective words, whole words only", () => {
    const segs = emphasiseConnectives("Prices rose because demand grew; as a result, sales fell. Forests are safe.");
    expect(segs.filter((s) => s.em).map((s) => s.text)).toEqual(["because", "as a result"]);
  });

  it("emphasises every listed connective, case-insensitively", () => {
    const text = "Because since, for, as given that Therefore thus, so hence consequently as a result";
    const em = emphasiseConnectives(text)
      .filter((s) => s.em)
      .map((s) => s.text.toLowerCase());
    expect(em).toEqual([
      "because",
      "since",
      "for",
      "as",
      "given that",
      "therefore",
      "thus",
      "so",
      "hence",
      "consequently",
      "as a result",
    ]);
  });

  it("leaves 'for' and 'as' plain inside a phrase, where they are prepositions", () => {
    expect(em("Her plan for the bus lanes is as good as yours.")).toEqual([]);
    expect(em("We stayed home, for the roads were icy. As the forecast said, it snowed.")).toEqual(["for", "As"]);
  });

  it("leaves 'so' plain where it is a pro-form or an intensifier, not a link between clauses", () => {
    expect(em("The city can build lanes, and doing so costs little. So far it is so cheap.")).toEqual([]);
    expect(em("It rained so we stayed in, and so the match was off. If so, fine.")).toEqual(["so", "so"]);
  });

  it("can leave connectives plain", () => {
    const m = safeTextModel("It rained, so the game stopped.", undefined, false);
    if (!m.invalid) expect(m.paragraphs[0]).toEqual([{ text: "It rained, so the game stopped.", em: false }]);
  });

  it("splits paragraphs at sentence ends but not after abbreviations or initials", () => {
    expect(splitParagraphs("Crime fell. Guns were banned! Was it why? Yes.")).toEqual([
      "Crime fell.",
      "Guns were banned!",
      "Was it why?",
      "Yes.",
    ]);
    expect(splitParagraphs("Dr. Smith and J. Doe agree, e.g. on taxes. They vote.")).toEqual([
      "Dr. Smith and J. Doe agree, e.g. on taxes.",
      "They vote.",
    ]);
    expect(splitParagraphs("First part\n\nsecond part")).toEqual(["First part", "second part"]);
    expect(splitParagraphs("   ")).toEqual([]);
  });
});
