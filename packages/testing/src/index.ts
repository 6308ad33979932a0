export * from "./mail-sink.js";
