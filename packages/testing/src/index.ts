export * from "./mail-sink.js";
export * from "./odp-replay.js";
