import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

/**
 * What a zip-based upload (DOCX, XLSX, PPTX, ZIP) may unpack to. A deputy's annual report or an import template is a
 * few hundred parts and some megabytes; a zip bomb is tens of thousands of parts, or one part that inflates a
 * thousandfold (a 10 MB .docx of 2 GB: its preview ran 27 s to a 646 MB heap). The ratio is Apache POI's
 * ZipSecureFile default (1 %), applied, as POI does, only to parts past a grace size: small parts of repeated
 * markup compress well without harm.
 */
export const ZIP_LIMITS = {
  maxEntries: 10_000,
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  ratioGraceBytes: 1024 * 1024,
} as const;

export type ZipRefusal = 'entries' | 'unpacked' | 'ratio' | 'broken';

/** Why a zip is refused, in the words shown to the user (after "文件内容异常：" or an import's own prefix). */
export const ZIP_REFUSAL_TEXTS: Readonly<Record<ZipRefusal, string>> = {
  entries: `压缩包内的文件超过 ${ZIP_LIMITS.maxEntries} 个`,
  unpacked: `解压后超过 ${ZIP_LIMITS.maxUnpackedBytes / 1024 / 1024} MB`,
  ratio: `压缩比超过 ${ZIP_LIMITS.maxRatio} 倍，疑似压缩炸弹`,
  broken: '压缩包已损坏或结构不正确',
};

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  method: number;
  compressed: number;
  unpacked: number;
  localOffset: number;
}

class Broken extends Error {}

/** A little-endian reader that refuses to read past the buffer (a truncated or lying zip is "broken", not a crash). */
const reader = (buffer: Buffer) => ({
  u16: (at: number) => (at >= 0 && at + 2 <= buffer.length ? buffer.readUInt16LE(at) : fault()),
  u32: (at: number) => (at >= 0 && at + 4 <= buffer.length ? buffer.readUInt32LE(at) : fault()),
  u64: (at: number) => (at >= 0 && at + 8 <= buffer.length ? Number(buffer.readBigUInt64LE(at)) : fault()),
});
const fault = (): never => {
  throw new Broken();
};

/** Where the central directory is and how many entries it claims, from the end record (ZIP64's when it says so). */
function directory(buffer: Buffer): { offset: number; size: number } {
  const read = reader(buffer);
  const lowest = Math.max(0, buffer.length - 22 - 0xffff);
  let end = -1;
  for (let at = buffer.length - 22; at >= lowest; at--) {
    if (buffer.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) fault();
  let size = read.u32(end + 12);
  let offset = read.u32(end + 16);
  if ((size === 0xffffffff || offset === 0xffffffff || read.u16(end + 10) === 0xffff) && end >= 20 && read.u32(end - 20) === ZIP64_LOCATOR) {
    const zip64 = read.u64(end - 20 + 8);
    if (read.u32(zip64) !== ZIP64_EOCD) fault();
    size = read.u64(zip64 + 40);
    offset = read.u64(zip64 + 48);
  }
  if (offset + size > buffer.length) fault();
  return { offset, size };
}

/** The sizes of an entry whose 32-bit fields say "see ZIP64": its extra field 0x0001 holds them, in this order. */
function zip64Sizes(buffer: Buffer, extra: number, extraLength: number, entry: Entry): void {
  const read = reader(buffer);
  for (let at = extra; at + 4 <= extra + extraLength;) {
    const id = read.u16(at);
    const length = read.u16(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      if (entry.unpacked === 0xffffffff) {
        entry.unpacked = read.u64(field);
        field += 8;
      }
      if (entry.compressed === 0xffffffff) {
        entry.compressed = read.u64(field);
        field += 8;
      }
      if (entry.localOffset === 0xffffffff) entry.localOffset = read.u64(field);
      return;
    }
    at += 4 + length;
  }
}

/**
 * Checks the central directory against ZIP_LIMITS without inflating anything: the number of entries, the sizes
 * they declare unpacked (in all), and each large entry's ratio. Stops at the first entry past a limit.
 */
function declared(buffer: Buffer): { refusal?: ZipRefusal; entries: Entry[] } {
  const read = reader(buffer);
  const { offset, size } = directory(buffer);
  const entries: Entry[] = [];
  let unpacked = 0;
  for (let at = offset; at < offset + size;) {
    if (read.u32(at) !== CENTRAL) fault();
    if (entries.length === ZIP_LIMITS.maxEntries) return { refusal: 'entries', entries };
    const nameLength = read.u16(at + 28);
    const extraLength = read.u16(at + 30);
    const commentLength = read.u16(at + 32);
    const entry: Entry = { method: read.u16(at + 10), compressed: read.u32(at + 20), unpacked: read.u32(at + 24), localOffset: read.u32(at + 42) };
    zip64Sizes(buffer, at + 46 + nameLength, extraLength, entry);
    unpacked += entry.unpacked;
    if (unpacked > ZIP_LIMITS.maxUnpackedBytes) return { refusal: 'unpacked', entries };
    if (entry.unpacked > ZIP_LIMITS.ratioGraceBytes && entry.unpacked > ZIP_LIMITS.maxRatio * Math.max(entry.compressed, 1)) return { refusal: 'ratio', entries };
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries };
}

const inflate = promisify(inflateRaw);

/**
 * Whether the entry unpacks to the size the directory declares: a zip that understates it would pass the checks
 * above and still explode in a reader that inflates the whole of the compressed data (JSZip, docx-preview's). The
 * inflation stops one byte past the declared size, so it never does more work than the limits allow.
 */
async function truthful(buffer: Buffer, entry: Entry): Promise<boolean> {
  const read = reader(buffer);
  if (read.u32(entry.localOffset) !== LOCAL) return false;
  const start = entry.localOffset + 30 + read.u16(entry.localOffset + 26) + read.u16(entry.localOffset + 28);
  if (start + entry.compressed > buffer.length) return false;
  const data = buffer.subarray(start, start + entry.compressed);
  if (entry.method === STORED) return entry.compressed === entry.unpacked;
  if (entry.method !== DEFLATED) return true; // not inflated by any reader of ours; the declared sizes were checked
  try {
    const out = await inflate(data, { maxOutputLength: Math.max(entry.unpacked, 1) });
    return out.length === entry.unpacked;
  } catch {
    return false; // past the declared size (ERR_BUFFER_TOO_LARGE) or not deflate data
  }
}

/**
 * Why this zip must not be stored or read, or undefined when it is within ZIP_LIMITS. The directory's declarations
 * first (no inflating: a bomb is refused in microseconds), then each deflated entry is checked to unpack to what it
 * declares, a bounded amount of work since the declarations are within the limits.
 */
export async function zipRefusal(buffer: Buffer): Promise<ZipRefusal | undefined> {
  let entries: Entry[];
  try {
    const verdict = declared(buffer);
    if (verdict.refusal) return verdict.refusal;
    entries = verdict.entries;
    for (const entry of entries) if (!(await truthful(buffer, entry))) return 'ratio';
  } catch (error) {
    if (error instanceof Broken) return 'broken';
    throw error;
  }
  return undefined;
}
