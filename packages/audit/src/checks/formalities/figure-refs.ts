/** FIG. references as written: 'FIG. 1', 'Fig. 2A', 'FIGS. 3 and 4', 'FIGS. 5-7', 'Figure 8'. */
export interface FigureRef {
  ids: string[];
  start: number;
  end: number;
}

const REF =
  /\b(?:FIGS?\.?|Figs?\.?|Figures?|FIGURES?)\s*(\d{1,3}[A-Za-z]?)((?:\s*(?:,|and|or|to|through|-|–)\s*(?:FIGS?\.?\s*)?\d{1,3}[A-Za-z]?)*)/g;

export function figureRefs(text: string): FigureRef[] {
  return [...text.matchAll(REF)].map((m) => {
    const ids = [m[1].toUpperCase()];
    for (const part of m[2].matchAll(/(,|and|or|to|through|-|–)\s*(?:FIGS?\.?\s*)?(\d{1,3}[A-Za-z]?)/g)) {
      const id = part[2].toUpperCase();
      const prev = ids[ids.length - 1];
      if (/^(to|through|-|–)$/.test(part[1])) ids.push(...between(prev, id));
      ids.push(id);
    }
    return { ids: [...new Set(ids)], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
  });
}

/** The figures strictly between two of a range: 5-7 gives 6; 1A-1C gives 1B. */
function between(from: string, to: string): string[] {
  const a = /^(\d+)([A-Z]?)$/.exec(from);
  const b = /^(\d+)([A-Z]?)$/.exec(to);
  if (!a || !b) return [];
  if (a[2] && b[2] && a[1] === b[1]) {
    const out: string[] = [];
    for (let c = a[2].charCodeAt(0) + 1; c < b[2].charCodeAt(0); c++) out.push(a[1] + String.fromCharCode(c));
    return out;
  }
  const out: string[] = [];
  for (let n = Number(a[1]) + 1; n < Number(b[1]) && out.length < 50; n++) out.push(String(n));
  return out;
}

const base = (id: string) => id.replace(/[A-Z]$/, "");

/** A figure counts as present when it, its base number, or one of its lettered views is there. */
export const covers = (present: ReadonlySet<string>, id: string) =>
  present.has(id) || present.has(base(id)) || [...present].some((p) => base(p) === id);
