import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

interface Deputy { id: number; rendaNo: string; nickname: string }

/** The deputy side of issue 16: the picker's pinyin search and the deputy calls of SPEC §7.6 (docs/deputies.md). */
describe('deputies', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let deputy: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    staff = (await t.login('staff', 'staff123')).accessToken;
    deputy = (await t.login('deputy1', 'deputy123')).accessToken;
  });
  afterAll(() => t.close());

  const get = <T = any>(path: string, token: string, tenantId = 1) => t.call<T>({ method: 'GET', url: `/admin-api${path}`, token, tenantId });
  const picker = (params: string, token = staff) => get<{ list: Deputy[]; total: number }>(`/system/user/getDeputyPageBaseByRoleId?${params}`, token);

  it('finds a deputy by pinyin, by initials and by characters (张建国: zhangjianguo, zjg)', async () => {
    for (const text of ['zhangjianguo', 'zhangjian', 'ZJG', 'zj', 'zhang jian guo', '张建国', '建国']) {
      const found = await picker(`nickname=${encodeURIComponent(text)}&pageSize=100`, deputy);
      expect(found.code, text).toBe(0);
      expect(found.data.list.map((d) => d.id), text).toContain(101);
      expect(found.data.list.every((d) => Object.keys(d).sort().join() === 'id,nickname,rendaNo'), text).toBe(true);
    }
    // a pinyin search is by the start of the name: 建国 in letters is not 张建国's pinyin or initials
    expect((await picker('nickname=jianguo&pageSize=100')).data.list.map((d) => d.id)).not.toContain(101);
    expect((await picker('nickname=lxy')).data.list.map((d) => d.id)).toContain(102);
    expect((await picker('nickname=qqqqzzzz')).data).toEqual({ list: [], total: 0 });
  });

  it('keeps the pinyin of a nickname that changes, on every path that writes one', async () => {
    const created = await t.call({ method: 'POST', url: '/admin-api/system/user/create', token: admin, payload: { username: 'ouyang1', nickname: '欧阳娜娜', password: 'pass1234' } });
    expect(created.code).toBe(0);
    const keys = () => t.db.selectFrom('systemUsers').select(['nicknamePinyin', 'nicknameInitials']).where('id', '=', created.data).executeTakeFirstOrThrow();
    expect(await keys()).toEqual({ nicknamePinyin: 'ouyangnana', nicknameInitials: 'oynn' });
    await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id: created.data, nickname: '单雄信' } });
    expect(await keys()).toEqual({ nicknamePinyin: 'shanxiongxin', nicknameInitials: 'sxx' });
    const own = (await t.login('ouyang1', 'pass1234')).accessToken;
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update', token: own, payload: { nickname: '曾国藩' } })).code).toBe(0);
    expect(await keys()).toEqual({ nicknamePinyin: 'zengguofan', nicknameInitials: 'zgf' });
  });
});
