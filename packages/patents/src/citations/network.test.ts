import { describe, expect, it } from "vitest";
import { citationGraph } from "./graph.js";
import {
  assigneeKey,
  clustersOf,
  connectionStrength,
  cpcGroups,
  jaccard,
  keyConnections,
  type LinkedPatent,
} from "./network.js";

const linked = (number: string, more: Partial<LinkedPatent> = {}): LinkedPatent => ({
  number,
  inIndex: true,
  assignee: null,
  cpc: [],
  cited: [],
  ...more,
});
const outside = (number: string) => linked(number, { inIndex: false });

describe("clusters (spec 001 §9): the first 3 distinct assignees", () => {
  it("counts each assignee's citations, forward list first; High above 5", () => {
    const list = [
      ...Array.from({ length: 6 }, (_, i) => linked(`US1${i}`, { assignee: "Acme Corp." })),
      linked("US20", { assignee: "Beta LLC" }),
      linked("US21", { assignee: "ACME CORP" }),
      outside("US22"),
      linked("US23", { assignee: "Gamma" }),
      linked("US24", { assignee: "Delta" }),
    ];
    expect(clustersOf(list)).toEqual([
      { name: "Acme Corp.", patents: 7, companies: ["Acme Corp."], influence: "High" },
      { name: "Beta LLC", patents: 1, companies: ["Beta LLC"], influence: "Medium" },
      { name: "Gamma", patents: 1, companies: ["Gamma"], influence: "Medium" },
    ]);
  });

  it("exactly 5 citations is Medium; unknown assignees make no cluster", () => {
    const five = Array.from({ length: 5 }, (_, i) => linked(`US${i}`, { assignee: "Acme" }));
    expect(clustersOf(five)[0]?.influence).toBe("Medium");
    expect(clustersOf([outside("US1"), outside("US2")])).toEqual([]);
  });

  it("assignee names compare without case or punctuation", () => {
    expect(assigneeKey("Apple, Inc.")).toBe(assigneeKey("APPLE INC"));
  });
});

describe("connection strength: 0.5 × shared citations (Jaccard) + 0.5 × CPC overlap (Jaccard)", () => {
  it("jaccard", () => {
    expect(jaccard(new Set([1, 2, 3]), new Set([2, 3, 4]))).toBe(0.5);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });

  it("CPC groups are subclasses and main groups", () => {
    expect([...cpcGroups(["H01M6/14", "H01M 6/16", "G06N3/08"])]).toEqual(["H01M", "H01M6", "G06N", "G06N3"]);
  });

  it("computes the figure by hand", () => {
    // Cited: A {X, Y, Z, B}, B {Y, Z, W, A} → without each other {X,Y,Z} vs {Y,Z,W}: 2 / 4 = 0.5.
    // CPC: A {H01M, H01M6}, B {H01M, H01M10} → 1 / 3. Strength 0.25 + 0.1667 = 0.42.
    const a = { number: "A", cpc: ["H01M6/14"], cited: ["X", "Y", "Z", "B"] };
    const b = { number: "B", cpc: ["H01M10/05"], cited: ["Y", "Z", "W", "A"] };
    expect(connectionStrength(a, b)).toEqual({ strength: 0.42, sharedCitations: 2, sharedCpc: ["H01M"] });
    expect(connectionStrength(b, a).strength).toBe(0.42);
  });

  it("identical CPC and citations give 1; nothing known gives 0", () => {
    const a = { number: "A", cpc: ["G06N3/08"], cited: ["X"] };
    expect(connectionStrength(a, { ...a, number: "B" }).strength).toBe(1);
    expect(connectionStrength(a, { number: "B", cpc: [], cited: [] }).strength).toBe(0);
  });
});

describe("key connections: 2 strongest citing (Technology Transfer), 1 strongest cited (Prior Art)", () => {
  const patent = { number: "P", assignee: "Acme", cpc: ["H01M6/14"], cited: ["C1", "C2", "X"] };

  it("ranks by strength, ties by number; patents outside the index are not compared", () => {
    const forward = [
      linked("F3", { assignee: "Beta", cpc: ["G06N3/08"] }), // 0
      linked("F1", { assignee: "Gamma", cpc: ["H01M6/14"] }), // CPC 1 → 0.5
      linked("F2", { cpc: ["H01M6/16"], cited: ["P", "X"] }), // cited {X} vs {C1,C2,X} 1/3; CPC 1 → 0.67
    ];
    const backward = [outside("C1"), linked("C2", { assignee: "Delta", cpc: ["H01M2/16"] })]; // CPC 1/3 → 0.17
    expect(keyConnections(patent, forward, backward)).toEqual([
      {
        from: "P",
        to: "F2",
        fromAssignee: "Acme",
        toAssignee: null,
        strength: 0.67,
        sharedCitations: 1,
        sharedCpc: ["H01M", "H01M6"],
        type: "Technology Transfer",
      },
      {
        from: "P",
        to: "F1",
        fromAssignee: "Acme",
        toAssignee: "Gamma",
        strength: 0.5,
        sharedCitations: 0,
        sharedCpc: ["H01M", "H01M6"],
        type: "Technology Transfer",
      },
      {
        from: "C2",
        to: "P",
        fromAssignee: "Delta",
        toAssignee: "Acme",
        strength: 0.17,
        sharedCitations: 0,
        sharedCpc: ["H01M"],
        type: "Prior Art",
      },
    ]);
  });

  it("none when no citation is in the index", () => {
    expect(keyConnections(patent, [], [outside("C1")])).toEqual([]);
  });
});

describe("the citation graph", () => {
  const patent = { number: "P", inIndex: true, assignee: "Acme", cpc: [], cited: ["C1", "C2"] };

  it("nodes: the patent, its citations and known assignees; edges: citations and ownership", () => {
    const g = citationGraph(
      patent,
      [linked("F1", { assignee: "Acme Inc", cited: ["P", "C2"] })],
      [outside("C1"), linked("C2", { assignee: "Beta" })],
    );
    expect(g.nodes.map((n) => [n.id, n.kind])).toEqual([
      ["P", "patent"],
      ["assignee:acme", "assignee"],
      ["F1", "citing"],
      ["assignee:acme inc", "assignee"],
      ["C2", "cited"],
      ["assignee:beta", "assignee"],
      ["C1", "cited"],
    ]);
    expect(g.edges.filter((e) => e.kind === "cites").map((e) => `${e.source}>${e.target}`)).toEqual([
      "F1>P",
      "P>C2",
      "P>C1",
      "F1>C2",
    ]);
    expect(g.edges.filter((e) => e.kind === "assigned")).toHaveLength(3);
    expect(g).toMatchObject({ shownCitations: 3, totalCitations: 3 });
  });

  it("stops at the node cap, in-index citations first, and says how many it drew", () => {
    const backward = [...Array.from({ length: 100 }, (_, i) => outside(`O${i}`)), linked("I1", { assignee: "Beta" })];
    const g = citationGraph(patent, [], backward, 60);
    expect(g.nodes).toHaveLength(60);
    expect(g.nodes.slice(0, 4).map((n) => n.id)).toEqual(["P", "assignee:acme", "I1", "assignee:beta"]);
    expect(g).toMatchObject({ shownCitations: 57, totalCitations: 101 });
  });
});
