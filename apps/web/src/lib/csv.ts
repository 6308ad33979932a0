/** A table as CSV (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled; CRLF lines. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const field = (v: string | number | null) => {
    const s = v === null ? "" : String(v);
    // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection): a quote mark makes it text.
    const safe = /^[=+\-@]/.test(s) && typeof v === "string" ? `'${s}` : s;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [header, ...rows].map((r) => r.map(field).join(",")).join("\r\n");
}

/** Saves `csv` as a file (UTF-8 with a BOM, so spreadsheets read accented names right). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
