import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_DEPUTIES } from '../../src/server/seed/demo/deputies.ts';
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

  it('leaves out of the picker whom the form’s save refuses: the co-signer picker does not offer the lead deputy', async () => {
    const ids = (found: { data: { list: Deputy[] } }) => found.data.list.map((d) => d.id);
    expect(ids(await picker('nickname=zjg', deputy))).toContain(101);
    const withoutLead = await picker('nickname=zjg&excludeIds=101', deputy);
    expect(ids(withoutLead)).not.toContain(101);
    expect(withoutLead.data.total).toBe(withoutLead.data.list.length);
    expect(ids(await picker('pageSize=100&excludeIds=101, 102', deputy))).toEqual(expect.not.arrayContaining([101, 102]));
    const all = await get<Deputy[]>('/system/user/getDeputyBaseByRoleId?nickname=zjg&excludeIds=101', deputy);
    expect(all.data.map((d) => d.id)).not.toContain(101);
    // what the picker offered, the save takes; the lead himself it refuses
    const [chosen] = ids(await picker('excludeIds=101', deputy));
    const proposal = (cosignerIds: number[]) => t.call({
      method: 'POST', url: '/admin-api/renda/proposal/create', token: deputy,
      payload: { title: '关于附议代表的建议', type: '1', category: '2', content: '<p>内容</p>', session: '市十六届人大三次会议', cosignerIds },
    });
    const draft = await proposal([chosen]);
    expect(draft.code, draft.msg).toBe(0);
    expect((await proposal([101])).code).not.toBe(0);
    const bad = await picker('excludeIds=abc', deputy);
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('排除的代表');
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

  it('pages 50 deputies at a time by number, with the total, and filters by level', async () => {
    const first = await picker('pageNo=1');
    expect(first.data.total).toBe(2 + GENERATED_DEPUTIES);
    expect(first.data.list).toHaveLength(50);
    expect(first.data.list.slice(0, 3).map((d) => d.rendaNo)).toEqual(['D2026001', 'D2026002', 'D2026003']);
    const second = await picker('pageNo=2');
    expect(second.data.list[0].rendaNo).toBe('D2026051');
    const last = await picker(`pageNo=${Math.ceil((2 + GENERATED_DEPUTIES) / 50)}`);
    expect(last.data.list).toHaveLength((2 + GENERATED_DEPUTIES) % 50 || 50);
    expect((await picker('pageNo=99')).data.list).toEqual([]);
    const province = await picker('deputyLevel=2&pageSize=100');
    const city = await picker('deputyLevel=3&pageSize=100');
    expect(province.data.total + city.data.total).toBe(2 + GENERATED_DEPUTIES);
    expect(province.data.total).toBeGreaterThan(50);
    // the number search stays with super_admin and dbt: refused for a deputy, not silently ignored
    expect(await picker('rendaNo=D2026003', deputy)).toMatchObject({ code: 403, data: null });
    expect((await picker('rendaNo=D2026003', staff)).data.list.map((d) => d.rendaNo)).toEqual(['D2026003']);
    expect((await picker('pageSize=101')).code).toBe(400);
  });

  it('finds generated deputies by initials across pages (zs)', async () => {
    const zs = await picker('nickname=zs');
    expect(zs.data.total).toBeGreaterThan(0);
    const names = await t.db.selectFrom('systemUsers').select(['id', 'nicknameInitials']).where('tenantId', '=', 1).where('deleted', '=', false).execute();
    expect(zs.data.total).toBe(names.filter((n) => n.nicknameInitials?.startsWith('zs') && n.id !== 100 && n.id !== 1 && n.id !== 103).length);
  });

  it('answers every deputy call with its documented shape (docs/deputies.md)', async () => {
    const base = await get<Deputy[]>('/system/user/getDeputyBaseByRoleId', deputy);
    expect(base.data).toHaveLength(2 + GENERATED_DEPUTIES);
    expect(Object.keys(base.data[0]).sort()).toEqual(['id', 'nickname', 'rendaNo']);

    const names = await get<Deputy[]>('/system/user/getDeputyNameBaseByIds?ids=102,101,1,999999', deputy);
    expect(names.data).toEqual([{ id: 102, rendaNo: 'D2026002', nickname: '李秀英' }, { id: 101, rendaNo: 'D2026001', nickname: '张建国' }]);
    expect((await get('/system/user/getDeputyNameBaseByIds?ids=101&ids=102', deputy)).data).toHaveLength(2);
    expect((await get('/system/user/getDeputyNameBaseByIds?ids=abc', deputy)).code).toBe(400);

    const records = await get('/system/user/getDeputyListByIds?ids=101', staff);
    expect(records.data).toEqual([expect.objectContaining({
      id: 101, username: 'deputy1', nickname: '张建国', rendaNo: 'D2026001', deptName: '城东区代表团', areaName: '城东区第一选区', deputyLevel: '3', delegationType: '1',
    })]);
    expect((await get('/system/user/getDeputyListByIds?ids=101', deputy)).code).toBe(403);

    expect((await get('/system/user/get2No?renda_no=D2026002', staff)).data).toMatchObject({ id: 102, nickname: '李秀英' });
    expect(await get('/system/user/get2No?renda_no=NOPE', staff)).toMatchObject({ code: 1002003003, data: null, msg: '用户不存在' });

    const all = await get<{ id: number; areaName: string }[]>('/system/user/list-all-delegate', staff);
    expect(all.data).toHaveLength(2 + GENERATED_DEPUTIES);
    expect(all.data.every((d) => d.areaName)).toBe(true);

    const roster = await get<{ list: { areaName: string; education: string }[]; total: number }>('/system/user/list-delegate?pageNo=1&pageSize=20&areaId=' + (await areaId('城东区')) + '&education=3', staff);
    expect(roster.data.total).toBeGreaterThan(0);
    expect(roster.data.list.every((d) => d.areaName.startsWith('城东区') && d.education === '3')).toBe(true);
    expect((await get('/system/user/list-delegate?pageNo=1&nickname=zjg', staff)).data.list.map((d: Deputy) => d.id)).toContain(101);

    const info = await get<{ total: number; deputyLevel: Record<string, number>; area: Record<string, number>; delegation: Record<string, number> }>('/system/user/get-all-delegate-info', staff);
    expect(info.data.total).toBe(2 + GENERATED_DEPUTIES);
    expect(Object.values(info.data.deputyLevel).reduce((a, b) => a + b, 0)).toBe(info.data.total);
    expect(info.data.area[String(await areaId('城东区'))]).toBeGreaterThan(0);
    // the delegations (代表团) are departments, every deputy in one: counted and listed by it
    expect(Object.values(info.data.delegation).reduce((a, b) => a + b, 0)).toBe(info.data.total);
    for (const name of ['城东区代表团', '城西区代表团', '南江县代表团', '高新区代表团', '驻市部队代表团']) {
      const { id } = await t.db.selectFrom('systemDept').select('id').where('tenantId', '=', 1).where('name', '=', name).executeTakeFirstOrThrow();
      expect(info.data.delegation[String(id)], name).toBeGreaterThan(0);
      expect((await get(`/system/user/list-delegate?pageNo=1&pageSize=1&deptId=${id}`, staff)).data.total, name).toBe(info.data.delegation[String(id)]);
    }

    const liaisons = await get<{ id: number; deptName: string }[]>('/system/user/list-all-dblly', staff);
    expect(liaisons.data).toEqual([expect.objectContaining({ id: 100, nickname: '王联络', deptName: '代表联络工作委员会' })]);
    expect((await get('/system/user/list-all-dblly-shs', staff)).data.map((u: Deputy) => u.id)).toEqual([100]);
    expect((await get('/system/user/list-all-dblly-rendatype?rendaType=1', staff)).data).toEqual([]);

    const typed = await get<(Deputy & { delegationType: string })[]>('/system/user/list-SimpleResp-rendatype?rendaType=4', deputy);
    expect(typed.data.length).toBeGreaterThan(0);
    expect(typed.data.every((d) => d.delegationType === '4')).toBe(true);

    const group = await t.call({ method: 'POST', url: '/admin-api/renda/group/create', token: staff, payload: { name: '穿梭小组', sort: 1, status: 0 } });
    await t.call({ method: 'PUT', url: '/admin-api/renda/group/updateuser', token: staff, payload: { id: group.data, userIds: [102, 101] } });
    const transfer = await get<{ data: { key: number; label: string }[]; value: number[] }>(`/system/user/getCustomTransfer?groupId=${group.data}`, staff);
    expect(transfer.data.value).toEqual([102, 101]);
    expect(transfer.data.data[0]).toMatchObject({ key: 101, label: 'D2026001 - 张建国' });

    const units = await get<{ id: number; name: string }[]>('/system/permission/list-unit-resources', admin);
    expect(units.data.map((d) => d.name)).toContain('办公厅');
    const committees = await get<{ name: string }[]>('/system/permission/list-committee-resources', admin);
    expect(committees.data.map((d) => d.name)).toEqual(expect.arrayContaining(['代表联络工作委员会', '财政经济委员会']));
    expect(committees.data.every((d) => d.name.endsWith('委员会'))).toBe(true);
    // a user without a role sees only their own rows: their own department
    const guest = (await t.login('guest', 'guest123')).accessToken;
    expect((await get<{ name: string }[]>('/system/permission/list-unit-resources', guest)).data.map((d) => d.name)).toEqual(['信息中心']);
  });

  it('takes a deputy who left office out of the picker and into the leave-work page', async () => {
    const leaver = (await get<Deputy[]>('/system/user/getDeputyBaseByRoleId?nickname=' + encodeURIComponent('李秀英'), staff)).data[0];
    const set = await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id: leaver.id, leaveTime: Date.now() - 60_000 } });
    expect(set.code).toBe(0);
    expect((await picker(`nickname=${encodeURIComponent('李秀英')}`)).data.total).toBe(0);
    const left = await get<{ list: { id: number; leaveTime: number }[]; total: number }>('/system/user/leave-work-page?pageNo=1&pageSize=10', staff);
    expect(left.data.list.map((d) => d.id)).toEqual([leaver.id]);
    expect(typeof left.data.list[0].leaveTime).toBe('number');
    await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id: leaver.id, leaveTime: null } });
    expect((await picker(`nickname=${encodeURIComponent('李秀英')}`)).data.total).toBe(1);
  });

  it('carries the deputy record through create, update, export and import', async () => {
    const area = await areaId('城西区第二选区');
    const created = await t.call({
      method: 'POST', url: '/admin-api/system/user/create', token: admin,
      payload: { username: 'newdeputy', nickname: '赵新民', password: 'pass1234', rendaNo: 'D2026900', deputyLevel: '2', delegationType: '1', areaId: area, areaSource: '1', reappointmentStatus: '2', education: '3', city: '430100' },
    });
    expect(created.code).toBe(0);
    expect((await t.call({ method: 'GET', url: `/admin-api/system/user/get?id=${created.data}`, token: admin })).data).toMatchObject({ deputyLevel: '2', areaId: area, areaName: '城西区第二选区', education: '3' });
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id: created.data, education: '9' } })).code).toBe(400);
    expect(await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id: created.data, areaId: 999999 } })).toMatchObject({ code: 1010005007, msg: '选区不存在或已停用，不能选择' });
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/update', token: admin, payload: { id: created.data, education: '2' } })).code).toBe(0);
    const filtered = await t.call({ method: 'GET', url: `/admin-api/system/user/page?pageNo=1&pageSize=10&areaId=${area}&education=2`, token: admin });
    expect(filtered.data.list.map((u: { username: string }) => u.username)).toContain('newdeputy');
    expect(filtered.data.list.every((u: { areaId: number; education: string }) => u.areaId === area && u.education === '2')).toBe(true);

    // import: dictionary cells by label, the area by id; the pinyin keys written with the nickname
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('用户数据');
    sheet.addRow(['用户账号', '用户昵称', '代表证号', '代表层级', '代表团类型', '选区编号', '学历', '城市']);
    sheet.addRow(['importdeputy', '钱进', 'D2026901', '省', '功能区代表团', area, '硕士研究生', '株洲市']);
    const form = new FormData();
    form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), 'users.xlsx');
    expect((await t.call({ method: 'POST', url: '/admin-api/system/user/import', token: admin, payload: form as never })).code).toBe(0);
    expect(await t.db.selectFrom('systemUsers').select(['deputyLevel', 'delegationType', 'areaId', 'education', 'city', 'nicknamePinyin']).where('username', '=', 'importdeputy').executeTakeFirstOrThrow())
      .toEqual({ deputyLevel: '2', delegationType: '3', areaId: area, education: '2', city: '430200', nicknamePinyin: 'qianjin' });

    // export: the record's columns with dictionary labels and the area's name
    const exported = await t.app.inject({ method: 'GET', url: '/admin-api/system/user/export?username=importdeputy', headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0].getRow(1).values as unknown[]).slice(1);
    const values = (book.worksheets[0].getRow(2).values as unknown[]).slice(1);
    const cell = (title: string) => values[header.indexOf(title)];
    expect([cell('代表层级'), cell('代表团类型'), cell('选区'), cell('学历'), cell('城市')]).toEqual(['省', '功能区代表团', '城西区第二选区', '硕士研究生', '株洲市']);
  });

  async function areaId(name: string): Promise<number> {
    return (await t.db.selectFrom('rendaArea').select('id').where('name', '=', name).where('tenantId', '=', 1).executeTakeFirstOrThrow()).id;
  }
});
