/** Names the embedded engine's method and weights in saved results; bump when either changes. */
export const EMBEDDED_MODEL = "clarity-embedded-25";
