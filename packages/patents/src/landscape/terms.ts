import { stemOf } from "../patentability/nlp.js";

/** The most frequent words and two-word phrases of the newest patents' titles and abstracts. docs/landscape.md. */

export const TERM_SAMPLE = 200;
export const TOP_TERMS = 12;
/** A term must appear in at least this many of the sampled patents. */
export const MIN_TERM_PATENTS = 2;

/** English function words and patent boilerplate: frequent in every field, telling nothing of this one. */
const STOP = new Set(
  `a about above according after again against all also an and any are as at be because been before being below
  between both but by can could did do does each either first for from further has have having herein however if in
  into is it its least more most may must no nor not of on one only or other our out over own said same second
  several should so some such than that the their them then there thereby therefore therein thereof these they this
  those through thus to two under until up upon use used uses using via was we were what when where whereby wherein
  which while who whose will with within without would
  apparatus aspect based comprising comprises configured corresponding describes described device devices disclosed
  embodiment embodiments example examples herein include included includes including invention least method methods
  plurality portion present provide provided provides providing relates set step steps system systems thereto unit
  various`.split(/\s+/),
);

/** Lower-case words of 3 or more characters (letters, digits, inner hyphens), in order, stop words as null. */
export function tokens(text: string): (string | null)[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []).map((w) =>
    w.length < 3 || STOP.has(w) || /^\d+$/.test(w) ? null : w,
  );
}

/** A word's or phrase's key: its words stemmed, so 'cell' and 'cells', 'charging' and 'charge' count as one. */
const keyOf = (term: string) =>
  term
    .split(" ")
    .map((w) => (w.includes("-") ? w : stemOf(w)))
    .join(" ");

/** The form written most often (ties: the shorter, then alphabetical): what the page shows for a key. */
function shownForm(forms: Map<string, number>): string {
  return [...forms].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))[0][0];
}

/**
 * Each term (a word, or two adjacent words with no stop word between) counted once per patent, its words stemmed;
 * the TOP_TERMS seen in the most patents (at least MIN_TERM_PATENTS), each shown in its most written form; ties:
 * phrases first, then alphabetical. A word is left out when a chosen phrase holding it appears in as many patents.
 */
export function topTerms(texts: readonly { title: string | null; abstract: string | null }[]) {
  const df = new Map<string, number>();
  const forms = new Map<string, Map<string, number>>();
  const written = (term: string) => {
    const key = keyOf(term);
    const f = forms.get(key) ?? new Map<string, number>();
    f.set(term, (f.get(term) ?? 0) + 1);
    forms.set(key, f);
    return key;
  };
  for (const t of texts) {
    const seen = new Set<string>();
    for (const part of [t.title ?? "", t.abstract ?? ""]) {
      const ws = tokens(part);
      ws.forEach((w, i) => {
        if (!w) return;
        seen.add(written(w));
        const next = ws[i + 1];
        if (next) seen.add(written(`${w} ${next}`));
      });
    }
    for (const key of seen) df.set(key, (df.get(key) ?? 0) + 1);
  }
  const ranked = [...df]
    .filter(([, n]) => n >= MIN_TERM_PATENTS)
    .map(([key, patents]) => ({ key, term: shownForm(forms.get(key) ?? new Map([[key, 1]])), patents }))
    .sort(
      (a, b) =>
        b.patents - a.patents || b.key.split(" ").length - a.key.split(" ").length || a.term.localeCompare(b.term),
    );
  const chosen: { key: string; term: string; patents: number }[] = [];
  for (const r of ranked) {
    if (chosen.length >= TOP_TERMS) break;
    const inPhrase = chosen.some((c) => c.patents === r.patents && c.key.split(" ").includes(r.key));
    if (!inPhrase) chosen.push(r);
  }
  return chosen.map(({ term, patents }) => ({ term, patents }));
}
