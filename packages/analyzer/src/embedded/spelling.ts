/**
 * Typing slips that hide an argument's structure, repaired before the text is read: a misspelt connective
 * ("Ttherefore", "therfore", "thefore", "becuase") would otherwise be a noun, and "the earth' s crust" (an
 * apostrophe then a space, common in copied text) a quote mark and a stray "s".
 */

/**
 * Long connectives with no English word one edit away (so a near miss can only be a slip). Short or common-shaped
 * markers are left out: "finally" is one letter from "finely", "clearly" from "cleanly", "besides" from "beside".
 */
const LONG_MARKERS = [
  "therefore",
  "consequently",
  "accordingly",
  "nevertheless",
  "nonetheless",
  "however",
  "although",
  "because",
  "moreover",
  "furthermore",
];

/** Real words close enough to a marker to pass the test below. */
const REAL_WORDS = new Set(["theretofore", "therefor"]);

/** Edit distance with adjacent transpositions (optimal string alignment), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/**
 * The marker a word misspells, else null. One edit (a doubled, dropped, wrong or swapped letter) is a slip for any
 * listed marker; two only for the longest (nine letters and up), with the first letter and the ending kept, where
 * two slips still leave the word unmistakable ("thefore").
 */
export function misspeltMarker(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 6 || REAL_WORDS.has(lower) || LONG_MARKERS.includes(lower)) return null;
  for (const marker of LONG_MARKERS) {
    // One edit cannot change both the first two and the last three letters of a word this long; a cheap test
    // that spares the distance on almost every word of a text.
    if (lower.slice(0, 2) !== marker.slice(0, 2) && lower.slice(-3) !== marker.slice(-3)) continue;
    const d = editDistance(lower, marker, 2);
    if (d === 1) return marker;
    if (d === 2 && marker.length >= 9 && lower[0] === marker[0] && lower.slice(-3) === marker.slice(-3)) return marker;
  }
  return null;
}

function sameCase(original: string, word: string): string {
  return /^[A-Z]/.test(original) ? word[0].toUpperCase() + word.slice(1) : word;
}

/** The text with misspelt connectives corrected and "X' s" read as the possessive "X's". */
export function repairSlips(text: string): string {
  return text
    .replace(/\b[A-Za-z]{6,14}\b/g, (word) => {
      const marker = misspeltMarker(word);
      return marker ? sameCase(word, marker) : word;
    })
    .replace(/([A-Za-z])(['’]) s\b(?=[\s,.;:!?)]|$)/g, "$1$2s");
}
