import { describe, expect, it } from "vitest";
import { sniffImageType } from "./image-type.js";

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

describe("sniffImageType reads the type from the bytes, not the name", () => {
  it("knows PNG, JPEG, WebP and GIF by their magic numbers", () => {
    expect(sniffImageType(bytes([0x89], "PNG\r\n\x1a\n", [0, 0, 0, 13]))).toBe("image/png");
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("image/jpeg");
    expect(sniffImageType(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(bytes("GIF87a", [1, 0]))).toBe("image/gif");
    expect(sniffImageType(bytes("GIF89a", [1, 0]))).toBe("image/gif");
  });

  it("refuses SVG, text, other RIFF files, truncated signatures and empty files", () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeUndefined();
    expect(sniffImageType(bytes("just some text named .png"))).toBeUndefined();
    expect(sniffImageType(bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "))).toBeUndefined();
    expect(sniffImageType(bytes([0x89], "PNG"))).toBeUndefined();
    expect(sniffImageType(bytes("GIF88a"))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});
