/**
 * Reading the certificate PDFs pdfkit writes, without a PDF library (vitest and Playwright): the
 * content streams (inflated), the text drawn with the standard fonts, the QR code's squares and the
 * document information strings.
 */
import { inflateSync } from "node:zlib";

import jsQR from "jsqr";

/** Every content stream of the file, inflated when pdfkit compressed it (FlateDecode). */
export function contentStreams(pdf: Buffer) {
  const streams: string[] = [];
  const source = pdf.toString("latin1");
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match; (match = pattern.exec(source));) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    const raw = pdf.subarray(start, end);
    const body = match[1].includes("/FlateDecode") ? inflateSync(raw) : raw;
    streams.push(body.toString("latin1"));
  }
  return streams;
}

/** WinAnsi's bytes 0x80–0x9F, where it differs from Latin-1 (the rest of it is Latin-1). */
const WIN_ANSI_80_9F = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

/**
 * The text drawn with the standard fonts, one string per `TJ`: pdfkit writes each line as an
 * array of hex strings (WinAnsi bytes) split by kerning numbers.
 */
export function drawnText(pdf: Buffer) {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const [, array] of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      let line = "";
      for (const [, hex] of array.matchAll(/<([0-9a-fA-F]*)>/g)) {
        for (const byte of Buffer.from(hex, "hex")) {
          line +=
            byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte);
        }
      }
      lines.push(line);
    }
  }
  return lines;
}

/** The QR code as drawn: the rectangles after the first `cm` that scales to module units. */
export function drawnQrMatrix(pdf: Buffer) {
  for (const stream of contentStreams(pdf)) {
    const lines = stream.split("\n");
    const start = lines.findIndex(
      (line, i) => /^(\S+) 0 0 \1 0 0 cm$/.test(line) && / re$/.test(lines[i + 1] ?? ""),
    );
    if (start < 0) continue;
    const rects: number[][] = [];
    for (let i = start + 1; / re$/.test(lines[i]); i++) rects.push(lines[i].split(" ").map(Number));
    const size = Math.max(...rects.map(([x, , w]) => x + w));
    const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
    for (const [x, y, w, h] of rects) {
      if (h !== 1) throw new Error(`a QR rectangle ${h} modules high`);
      for (let col = x; col < x + w; col++) matrix[y][col] = true;
    }
    return matrix;
  }
  throw new Error("no QR code drawn");
}

/** A module matrix as an RGBA image (4 px a module, 4 modules of quiet zone) decoded by jsQR. */
export function decodeQr(matrix: boolean[][]) {
  const scale = 4;
  const side = (matrix.length + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - 4;
      const col = Math.floor(x / scale) - 4;
      if (matrix[row]?.[col]) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

/** A document information string (`/Title 12 0 R` → `12 0 obj (…)`), UTF-16BE after a BOM. */
export function infoString(pdf: Buffer, key: string) {
  const raw = pdf.toString("latin1");
  const ref = raw.match(new RegExp(`/${key} (\\d+) 0 R`))?.[1];
  const start = raw.indexOf(`\n${ref} 0 obj\n(`) + `\n${ref} 0 obj\n(`.length;
  let bytes = "";
  for (let i = start; raw[i] !== ")"; i++) bytes += raw[i] === "\\" ? raw[++i] : raw[i];
  const buffer = Buffer.from(bytes, "latin1");
  if (buffer[0] !== 0xfe || buffer[1] !== 0xff) return bytes;
  return buffer.subarray(2).swap16().toString("utf16le");
}

export function pageCount(pdf: Buffer) {
  return pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;
}
