import { randomBytes } from "node:crypto";
import type { Client, Reply } from "./app.js";

/** Files whose first bytes are each type's magic number, followed by noise. */
export const sample = {
  png: (size = 300) => Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), randomBytes(size - 8)]),
  jpeg: (size = 300) => Buffer.concat([Buffer.from("ffd8ffe0", "hex"), randomBytes(size - 4)]),
  webp: (size = 300) => Buffer.concat([Buffer.from("RIFF\x24\0\0\0WEBPVP8 ", "latin1"), randomBytes(size - 16)]),
  gif: (size = 300) => Buffer.concat([Buffer.from("GIF89a"), randomBytes(size - 6)]),
};

export interface UploadFile {
  name: string;
  bytes: Buffer;
  /** What the client declares; the server reads the bytes instead. */
  type?: string;
}

/** A multipart/form-data body with each file in the `images` field, as a browser's FormData sends it. */
export function multipart(files: UploadFile[]): { body: Buffer; contentType: string } {
  const boundary = `----vitest${randomBytes(8).toString("hex")}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.name}"\r\n` +
        `Content-Type: ${f.type ?? "image/png"}\r\n\r\n`,
    ),
    f.bytes,
    Buffer.from("\r\n"),
  ]);
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/patent-applications/{target}/images with these files. */
export function upload(c: Client, target: string, files: UploadFile[], headers: Record<string, string> = {}) {
  const { body, contentType } = multipart(files);
  return c.request("POST", `/api/patent-applications/${target}/images`, body, {
    "content-type": contentType,
    ...headers,
  });
}

/** GET an image as the client, with its bytes untouched. */
export async function fetchImage(c: Client, url: string): Promise<Reply<Buffer>> {
  const res = await c.app.inject({ method: "GET", url, headers: c.cookie ? { cookie: c.cookie } : {} });
  return { status: res.statusCode, body: res.rawPayload, headers: res.headers };
}
