/**
 * The citation network of spec 001 §3 and §9: technology clusters by assignee, key connections whose strength is
 * computed from shared citations and CPC overlap (never at random), and the graph the Network tab draws.
 * docs/citations.md, "Network".
 */

/** A patent linked to the analysed one by a citation, with what the index knows of it. */
export interface LinkedPatent {
  number: string;
  /** False when the index does not hold it: then its assignee, CPC and citations are unknown (null / empty). */
  inIndex: boolean;
  /** The first assignee as printed; null when unknown. */
  assignee: string | null;
  cpc: readonly string[];
  /** The numbers it cites, in the index's form. */
  cited: readonly string[];
}

export interface Cluster {
  name: string;
  /** How many of the citations (forward and backward) belong to this assignee. */
  patents: number;
  companies: string[];
  /** High if more than 5 citations, else Medium (spec 001 §9). */
  influence: "High" | "Medium";
}

export type ConnectionType = "Technology Transfer" | "Prior Art";

export interface KeyConnection {
  /** The earlier patent: the analysed one for Technology Transfer, the cited one for Prior Art. */
  from: string;
  to: string;
  fromAssignee: string | null;
  toAssignee: string | null;
  /** 0–1, `connectionStrength`. */
  strength: number;
  /** How many documents both patents cite. */
  sharedCitations: number;
  /** The CPC subclasses and main groups both patents carry. */
  sharedCpc: string[];
  type: ConnectionType;
}

export const CLUSTER_COUNT = 3;
export const CLUSTER_HIGH_ABOVE = 5;
export const FORWARD_CONNECTIONS = 2;
export const BACKWARD_CONNECTIONS = 1;
/** Shared citations and CPC overlap weigh the same. */
export const CITATION_WEIGHT = 0.5;
export const CPC_WEIGHT = 0.5;

/** An assignee's name compared without case, punctuation or spacing ('Apple, Inc.' = 'APPLE INC'). */
export const assigneeKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Spec 001 §9: the first 3 distinct assignees of the citations (forward list first, then backward), each with the
 * number of citations it holds; influence High if more than 5, else Medium. Citations whose assignee is unknown
 * (outside the index) belong to no cluster.
 */
export function clustersOf(citations: readonly Pick<LinkedPatent, "assignee">[]): Cluster[] {
  const byKey = new Map<string, { name: string; patents: number }>();
  for (const c of citations) {
    if (!c.assignee?.trim()) continue;
    const key = assigneeKey(c.assignee);
    const found = byKey.get(key);
    if (found) found.patents++;
    else byKey.set(key, { name: c.assignee.trim(), patents: 1 });
  }
  return [...byKey.values()].slice(0, CLUSTER_COUNT).map(({ name, patents }) => ({
    name,
    patents,
    companies: [name],
    influence: patents > CLUSTER_HIGH_ABOVE ? "High" : "Medium",
  }));
}

/** |A ∩ B| / |A ∪ B|; 0 when both are empty. */
export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  const union = a.size + b.size - shared;
  return union ? shared / union : 0;
}

/** A CPC symbol's subclass and main group: 'H01M6/14' → ['H01M', 'H01M6']. */
export function cpcGroups(codes: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const code of codes) {
    const c = code.replace(/\s+/g, "").toUpperCase();
    if (c.length < 4) continue;
    out.add(c.slice(0, 4));
    const main = c.split("/")[0] as string;
    if (main.length > 4) out.add(main);
  }
  return out;
}

/**
 * The strength of the link between two patents, 0–1, rounded to 2 decimals:
 *   0.5 × J(cited(a) \ {b}, cited(b) \ {a}) + 0.5 × J(groups(a), groups(b))
 * J the Jaccard index; groups the CPC subclasses and main groups. Each citing the other is what links them; what
 * they share beyond that says how close they are. A patent outside the index contributes empty sets: strength 0.
 */
export function connectionStrength(a: Omit<LinkedPatent, "inIndex" | "assignee">, b: typeof a) {
  const citedA = new Set(a.cited.filter((n) => n !== b.number));
  const citedB = new Set(b.cited.filter((n) => n !== a.number));
  const groupsA = cpcGroups(a.cpc);
  const groupsB = cpcGroups(b.cpc);
  const shared = [...citedA].filter((n) => citedB.has(n)).length;
  const sharedCpc = [...groupsA].filter((g) => groupsB.has(g)).sort();
  const strength = CITATION_WEIGHT * jaccard(citedA, citedB) + CPC_WEIGHT * jaccard(groupsA, groupsB);
  return { strength: Math.round(strength * 100) / 100, sharedCitations: shared, sharedCpc };
}

type Analysed = Omit<LinkedPatent, "inIndex">;

/**
 * Spec 001 §9's key connections with a computed strength: the 2 strongest citing patents of the index (Technology
 * Transfer, from the analysed patent to the citing one) and the strongest cited patent of the index (Prior Art, from
 * the cited one to the analysed patent); ties by number. Patents outside the index have nothing to compare.
 */
export function keyConnections(
  patent: Analysed,
  forward: readonly LinkedPatent[],
  backward: readonly LinkedPatent[],
): KeyConnection[] {
  const strongest = (list: readonly LinkedPatent[], n: number) =>
    list
      .filter((q) => q.inIndex)
      .map((q) => ({ q, ...connectionStrength(patent, q) }))
      .sort((x, y) => y.strength - x.strength || x.q.number.localeCompare(y.q.number))
      .slice(0, n);
  return [
    ...strongest(forward, FORWARD_CONNECTIONS).map(({ q, ...s }) => ({
      from: patent.number,
      to: q.number,
      fromAssignee: patent.assignee,
      toAssignee: q.assignee,
      ...s,
      type: "Technology Transfer" as const,
    })),
    ...strongest(backward, BACKWARD_CONNECTIONS).map(({ q, ...s }) => ({
      from: q.number,
      to: patent.number,
      fromAssignee: q.assignee,
      toAssignee: patent.assignee,
      ...s,
      type: "Prior Art" as const,
    })),
  ];
}
