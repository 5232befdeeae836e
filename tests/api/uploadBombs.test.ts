import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx } from '../support/docx.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { bombDocx, crowdedDocx, withBomb, withCrowd } from '../support/zipBomb.ts';

const MB = 1024 * 1024;

/**
 * Zip bombs (issue 38, point 8): an Office file whose parts unpack to hundreds of megabytes, or that holds tens of
 * thousands of parts, is refused where it is uploaded — the file module (annual reports, attachments) and the
 * Excel import — with a Chinese reason, and nothing of it is stored. Real documents still go through.
 */
describe('zip bombs', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login()).accessToken;
  });
  afterAll(() => t.close());

  const upload = (content: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    return t.call<string>({ method: 'POST', url: '/admin-api/infra/file/upload', token: admin, payload: form as never });
  };
  const importUsers = (content: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), 'users.xlsx');
    return t.call({ method: 'POST', url: '/admin-api/system/user/import', token: admin, payload: form as never });
  };
  const storedFiles = () => t.db.selectFrom('infraFile').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n));
  const workbook = async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('用户数据').addRow(['用户账号', '用户昵称']);
    return Buffer.from(await book.xlsx.writeBuffer());
  };

  it('refuses a .docx that unpacks to hundreds of megabytes, or holds 20 000 parts, or lies about its sizes, and stores none', async () => {
    const before = await storedFiles();
    for (const [bomb, reason] of [
      [await bombDocx(200 * MB), '解压后超过 100 MB'],
      [await bombDocx(50 * MB), '压缩比超过 100 倍，疑似压缩炸弹'],
      // the directory says 1 000 bytes; the part inflates to 200 MB
      [await bombDocx(200 * MB, 1000), '压缩比超过 100 倍，疑似压缩炸弹'],
      [await crowdedDocx(20_000), '压缩包内的文件超过 10000 个'],
    ] as const) {
      const res = await upload(bomb, '年度履职报告.docx');
      expect([res.code, res.msg]).toEqual([1001003006, `文件内容异常：${reason}`]);
    }
    expect(await storedFiles()).toBe(before);
  });

  it('still takes a real .docx and .xlsx', async () => {
    const docx = await upload(await makeDocx({ heading: '年度履职报告', paragraph: '一年来……', rows: [['月份', '活动'], ['一月', '调研']], picture: true }), '报告.docx');
    expect(docx.data).toMatch(/\.docx$/);
    const xlsx = await upload(await workbook(), '名单.xlsx');
    expect(xlsx.data).toMatch(/\.xlsx$/);
  });

  it('refuses an Excel import that holds 20 000 parts or unpacks to hundreds of megabytes', async () => {
    const crowded = await importUsers(await withCrowd(await workbook(), 20_000));
    expect([crowded.code, crowded.msg]).toEqual([400, '请求参数不正确:导入文件内容异常：压缩包内的文件超过 10000 个']);
    const big = await importUsers(await withBomb(await workbook(), 'xl/media/padding.bin', 200 * MB));
    expect([big.code, big.msg]).toEqual([400, '请求参数不正确:导入文件的内容过大']);
  });
});
