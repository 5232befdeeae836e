import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Envelope, type TestApp } from '../support/testApp.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const CHINESE = /[\u4e00-\u9fa5]/;

/**
 * Odd input from an outside probe of every documented route (issue 38, points 3, 4 and 6): refused in the yudao
 * envelope with a Chinese message that names the field by its title — never 系统异常, never a key or a path — and
 * the API access log keeps its row when the client went away.
 */
describe('input refusals', () => {
  let t: TestApp;
  let admin: string;
  let doc: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await createTestApp({ docEnabled: true });
    admin = (await t.login()).accessToken;
    doc = (await t.app.inject({ method: 'GET', url: '/swagger-ui/json' })).json();
  });
  afterAll(() => t?.close());

  const refused = (res: Envelope<unknown>, text: string) => {
    expect(res.code, res.msg).toBe(400);
    expect(res.msg).toMatch(CHINESE);
    expect(res.msg).toContain(text);
  };
  const get = (url: string) => t.call({ method: 'GET', url, token: admin });

  it('refuses ids beyond bigint in id lists by the list\'s title and the item\'s position', async () => {
    const huge = '99999999999999999999';
    refused(await get(`/admin-api/system/user/getDeputyNameBaseByIds?ids=${huge}`), '用户编号第 1 项超出允许的数值范围');
    refused(await get(`/admin-api/system/user/getDeputyListByIds?ids=1,${huge}`), '用户编号第 2 项超出允许的数值范围');
    refused(await get(`/admin-api/system/user/getDeputyListByIds?ids=1&ids=x`), '用户编号第 2 项的类型不正确');
    refused(await get(`/admin-api/infra/job/list?ids=${huge}`), '任务编号第 1 项超出允许的数值范围');
    refused(await get(`/admin-api/system/user/getDeputyPageBaseByRoleId?excludeIds=${huge}`), '排除的代表第 1 项超出允许的数值范围');
    // the lists still read both of yudao's spellings
    const job = await get('/admin-api/infra/job/list?ids=1,2&ids=3');
    expect(job.code).toBe(0);
    expect((await get('/admin-api/system/user/getDeputyNameBaseByIds?ids=1,%202')).code).toBe(0);
  });

  it('answers an integer filter beyond its column\'s type with nothing found, not 系统异常', async () => {
    for (const url of ['/admin-api/system/user/page?status=2147483648', '/admin-api/infra/config/page?type=2147483648', '/admin-api/bpm/oa/leave/page?type=2147483648']) {
      expect(await get(url), url).toMatchObject({ code: 0, data: { list: [], total: 0 } });
    }
    expect((await get('/admin-api/infra/codegen/table/page?createTime=2147483648')).code).toBe(0);
    refused(await get('/admin-api/infra/codegen/table/page?createTime=tomorrow'), '时间格式');
  });

  it('refuses a NUL in an uploaded file\'s name and a missing file by their Chinese names', async () => {
    const upload = (form: FormData) => t.call({ method: 'POST', url: '/admin-api/infra/file/upload', token: admin, payload: form as never });
    const withName = new FormData();
    withName.append('file', new Blob([new Uint8Array(PDF)]), 'a\u0000b.pdf');
    refused(await upload(withName), '文件名不能包含空字符');
    const withoutFile = new FormData();
    withoutFile.append('path', 'x');
    refused(await upload(withoutFile), '上传文件不能为空');
  });

  it('names a deep value once, by its top-level field, and array items by position', async () => {
    const deep = (n: number): unknown => (n === 0 ? 1 : [deep(n - 1)]);
    const res = await t.call({ method: 'POST', url: '/admin-api/infra/config/create', token: admin, payload: { category: deep(40), name: { a: [{ b: '\u0000' }] }, key: 'deep.key', value: 'v', visible: true } });
    refused(res, '参数分类嵌套层级过深');
    refused(res, '参数名称不能包含空字符');
    expect(res.msg.match(/嵌套层级过深/g)).toHaveLength(1);
    refused(await get('/admin-api/system/user/page?password=x'), '不支持按用户密码查询');
    refused(await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: '{"id":1,"sex":1e400}', headers: { 'content-type': 'application/json' } }), '用户性别超出允许的数值范围');
  });

  /**
   * Every documented input of every route, wrong: of the wrong type, nested too deep, beyond any range, with NUL.
   * Whatever a refusal says, it names fields by their titles: no key of the route, no path (`ids.0`, `0.0.0`).
   */
  it('names fields by their Chinese titles in every refusal of every route', async () => {
    const deep = JSON.stringify(Array.from({ length: 40 }).reduce<unknown>((inner) => [inner], 1));
    const leaks: string[] = [];
    let token = admin;
    const send = async (method: string, url: string, keys: readonly string[], titles: readonly string[], payload?: string) => {
      const call = () => t.call({ method: method as 'GET', url, token, ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }) });
      let res = await call();
      if (res.code === 401) {
        token = (await t.login()).accessToken;
        res = await call();
      }
      if (res.code === 500) leaks.push(`${method} ${url} ${payload ?? ''}: 系统异常`);
      if (res.code !== 400) return;
      const named = titles.reduce((text, title) => text.replaceAll(title, '题'), res.msg.replace(/以下值之一：[^；]*/g, '').replace(/（应为 [^）]*）/g, ''));
      const key = keys.find((k) => new RegExp(`(^|[^A-Za-z_])${k.replace(/[[\]]/g, '\\$&')}([^A-Za-z_]|$)`).test(named));
      if (key || /[A-Za-z_]\.[A-Za-z0-9_]|\.\d/.test(named)) leaks.push(`${method} ${url} ${payload?.slice(0, 80) ?? ''}: ${res.msg}`);
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      // these end the session or remove what the sweep stands on
      if (path.includes('{') || /logout|delete|remove|clean|truncate|reset/.test(path)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query');
        const query = parameters.map((p) => p.name);
        const body = operation.requestBody?.content?.['application/json']?.schema?.properties;
        const keys = [...query, ...Object.keys(body ?? {})];
        // a title may hold a key's word (社交 openid): what it says is the title
        const titles = [...parameters.map((p) => p.schema?.title), ...Object.values(body ?? {}).map((p) => p.title)].filter((x): x is string => !!x);
        const verb = method.toUpperCase();
        for (const value of ['x', 'a\u0000b', '99999999999999999999', '1e400']) {
          if (query.length) await send(verb, `${path}?${query.map((q) => `${encodeURIComponent(q)}=${encodeURIComponent(value)}`).join('&')}`, keys, titles, verb === 'GET' ? undefined : '{}');
        }
        if (!body) continue;
        for (const value of ['"a\\u0000b"', '1e400', '99999999999999999999', deep, '{"a":[{"b":"\\u0000"}]}', '[true]']) {
          await send(verb, path, keys, titles, `{${Object.keys(body).map((k) => `${JSON.stringify(k)}:${value}`).join(',')}}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 300_000);

  it('writes the access-log row of a request whose client went away', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    // A body cut short: the client leaves before the server has read it, and the server answers nobody.
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`POST /admin-api/system/auth/login?abandoned=1 HTTP/1.1\r\nHost: x\r\ntenant-id: 1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":`);
      });
      // gone once the server has the request
      t.app.server.once('request', () => socket.destroy());
      socket.on('close', () => resolve());
    });
    const row = () => t.db.selectFrom('infraApiAccessLog').select(['requestUrl', 'userIp']).where('requestParams', 'like', '%abandoned%').executeTakeFirst();
    await expect.poll(row, { timeout: 20_000, interval: 50 }).toMatchObject({ requestUrl: '/admin-api/system/auth/login' });
  });
});

interface Operation {
  parameters?: { in: string; name: string; schema?: { title?: string } }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { title?: string }> } }> };
}
