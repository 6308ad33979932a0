export * from "./areas.js";
export * from "./competitive.js";
export * from "./cpc.js";
export type * from "./facts.js";
export * from "./landscape.js";
export * from "./summary.js";
export * from "./terms.js";
export * from "./white-space.js";
export * from "./years.js";
