// Liaison-station feedback handled to the end (issue 35 points 3–5, docs/stations.md "Handling"): 分派 / 答复 / 办结
// follow the states and only by those allowed, the citizen's SMS is in 短信日志, the assignees are told, the overdue
// filter, 转为建议 with its links both ways, and the statistics — on PGlite and PostgreSQL.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const F = '/admin-api/renda/station-feedback';
const MOBILE = '13912345678';

let t: TestApp;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
/** both deputies are stationed at `both`; only deputy1 at `mine`; `stats` has deputy1, for the statistics alone */
const station: Record<'both' | 'mine' | 'stats', number> = { both: 0, mine: 0, stats: 0 };
let serial = 0;

async function newStation(name: string, deputies: number[]): Promise<number> {
  const { id: stationId } = await t.db.insertInto('rendaStation').values({
    tenantId: 1, name, code: `T${Date.now().toString(36).toUpperCase()}${serial++}`, address: '东城区东直门内大街1号', status: 0, creator: '1', updater: '1',
  }).returning('id').executeTakeFirstOrThrow();
  for (const userId of deputies) {
    await t.db.insertInto('rendaStationUser').values({ tenantId: 1, stationId, userId, creator: '1', updater: '1' }).execute();
  }
  return stationId;
}

/** A citizen's feedback as the public submit leaves it (待处理, its 'submit' step), `ageHours` ago. */
async function submitted(stationId: number, options: { ageHours?: number; mobile?: string | null; anonymous?: boolean; type?: string; content?: string } = {}) {
  const trackingNo = `LZ20260301${String(serial++).padStart(6, '0')}`;
  const createTime = new Date(Date.now() - (options.ageHours ?? 0) * 3_600_000);
  const { id: feedbackId } = await t.db.insertInto('rendaStationFeedback').values({
    tenantId: 1, trackingNo, stationId, feedbackType: options.type ?? '2', content: options.content ?? '小区门口的路灯坏了三个月，晚上出行很不方便',
    name: options.anonymous ? null : '王秀兰', mobile: options.mobile === undefined ? MOBILE : options.mobile, anonymous: options.anonymous ?? false,
    status: '0', createTime, updateTime: createTime, creator: '', updater: '',
  }).returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('rendaStationFeedbackLog').values({ tenantId: 1, feedbackId, action: 'submit', operatorId: null, content: null, createTime, creator: '', updater: '' }).execute();
  return { id: feedbackId, trackingNo };
}

const put = (who: string, path: string, payload: object) => t.call({ method: 'PUT', url: `${F}/${path}`, token: token[who], payload });
const detail = (who: string, feedbackId: number, tenantId?: number) => t.call<any>({ method: 'GET', url: `${F}/detail?id=${feedbackId}`, token: token[who], tenantId });
const page = (who: string, query: Record<string, string> = {}, path = 'page', tenantId?: number) =>
  t.call<{ list: any[]; total: number }>({ method: 'GET', url: `${F}/${path}?${new URLSearchParams({ pageNo: '1', pageSize: '100', ...query })}`, token: token[who], tenantId });

beforeAll(async () => {
  t = await createTestApp();
  const passwords: Record<string, string> = { deputy1: 'deputy123', deputy2: 'deputy123', staff: 'staff123', unit1: 'unit123', unit2: 'unit123' };
  for (const [name, password] of Object.entries(passwords)) {
    const login = await t.login(name, password);
    token[name] = login.accessToken;
    id[name] = login.userId;
  }
  const admin2 = await t.login('admin2', 'admin123', 2);
  token.admin2 = admin2.accessToken;
  station.both = await newStation('东直门联络站', [id.deputy1, id.deputy2]);
  station.mine = await newStation('北新桥联络站', [id.deputy1]);
  station.stats = await newStation('统计联络站', [id.deputy1]);
});
afterAll(() => t?.close());

describe('handling a feedback', () => {
  it('分派 → 答复 → 办结 move the status along the dictionary, each step in the timeline with who and when', async () => {
    const fb = await submitted(station.both);
    expect((await page('staff')).data.list.find((r) => r.id === fb.id)).toMatchObject({ status: '0', stationName: '东直门联络站', overdue: false, assignees: [] });

    // 办结 before a reply, a reply to nothing, and an assignment to nobody are refused
    expect(await put('staff', 'finish', { id: fb.id })).toMatchObject({ code: 1010010002, msg: '该反馈当前为【待处理】状态，不能办结' });
    expect(await put('staff', 'assign', { id: fb.id, assigneeIds: [] })).toMatchObject({ code: 1010010004, msg: '请选择分派的代表或办理单位' });
    // only deputies of the station: the staff member is none
    expect(await put('staff', 'assign', { id: fb.id, assigneeIds: [id.staff] })).toMatchObject({ code: 1010010005 });

    const unit = await t.db.selectFrom('systemDept').select('id').where('tenantId', '=', 1).where('name', '=', '市教育局').executeTakeFirstOrThrow();
    const assigned = await put('staff', 'assign', { id: fb.id, assigneeIds: [id.deputy1], handleDeptId: unit.id, remark: '请尽快联系群众' });
    expect(assigned.code, assigned.msg).toBe(0);
    expect((await detail('staff', fb.id)).data).toMatchObject({ status: '1', handleDeptName: '市教育局', assignees: [{ id: id.deputy1 }] });

    const replied = await put('deputy1', 'reply', { id: fb.id, reply: '已联系街道，路灯本周内修复。' });
    expect(replied.code, replied.msg).toBe(0);
    // a second reply finds it answered
    expect(await put('staff', 'reply', { id: fb.id, reply: '再答复一次' })).toMatchObject({ code: 1010010002, msg: '该反馈当前为【已反馈】状态，不能答复' });
    expect((await put('deputy1', 'finish', { id: fb.id })).code).toBe(0);
    expect(await put('deputy1', 'finish', { id: fb.id })).toMatchObject({ code: 1010010002, msg: '该反馈当前为【已办结】状态，不能办结' });

    const done = (await detail('deputy1', fb.id)).data;
    expect(done).toMatchObject({ status: '3', reply: '已联系街道，路灯本周内修复。', stationName: '东直门联络站', actions: { assign: false, reply: false, finish: false } });
    expect(done.replyTime).toBeTypeOf('number');
    expect(done.finishTime).toBeTypeOf('number');
    expect(done.logs.map((l: any) => [l.action, l.operatorName])).toEqual([
      ['submit', null], ['assign', expect.any(String)], ['reply', expect.any(String)], ['finish', expect.any(String)],
    ]);
    expect(done.logs[1].content).toContain('市教育局');
    expect(done.logs[2]).toMatchObject({ operatorId: id.deputy1, content: '已联系街道，路灯本周内修复。' });
    expect(done.logs.every((l: any) => typeof l.createTime === 'number')).toBe(true);

    // the resource's generic detail and export (staff): the station by name, the deputies assigned
    const generic = await t.call<any>({ method: 'GET', url: `${F}/get?id=${fb.id}`, token: token.staff });
    expect(generic.data).toMatchObject({ id: fb.id, stationName: '东直门联络站', assigneeIds: [id.deputy1], status: '3', trackingNo: fb.trackingNo });
    const excel = await t.app.inject({ method: 'GET', url: `${F}/export-excel?stationId=${station.both}`, headers: { 'tenant-id': '1', authorization: `Bearer ${token.staff}` } });
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    expect(await t.call({ method: 'GET', url: `${F}/get?id=${fb.id}`, token: token.deputy1 })).toMatchObject({ code: 403 });
  });

  it('lets only those allowed act: a deputy not assigned is refused, one of another station sees nothing, another tenant sees nothing', async () => {
    const fb = await submitted(station.both);
    const elsewhere = await submitted(station.mine);
    expect((await put('staff', 'assign', { id: fb.id, assigneeIds: [id.deputy1] })).code).toBe(0);

    // deputy2 is stationed there but the feedback is deputy1's: told why
    expect(await put('deputy2', 'reply', { id: fb.id, reply: '我来答复' })).toMatchObject({ code: 1010010003, msg: '该反馈未分派给您，不能答复' });
    expect(await t.call({ method: 'POST', url: `${F}/to-proposal`, token: token.deputy2, payload: { id: fb.id } })).toMatchObject({ code: 1010010009 });
    // …reads it (their station's) but may not act on it
    expect((await detail('deputy2', fb.id)).data.actions).toEqual({ assign: false, reply: false, finish: false, toProposal: false });
    // …and a feedback of a station they are not at does not exist for them
    expect(await detail('deputy2', elsewhere.id)).toMatchObject({ code: 1010010000, msg: '联络站反馈不存在' });
    expect(await put('deputy2', 'reply', { id: elsewhere.id, reply: '我来答复' })).toMatchObject({ code: 1010010000 });
    // deputies do not assign, and have no staff list; a unit's leader sees nothing of a feedback not given to the unit
    expect(await put('deputy1', 'assign', { id: fb.id, assigneeIds: [id.deputy1] })).toMatchObject({ code: 403 });
    expect(await page('deputy1')).toMatchObject({ code: 403 });
    expect(await page('unit1')).toMatchObject({ code: 403 });
    expect((await page('unit1', {}, 'my-page')).data.list.map((r) => r.id)).not.toContain(fb.id);
    expect(await put('unit1', 'reply', { id: fb.id, reply: '答复' })).toMatchObject({ code: 1010010000 });

    // 我的联络站反馈: deputy1 sees both (assigned; their station), deputy2 only the one at their station
    const mine1 = (await page('deputy1', {}, 'my-page')).data.list.map((r) => r.id);
    expect(mine1).toEqual(expect.arrayContaining([fb.id, elsewhere.id]));
    const mine2 = (await page('deputy2', {}, 'my-page')).data.list.map((r) => r.id);
    expect(mine2).toContain(fb.id);
    expect(mine2).not.toContain(elsewhere.id);

    // another tenant's staff see nothing of it
    const theirs = await page('admin2', {}, 'page', 2);
    expect(theirs.code, theirs.msg).toBe(0);
    expect(theirs.data.list.map((r) => r.id)).not.toContain(fb.id);
    expect(await detail('admin2', fb.id, 2)).toMatchObject({ code: 1010010000 });
    expect(await t.call({ method: 'PUT', url: `${F}/reply`, token: token.admin2, tenantId: 2, payload: { id: fb.id, reply: '答复' } })).toMatchObject({ code: 1010010000 });
    expect(await t.call({ method: 'GET', url: `${F}/get?id=${fb.id}`, token: token.admin2, tenantId: 2 })).toMatchObject({ code: 1010010000 });
    expect((await detail('staff', fb.id)).data.status).toBe('1');
  });

  it('of two replies at once one wins and the other is told the state it found', async () => {
    const fb = await submitted(station.both);
    expect((await put('staff', 'assign', { id: fb.id, assigneeIds: [id.deputy1] })).code).toBe(0);
    const results = await Promise.all([put('deputy1', 'reply', { id: fb.id, reply: '代表的答复' }), put('staff', 'reply', { id: fb.id, reply: '工作人员的答复' })]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1010010002]);
    const logs = await t.db.selectFrom('rendaStationFeedbackLog').select('action').where('feedbackId', '=', fb.id).where('action', '=', 'reply').execute();
    expect(logs).toHaveLength(1);
  });

  it('tells the citizen of the reply by SMS (in 短信日志) when a mobile was left, never when anonymous', async () => {
    const fb = await submitted(station.both);
    const quiet = await submitted(station.both, { anonymous: true, mobile: null });
    for (const f of [fb, quiet]) {
      expect((await put('staff', 'reply', { id: f.id, reply: '已转交相关部门办理。' })).code).toBe(0);
    }
    const sms = await t.db.selectFrom('systemSmsLog').select(['mobile', 'templateCode', 'templateContent', 'userId'])
      .where('templateCode', '=', 'renda-station-feedback-reply').where('tenantId', '=', 1).execute();
    const about = (trackingNo: string) => sms.filter((s) => s.templateContent.includes(trackingNo));
    expect(about(fb.trackingNo)).toEqual([expect.objectContaining({ mobile: MOBILE, userId: null })]);
    expect(about(fb.trackingNo)[0].templateContent).toContain('东直门联络站');
    expect(about(fb.trackingNo)[0].templateContent).toContain(`/feedback/track?trackingNo=${fb.trackingNo}`);
    expect(about(quiet.trackingNo)).toEqual([]);
    // and the SMS log screen lists it
    const screen = await t.call<{ list: any[] }>({ method: 'GET', url: `/admin-api/system/sms-log/page?pageNo=1&pageSize=50&mobile=${MOBILE}`, token: token.staff });
    if (screen.code === 0) expect(screen.data.list.some((r) => String(r.templateContent).includes(fb.trackingNo))).toBe(true);
  });

  it('tells each deputy assigned once, through the one message path, naming the feedback and linking to it', async () => {
    const fb = await submitted(station.both, { type: '3' });
    expect((await put('staff', 'assign', { id: fb.id, assigneeIds: [id.deputy1] })).code).toBe(0);
    // assigned again with another deputy added: only the new one is told
    expect((await put('staff', 'assign', { id: fb.id, assigneeIds: [id.deputy1, id.deputy2] })).code).toBe(0);
    const outbox = await t.db.selectFrom('systemMessageOutbox').select(['userId', 'kind', 'link', 'templateCode'])
      .where('templateCode', '=', 'renda-station-feedback-assign').where('dedupeKey', 'like', `station-feedback-assign:${fb.id}:%`).orderBy('id').execute();
    expect(outbox.map((o) => o.userId)).toEqual([id.deputy1, id.deputy2]);
    expect(outbox[0]).toMatchObject({ kind: 'stationFeedback', link: `/renda/my-station-feedback?id=${fb.id}` });
    const inbox = await t.db.selectFrom('systemNotifyMessage').select(['userId', 'templateContent'])
      .where('templateCode', '=', 'renda-station-feedback-assign').where('userId', '=', id.deputy2).execute();
    const text = inbox.find((m) => m.templateContent.includes(fb.trackingNo))?.templateContent;
    expect(text).toContain('东直门联络站');
    expect(text).toContain('矛盾纠纷');
    expect(text).toContain('路灯');
  });

  it("a feedback given to a unit is its leader's to answer, as a proposal's reply: told, listed, answered, never proposed", async () => {
    const fb = await submitted(station.both);
    const unit = await t.db.selectFrom('systemDept').select('id').where('tenantId', '=', 1).where('name', '=', '市住房和城乡建设委员会').executeTakeFirstOrThrow();
    // a unit nobody leads cannot be given anything
    const leaderless = await t.db.insertInto('systemDept').values({ tenantId: 1, name: '无负责人单位', parentId: unit.id, sort: 99, status: 0, creator: '1', updater: '1' } as never)
      .returning('id').executeTakeFirstOrThrow();
    expect(await put('staff', 'assign', { id: fb.id, handleDeptId: leaderless.id })).toMatchObject({ code: 1010010010, msg: '办理单位【无负责人单位】没有启用的负责人，无法分派' });

    expect((await put('staff', 'assign', { id: fb.id, handleDeptId: unit.id })).code).toBe(0);
    // assigned again to the same unit: its leader is not told twice
    expect((await put('staff', 'assign', { id: fb.id, handleDeptId: unit.id, remark: '请加快' })).code).toBe(0);
    const told = await t.db.selectFrom('systemMessageOutbox').select(['userId', 'link'])
      .where('templateCode', '=', 'renda-station-feedback-assign').where('dedupeKey', 'like', `station-feedback-assign:${fb.id}:%`).execute();
    expect(told).toEqual([{ userId: id.unit1, link: `/renda/my-station-feedback?id=${fb.id}` }]);

    expect((await page('unit1', {}, 'my-page')).data.list.map((r) => r.id)).toContain(fb.id);
    expect((await detail('unit1', fb.id)).data.actions).toEqual({ assign: false, reply: true, finish: false, toProposal: false });
    // another unit's leader sees nothing of it
    expect(await detail('unit2', fb.id)).toMatchObject({ code: 1010010000 });
    expect(await put('unit2', 'reply', { id: fb.id, reply: '答复' })).toMatchObject({ code: 1010010000 });
    expect(await t.call({ method: 'POST', url: `${F}/to-proposal`, token: token.unit1, payload: { id: fb.id } })).toMatchObject({ code: 1010010000 });

    expect((await put('unit1', 'reply', { id: fb.id, reply: '已安排维修，三日内完成。' })).code).toBe(0);
    expect((await put('unit1', 'finish', { id: fb.id })).code).toBe(0);
    const done = (await detail('staff', fb.id)).data;
    expect(done).toMatchObject({ status: '3', reply: '已安排维修，三日内完成。' });
    expect(done.logs.find((l: any) => l.action === 'reply')).toMatchObject({ operatorId: id.unit1 });
  });

  it('shows 超期 after the configured days without a reply, and filters by it', async () => {
    const old = await submitted(station.mine, { ageHours: 24 * 8 });
    const fresh = await submitted(station.mine, { ageHours: 1 });
    const oldReplied = await submitted(station.mine, { ageHours: 24 * 9 });
    expect((await put('staff', 'reply', { id: oldReplied.id, reply: '已答复' })).code).toBe(0);

    const overdue = (await page('staff', { overdue: 'true', stationId: String(station.mine) })).data.list.map((r) => r.id);
    expect(overdue).toContain(old.id);
    expect(overdue).not.toContain(fresh.id);
    expect(overdue).not.toContain(oldReplied.id);
    const notOverdue = (await page('staff', { overdue: 'false', stationId: String(station.mine) })).data.list.map((r) => r.id);
    expect(notOverdue).toEqual(expect.arrayContaining([fresh.id, oldReplied.id]));
    expect(notOverdue).not.toContain(old.id);
    expect((await detail('staff', old.id)).data.overdue).toBe(true);
    // the deputy's list flags it too
    expect((await page('deputy1', { overdue: 'true' }, 'my-page')).data.list.find((r) => r.id === old.id)).toMatchObject({ overdue: true });

    // ten days allowed: no longer overdue
    await t.db.updateTable('infraConfig').set({ value: '10' }).where('configKey', '=', 'renda.station-feedback.overdue-days').execute();
    try {
      expect((await page('staff', { overdue: 'true', stationId: String(station.mine) })).data.list.map((r) => r.id)).not.toContain(old.id);
    } finally {
      await t.db.updateTable('infraConfig').set({ value: '7' }).where('configKey', '=', 'renda.station-feedback.overdue-days').execute();
    }
  });
});

describe('转为建议', () => {
  it("makes a draft proposal of the assigned deputy, in their 我的建议, linked both ways, and the feedback shows the proposal's progress", async () => {
    const fb = await submitted(station.both, { content: '希望在小区附近增设公交站点\n早高峰等车时间太长', type: '1' });
    expect((await put('staff', 'assign', { id: fb.id, assigneeIds: [id.deputy1] })).code).toBe(0);
    const made = await t.call<{ proposalId: number }>({ method: 'POST', url: `${F}/to-proposal`, token: token.deputy1, payload: { id: fb.id } });
    expect(made.code, made.msg).toBe(0);
    const proposalId = made.data.proposalId;

    const mine = await t.call<{ list: any[] }>({ method: 'GET', url: '/admin-api/renda/proposal/my-page?pageNo=1&pageSize=50', token: token.deputy1 });
    expect(mine.data.list.find((p) => p.id === proposalId)).toMatchObject({ status: 0, type: '2', deputyId: id.deputy1 });
    const proposal = await t.call<any>({ method: 'GET', url: `/admin-api/renda/proposal/get?id=${proposalId}`, token: token.deputy1 });
    expect(proposal.data).toMatchObject({ stationFeedbackId: fb.id, status: 0, title: '关于希望在小区附近增设公交站点的建议' });
    expect(proposal.data.content).toContain(fb.trackingNo);
    expect(proposal.data.content).toContain('东直门联络站');
    expect(proposal.data.content).toContain('意见建议');
    expect(proposal.data.content).toContain('早高峰等车时间太长');

    const after = (await detail('deputy1', fb.id)).data;
    expect(after).toMatchObject({ proposalId, proposal: { id: proposalId, status: 0, statusLabel: '草稿' }, actions: { toProposal: false } });
    expect(after.logs.at(-1)).toMatchObject({ action: 'to-proposal', operatorId: id.deputy1 });
    expect(await t.call({ method: 'POST', url: `${F}/to-proposal`, token: token.deputy1, payload: { id: fb.id } })).toMatchObject({ code: 1010010007 });

    // submitted, the feedback shows its new state
    expect((await t.call({ method: 'PUT', url: '/admin-api/renda/proposal/submit', token: token.deputy1, payload: { id: proposalId } })).code).toBe(0);
    expect((await detail('staff', fb.id)).data.proposal).toMatchObject({ status: 1, statusLabel: '待审核' });
    // staff do not convert (it is a deputy's proposal)
    const other = await submitted(station.both);
    expect(await t.call({ method: 'POST', url: `${F}/to-proposal`, token: token.staff, payload: { id: other.id } })).toMatchObject({ code: 1010010000 });
  });
});

describe('statistics', () => {
  it('counts per station, type, status and month, the handled rate and the average time to reply, and exports them', async () => {
    const a = await submitted(station.stats, { ageHours: 2, type: '1' });
    const b = await submitted(station.stats, { ageHours: 4, type: '2' });
    await submitted(station.stats, { ageHours: 24 * 10, type: '2' });
    await submitted(station.stats, { ageHours: 3, type: '4' });
    expect((await put('staff', 'reply', { id: a.id, reply: '答复一' })).code).toBe(0);
    expect((await put('staff', 'reply', { id: b.id, reply: '答复二' })).code).toBe(0);
    expect((await put('staff', 'finish', { id: b.id })).code).toBe(0);

    const res = await t.call<any>({ method: 'GET', url: `${F}/statistics?stationId=${station.stats}`, token: token.staff });
    expect(res.code, res.msg).toBe(0);
    const s = res.data;
    expect(s).toMatchObject({ total: 4, handled: 2, finished: 1, overdue: 1, handledRate: 50 });
    expect(s.avgReplyHours).toBeCloseTo(3, 1);
    expect(s.byStation).toEqual([expect.objectContaining({ stationId: station.stats, stationName: '统计联络站', total: 4, handled: 2, handledRate: 50 })]);
    expect(s.byType).toEqual([
      { feedbackType: '1', label: '意见建议', count: 1 }, { feedbackType: '2', label: '民生诉求', count: 2 }, { feedbackType: '4', label: '政策咨询', count: 1 },
    ]);
    expect(s.byStatus).toEqual([
      { status: '0', label: '待处理', count: 2 }, { status: '1', label: '处理中', count: 0 }, { status: '2', label: '已反馈', count: 1 }, { status: '3', label: '已办结', count: 1 },
    ]);
    expect(s.byMonth.reduce((n: number, m: any) => n + m.total, 0)).toBe(4);
    expect(s.byMonth.every((m: any) => /^\d{4}-\d{2}$/.test(m.month))).toBe(true);

    // all stations together include these, and a period before them has none of them
    const everything = (await t.call<any>({ method: 'GET', url: `${F}/statistics`, token: token.staff })).data;
    expect(everything.byStation.find((r: any) => r.stationId === station.stats)).toMatchObject({ total: 4 });
    const before = (await t.call<any>({ method: 'GET', url: `${F}/statistics?stationId=${station.stats}&beginCreateTime=2000-01-01&endCreateTime=2000-12-31`, token: token.staff })).data;
    expect(before).toMatchObject({ total: 0, handledRate: null, avgReplyHours: null });

    const excel = await t.app.inject({ method: 'GET', url: `${F}/statistics/export-excel?stationId=${station.stats}`, headers: { 'tenant-id': '1', authorization: `Bearer ${token.staff}` } });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['汇总', '按联络站', '按类型', '按状态', '按月份']);
    expect(workbook.getWorksheet('按联络站')!.getRow(2).values).toEqual([undefined, '统计联络站', 4, 2, 1, 1, 50, expect.any(Number)]);
    // deputies have no statistics
    expect(await t.call({ method: 'GET', url: `${F}/statistics`, token: token.deputy1 })).toMatchObject({ code: 403 });
  });
});
