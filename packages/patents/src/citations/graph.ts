import { assigneeKey, type LinkedPatent } from "./network.js";

/**
 * The graph the Network tab draws: nodes are the analysed patent, the patents it cites and that cite it, and their
 * known assignees; edges are citations (citing → cited) and ownership (assignee → patent). docs/citations.md.
 */

export type GraphNodeKind = "patent" | "citing" | "cited" | "assignee";

export interface GraphNode {
  id: string;
  label: string;
  kind: GraphNodeKind;
  /** For patents: whether the index holds it. Assignees: true. */
  inIndex: boolean;
}

export interface GraphEdge {
  source: string;
  target: string;
  kind: "cites" | "assigned";
}

export interface CitationGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Citations drawn, of all the citations (the lists hold every one). */
  shownCitations: number;
  totalCitations: number;
}

/** Past about 60 nodes labels overlap at the sizes a page allows; the lists hold the rest. */
export const GRAPH_MAX_NODES = 60;

const assigneeId = (name: string) => `assignee:${assigneeKey(name)}`;

/**
 * The analysed patent and as many citations as fit in `maxNodes` nodes (with their assignees): citations held by the
 * index first (they have assignees and links among themselves), forward before backward, each list in its order.
 * Edges between two drawn patents are added when one cites the other.
 */
export function citationGraph(
  patent: Omit<LinkedPatent, "inIndex"> & { inIndex: boolean },
  forward: readonly LinkedPatent[],
  backward: readonly LinkedPatent[],
  maxNodes = GRAPH_MAX_NODES,
): CitationGraph {
  const nodes = new Map<string, GraphNode>();
  const edges = new Map<string, GraphEdge>();
  const addEdge = (source: string, target: string, kind: GraphEdge["kind"]) => {
    if (source !== target) edges.set(`${source}>${target}:${kind}`, { source, target, kind });
  };
  const assigneeOf = (p: Pick<LinkedPatent, "assignee">) => {
    const name = p.assignee?.trim();
    return name ? { id: assigneeId(name), name } : null;
  };

  nodes.set(patent.number, { id: patent.number, label: patent.number, kind: "patent", inIndex: patent.inIndex });
  const own = assigneeOf(patent);
  if (own) {
    nodes.set(own.id, { id: own.id, label: own.name, kind: "assignee", inIndex: true });
    addEdge(own.id, patent.number, "assigned");
  }

  const candidates = [
    ...forward.filter((p) => p.inIndex).map((p) => ({ p, kind: "citing" as const })),
    ...backward.filter((p) => p.inIndex).map((p) => ({ p, kind: "cited" as const })),
    ...forward.filter((p) => !p.inIndex).map((p) => ({ p, kind: "citing" as const })),
    ...backward.filter((p) => !p.inIndex).map((p) => ({ p, kind: "cited" as const })),
  ];
  const drawn: LinkedPatent[] = [];
  for (const { p, kind } of candidates) {
    if (nodes.has(p.number)) continue;
    const a = assigneeOf(p);
    const needed = 1 + (a && !nodes.has(a.id) ? 1 : 0);
    if (nodes.size + needed > maxNodes) continue;
    nodes.set(p.number, { id: p.number, label: p.number, kind, inIndex: p.inIndex });
    if (kind === "citing") addEdge(p.number, patent.number, "cites");
    else addEdge(patent.number, p.number, "cites");
    if (a) {
      if (!nodes.has(a.id)) nodes.set(a.id, { id: a.id, label: a.name, kind: "assignee", inIndex: true });
      addEdge(a.id, p.number, "assigned");
    }
    drawn.push(p);
  }
  for (const p of drawn)
    for (const n of p.cited) if (nodes.get(n)?.kind !== "assignee" && nodes.has(n)) addEdge(p.number, n, "cites");

  const total = new Set([...forward, ...backward].map((p) => p.number)).size;
  return {
    nodes: [...nodes.values()],
    edges: [...edges.values()],
    shownCitations: drawn.length,
    totalCitations: total,
  };
}
