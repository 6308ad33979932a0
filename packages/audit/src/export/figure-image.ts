import { imageSize } from "image-size";
import type { FigureImage, ImageFormat } from "./model.js";

const FORMATS: Record<string, ImageFormat> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** EXIF orientation → the turn that shows the picture upright (2, 4, 5 and 7 also mirror it; rare, not applied). */
const ROTATION: Record<number, FigureImage["rotation"]> = { 3: 180, 4: 180, 5: 90, 6: 90, 7: 270, 8: 270 };

/**
 * An uploaded figure with its size read from its header (image-size), or null when the bytes do not parse. A phone
 * photo taken upright is often stored on its side with an EXIF orientation: its size is given as it is seen.
 */
export function figureImage(bytes: Uint8Array, contentType: string): FigureImage | null {
  const format = FORMATS[contentType];
  if (!format) return null;
  try {
    const { width, height, orientation } = imageSize(bytes);
    if (!(width && height)) return null;
    const rotation = ROTATION[orientation ?? 1] ?? 0;
    const turned = rotation === 90 || rotation === 270;
    return { bytes, format, width: turned ? height : width, height: turned ? width : height, rotation };
  } catch {
    return null;
  }
}
