export * from "./admin.js";
export * from "./analysis.js";
export * from "./analysis-limits.js";
export * from "./auth.js";
export * from "./common.js";
export { COMMON_PASSWORDS } from "./common-passwords.js";
export * from "./events.js";
export * from "./routes.js";
export * from "./storable-text.js";
