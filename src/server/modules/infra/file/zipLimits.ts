import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { isBrokenZip, zipDeclarations, zipReader, type ZipEntry, type ZipRefusal } from '../../../../shared/zipDirectory.ts';

export { ZIP_LIMITS, ZIP_REFUSAL_TEXTS, type ZipRefusal } from '../../../../shared/zipDirectory.ts';

const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

const inflate = promisify(inflateRaw);

/**
 * Whether the entry unpacks to the size the directory declares: a zip that understates it would pass the checks
 * of zipDeclarations and still explode in a reader that inflates the whole of the compressed data (JSZip,
 * docx-preview's). The inflation stops one byte past the declared size, so it never does more work than the limits
 * allow.
 */
async function truthful(buffer: Buffer, entry: ZipEntry): Promise<boolean> {
  const read = zipReader(buffer);
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
 * Why this zip-based upload must not be stored or read, or undefined when it is within ZIP_LIMITS. The directory's
 * declarations first (no inflating: a bomb is refused in microseconds), then each deflated entry is checked to
 * unpack to what it declares, a bounded amount of work since the declarations are within the limits.
 */
export async function zipRefusal(buffer: Buffer): Promise<ZipRefusal | undefined> {
  const declared = zipDeclarations(buffer);
  if (declared.refusal) return declared.refusal;
  try {
    for (const entry of declared.entries) if (!(await truthful(buffer, entry))) return 'ratio';
  } catch (error) {
    if (isBrokenZip(error)) return 'broken';
    throw error;
  }
  return undefined;
}
