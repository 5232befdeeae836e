import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { LocalDiskStorage } from '../../src/server/modules/infra/file/storage/localDiskStorage.ts';

/** A tiny but real PDF (file-type knows it by its %PDF- header) and a 1×1 PNG. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const MAX = 64 * 1024;

/** yudao's /infra/file and /infra/file-config on the local disk and database storages (S3 when one is configured). */
describe('file storage', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: string;
  let deputy: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-test-'));
    t = await createTestApp({ dataDir, fileUploadMaxBytes: MAX });
    admin = (await t.login()).accessToken;
    deputy = (await t.login('deputy1', 'deputy123')).accessToken;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (token: string | undefined, content: Buffer | string, name: string, { dir, tenantId = 1 }: { dir?: string; tenantId?: number } = {}) => {
    const form = new FormData();
    if (dir !== undefined) form.append('path', dir);
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    return t.call<string>({ method: 'POST', url: '/admin-api/infra/file/upload', token, tenantId, payload: form as never });
  };
  const page = async (query: Record<string, string> = {}, token = admin, tenantId = 1) =>
    t.call<{ list: any[]; total: number }>({ method: 'GET', url: `/admin-api/infra/file/page?${new URLSearchParams({ pageNo: '1', pageSize: '100', ...query })}`, token, tenantId });
  const remove = (id: number, token = admin, tenantId = 1) => t.call({ method: 'DELETE', url: `/admin-api/infra/file/delete?id=${id}`, token, tenantId });
  // what a browser does with the URL: no token, no tenant
  const download = (url: string) => t.app.inject({ method: 'GET', url });
  const setMaster = (id: number, token = admin, tenantId = 1) => t.call({ method: 'PUT', url: `/admin-api/infra/file-config/update-master?id=${id}`, token, tenantId });

  async function roundTrip(expectedConfigId: number) {
    const res = await upload(deputy, PDF, '议案附件 (1).pdf');
    expect(res.code, res.msg).toBe(0);
    const url = res.data;
    expect(url).toMatch(new RegExp(`^/admin-api/infra/file/${expectedConfigId}/get/\\d{8}/[0-9a-f]{32}\\.pdf$`));

    const listed = await page({ type: 'pdf' });
    const row = listed.data.list.find((r) => r.url === url);
    expect(row).toMatchObject({ configId: expectedConfigId, name: '议案附件 (1).pdf', type: 'application/pdf', size: PDF.length });
    expect((await page({ path: row.path.slice(9, 20) })).data.list.map((r) => r.id)).toEqual([row.id]);

    const got = await download(url);
    expect(got.statusCode).toBe(200);
    expect(Buffer.compare(got.rawPayload, PDF)).toBe(0);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe(`inline; filename="____ (1).pdf"; filename*=UTF-8''${encodeURIComponent('议案附件')}%20%281%29.pdf`);

    expect((await remove(row.id)).code).toBe(0);
    expect((await page()).data.list.some((r) => r.id === row.id)).toBe(false);
    expect((await download(url)).json().code).toBe(1001003001);
    expect((await remove(row.id)).code).toBe(1001003001);
    return row.path as string;
  }

  it('keeps uploads on the local disk under DATA_DIR/files by default, and gives them back byte for byte', async () => {
    const configs = await t.call<{ list: any[] }>({ method: 'GET', url: '/admin-api/infra/file-config/page?pageNo=1&pageSize=10', token: admin });
    expect(configs.data.list.find((c) => c.master)).toMatchObject({ id: 2, storage: 10 });

    const res = await upload(deputy, PDF, 'a.pdf');
    const key = res.data.split('/get/')[1];
    expect(fs.readFileSync(path.join(dataDir, 'files', '2', key))).toEqual(PDF);

    const removed = await roundTrip(2);
    expect(fs.existsSync(path.join(dataDir, 'files', '2', removed))).toBe(false);
  });

  it('keeps them in the database when that storage is the master', async () => {
    expect((await setMaster(1)).code).toBe(0);
    try {
      await roundTrip(1);
      const res = await upload(deputy, 'a,b\n1,2\n', '名单.csv');
      const got = await download(res.data);
      expect(got.body).toBe('a,b\n1,2\n');
      expect(got.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(got.headers['content-disposition']).toMatch(/^attachment; filename="__\.csv"; filename\*=UTF-8''%E5%90%8D%E5%8D%95\.csv$/);
    } finally {
      expect((await setMaster(2)).code).toBe(0);
    }
  });

  it('refuses paths that could leave the storage, with the reason', async () => {
    const cases: [string, string][] = [
      ['../etc', '文件路径不正确：文件路径不能包含 . 或 ..'],
      ['a/../../b', '文件路径不正确：文件路径不能包含 . 或 ..'],
      ['/etc', '文件路径不正确：文件路径不能是绝对路径'],
      ['C:/windows', '文件路径不正确：文件路径不能是绝对路径'],
      ['a\\..\\b', '文件路径不正确：文件路径不能包含反斜杠'],
      ['a\0b', '文件路径不正确：文件路径不能包含空字符'],
      ['a b', '文件路径不正确：文件路径只能由字母、数字、点、下划线、短横线和 / 组成'],
    ];
    for (const [dir, msg] of cases) {
      const res = await upload(deputy, PDF, 'a.pdf', { dir });
      expect([res.code, res.msg], dir).toEqual([1001003005, msg]);
    }
    const grouped = await upload(deputy, PDF, 'a.pdf', { dir: 'proposal/2026' });
    expect(grouped.data).toMatch(/\/get\/proposal\/2026\/\d{8}\/[0-9a-f]{32}\.pdf$/);

    // the storage itself refuses such keys, whoever asks
    const disk = new LocalDiskStorage(path.join(dataDir, 'files'), 2);
    await expect(disk.get('../../etc/passwd')).rejects.toThrow('文件路径不能包含 . 或 ..');
    await expect(disk.put('/tmp/x', PDF)).rejects.toThrow('文件路径不能是绝对路径');
    // and the public download finds nothing for them
    expect((await download('/admin-api/infra/file/2/get/..%2F..%2Fetc%2Fpasswd')).json().code).toBe(1001003001);
  });

  it('refuses a file over the limit, an empty one, and types it does not serve', async () => {
    const big = await upload(deputy, Buffer.concat([PDF, Buffer.alloc(MAX)]), 'big.pdf');
    expect([big.code, big.msg]).toEqual([1001003004, '文件大小不能超过 64 KB']);
    expect((await upload(deputy, Buffer.alloc(0), 'empty.pdf')).code).toBe(1001003002);

    const types = '文件格式不正确，请上传 JPG、PNG、GIF、WEBP、PDF、DOC、DOCX、XLS、XLSX、PPT、PPTX、ZIP、TXT、CSV 格式的文件';
    for (const [content, name] of [
      ['<!DOCTYPE html><html><script>alert(1)</script></html>', 'page.html'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'x.svg'],
      ['<html><body><script>alert(1)</script></body></html>', 'disguised.txt'],
      [Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), 'setup.pdf'],
      [PNG.subarray(8), 'broken.png'],
    ] as const) {
      const res = await upload(deputy, content, name);
      expect([res.code, res.msg], name).toEqual([1001003003, types]);
    }
    // a PNG named .pdf is a PNG: the content decides
    const png = await upload(deputy, PNG, 'photo.pdf');
    expect(png.data).toMatch(/\.png$/);
    expect((await download(png.data)).headers['content-type']).toBe('image/png');
    // signed in, at least
    expect((await upload(undefined, PDF, 'a.pdf')).code).toBe(401);
  });

  it('lists and deletes only the tenant\'s own files', async () => {
    const mine = await upload(deputy, PDF, 'tenant1.pdf');
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    const theirs = await upload(admin2, PDF, 'tenant2.pdf', { tenantId: 2 });
    expect(theirs.code).toBe(0);
    const one = (await page()).data.list.map((r) => r.url);
    expect(one).toContain(mine.data);
    expect(one).not.toContain(theirs.data);
    const row = (await page()).data.list.find((r) => r.url === mine.data);
    const two = await page({}, admin2, 2);
    if (two.code === 0) expect(two.data.list.map((r) => r.url)).toEqual([theirs.data]);
    expect((await remove(row.id, admin2, 2)).code).not.toBe(0);
    expect((await download(mine.data)).statusCode).toBe(200);
    // the files a page links to, for the signed-in user's tenant only
    const lookup = await t.call<any[]>({ method: 'GET', url: `/admin-api/infra/file/list-by-url?urls=${encodeURIComponent(`${mine.data},${theirs.data}`)}`, token: deputy });
    expect(lookup.data).toEqual([{ url: mine.data, name: 'tenant1.pdf', size: PDF.length, type: 'application/pdf' }]);
  });

  it('manages storage configs: master, settings per storage, the secret kept, test', async () => {
    const create = (body: Record<string, unknown>) => t.call<number>({ method: 'POST', url: '/admin-api/infra/file-config/create', token: admin, payload: body });
    expect((await create({ name: 'FTP', storage: 11 })).msg).toBe('暂不支持该存储器：FTP 服务器');
    expect((await create({ name: 'S3', storage: 20, config: { endpoint: 'http://127.0.0.1:9', accessKey: 'k', accessSecret: 's' } })).msg).toBe('文件配置不正确：请填写存储 bucket');
    expect((await create({ name: 'S3', storage: 20, config: { endpoint: 'file:///etc', bucket: 'b', accessKey: 'k', accessSecret: 's' } })).msg).toBe('文件配置不正确：节点地址必须是 http 或 https 地址');
    const s3 = await create({ name: 'S3', storage: 20, config: { endpoint: 'http://127.0.0.1:9', bucket: 'b', accessKey: 'k', accessSecret: 'secret' } });
    expect(s3.code, s3.msg).toBe(0);
    const get = async () => (await t.call<any>({ method: 'GET', url: `/admin-api/infra/file-config/get?id=${s3.data}`, token: admin })).data;
    expect((await get()).config).toEqual({ endpoint: 'http://127.0.0.1:9', bucket: 'b', accessKey: 'k', accessSecret: '******' });
    const updated = await t.call({ method: 'PUT', url: '/admin-api/infra/file-config/update', token: admin, payload: { id: s3.data, name: 'S3 本地', config: { ...(await get()).config, bucket: 'c' } } });
    expect(updated.code, updated.msg).toBe(0);
    const [stored] = await t.db.selectFrom('infraFileConfig').select('config').where('id', '=', s3.data).execute();
    expect(stored.config).toMatchObject({ bucket: 'c', accessSecret: 'secret' });

    // an unreachable store says so, and nothing is recorded
    const test = await t.call({ method: 'GET', url: `/admin-api/infra/file-config/test?id=${s3.data}`, token: admin });
    expect(test.code).toBe(1001006004);
    expect(test.msg).toMatch(/^文件存储不可用：无法连接 S3 服务/);

    const dbTest = await t.call<string>({ method: 'GET', url: '/admin-api/infra/file-config/test?id=1', token: admin });
    expect(dbTest.data).toMatch(/^\/admin-api\/infra\/file\/1\/get\/test\//);
    expect((await download(dbTest.data)).headers['content-type']).toBe('image/png');

    expect((await t.call({ method: 'DELETE', url: '/admin-api/infra/file-config/delete?id=2', token: admin })).msg)
      .toBe('该文件配置不允许删除，原因：它是主配置，删除会导致无法上传文件');
    expect((await setMaster(999)).code).toBe(1001006000);
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    expect((await setMaster(1, admin2, 2)).code).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/admin-api/infra/file-config/delete?id=${s3.data}`, token: admin })).code).toBe(0);
  });

  const s3Env = ['S3_TEST_ENDPOINT', 'S3_TEST_BUCKET', 'S3_TEST_ACCESS_KEY', 'S3_TEST_SECRET_KEY'];
  const s3Missing = s3Env.filter((name) => !process.env[name]);
  if (s3Missing.length) console.log(`S3 storage test skipped: set ${s3Missing.join(', ')} to run it against an S3-compatible server`);
  it.skipIf(s3Missing.length > 0)('keeps uploads in an S3-compatible store', async () => {
    const created = await t.call<number>({
      method: 'POST', url: '/admin-api/infra/file-config/create', token: admin,
      payload: { name: 'S3', storage: 20, config: { endpoint: process.env.S3_TEST_ENDPOINT, bucket: process.env.S3_TEST_BUCKET, accessKey: process.env.S3_TEST_ACCESS_KEY, accessSecret: process.env.S3_TEST_SECRET_KEY, region: process.env.S3_TEST_REGION } },
    });
    expect(created.code, created.msg).toBe(0);
    expect((await setMaster(created.data)).code).toBe(0);
    try {
      await roundTrip(created.data);
    } finally {
      await setMaster(2);
    }
  });
});
