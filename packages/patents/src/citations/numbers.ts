/**
 * Cited numbers as sources write them, read into one form (docs/citations.md, "Numbers").
 *
 * The index stores US documents compactly ('US5093563', 'USD651432', 'US20030076485'); citations write them as the
 * grant XML did ('US2003/0076485', the publication year and serial apart) and the Open Data Portal as printed
 * ('US 2013/0341529 A1'). Foreign documents keep their own forms ('JP2001-123456', 'EP1 234 567', 'WOWO 99/12345').
 */

/** A US publication: its year, '/', its serial; then maybe a kind code (a letter and at most one digit). */
const US_PUBLICATION = /^US(\d{4})\/0*(\d{1,7})([A-Z]\d?)?$/;
/** A US grant: series letters (D, PP, RE, H, T) or none, the digits, maybe a kind code. */
const US_GRANT = /^US(D|PP|RE|H|T)?0*(\d+)([A-Z]\d?)?$/;

export interface CitedNumber {
  /** The number in the index's form for a US document; for other countries the source's text, tidied. */
  number: string;
  /** The country code it starts with ('US', 'JP', 'EP', 'WO', …), or null when it has none. */
  country: string | null;
  /** A kind code written inside the source's text ('US 2013/0341529 A1' → 'A1'), else null. */
  kind: string | null;
}

/**
 * Reads one cited number. US numbers become the index's form: separators dropped, the publication's serial padded to
 * 7 digits after its year, leading zeros of a grant dropped, a trailing kind code set apart. A repeated country code
 * ('WOWO 99/12345', as some grant XML writes it) is written once. Anything else keeps its text, spaces made single.
 */
export function readCitedNumber(raw: string): CitedNumber {
  const text = raw
    .trim()
    .toUpperCase()
    .replace(/\s+/g, " ")
    .replace(/^([A-Z]{2})\s*\1(?=[\s\-/]?\d)/, "$1");
  const country = /^[A-Z]{2}/.exec(text)?.[0] ?? null;
  if (country !== "US") return { number: text, country, kind: null };
  const compact = text.replace(/[\s,.-]/g, "");
  const pub = US_PUBLICATION.exec(compact);
  if (pub) return { number: `US${pub[1]}${(pub[2] as string).padStart(7, "0")}`, country, kind: pub[3] ?? null };
  const grant = US_GRANT.exec(compact);
  if (grant) return { number: `US${grant[1] ?? ""}${grant[2]}`, country, kind: grant[3] ?? null };
  return { number: text, country, kind: null };
}

/**
 * The forms under which citations may have stored a US number of the index, for a look-up by equality: the number
 * itself, and for an 11-digit publication its 'US2003/0076485' form.
 */
export function citedForms(indexNumber: string): string[] {
  const forms = [indexNumber];
  const pub = /^US(\d{4})(\d{7})$/.exec(indexNumber);
  if (pub) forms.push(`US${pub[1]}/${pub[2]}`);
  return forms;
}

/**
 * The document's page on Google Patents, a public site (a plain link; nothing is read from it). The number is written
 * as that site files it: letters and digits only, a WO number's 2-digit year as 4 digits and its serial as 6, then
 * the kind code when known. Null for a text with no country code (nothing to link to).
 */
export function publicPageUrl(number: string, kind: string | null): string | null {
  const { number: n, country } = readCitedNumber(number);
  if (!country) return null;
  let id = n;
  const wo = /^WO-?(\d{2}|\d{4})\/(\d+)$/.exec(n.replace(/\s+/g, ""));
  if (wo) {
    const yy = wo[1] as string;
    const year = yy.length === 2 ? `${Number(yy) > 50 ? "19" : "20"}${yy}` : yy;
    id = `WO${year}${(wo[2] as string).padStart(6, "0")}`;
  }
  id = id.replace(/[^A-Z0-9]/g, "");
  const k = kind?.trim().toUpperCase() ?? "";
  return `https://patents.google.com/patent/${id}${/^[A-Z]\d?$/.test(k) ? k : ""}`;
}
