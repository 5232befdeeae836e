/**
 * What a zip-based file (DOCX, XLSX, PPTX, ZIP) may unpack to, read from its central directory without inflating
 * anything: the server checks uploads with it (src/server/modules/infra/file/zipLimits.ts), the report preview a
 * stored file before docx-preview unpacks it. A deputy's annual report or an import template is a few hundred parts
 * and some megabytes; a zip bomb is tens of thousands of parts, or one part that inflates a thousandfold (a 10 MB
 * .docx of 2 GB: its preview ran 27 s to a 646 MB heap). The ratio is Apache POI's ZipSecureFile default (1 %),
 * applied, as POI does, only to parts past a grace size: small parts of repeated markup compress well without harm.
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

/** One part as the central directory declares it. */
export interface ZipEntry {
  method: number;
  compressed: number;
  unpacked: number;
  localOffset: number;
}

class Broken extends Error {}

/** A little-endian reader that refuses to read past the bytes (a truncated or lying zip is "broken", not a crash). */
export function zipReader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fault = (): never => {
    throw new Broken();
  };
  return {
    u16: (at: number) => (at >= 0 && at + 2 <= bytes.length ? view.getUint16(at, true) : fault()),
    u32: (at: number) => (at >= 0 && at + 4 <= bytes.length ? view.getUint32(at, true) : fault()),
    u64: (at: number) => (at >= 0 && at + 8 <= bytes.length ? Number(view.getBigUint64(at, true)) : fault()),
    fault,
  };
}

/** Whether `error` is a zipReader's refusal to read past the bytes. */
export const isBrokenZip = (error: unknown): boolean => error instanceof Broken;

/** Where the central directory is, from the end record (ZIP64's when it says so). */
function directory(bytes: Uint8Array): { offset: number; size: number } {
  const read = zipReader(bytes);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (read.u32(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) read.fault();
  let size = read.u32(end + 12);
  let offset = read.u32(end + 16);
  if ((size === 0xffffffff || offset === 0xffffffff || read.u16(end + 10) === 0xffff) && end >= 20 && read.u32(end - 20) === ZIP64_LOCATOR) {
    const zip64 = read.u64(end - 20 + 8);
    if (read.u32(zip64) !== ZIP64_EOCD) read.fault();
    size = read.u64(zip64 + 40);
    offset = read.u64(zip64 + 48);
  }
  if (offset + size > bytes.length) read.fault();
  return { offset, size };
}

/** The sizes of an entry whose 32-bit fields say "see ZIP64": its extra field 0x0001 holds them, in this order. */
function zip64Sizes(bytes: Uint8Array, extra: number, extraLength: number, entry: ZipEntry): void {
  const read = zipReader(bytes);
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
 * they declare unpacked (in all), and each large entry's ratio. Stops at the first entry past a limit; a zip whose
 * structure cannot be read is 'broken'.
 */
export function zipDeclarations(bytes: Uint8Array): { refusal?: ZipRefusal; entries: ZipEntry[] } {
  const entries: ZipEntry[] = [];
  try {
    const read = zipReader(bytes);
    const { offset, size } = directory(bytes);
    let unpacked = 0;
    for (let at = offset; at < offset + size;) {
      if (read.u32(at) !== CENTRAL) read.fault();
      if (entries.length === ZIP_LIMITS.maxEntries) return { refusal: 'entries', entries };
      const nameLength = read.u16(at + 28);
      const extraLength = read.u16(at + 30);
      const commentLength = read.u16(at + 32);
      const entry: ZipEntry = { method: read.u16(at + 10), compressed: read.u32(at + 20), unpacked: read.u32(at + 24), localOffset: read.u32(at + 42) };
      zip64Sizes(bytes, at + 46 + nameLength, extraLength, entry);
      unpacked += entry.unpacked;
      if (unpacked > ZIP_LIMITS.maxUnpackedBytes) return { refusal: 'unpacked', entries };
      if (entry.unpacked > ZIP_LIMITS.ratioGraceBytes && entry.unpacked > ZIP_LIMITS.maxRatio * Math.max(entry.compressed, 1)) return { refusal: 'ratio', entries };
      entries.push(entry);
      at += 46 + nameLength + extraLength + commentLength;
    }
  } catch (error) {
    if (isBrokenZip(error)) return { refusal: 'broken', entries };
    throw error;
  }
  return { entries };
}
