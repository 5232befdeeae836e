import { describe, expect, it } from 'vitest';
import type { NotifierEvent } from '../../../src/client/api/index.ts';
import { json, setupHttp } from './support/mockHttp.ts';

const toastTexts = (events: NotifierEvent[]) => events.flatMap((e) => (e.type === 'toast' ? [e.message.text] : []));

describe('http client: error catalogue (SPEC §8)', () => {
  it('network failure → 后端接口连接异常', async () => {
    const { client, events } = setupHttp(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/x')).rejects.toMatchObject({ message: '后端接口连接异常', kind: 'network' });
    expect(toastTexts(events)).toEqual(['后端接口连接异常']);
  });

  it('timeout → 系统接口请求超时', async () => {
    const { client, events } = setupHttp(
      (_call, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(client.get('/slow', undefined, { timeout: 20 })).rejects.toMatchObject({ message: '系统接口请求超时', kind: 'timeout' });
    expect(toastTexts(events)).toEqual(['系统接口请求超时']);
  });

  it('HTTP status ≥ 400 without an envelope → 系统接口{status}异常', async () => {
    const { client, events } = setupHttp(() => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(client.get('/x')).rejects.toMatchObject({ message: '系统接口502异常', status: 502 });
    expect(toastTexts(events)).toEqual(['系统接口502异常']);
  });

  it('HTTP error status with an envelope is handled by its code', async () => {
    const { client, events } = setupHttp(() => json({ code: 429, msg: '请求过于频繁，请稍后重试' }, { status: 429 }));
    await expect(client.get('/x')).rejects.toMatchObject({ message: '请求过于频繁，请稍后重试', code: 429 });
    expect(events).toMatchObject([{ type: 'notification', title: { text: '请求过于频繁，请稍后重试' } }]);
  });

  it('code 500 → an error toast with the message', async () => {
    const { client, events } = setupHttp(() => json({ code: 500, msg: '系统异常' }));
    await expect(client.get('/x')).rejects.toMatchObject({ message: '系统异常', code: 500 });
    expect(events).toMatchObject([{ type: 'toast', level: 'error', message: { text: '系统异常' } }]);
  });

  it('code 901 → a persistent toast 演示模式，无法进行写操作', async () => {
    const { client, events } = setupHttp(() => json({ code: 901, msg: '演示模式，禁止写操作' }));
    await expect(client.post('/x', {})).rejects.toMatchObject({ message: '演示模式，无法进行写操作', code: 901 });
    expect(events).toMatchObject([{ type: 'toast', persistent: true, message: { text: '演示模式，无法进行写操作' } }]);
  });

  it('other codes → a notification titled with the message', async () => {
    const { client, events } = setupHttp(() => json({ code: 1002015000, msg: '租户不存在' }));
    await expect(client.get('/x')).rejects.toMatchObject({ message: '租户不存在' });
    expect(events).toEqual([{ type: 'notification', level: 'error', title: { text: '租户不存在' } }]);
  });

  it.each([
    [403, '当前操作没有权限'],
    [404, '访问资源不存在'],
    [1234, '系统未知错误，请反馈给管理员'],
  ])('empty msg with code %s falls back to %s', async (code, text) => {
    const { client } = setupHttp(() => json({ code, msg: '' }));
    await expect(client.get('/x')).rejects.toMatchObject({ message: text });
  });

  it.each(['无效的刷新令牌', '刷新令牌已过期'])('rejects %s silently', async (msg) => {
    const { client, events } = setupHttp(() => json({ code: 400, msg }));
    await expect(client.get('/x')).rejects.toMatchObject({ message: msg });
    expect(events).toEqual([]);
  });

  it('silent requests show nothing', async () => {
    const { client, events } = setupHttp(() => json({ code: 1002000000, msg: '登录失败，账号密码不正确' }));
    await expect(client.get('/x', undefined, { silent: true })).rejects.toMatchObject({ notified: false });
    expect(events).toEqual([]);
  });
});
