export * from "./graph.js";
export * from "./metrics.js";
export * from "./network.js";
export * from "./numbers.js";
