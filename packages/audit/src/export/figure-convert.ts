import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import decodeWebp, { init as initWebp } from "@jsquash/webp/decode.js";
import { encode as encodePng } from "fast-png";
import { decompressFrames, parseGIF } from "gifuct-js";
import { imageSize } from "image-size";
import { figureImage } from "./figure-image.js";
import type { FigureImage } from "./model.js";

/**
 * Word embeds PNG, JPEG and GIF; a PDF (pdfkit) only PNG and JPEG; neither WebP. The wizard accepts WebP and GIF
 * figures, so the export turns them into PNG first: WebP through Squoosh's libwebp decoder compiled to WebAssembly
 * (`@jsquash/webp`), GIF through `gifuct-js` (its first frame: a drawing sheet is still), PNG written by `fast-png`.
 * No native code. An image past MAX_PIXELS is not converted (decoding it would hold hundreds of MB): it keeps its
 * format and the sheet says to upload it as PNG or JPEG.
 */
export const MAX_PIXELS = 16_000_000;

let webpReady: Promise<void> | null = null;
/** The decoder's WebAssembly, compiled from disk once, when first needed (Node's fetch cannot read file: URLs). */
function webpDecoder(): Promise<void> {
  webpReady ??= (async () => {
    const path = createRequire(import.meta.url).resolve("@jsquash/webp/codec/dec/webp_dec.wasm");
    await initWebp(await WebAssembly.compile(await readFile(path)));
  })();
  return webpReady;
}

/** The bytes in an ArrayBuffer of their own (a Node Buffer is often a view into a larger shared one). */
const ownBuffer = (bytes: Uint8Array) => new Uint8Array(bytes).buffer;

async function rgbaOfWebp(bytes: Uint8Array) {
  await webpDecoder();
  const { width, height, data } = await decodeWebp(ownBuffer(bytes));
  return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/** The first frame on the GIF's logical screen (a frame may cover only part of it; the rest stays transparent: white on the sheet). */
function rgbaOfGif(bytes: Uint8Array) {
  const gif = parseGIF(ownBuffer(bytes));
  const [frame] = decompressFrames(gif, true);
  if (!frame) throw new Error("a GIF with no frame");
  const { width, height } = gif.lsd;
  const data = new Uint8Array(width * height * 4);
  {
    const { top, left, width: w, height: h } = frame.dims;
    const visible = Math.max(0, Math.min(w, width - left));
    for (let y = 0; y < h && top + y < height; y++) {
      const row = frame.patch.subarray(y * w * 4, (y * w + visible) * 4);
      data.set(row, ((top + y) * width + left) * 4);
    }
  }
  return { width, height, data };
}

/** RGBA laid on white paper as RGB: a sheet is white, and a PDF would otherwise carry a second image for the alpha. */
function onWhite({ width, height, data }: { width: number; height: number; data: Uint8Array }) {
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < data.length; i += 4, j += 3) {
    const a = data[i + 3] / 255;
    for (let c = 0; c < 3; c++) rgb[j + c] = Math.round(data[i + c] * a + 255 * (1 - a));
  }
  return { width, height, data: rgb, channels: 3, depth: 8 } as const;
}

const CONVERT = { "image/webp": rgbaOfWebp, "image/gif": rgbaOfGif } as const;

/**
 * A figure ready for both writers: PNG and JPEG as they are, WebP and GIF converted to PNG; null when the bytes do
 * not parse (the sheet then says so).
 */
export async function exportFigure(bytes: Uint8Array, contentType: string): Promise<FigureImage | null> {
  const convert = CONVERT[contentType as keyof typeof CONVERT];
  if (!convert) return figureImage(bytes, contentType);
  try {
    const { width = 0, height = 0 } = imageSize(bytes);
    if (!(width && height)) return null;
    if (width * height > MAX_PIXELS) return figureImage(bytes, contentType);
    return figureImage(encodePng(onWhite(await convert(bytes))), "image/png");
  } catch {
    return null;
  }
}
