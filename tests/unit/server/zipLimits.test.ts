import { describe, expect, it } from 'vitest';
import { zipRefusal } from '../../../src/server/modules/infra/file/zipLimits.ts';
import { zipDeclarations } from '../../../src/shared/zipDirectory.ts';
import { makeDocx } from '../../support/docx.ts';
import { bombDocx, crowdedDocx } from '../../support/zipBomb.ts';

/** The zip limits of every upload (zipLimits.ts), read from the central directory before anything is inflated. */
describe('zipRefusal', () => {
  it('passes a real document, and one of 9 000 parts', async () => {
    expect(await zipRefusal(await makeDocx({ heading: 'h', paragraph: 'p', rows: [['a']], picture: true }))).toBeUndefined();
    expect(await zipRefusal(await crowdedDocx(9_000))).toBeUndefined();
  });

  it('refuses too many parts, too much unpacked, a thousandfold part, and a part that unpacks past what it declares', async () => {
    expect(await zipRefusal(await crowdedDocx(10_001))).toBe('entries');
    expect(await zipRefusal(await bombDocx(101 * 1024 * 1024))).toBe('unpacked');
    expect(await zipRefusal(await bombDocx(20 * 1024 * 1024))).toBe('ratio');
    expect(await zipRefusal(await bombDocx(20 * 1024 * 1024, 500))).toBe('ratio');
  });

  it('reads the directory of plain bytes too, as the report preview does in the browser', async () => {
    const copy = (buffer: Buffer) => new Uint8Array(buffer);
    expect(zipDeclarations(copy(await bombDocx(101 * 1024 * 1024))).refusal).toBe('unpacked');
    expect(zipDeclarations(copy(await crowdedDocx(10_001))).refusal).toBe('entries');
    const fine = zipDeclarations(copy(await makeDocx({ heading: 'h', paragraph: 'p', rows: [['a']] })));
    expect([fine.refusal, fine.entries.length > 3]).toEqual([undefined, true]);
    expect(zipDeclarations(new Uint8Array(10)).refusal).toBe('broken');
  });

  it('calls a truncated or garbled zip broken rather than throwing', async () => {
    const docx = await makeDocx({ heading: 'h', paragraph: 'p', rows: [['a']] });
    expect(await zipRefusal(docx.subarray(0, docx.length - 30))).toBe('broken');
    expect(await zipRefusal(Buffer.from('PK\x03\x04 not really a zip'))).toBe('broken');
    const garbled = Buffer.from(docx);
    garbled.writeUInt32LE(0xffffff00, garbled.length - 6); // the directory's offset, past the end
    expect(await zipRefusal(garbled)).toBe('broken');
  });
});
