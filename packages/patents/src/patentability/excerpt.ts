import type { Passage } from "./passages.js";

/** A passage as shown: its text (or windows of it around the matches) and the matched words' character ranges. */
export interface ShownPassage {
  location: string;
  text: string;
  /** [start, end) ranges into `text`, ascending, not overlapping. */
  highlights: [number, number][];
}

/** Passages up to this length are shown whole. */
const WHOLE = 360;
/** Characters of context kept on each side of a group of matches. */
const CONTEXT = 90;
/** Matches closer than this share one window… */
const GAP = 180;
/** …as long as the window's matches span at most this many characters; and at most this many windows. */
const SPAN = 400;
const MAX_WINDOWS = 6;

/** Character ranges of the matched tokens, adjacent words (only whitespace between) joined into one range. */
function ranges(p: Passage, tokens: number[]): [number, number][] {
  const sorted = [...new Set(tokens)].sort((a, b) => a - b).map((i) => [p.tokens[i].start, p.tokens[i].end]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && /^\s*$/.test(p.text.slice(last[1], s))) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** Moves a cut to the nearest word boundary inside the window, so no word is shown half. */
const snapStart = (text: string, at: number) => {
  if (at <= 0) return 0;
  const space = text.indexOf(" ", at);
  return space < 0 ? at : space + 1;
};
const snapEnd = (text: string, at: number) => {
  if (at >= text.length) return text.length;
  const space = text.lastIndexOf(" ", at);
  return space <= 0 ? at : space;
};

export function excerpt(p: Passage, tokens: number[]): ShownPassage {
  const hl = ranges(p, tokens);
  if (p.text.length <= WHOLE || !hl.length) {
    const text = p.text.length <= WHOLE ? p.text : `${p.text.slice(0, snapEnd(p.text, WHOLE))} …`;
    return { location: p.location, text, highlights: p.text.length <= WHOLE ? hl : [] };
  }
  // Group matches, then cut one window of context around each group.
  const groups: [number, number][][] = [];
  for (const r of hl) {
    const g = groups[groups.length - 1];
    if (g && r[0] - g[g.length - 1][1] <= GAP && r[1] - g[0][0] <= SPAN) g.push(r);
    else if (groups.length < MAX_WINDOWS) groups.push([r]);
  }
  let text = "";
  const highlights: [number, number][] = [];
  let previousEnd = -1;
  for (const g of groups) {
    const from = Math.max(snapStart(p.text, g[0][0] - CONTEXT), previousEnd);
    const to = snapEnd(p.text, g[g.length - 1][1] + CONTEXT);
    const start = Math.min(from, g[0][0]);
    const end = Math.max(to, g[g.length - 1][1]);
    if (!text && start > 0) text = "… ";
    else if (text && start > previousEnd) text += " … ";
    const offset = text.length - start;
    text += p.text.slice(start, end);
    for (const [s, e] of g) highlights.push([s + offset, e + offset]);
    previousEnd = end;
  }
  if (previousEnd < p.text.length) text += " …";
  return { location: p.location, text, highlights };
}
