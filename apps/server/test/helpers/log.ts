import { Writable } from "node:stream";

/** Where a test app's log goes (`logger: { level, stream }`), to be read back: `text()` or one entry per line. */
export function logSink() {
  let text = "";
  const stream = new Writable({
    write(chunk, _enc, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    stream,
    text: () => text,
    lines: () => text.split("\n").filter(Boolean),
    clear() {
      text = "";
    },
  };
}
