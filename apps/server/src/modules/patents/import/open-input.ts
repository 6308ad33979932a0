import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { basename } from "node:path";
import type { Readable } from "node:stream";
import { constants, createGunzip, createInflateRaw } from "node:zlib";
import yauzl from "yauzl";

/** One XML stream of an input file: the file itself, its gunzipped content, or one .xml entry of a zip. */
export interface InputPart {
  label: string;
  text: AsyncIterable<string>;
}

export interface InputFile {
  name: string;
  /** Bytes on disk; `onBytes` reports the bytes read from disk as parts stream. */
  size: number;
  parts(onBytes: (bytes: number) => void): AsyncIterable<InputPart>;
}

/**
 * A truncated .gz gives what it holds instead of an error (Z_SYNC_FLUSH), so the XML layer can say where the file
 * stops and keep the documents before.
 */
const gunzipOptions = { finishFlush: constants.Z_SYNC_FLUSH };

async function* decode(stream: AsyncIterable<Buffer>): AsyncIterable<string> {
  const decoder = new TextDecoder("utf-8");
  for await (const bytes of stream) yield decoder.decode(bytes, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

function counted(stream: Readable, onBytes: (bytes: number) => void): Readable {
  stream.on("data", (bytes: Buffer) => onBytes(bytes.length));
  return stream;
}

export async function openInput(path: string): Promise<InputFile> {
  const name = basename(path);
  const { size } = await stat(path);
  const lower = name.toLowerCase();
  if (lower.endsWith(".zip")) return { name, size, parts: (onBytes) => zipParts(path, name, onBytes) };
  const gzipped = lower.endsWith(".gz");
  return {
    name,
    size,
    async *parts(onBytes) {
      const raw = counted(createReadStream(path, { highWaterMark: 256 * 1024 }), onBytes);
      yield { label: name, text: decode(gzipped ? raw.pipe(createGunzip(gunzipOptions)) : raw) };
    },
  };
}

/** The .xml entries of a zip (a USPTO weekly zip holds one), inflated here so the bytes read can be counted. */
async function* zipParts(path: string, name: string, onBytes: (bytes: number) => void): AsyncIterable<InputPart> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (err, file) => (err ? reject(err) : resolve(file))),
  );
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (!entry.fileName.toLowerCase().endsWith(".xml")) continue;
      const raw = counted(await openEntry(zip, entry), onBytes);
      const text = entry.compressionMethod === 0 ? raw : raw.pipe(createInflateRaw(gunzipOptions));
      yield { label: `${name}/${basename(entry.fileName)}`, text: decode(text) };
    }
  } finally {
    zip.close();
  }
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const settle = (done: () => void) => {
      zip.off("entry", onEntry);
      zip.off("end", onEnd);
      zip.off("error", onError);
      done();
    };
    const onEntry = (entry: yauzl.Entry) => settle(() => resolve(entry));
    const onEnd = () => settle(() => resolve(null));
    const onError = (err: Error) => settle(() => reject(err));
    zip.on("entry", onEntry).on("end", onEnd).on("error", onError);
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    // The typings want every option; yauzl itself defaults the ones left out.
    zip.openReadStream(entry, { decompress: false } as yauzl.ZipFileOptions, (err, stream) =>
      err ? reject(err) : resolve(stream),
    ),
  );
}
