import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import { makeDocx } from './docx.ts';

/** One entry of a zip as it is written: its data already compressed (method 8) or stored (0). */
interface RawEntry {
  name: string;
  method: 0 | 8;
  data: Buffer;
  crc: number;
  /** What the central directory says the entry unpacks to: the truth, unless a test makes it lie. */
  unpacked: number;
}

/**
 * A zip written byte by byte (JSZip only compresses what it holds in memory, and a bomb's point is that nobody
 * should): local headers and data, then the central directory and its end record. No ZIP64: every size is < 4 GB.
 */
export function writeZip(entries: readonly RawEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.unpacked, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, entry.data);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(entry.method, 10);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(entry.unpacked, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const deflated = (name: string, content: Buffer): RawEntry =>
  ({ name, method: 8, data: deflateRawSync(content), crc: crc32(content), unpacked: content.length });

/** `bytes` zero bytes deflated a megabyte at a time (never all in memory), with their CRC. */
async function deflatedZeros(bytes: number): Promise<{ data: Buffer; crc: number }> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  for (let left = bytes; left > 0; left -= chunk.length) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(out), crc };
}

/** The parts of a zip, each deflated anew, in its order. */
async function entriesOf(file: Buffer): Promise<RawEntry[]> {
  const zip = await JSZip.loadAsync(file);
  const entries: RawEntry[] = [];
  for (const part of Object.values(zip.files)) if (!part.dir) entries.push(deflated(part.name, await part.async('nodebuffer')));
  return entries;
}

const smallDocx = () => makeDocx({ heading: '年度履职报告', paragraph: '正文', rows: [['a', 'b']] });

/**
 * `base` (a real .docx or .xlsx, which file-type still knows as one) plus a part `name` of `unpacked` zero bytes,
 * about a thousandth of that packed. `declared` is what the directory says the part unpacks to: the truth unless
 * given (a lying bomb states a few bytes).
 */
export async function withBomb(base: Buffer, name: string, unpacked: number, declared = unpacked): Promise<Buffer> {
  const zeros = await deflatedZeros(unpacked);
  return writeZip([...await entriesOf(base), { name, method: 8, data: zeros.data, crc: zeros.crc, unpacked: declared }]);
}

/** A .docx with a part of `unpacked` zero bytes (see withBomb). */
export async function bombDocx(unpacked: number, declared = unpacked): Promise<Buffer> {
  return withBomb(await smallDocx(), 'word/media/padding.bin', unpacked, declared);
}

/** `base` with `count` more (empty, stored) parts: a bomb by number, against readers that hold every entry. */
export async function withCrowd(base: Buffer, count: number): Promise<Buffer> {
  const empty = Array.from({ length: count }, (_, i): RawEntry => ({ name: `p/${i.toString(36)}`, method: 0, data: Buffer.alloc(0), crc: 0, unpacked: 0 }));
  return writeZip([...await entriesOf(base), ...empty]);
}

/** A .docx of `count` more parts (see withCrowd). */
export const crowdedDocx = async (count: number): Promise<Buffer> => withCrowd(await smallDocx(), count);
