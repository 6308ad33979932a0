/**
 * 37 CFR 1.52(a) and (b): letter paper (21.6 × 27.9 cm), a left margin of at least 2.5 cm and top, right and bottom
 * margins of at least 2.0 cm, 1.5 or double line spacing, a 12-point serif. One inch on every side meets both
 * minimums with room, and the same figures drive both writers.
 */
export const POINTS_PER_CM = 72 / 2.54;

export const PAGE = { width: 612, height: 792 } as const; // points: 8.5 × 11 in
export const MARGIN = { top: 72, right: 72, bottom: 72, left: 72 } as const; // points: 2.54 cm
export const FONT_SIZE = 12;
/** Baseline to baseline: 1.5 lines of a 12-point font. */
export const LINE_SPACING = 1.5;
/** Space after each paragraph, in points. */
export const PARAGRAPH_AFTER = 6;

/** The writable box of a page, in points. */
export const CONTENT = {
  width: PAGE.width - MARGIN.left - MARGIN.right,
  height: PAGE.height - MARGIN.top - MARGIN.bottom,
} as const;

/** Where a figure goes on a drawing sheet: the page's box less the room for its label and name. */
export const FIGURE_BOX = { width: CONTENT.width, height: CONTENT.height - 90 } as const;

/**
 * A figure's size on its sheet, in points: its pixels at 96 per inch, scaled down (never up, which would blur it)
 * to fit the figure box, keeping its proportions.
 */
export function figureSize(image: { width: number; height: number }) {
  const width = image.width * 0.75;
  const height = image.height * 0.75;
  const scale = Math.min(1, FIGURE_BOX.width / width, FIGURE_BOX.height / height);
  return { width: Math.max(1, width * scale), height: Math.max(1, height * scale) };
}
