import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/api/index.ts';
import { json, setupHttp } from './support/mockHttp.ts';

describe('http client: envelope and success codes', () => {
  it.each([0, 200])('resolves data when code is %s', async (code) => {
    const { client } = setupHttp(() => json({ code, data: { id: 7 }, msg: '' }));
    await expect(client.get('/x')).resolves.toEqual({ id: 7 });
  });

  it('treats a JSON body without code as success', async () => {
    const { client } = setupHttp(() => json({ data: [1, 2] }));
    await expect(client.get('/x')).resolves.toEqual([1, 2]);
  });

  it('resolves a binary body (no code) as a File named from Content-Disposition', async () => {
    const { client } = setupHttp(
      () =>
        new Response(new Uint8Array([1, 2, 3]), {
          headers: {
            'content-type': 'application/vnd.ms-excel;charset=UTF-8',
            'content-disposition': `attachment;filename=${encodeURIComponent('用户数据.xls')}`,
          },
        }),
    );
    const blob = await client.download('/system/user/export-excel', { status: 0 });
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as File).name).toBe('用户数据.xls');
    expect(blob.size).toBe(3);
  });

  it('parses a JSON answer to a blob request as an envelope error', async () => {
    const { client, events } = setupHttp(() => json({ code: 403, msg: '没有该操作权限', data: null }));
    await expect(client.download('/x')).rejects.toMatchObject({ message: '没有该操作权限', code: 403 });
    expect(events).toMatchObject([{ type: 'notification', title: { text: '没有该操作权限' } }]);
  });

  it('sends the bearer token, the tenant header, JSON bodies and flattened GET params', async () => {
    const { client, calls } = setupHttp(() => json({ code: 0, data: true }));
    await client.get('/a', { name: '市', range: ['1', '2'], skip: null });
    await client.post('/b', { username: 'admin' });
    await client.get('/c', undefined, { withToken: false });
    expect(calls[0].url.pathname).toBe('/admin-api/a');
    expect(calls[0].url.search).toBe(`?name=${encodeURIComponent('市')}&range%5B0%5D=1&range%5B1%5D=2`);
    expect(calls[0].headers).toMatchObject({ Authorization: 'Bearer old-token', 'tenant-id': '1' });
    expect(calls[1].method).toBe('POST');
    expect(calls[1].headers['Content-Type']).toMatch(/^application\/json/);
    expect(JSON.parse(calls[1].body ?? '')).toEqual({ username: 'admin' });
    expect(calls[2].headers.Authorization).toBeUndefined();
    expect(calls[2].headers['tenant-id']).toBe('1');
  });

  it('rejects with an ApiError carrying the server code and message', async () => {
    const { client } = setupHttp(() => json({ code: 1002000000, msg: '登录失败，账号密码不正确', data: null }));
    const error = await client.post('/system/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1002000000, message: '登录失败，账号密码不正确', notified: true });
  });
});
