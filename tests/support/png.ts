import { inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface PngFacts {
  width: number;
  height: number;
  /** Distinct bytes in the decompressed scanlines: 1–2 would be a blank picture. */
  distinctBytes: number;
}

/**
 * Reads a PNG far enough to know a browser can draw it: the signature, IHDR's size, and IDAT data that inflates to
 * the size IHDR announces. Throws when any of that is wrong.
 */
export function readPng(bytes: Buffer): PngFacts {
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG: wrong signature');
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG: IHDR is not the first chunk');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const bitDepth = bytes[24]!;
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[bytes[25]!];
  if (!channels) throw new Error(`unknown PNG colour type ${bytes[25]}`);
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(idat));
  // Each scanline: one filter byte, then the row's pixels.
  const expected = height * (1 + Math.ceil((width * channels * bitDepth) / 8));
  if (pixels.length !== expected) throw new Error(`PNG data is ${pixels.length} bytes, IHDR says ${expected}`);
  return { width, height, distinctBytes: new Set(pixels).size };
}
