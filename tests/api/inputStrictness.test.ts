import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Envelope, type TestApp } from '../support/testApp.ts';

/**
 * The input layer (decision 37, issue #14 hole 3 and "No 500 for what a user did", issue #12 point 1): what is
 * coerced, what is ignored, what is refused — always the envelope with a Chinese message, never code 500, and a
 * refused write changes nothing.
 */
describe('input strictness', () => {
  let t: TestApp;
  let admin: string;
  let adminHash: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login()).accessToken;
    adminHash = (await t.db.selectFrom('systemUsers').select('password').where('username', '=', 'admin').executeTakeFirstOrThrow()).password;
  });
  afterAll(() => t?.close());

  const CHINESE = /[\u4e00-\u9fa5]/;
  /** A refusal a person can read: code 400 (not 500), HTTP 200, a Chinese message. */
  const refused = (res: Envelope<unknown>, text?: string) => {
    expect(res.status).toBe(200);
    expect(res.code).toBe(400);
    expect(res.msg).toMatch(CHINESE);
    if (text) expect(res.msg).toContain(text);
  };
  const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, body: string, token: string | undefined = admin) =>
    t.call({ method, url, token, payload: body, headers: { 'content-type': 'application/json' } });
  const userRow = (username: string) => t.db.selectFrom('systemUsers').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  const count = async (table: 'systemUsers' | 'rendaSurvey' | 'infraConfig') =>
    Number((await t.db.selectFrom(table as 'systemUsers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('reads an id only from an integer or its canonical text: {"id": true} no longer resets the super admin', async () => {
    const staff = await userRow('staff');
    const staffId = staff.id;
    for (const id of [true, [1], [staffId], `0x${staffId.toString(16)}`, ` ${staffId}`, `${staffId} `, `+${staffId}`, `0${staffId}`, '1e0', '', null, { id: 1 }, 1.5]) {
      refused(await t.call({ method: 'PUT', url: '/admin-api/system/user/update-password', token: admin, payload: { id, password: 'hijack123' } }), '用户编号');
    }
    expect((await userRow('admin')).password).toBe(adminHash);
    expect((await userRow('staff')).password).toBe(staff.password);
    expect((await t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'admin123' } })).code).toBe(0);
  });

  it('takes credentials only as strings', async () => {
    for (const payload of [{ username: ['admin'], password: 'admin123' }, { username: 'admin', password: ['admin123'] }, { username: { 0: 'admin' }, password: 'admin123' }, { username: 'admin', password: 12345678 }]) {
      const res = await t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload });
      refused(res);
      expect(res.data).not.toHaveProperty('accessToken');
    }
  });

  it('coerces canonical text and 0/1 where the schema says number or boolean, and ignores unknown body fields', async () => {
    const created = await t.call({
      method: 'POST', url: '/admin-api/system/user/create', token: admin,
      payload: { username: 'coerced1', nickname: '转换', password: 'pass1234', sex: '2', postIds: [1, 2], deptCheckStrictly: true, isAdmin: true },
    });
    expect(created.code).toBe(0);
    const id = created.data as number;
    const got = await t.call({ method: 'GET', url: `/admin-api/system/user/get?id=${id}`, token: admin });
    // postIds is a field of ours now (a user's posts, issue 12): kept and read back
    expect(got.data).toMatchObject({ id, username: 'coerced1', sex: 2, postIds: [1, 2] });
    for (const field of ['deptCheckStrictly', 'isAdmin']) expect(got.data).not.toHaveProperty(field);

    // A client's whole-row echo with numbers as text and fields we do not keep.
    const updated = await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id: String(id), nickname: '转换二', sex: '1', roleIds: [1], unknown: 'x' } });
    expect(updated).toMatchObject({ code: 0, data: true });
    expect(await userRow('coerced1')).toMatchObject({ nickname: '转换二', sex: 1 });

    const config = (visible: unknown, key: string) => t.call({ method: 'POST', url: '/admin-api/infra/config/create', token: admin, payload: { category: 'c', name: 'n', key, value: 'v', visible, hacker: 1 } });
    for (const [visible, stored] of [['true', true], ['false', false], [1, true], [0, false], ['1', true], ['0', false]] as const) {
      const key = `coerce.${String(visible)}.${typeof visible}`;
      const res = await config(visible, key);
      expect(res.code).toBe(0);
      const row = await t.db.selectFrom('infraConfig').selectAll().where('configKey', '=', key).executeTakeFirstOrThrow();
      expect(row.visible).toBe(stored);
      expect(row).not.toHaveProperty('hacker');
      const echoed = await t.call({ method: 'GET', url: `/admin-api/infra/config/get?id=${res.data}`, token: admin });
      expect(echoed.data).not.toHaveProperty('hacker');
    }
    for (const visible of ['yes', 'TRUE', 2, ' 1', [true]]) refused(await config(visible, 'coerce.bad'), '是否可见');
    const role = await t.call({ method: 'POST', url: '/admin-api/system/role/create', token: admin, payload: { name: '转换角色', code: 'coerced_role', sort: '12' } });
    expect(role.code).toBe(0);
    expect((await t.db.selectFrom('systemRole').select('sort').where('id', '=', role.data).executeTakeFirstOrThrow()).sort).toBe(12);
  });

  it('refuses a number that is not a usable number: beyond bigint, 1e400 (Infinity), padded or hex', async () => {
    const before = await userRow('staff');
    refused(await t.call({ method: 'GET', url: '/admin-api/system/user/get?id=99999999999999999999', token: admin }), '编号');
    refused(await t.call({ method: 'GET', url: '/admin-api/system/user/get?id=9007199254740993', token: admin }), '编号');
    refused(await t.call({ method: 'GET', url: '/admin-api/system/user/get?id=Infinity', token: admin }), '编号');
    refused(await t.call({ method: 'DELETE', url: '/admin-api/system/user/delete?id=1e400', token: admin }), '编号');
    refused(await json('PUT', '/admin-api/system/user/update', `{"id":1e400,"nickname":"x"}`), '编号');
    // Caught where the body is read, before the resource's own schema: the field is still named by its title.
    refused(await json('PUT', '/admin-api/system/user/update', `{"id":${before.id},"sex":1e400}`), '用户性别超出允许的数值范围');
    refused(await json('PUT', '/admin-api/system/user/update', `{"id":99999999999999999999999,"nickname":"x"}`), '编号');
    refused(await json('PUT', '/admin-api/system/user/update', `{"id":${before.id},"sex":"0x1"}`), '用户性别');
    refused(await json('PUT', '/admin-api/system/user/update', `{"id":${before.id},"sex":true}`), '用户性别');
    refused(await json('PUT', '/admin-api/system/user/update', `{"id":${before.id},"nickname":["x"]}`), '用户昵称');
    // JSON has no Infinity: the body is refused as JSON.
    refused(await json('PUT', '/admin-api/system/user/update', `{"id":Infinity}`), 'JSON');
    expect(await userRow('staff')).toEqual(before);
  });

  it('bounds page numbers so an offset never overflows', async () => {
    refused(await t.call({ method: 'GET', url: '/admin-api/system/user/page?pageNo=100001&pageSize=10', token: admin }), '页码不能大于 100000');
    refused(await t.call({ method: 'GET', url: '/admin-api/system/user/page?pageNo=99999999999999999999&pageSize=200', token: admin }), '页码');
    refused(await t.call({ method: 'GET', url: '/admin-api/system/user/page?pageNo=-1', token: admin }), '页码');
    const last = await t.call({ method: 'GET', url: '/admin-api/system/user/page?pageNo=100000&pageSize=200', token: admin });
    expect(last).toMatchObject({ code: 0, data: { list: [] } });
  });

  it('reads an empty query value as absent and a single value as a one-element list; ignores unknown query parameters', async () => {
    const all = await t.call({ method: 'GET', url: '/admin-api/system/user/page?pageNo=1&pageSize=100', token: admin });
    expect(all.code).toBe(0);
    const empty = await t.call({ method: 'GET', url: '/admin-api/system/user/page?pageNo=1&pageSize=100&status=&nickname=&createTime%5B0%5D=&beginCreateTime=', token: admin });
    expect(empty).toMatchObject({ code: 0, data: { total: all.data.total } });
    const extras = await t.call({ method: 'GET', url: '/admin-api/system/user/page?pageNo=1&pageSize=100&deptCheckStrictly=true&_t=1', token: admin });
    expect(extras).toMatchObject({ code: 0, data: { total: all.data.total } });
    const surveys = await t.call({ method: 'GET', url: '/admin-api/renda/survey/page?status=1&status=', token: admin });
    expect(surveys.code).toBe(0);
    // A field of the resource that is not a filter, and a sort field outside the list, stay refused.
    refused(await t.call({ method: 'GET', url: '/admin-api/system/user/page?password=x', token: admin }), '不支持按用户密码查询');
    refused(await t.call({ method: 'GET', url: '/admin-api/system/user/page?sortField=password', token: admin }), '排序字段');
    refused(await t.call({ method: 'GET', url: '/admin-api/system/user/page?status=abc', token: admin }), '帐号状态');
  });

  it("takes v1.6.2's plain beginTime / endTime as the creation-time range", async () => {
    const id = (await t.call({ method: 'POST', url: '/admin-api/system/user/create', token: admin, payload: { username: 'olduser1', nickname: '旧用户', password: 'pass1234' } })).data;
    await t.db.updateTable('systemUsers').set({ createTime: new Date('2020-01-15T12:00:00+08:00') }).where('id', '=', id).execute();
    const page = (range: string) => t.call({ method: 'GET', url: `/admin-api/system/user/page?pageNo=1&pageSize=100&${range}`, token: admin });
    const old = await page('beginTime=2020-01-15&endTime=2020-01-15%2023:59:59');
    expect(old.data.list.map((u: { username: string }) => u.username)).toEqual(['olduser1']);
    expect((await page('beginTime=2020-01-16')).data.list.map((u: { username: string }) => u.username)).not.toContain('olduser1');
    refused(await page('endTime=2020-02-30'), '时间格式');
  });

  it('reads an empty body with a JSON content type as no body', async () => {
    const { accessToken } = await t.login('staff', 'staff123');
    const out = await t.call({ method: 'POST', url: '/admin-api/system/auth/logout', token: accessToken, headers: { 'content-type': 'application/json' } });
    expect(out).toMatchObject({ code: 0, data: true });
    const refresh = await t.call({ method: 'POST', url: '/admin-api/system/auth/refresh-token?refreshToken=nope', headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(refresh.msg).not.toMatch(/Body cannot be empty/);
    const created = await t.call({ method: 'POST', url: '/admin-api/system/role/create', token: admin, payload: { name: '待删', code: 'to_delete', sort: 1 } });
    const deleted = await t.call({ method: 'DELETE', url: `/admin-api/system/role/delete?id=${created.data}`, token: admin, headers: { 'content-type': 'application/json' } });
    expect(deleted).toMatchObject({ code: 0, data: true });
    // A route that reads a body says so in Chinese.
    refused(await t.call({ method: 'PUT', url: '/admin-api/system/user/update-password', token: admin, headers: { 'content-type': 'application/json' } }), '请求体应为 JSON 对象');
    for (const body of ['[1]', '"text"', 'null', '7']) refused(await json('POST', '/admin-api/system/user/create', body), '请求体应为 JSON 对象');
    refused(await json('POST', '/admin-api/system/user/create', '{"username":'), '请求体不是合法的 JSON');
  });

  it('refuses NUL in any text: body, query, path and header', async () => {
    const before = await userRow('staff');
    refused(await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id: before.id, nickname: 'a\u0000b' } }), '空字符');
    refused(await t.call({ method: 'POST', url: '/admin-api/infra/config/create', token: admin, payload: { category: 'c', name: 'n\u0000', key: 'nul.key', value: 'v', visible: true } }), '参数名称不能包含空字符');
    refused(await t.call({ method: 'POST', url: '/admin-api/infra/config/create', token: admin, payload: { category: 'c', name: 'n', key: 'nul.key2', value: 'v', visible: true, extra: { deep: ['\u0000'] } } }), '空字符');
    refused(await t.call({ method: 'GET', url: '/admin-api/system/user/page?nickname=a%00b', token: admin }), '用户昵称不能包含空字符');
    refused(await t.call({ method: 'GET', url: '/admin-api/system/dict-data/type/a%00b', token: admin }), '空字符');
    refused(await t.call({ method: 'GET', url: '/admin-api/system/user/page', token: admin, headers: { 'x-note': 'a\u0000b' } }), '空字符');
    expect(await userRow('staff')).toEqual(before);
    expect(await t.db.selectFrom('infraConfig').select('id').where('configKey', 'like', 'nul.%').execute()).toEqual([]);
  });

  it('takes dates only in years 1 to 9999, in bodies and queries; an export with a bad date answers JSON', async () => {
    const before = await count('rendaSurvey');
    const survey = (startTime: unknown) => t.call({ method: 'POST', url: '/admin-api/renda/survey/create', token: admin, payload: { surveyName: '日期', surveyType: '1', startTime } });
    refused(await survey(253402300800000), '开始时间不是有效的时间');
    refused(await survey(8.64e15), '开始时间');
    refused(await survey(-62135596800001), '开始时间');
    expect(await count('rendaSurvey')).toBe(before);
    expect((await survey(253402300799999)).code).toBe(0);

    for (const date of ['10000-01-01', '0000-01-01', '2024-02-30', '2023-02-29', '2024-13-01', '2024-01-01 24:00:00', 'yesterday']) {
      refused(await t.call({ method: 'GET', url: `/admin-api/system/user/page?beginCreateTime=${encodeURIComponent(date)}`, token: admin }), '时间格式');
      const exported = await t.call({ method: 'GET', url: `/admin-api/system/user/export?createTime%5B0%5D=${encodeURIComponent(date)}`, token: admin });
      expect(exported.raw.headers['content-type']).toMatch(/application\/json/);
      expect(exported.raw.headers['content-disposition']).toBeUndefined();
      refused(exported, '时间格式');
    }
    expect((await t.call({ method: 'GET', url: '/admin-api/system/user/page?beginCreateTime=2024-02-29&endCreateTime=9999-12-31%2023:59:59', token: admin })).code).toBe(0);
  });

  it('an export ignores the paging a client sends with its query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/system/role/export?pageNo=1&pageSize=10&status=', headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].rowCount).toBeGreaterThan(1);
  });

  it('accepts only dictionary values in dictionary fields', async () => {
    const before = await count('rendaSurvey');
    const survey = (surveyType: unknown) => t.call({ method: 'POST', url: '/admin-api/renda/survey/create', token: admin, payload: { surveyName: '字典', surveyType } });
    refused(await survey('nope'), '问卷类型不是可选的值');
    refused(await survey('x'.repeat(1 << 20)), '问卷类型');
    refused(await survey(1), '问卷类型');
    expect(await count('rendaSurvey')).toBe(before);
    expect((await survey('2')).code).toBe(0);

    const staff = await userRow('staff');
    refused(await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id: staff.id, sex: 9 } }), '用户性别');
    expect(await userRow('staff')).toEqual(staff);

    // A value disabled in its dictionary is no longer offered; a new one is, at once.
    await t.db.updateTable('systemDictData').set({ status: 1 }).where('dictType', '=', 'renda_survey_type').where('value', '=', '4').execute();
    const added = await t.call({ method: 'POST', url: '/admin-api/system/dict-data/create', token: admin, payload: { dictType: 'renda_survey_type', label: '新类型', value: '9', sort: 9, status: 0 } });
    expect(added.code).toBe(0);
    expect((await survey('9')).code).toBe(0);
    refused(await survey('4'), '问卷类型不是可选的值');
  });

  it('answers framework refusals in Chinese, without echoing the request', async () => {
    const long = await t.call({ method: 'GET', url: `/admin-api/system/dict-data/type/${'secret'.repeat(40)}`, token: admin });
    refused(long, '参数过长');
    expect(long.msg).not.toContain('secret');
    refused(await t.call({ method: 'GET', url: '/admin-api/system/dict-data/type/%zz', token: admin }), '请求地址不合法');
    expect(await t.call({ method: 'DELETE', url: '/admin-api/system/user/page', token: admin })).toMatchObject({ code: 404, msg: '请求地址不存在:/admin-api/system/user/page' });
    refused(await t.call({ method: 'POST', url: '/admin-api/system/user/create', token: admin, payload: '<a/>', headers: { 'content-type': 'application/xml' } }), '不支持的请求内容类型');
    refused(await t.call({ method: 'POST', url: '/admin-api/system/user/import', token: admin, payload: {} }));
  });

  describe('user import', () => {
    const importFile = (content: Buffer | string, boundaryCut?: number) => {
      const boundary = 'XXBOUNDARY';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
      let body = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
      if (boundaryCut !== undefined) body = body.subarray(0, boundaryCut);
      return t.call({ method: 'POST', url: '/admin-api/system/user/import', token: admin, payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    };
    const sheet = async (rows: number) => {
      const workbook = new ExcelJS.Workbook();
      const ws = workbook.addWorksheet('用户数据');
      ws.addRow(['用户账号', '用户昵称']);
      for (let i = 0; i < rows; i++) ws.addRow([`bulk${i}`, `批量${i}`]);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };

    it("takes the 0/1 updateSupport of yudao's upload URL", async () => {
      const file = await sheet(1);
      const boundary = 'XXBOUNDARY';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\n\r\n`;
      const body = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const res = await t.call({ method: 'POST', url: '/admin-api/system/user/import?updateSupport=0', token: admin, payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
      expect(res).toMatchObject({ code: 0, data: { createUsernames: ['bulk0'] } });
    });

    it('refuses a truncated upload in Chinese', async () => {
      const before = await count('systemUsers');
      const file = await sheet(3);
      refused(await importFile(file, 200), '上传的数据不完整');
      expect(await count('systemUsers')).toBe(before);
    });

    it('refuses too many rows and too large a file before reading them all', async () => {
      const before = await count('systemUsers');
      const started = performance.now();
      refused(await importFile(await sheet(2001)), '一次最多导入 2000 行');
      refused(await importFile(Buffer.alloc(2 * 1024 * 1024 + 1, 7)), '导入文件不能超过 2 MB');
      refused(await importFile('not a zip at all'), '不是有效的 Excel');
      expect(performance.now() - started).toBeLessThan(20_000);
      expect(await count('systemUsers')).toBe(before);
    });
  });
});
