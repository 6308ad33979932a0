// Synthetic patents recombined from the shipped corpus (docs/decisions/0022-patent-benchmarks.md). Record i is a
// pure function of (seed, i) and of a plan computed once for all records (numbers, dates, subclasses), so the same
// seed gives the same database whatever the batch order.
import type { PatentRecord } from "../../src/modules/patents/patent-record.js";

/** mulberry32: a small, fast, well-mixed 32-bit PRNG; seeded per record so records are independent. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const mix = (seed: number, i: number) => Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(i + 1, 0xc2b2ae35);

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

const FIRST_YEAR = 2004;
const YEARS = 20;
const DAY_MS = 86_400_000;
const START_MS = Date.UTC(FIRST_YEAR, 0, 1);
const SPAN_MS = Date.UTC(FIRST_YEAR + YEARS, 0, 1) - START_MS - DAY_MS;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Share of applications among the records (the USPTO publishes about as many applications as it grants). */
const APPLICATION_SHARE = 0.3;
/** Share of citations that point outside the index (older US patents), as most real citations do here. */
const OUTSIDE_CITATION_SHARE = 0.3;
const ASSIGNEE_SUFFIXES = [
  "Inc.",
  "LLC",
  "Corporation",
  "Co., Ltd.",
  "GmbH",
  "Technologies, Inc.",
  "Systems AG",
  "Ltd.",
];

const sentencesOf = (text: string) => text.split(/(?<=[.;])\s+(?=[A-Z(])/).filter((s) => s.length > 20);

/** A title from an abstract's first sentence: its subject, up to ten words ("Laser detection and ranging system"). */
export function titleFrom(sentence: string): string {
  const subject = sentence
    .replace(/^(a|an|the|in|one|methods?|systems?)\s+/i, "")
    .split(
      /\s(?:includ\w*|compris\w*|is|are|has|have|having|that|which|wherein|where|can|may|provid\w*|uses?)\s|[,;:.(]/i,
    )[0];
  const words = (subject ?? sentence).split(/\s+/).filter(Boolean).slice(0, 10);
  const text = (words.length >= 2 ? words : sentence.split(/\s+/).slice(0, 6)).join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface Donor {
  record: PatentRecord;
  sentences: string[];
  subclass: string;
}

/** Everything drawn from the corpus once: donors by subclass, claim sets, name pools. */
function corpusPools(corpus: PatentRecord[]) {
  const donors: Donor[] = corpus
    .filter((r) => r.abstract && r.cpc.length)
    .map((r) => ({
      record: r,
      sentences: sentencesOf(r.abstract as string),
      subclass: (r.cpc[0] as string).slice(0, 4),
    }))
    .filter((d) => d.sentences.length);
  const bySubclass = new Map<string, Donor[]>();
  for (const d of donors) bySubclass.set(d.subclass, [...(bySubclass.get(d.subclass) ?? []), d]); // ~10,000: once
  const full = corpus.filter((r) => r.claims.length);
  const fullBySubclass = new Map<string, PatentRecord[]>();
  for (const r of full) {
    const s = (r.cpc[0] ?? "").slice(0, 4);
    fullBySubclass.set(s, [...(fullBySubclass.get(s) ?? []), r]);
  }
  const names = full.flatMap((r) => r.inventors).map((n) => n.trim().split(/\s+/));
  const firstNames = [...new Set(names.filter((n) => n.length > 1).map((n) => n.slice(0, -1).join(" ")))];
  const lastNames = [...new Set(names.map((n) => n.at(-1) as string))];
  // Assignees ranked: the corpus's own by how often they appear, then company names made of inventors' surnames.
  const counts = new Map<string, number>();
  for (const r of corpus) if (r.assignee) counts.set(r.assignee, (counts.get(r.assignee) ?? 0) + 1);
  const assignees = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([n]) => n);
  for (const last of lastNames) for (const suffix of ASSIGNEE_SUFFIXES) assignees.push(`${last} ${suffix}`);
  // Zipf-like weights 1/(rank + 20): a few large filers, a long tail (the largest holds under 1% of the patents).
  const cumulative: number[] = [];
  let total = 0;
  for (let r = 0; r < assignees.length; r++) {
    total += 1 / (r + 20);
    cumulative.push(total);
  }
  return { donors, bySubclass, full, fullBySubclass, firstNames, lastNames, assignees, cumulative, total };
}

/** The numbering, date, subclass and donor of every record, computed once: citations need other records' numbers. */
export interface Plan {
  count: number;
  donor: Int32Array;
  publishedMs: Float64Array;
  numbers: string[];
  /** Record indexes per subclass, ascending (so also by date). */
  bySubclass: Map<string, Int32Array>;
}

export function createSynthesizer(corpus: PatentRecord[], count: number, seed: number) {
  const pools = corpusPools(corpus);
  const taken = new Set(corpus.map((r) => r.number));
  const plan: Plan = {
    count,
    donor: new Int32Array(count),
    publishedMs: new Float64Array(count),
    numbers: new Array<string>(count),
    bySubclass: new Map(),
  };
  const members = new Map<string, number[]>();
  let grant = 0;
  const perYear = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const rng = prng(mix(seed, i));
    plan.donor[i] = Math.floor(rng() * pools.donors.length);
    // Filings grow over the years: density rises ~3× from the first year to the last (time ∝ (i/n)^0.7).
    const ms = START_MS + Math.floor((i / count) ** 0.7 * SPAN_MS);
    plan.publishedMs[i] = ms;
    if (rng() < APPLICATION_SHARE) {
      const year = new Date(ms).getUTCFullYear();
      let number = "";
      let n = perYear.get(year) ?? 0;
      do number = `US${year}${String(++n).padStart(7, "0")}`;
      while (taken.has(number));
      perYear.set(year, n);
      plan.numbers[i] = number;
    } else {
      let number = "";
      do number = `US${7_000_000 + grant++}`;
      while (taken.has(number));
      plan.numbers[i] = number;
    }
    const subclass = (pools.donors[plan.donor[i] as number] as Donor).subclass;
    const list = members.get(subclass);
    if (list) list.push(i);
    else members.set(subclass, [i]);
  }
  for (const [s, list] of members) plan.bySubclass.set(s, Int32Array.from(list));

  /** An earlier record, older ones more likely (u²): the oldest patents gather the most forward citations. */
  const earlier = (rng: Rng, i: number, sameSubclass: Int32Array | undefined): number | null => {
    if (sameSubclass) {
      let below = 0; // how many of the subclass come before i
      for (let lo = 0, hi = sameSubclass.length; lo < hi; ) {
        const mid = (lo + hi) >> 1;
        if ((sameSubclass[mid] as number) < i) lo = below = mid + 1;
        else hi = mid;
      }
      return below ? (sameSubclass[Math.floor(rng() ** 2 * below)] as number) : null;
    }
    return i ? Math.floor(rng() ** 2 * i) : null;
  };
  const assignee = (rng: Rng) => {
    const x = rng() * pools.total;
    let lo = 0;
    for (let hi = pools.cumulative.length - 1; lo < hi; ) {
      const mid = (lo + hi) >> 1;
      if ((pools.cumulative[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return pools.assignees[lo] as string;
  };

  function record(i: number): PatentRecord {
    const rng = prng(mix(seed ^ 0x5bd1e995, i));
    const donor = pools.donors[plan.donor[i] as number] as Donor;
    const kin = pools.bySubclass.get(donor.subclass) ?? [donor];
    // As many sentences as the donor: its first, then sentences at the same place in same-subclass abstracts.
    const sentences = donor.sentences.map((s, k) => {
      if (k === 0) return s;
      const other = pick(rng, kin).sentences;
      return other[Math.min(k, other.length - 1)] as string;
    });
    const claimDonor = pick(rng, pools.fullBySubclass.get(donor.subclass) ?? pools.full);
    const number = plan.numbers[i] as string;
    const published = plan.publishedMs[i] as number;
    const isApplication = /^US\d{11}$/.test(number);
    const citations: PatentRecord["citationsDetail"] = [];
    const citationCount = Math.floor(rng() * rng() * 50); // mean ~12, long tail
    for (let c = 0; c < citationCount; c++) {
      const outside = rng() < OUTSIDE_CITATION_SHARE;
      const j = outside ? null : earlier(rng, i, rng() < 0.6 ? plan.bySubclass.get(donor.subclass) : undefined);
      if (j === null) {
        const year = 1976 + Math.floor(rng() * 28);
        citations.push({
          number: `US${4_000_000 + Math.floor(rng() * 2_999_999)}`,
          kind: "A",
          date: `${year}-${String(1 + Math.floor(rng() * 12)).padStart(2, "0")}-00`,
          category: rng() < 0.5 ? "cited by examiner" : "cited by applicant",
        });
        continue;
      }
      const cited = plan.numbers[j] as string;
      const app = /^US(\d{4})(\d{7})$/.exec(cited);
      if (citations.some((x) => x.number === (app ? `US${app[1]}/${app[2]}` : cited))) continue;
      citations.push({
        number: app ? `US${app[1]}/${app[2]}` : cited,
        kind: app ? "A1" : "B2",
        date: `${iso(plan.publishedMs[j] as number).slice(0, 7)}-00`,
        category: rng() < 0.5 ? "cited by examiner" : "cited by applicant",
      });
    }
    const inventors = Array.from(
      { length: 1 + Math.floor(rng() * rng() * 5) },
      () => `${pick(rng, pools.firstNames)} ${pick(rng, pools.lastNames)}`,
    );
    const owner = rng() < 0.85 ? assignee(rng) : null;
    const claims = claimDonor.claims.slice(0, 4);
    return {
      number,
      kind: isApplication ? "A1" : rng() < 0.8 ? "B2" : "B1",
      docType: isApplication ? "application" : "grant",
      title: titleFrom(sentences[0] as string),
      abstract: sentences.join(" "),
      claims,
      firstClaim: claims[0] ?? null,
      filingDate: iso(published - Math.floor((200 + rng() * 1200) * DAY_MS)),
      publicationDate: iso(published),
      grantDate: isApplication ? null : iso(published),
      inventors,
      assignee: owner,
      assignees: owner ? [owner] : [],
      cpc: donor.record.cpc,
      ipc: donor.record.ipc,
      citations: citations.map((c) => c.number),
      citationsDetail: citations,
      applicationNumber: null,
      source: `synthetic:${seed}:${i}`,
    };
  }
  return { plan, record };
}
