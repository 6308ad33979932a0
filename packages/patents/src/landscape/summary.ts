import { LANDSCAPE_THIN_BELOW } from "@app/contracts";
import type { LandscapeFigures } from "./landscape.js";

const pct = (x: number) => `${Math.round(x * 100)}%`;
const range = (w: { from: number; to: number }) => (w.from === w.to ? `${w.from}` : `${w.from}–${w.to}`);
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * A few sentences stating what the figures show, each built from one figure: nothing is said that the reply does
 * not hold. docs/landscape.md, "Summary".
 */
export function summarise(
  subject: string,
  f: Omit<LandscapeFigures, "summary">,
  titleOf: (code: string) => string,
): string[] {
  if (!f.patents) return [`The index holds no patent in ${subject}.`];
  const out: string[] = [];
  const published = f.years.filter((y) => y.published > 0);
  const span = published.length
    ? `, published ${range({ from: (published[0] as { year: number }).year, to: (published.at(-1) as { year: number }).year })}`
    : "";
  out.push(`The index holds ${plural(f.patents, "patent")} in ${subject}${span}.`);
  const g = f.growth;
  if (g) {
    const from = `${range(g.prior)} (${g.prior.count})`;
    const to = `${range(g.recent)} (${g.recent.count})`;
    if (g.rate === null) out.push(`Publications went from none in ${range(g.prior)} to ${to}.`);
    else if (g.rate > 0) out.push(`Publications rose ${pct(g.rate)} from ${from} to ${to}.`);
    else if (g.rate < 0) out.push(`Publications fell ${pct(-g.rate)} from ${from} to ${to}.`);
    else out.push(`Publications held steady: ${g.recent.count} in ${range(g.recent)} as in ${range(g.prior)}.`);
  } else out.push("Too few complete years to measure growth.");
  const lead = f.competitors[0];
  if (lead)
    out.push(
      `${lead.name} holds the most patents: ${lead.patents}, ${pct(lead.share)} of the ${plural(f.patentsWithAssignee, "patent")} with an assignee on record.`,
    );
  else out.push("No assignee is on record for these patents.");
  const top = f.topCpc[0];
  if (top)
    out.push(
      `The most frequent classification is ${top.code} (${titleOf(top.code)}), in ${plural(top.patents, "patent")}.`,
    );
  const known = f.whiteSpace.filter((w) => w.assigneesKnown);
  const unknown = f.whiteSpace.length - known.length;
  const ws = known[0];
  if (ws)
    out.push(
      `${plural(known.length, "sub-area")} ${known.length === 1 ? "is" : "are"} rising with few assignees; the largest rise, ${ws.group} (${titleOf(ws.group)}), went from ${ws.growth.prior.count} to ${ws.growth.recent.count} patents.`,
    );
  else out.push("No sub-area is both rising and held by few assignees.");
  if (unknown)
    out.push(
      `${plural(unknown, known.length ? "more sub-area" : "sub-area", known.length ? "more sub-areas" : "sub-areas")} ${unknown === 1 ? "is" : "are"} rising, but most of ${unknown === 1 ? "its" : "their"} patents name no assignee.`,
    );
  const incomplete = f.years.filter((y) => y.incomplete).map((y) => y.year);
  if (incomplete.length)
    out.push(
      `${incomplete.length === 1 ? "Year" : "Years"} ${incomplete.join(", ")} ${incomplete.length === 1 ? "is" : "are"} incomplete in the index and left out of the growth figures.`,
    );
  if (f.thin) out.push(`With fewer than ${LANDSCAPE_THIN_BELOW} patents, these figures are indicative only.`);
  return out;
}
