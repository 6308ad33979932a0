export * from "./auth.js";
export * from "./common.js";
export * from "./events.js";
export { COMMON_PASSWORDS } from "./common-passwords.js";
export * from "./admin.js";
export * from "./analysis.js";
