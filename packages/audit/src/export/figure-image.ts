import { imageSize } from "image-size";
import type { FigureImage, ImageFormat } from "./model.js";

const FORMATS: Record<string, ImageFormat> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** An uploaded figure with its size read from its header (image-size), or null when the bytes do not parse. */
export function figureImage(bytes: Uint8Array, contentType: string): FigureImage | null {
  const format = FORMATS[contentType];
  if (!format) return null;
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { bytes, format, width, height } : null;
  } catch {
    return null;
  }
}
