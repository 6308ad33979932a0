import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { LANDSCAPE_AREAS } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { AREA_MAPPING } from "./areas.js";
import { cpcMatches } from "./cpc.js";

/** The shipped CPC title list: code → { level, title } in the scheme's order. */
const LIST = gunzipSync(
  readFileSync(resolve(import.meta.dirname, "../../../../data/patents/cpc-titles-2022.08.tsv.gz")),
)
  .toString("utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => {
    const [code, level, title] = line.split("\t") as [string, string, string];
    return { code, level: level === "" ? -1 : Number(level), title };
  });
const BY_CODE = new Map(LIST.map((e) => [e.code, e]));
const plain = (s: string) => s.toLowerCase().replace(/[{}]/g, "").replace(/\s+/g, " ").trim();

describe("the technology areas (spec 001 §9) and their CPC mapping", () => {
  it("maps each of the spec's ten areas", () => {
    expect(LANDSCAPE_AREAS.map((a) => a.name)).toEqual([
      "Artificial Intelligence",
      "Machine Learning",
      "Blockchain",
      "Internet of Things",
      "Cybersecurity",
      "Biotechnology",
      "Clean Energy",
      "Robotics",
      "Quantum Computing",
      "Augmented Reality",
    ]);
    for (const a of LANDSCAPE_AREAS) {
      const m = AREA_MAPPING[a.id];
      expect(m.cpc.length, a.id).toBeGreaterThan(0);
      expect(m.keywords.length, a.id).toBeGreaterThan(0);
      expect(m.source, a.id).toMatch(/CPC scheme 2022\.08/);
    }
  });

  it("every symbol is in the shipped CPC list, with the title quoted beside it", () => {
    for (const { id } of LANDSCAPE_AREAS)
      for (const c of AREA_MAPPING[id].cpc) {
        const listed = BY_CODE.get(c.code);
        expect(listed, `${id} ${c.code}`).toBeDefined();
        // Quoted titles may drop references or use '…' for a cut: each quoted piece is in the list's title.
        for (const piece of c.title.split("…").map(plain).filter(Boolean))
          expect(plain(listed?.title ?? ""), `${id} ${c.code}`).toContain(piece.replace(/^[; ]+|[; ]+$/g, ""));
        const kind = c.code.length === 4 ? "subclass" : c.code.endsWith("/00") ? "group" : "subgroup";
        expect(c.match, c.code).toBe(kind);
      }
  });

  // The list nests the 2000-series indexing codes (G02B2027/0178 …) among the subgroups they annotate; an entry
  // matches the classification symbols, not the indexing codes.
  const indexingCode = (code: string) => Number(code.slice(4).split("/")[0]) >= 2000;

  it("a subgroup entry's prefix finds exactly the subgroups below it in the scheme (indexing codes aside)", () => {
    for (const { id } of LANDSCAPE_AREAS)
      for (const c of AREA_MAPPING[id].cpc.filter((e) => e.match === "subgroup")) {
        const at = LIST.findIndex((e) => e.code === c.code);
        const level = LIST[at]?.level as number;
        const below = [c.code];
        for (let i = at + 1; i < LIST.length && (LIST[i]?.level as number) > level; i++)
          if (!indexingCode(LIST[i]?.code as string)) below.push(LIST[i]?.code as string);
        const matched = LIST.filter((e) => e.level >= 0 && cpcMatches(c, e.code)).map((e) => e.code);
        expect(matched, `${id} ${c.code}`).toEqual(below);
      }
  });
});
