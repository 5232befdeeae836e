import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantScope } from '../../src/server/db/tenantScope.ts';
import { syncAllDutySources } from '../../src/server/modules/renda/dutyRecord/dutySources.ts';
import { makeDocx } from '../support/docx.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The record of duty (issue 36 points 3 and 5, docs/duty-record.md): each source's command puts its items in the
 * deputy's record and takes them out again (an approved registration in, a returned one not; a submitted proposal for
 * its lead and co-signers; a check-in in, a marked absence out; answers, reports, station feedback, receptions); the
 * record is per year or per term; a deputy reads only their own, the staff their tenant's; the report's draft and the
 * Word and PDF exports carry the record; the backfill derives the same items as the commands.
 */
describe('duty record', () => {
  let t: TestApp;
  let staff: string;
  let deputy1: { accessToken: string; userId: number };
  let deputy2: { accessToken: string; userId: number };
  let admin2: string;
  const MIN = 60_000;
  const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
  const centre = { longitude: 116.4321, latitude: 39.9402 };

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await t.login('staff', 'staff123')).accessToken;
    deputy1 = await t.login('deputy1', 'deputy123');
    deputy2 = await t.login('deputy2', 'deputy123');
    admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
  });
  afterAll(async () => t.close());

  const record = (token: string, query: Record<string, string | number> = {}, tenantId?: number) =>
    t.call<any>({ method: 'GET', url: `/admin-api/renda/duty-record/get?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, token, tenantId });
  const itemsOf = async (token: string, query: Record<string, string | number> = {}) => {
    const res = await record(token, query);
    expect(res.code, res.msg).toBe(0);
    return res.data.items as { kind: string; title: string; sourceId: number; link: string; dutyTypeLabel: string | null }[];
  };
  const call = async <T = any>(method: string, url: string, token: string, payload?: unknown) => {
    const res = await t.call<T>({ method: method as never, url: `/admin-api${url}`, token, payload: payload as never });
    expect(res.code, `${url}: ${res.msg}`).toBe(0);
    return res.data;
  };
  async function upload(token: string, content: Buffer, name: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    return call<string>('POST', '/infra/file/upload', token, form);
  }

  it('an approved registration is in the record with its kind and type; a returned one is not', async () => {
    const duty = { dutyType: '5', dutyDate: Date.now() - 60 * MIN, address: '城东街道幸福里社区', content: '走访独居老人 12 户。' };
    const approved = await call<number>('POST', '/renda/duty-register/create', deputy1.accessToken, { ...duty, title: '走访独居老人（档案）' });
    const returned = await call<number>('POST', '/renda/duty-register/create', deputy1.accessToken, { ...duty, title: '参加议事会（档案）' });
    expect((await itemsOf(deputy1.accessToken)).some((i) => i.sourceId === approved && i.kind === '2')).toBe(false);
    await call('PUT', '/renda/duty-register/review', staff, { id: approved, decision: 'approve' });
    await call('PUT', '/renda/duty-register/review', staff, { id: returned, decision: 'return', reason: '缺少照片' });
    const items = await itemsOf(deputy1.accessToken);
    expect(items.find((i) => i.kind === '2' && i.sourceId === approved)).toMatchObject({
      title: '走访独居老人（档案）', dutyTypeLabel: '接待选民', link: `/renda/my-duty-register?id=${approved}`,
    });
    expect(items.some((i) => i.sourceId === returned && i.kind === '2')).toBe(false);
    // the staff's view of the same record links to their page
    const asStaff = (await record(staff, { deputyId: deputy1.userId })).data;
    expect(asStaff.items.find((i: any) => i.kind === '2' && i.sourceId === approved).link).toBe(`/renda/duty-register?id=${approved}`);
    expect(asStaff.kinds.find((k: any) => k.kind === '2').count).toBeGreaterThanOrEqual(1);
  });

  it('a submitted proposal is in the record of its lead and its co-signer, a draft is not, and a deleted draft never was', async () => {
    const proposal = await call<number>('POST', '/renda/proposal/create', deputy1.accessToken, {
      title: '关于增设城东公交站点的建议（档案）', type: '2', category: '2', content: '<p>城东新区缺少公交站点</p>', cosignerIds: [deputy2.userId],
    });
    expect((await itemsOf(deputy1.accessToken)).some((i) => i.sourceId === proposal)).toBe(false);
    await call('PUT', '/renda/proposal/submit', deputy1.accessToken, { id: proposal });
    expect((await itemsOf(deputy1.accessToken)).find((i) => i.sourceId === proposal)).toMatchObject({ kind: '3', link: `/proposal/detail?id=${proposal}` });
    expect((await itemsOf(deputy2.accessToken)).find((i) => i.sourceId === proposal)).toMatchObject({ kind: '4', title: '关于增设城东公交站点的建议（档案）' });

    const draft = await call<number>('POST', '/renda/proposal/create', deputy1.accessToken, { title: '草稿不计入', type: '2', content: '<p>x</p>' });
    await call('DELETE', `/renda/proposal/delete?id=${draft}`, deputy1.accessToken);
    expect((await itemsOf(deputy1.accessToken)).some((i) => i.sourceId === draft)).toBe(false);

    // a returned proposal's co-signer removed while revising leaves the record at the resubmission
    await call('PUT', '/renda/proposal/review', staff, { id: proposal, decision: 'return', reason: '请补充站点位置' });
    await call('PUT', '/renda/proposal/update', deputy1.accessToken, { id: proposal, cosignerIds: [] });
    expect((await itemsOf(deputy2.accessToken)).some((i) => i.sourceId === proposal)).toBe(false);
    expect((await itemsOf(deputy1.accessToken)).some((i) => i.sourceId === proposal && i.kind === '3')).toBe(true);
  });

  it('a check-in is in the record; an absence marked by the staff takes it out; the activity renamed renames it', async () => {
    const now = Date.now();
    const id = await call<number>('POST', '/renda/activity/create', staff, {
      title: '视察养老服务中心（档案）', activityType: '1', organizerType: '2', startTime: now + 10 * MIN, endTime: now + 120 * MIN,
      address: '城东区养老服务中心', ...centre, checkinRadius: 500, participantIds: [deputy1.userId],
    });
    await call('PUT', '/renda/activity/check-in', deputy1.accessToken, { id, longitude: centre.longitude + 0.001, latitude: centre.latitude });
    expect((await itemsOf(deputy1.accessToken)).find((i) => i.sourceId === id && i.kind === '1')).toMatchObject({ title: '视察养老服务中心（档案）', dutyTypeLabel: '视察' });
    await call('PUT', '/renda/activity/update', staff, { id, title: '视察城东养老服务中心（档案）' });
    expect((await itemsOf(deputy1.accessToken)).find((i) => i.sourceId === id && i.kind === '1')?.title).toBe('视察城东养老服务中心（档案）');
    await call('PUT', '/renda/activity/attendance', staff, { id, userId: deputy1.userId, present: false, reason: '签到后离场' });
    expect((await itemsOf(deputy1.accessToken)).some((i) => i.sourceId === id && i.kind === '1')).toBe(false);
    await call('PUT', '/renda/activity/attendance', staff, { id, userId: deputy1.userId, present: true, reason: '核实后补登' });
    expect((await itemsOf(deputy1.accessToken)).some((i) => i.sourceId === id && i.kind === '1')).toBe(true);
    await call('DELETE', `/renda/activity/delete?id=${id}`, staff);
    expect((await itemsOf(deputy1.accessToken)).some((i) => i.sourceId === id && i.kind === '1')).toBe(false);
  });

  it('a survey answered and a report submitted are in the record; a report returned leaves it', async () => {
    const surveyId = await call<number>('POST', '/renda/survey/create', staff, { surveyName: '履职档案问卷', surveyType: '2', status: '0' });
    await call('POST', '/renda/question/create', staff, { surveyId, questionNo: 1, questionName: '您是否满意？', questionType: 'radio', options: [{ optionNo: 1, optionText: '满意' }] });
    await call('PUT', `/renda/survey/publish/${surveyId}`, staff);
    const [question] = await call<any[]>('GET', `/renda/question/list/${surveyId}`, staff);
    const answerJson = JSON.stringify([{ questionId: question.id, questionType: 'radio', optionIds: [question.options[0].id] }]);
    await call('POST', '/renda/answer/create', deputy1.accessToken, { surveyId, answerJson });
    expect((await itemsOf(deputy1.accessToken)).find((i) => i.kind === '5' && i.title === '履职档案问卷')?.link).toBe(`/my-answer?surveyId=${surveyId}`);

    const docx = await makeDocx({ heading: '履职报告', paragraph: '本年度履职情况如下。', rows: [['项目', '次数'], ['视察', '3']] });
    const fileUrl = await upload(deputy1.accessToken, docx, '报告.docx');
    const report = await call<number>('POST', '/renda/report/create', deputy1.accessToken, { year: '2024', dutiesType: '2', title: '专题履职报告（档案）', fileUrl });
    await call('PUT', '/renda/report/submit', deputy1.accessToken, { id: report });
    expect((await itemsOf(deputy1.accessToken)).find((i) => i.sourceId === report && i.kind === '6')).toMatchObject({ title: '专题履职报告（档案）' });
    await call('PUT', '/renda/report/review', staff, { id: report, decision: 'return', opinion: '请补充数据' });
    expect((await itemsOf(deputy1.accessToken)).some((i) => i.sourceId === report && i.kind === '6')).toBe(false);
  });

  it('is read per year and per term, with the deputy\'s 连任状态 and the year\'s score', async () => {
    const thisYear = (await record(deputy1.accessToken, { year })).data;
    expect(thisYear).toMatchObject({ year, byTerm: false, deputy: { id: deputy1.userId, nickname: '张建国' } });
    expect(thisYear.total).toBeGreaterThan(0);
    expect(thisYear.score).toMatchObject({ score: expect.any(Number) });
    expect((await record(deputy1.accessToken, { year: year - 20 })).data).toMatchObject({ total: 0, items: [] });

    const terms = await call<any[]>('GET', '/renda/duty-record/terms', deputy1.accessToken);
    const current = terms.find((x) => x.isCurrent);
    expect(current).toMatchObject({ name: '第十四届' });
    const byTerm = (await record(deputy1.accessToken, { termId: current.id })).data;
    expect(byTerm).toMatchObject({ byTerm: true, year: null, term: { name: '第十四届' } });
    expect(byTerm.total).toBe(thisYear.total);
    const previous = terms.find((x) => x.name === '第十三届');
    expect((await record(deputy1.accessToken, { termId: previous.id })).data.total).toBe(0);
    expect((await record(deputy1.accessToken, { termId: 999999 })).code).toBe(1010012001);

    // the deputy's 连任状态 from their account
    await t.db.updateTable('systemUsers').set({ reappointmentStatus: '1' }).where('id', '=', deputy1.userId).execute();
    expect((await record(deputy1.accessToken)).data.deputy).toMatchObject({ reappointmentStatus: '1', reappointmentStatusLabel: expect.any(String) });
  });

  it('a deputy reads only their own record; the staff their tenant\'s; another tenant finds no such deputy', async () => {
    expect((await record(deputy1.accessToken, { deputyId: deputy2.userId })).code).toBe(1010012000);
    expect((await record(deputy1.accessToken, { deputyId: deputy1.userId })).code).toBe(0);
    expect((await record(staff, { deputyId: deputy2.userId })).code).toBe(0);
    expect((await record(admin2, { deputyId: deputy1.userId }, 2)).code).toBe(1010012000);
    const guest = (await t.login('guest', 'guest123')).accessToken;
    expect((await record(guest)).code).toBe(403);
  });

  it('drafts the annual report from the record, and exports it as a real Word document and a PDF', async () => {
    const draft = await call<{ content: string }>('GET', `/renda/duty-record/report-draft?year=${year}`, deputy1.accessToken);
    expect(draft.content).toContain('张建国代表');
    expect(draft.content).toContain('二、');
    expect(draft.content).toContain('走访独居老人（档案）');

    const word = await t.app.inject({ method: 'GET', url: `/admin-api/renda/duty-record/export?format=docx&deputyId=${deputy1.userId}&year=${year}`, headers: { authorization: `Bearer ${staff}`, 'tenant-id': '1' } });
    expect(word.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(word.rawPayload);
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain('张建国');
    expect(xml).toContain('走访独居老人（档案）');

    const pdf = await t.app.inject({ method: 'GET', url: `/admin-api/renda/duty-record/export?format=pdf&year=${year}`, headers: { authorization: `Bearer ${deputy1.accessToken}`, 'tenant-id': '1' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    // the draft as a Word document is a file the report takes (sniffed as .docx on upload)
    const draftDocx = await t.app.inject({ method: 'GET', url: `/admin-api/renda/duty-record/report-draft?format=docx&year=${year}`, headers: { authorization: `Bearer ${deputy1.accessToken}`, 'tenant-id': '1' } });
    const fileUrl = await upload(deputy1.accessToken, draftDocx.rawPayload, '初稿.docx');
    expect(await call<number>('POST', '/renda/report/create', deputy1.accessToken, { year: '2025', dutiesType: '1', title: '初稿', fileUrl })).toBeGreaterThan(0);
  });

  it('a stationed deputy checks in a reception at their station once a day; too far is refused with the distance', async () => {
    const stations = await call<any[]>('GET', '/renda/duty-record/my-stations', deputy1.accessToken);
    let station = stations[0];
    if (!station) return expect.unreachable('the demo stations deputy1 at a station');
    await t.db.updateTable('rendaStation').set({ longitude: centre.longitude, latitude: centre.latitude }).where('id', '=', station.id).execute();
    const far = await t.call({ method: 'PUT', url: '/admin-api/renda/duty-record/reception-check-in', token: deputy1.accessToken, payload: { stationId: station.id, longitude: centre.longitude + 0.1, latitude: centre.latitude } });
    expect(far.code).toBe(1010012012);
    expect(far.msg).toMatch(/^您距联络站 \d+ 米，超出接待签到范围 500 米$/);
    const done = await call<{ id: number }>('PUT', '/renda/duty-record/reception-check-in', deputy1.accessToken, { stationId: station.id, ...centre });
    expect((await t.call({ method: 'PUT', url: '/admin-api/renda/duty-record/reception-check-in', token: deputy1.accessToken, payload: { stationId: station.id, ...centre } })).code).toBe(1010012013);
    station = (await call<any[]>('GET', '/renda/duty-record/my-stations', deputy1.accessToken)).find((s) => s.id === station.id);
    expect(station.checkinTime).not.toBeNull();
    expect((await itemsOf(deputy1.accessToken)).find((i) => i.kind === '7' && i.sourceId === done.id)?.title).toContain('接待选民');
    expect((await t.call({ method: 'PUT', url: '/admin-api/renda/duty-record/reception-check-in', token: deputy2.accessToken, payload: { stationId: station.id, ...centre } })).code).toBe(1010012010);
  });

  it('the backfill derives exactly the items the commands wrote', async () => {
    const before = await t.db.selectFrom('rendaDutyItem').select(['kind', 'sourceId', 'deputyId', 'title', 'year']).where('tenantId', '=', 1)
      .orderBy('kind').orderBy('sourceId').orderBy('deputyId').execute();
    const scores = await t.db.selectFrom('rendaDutyScore').select(['deputyId', 'year', 'itemCount']).where('tenantId', '=', 1).where('itemCount', '>', 0)
      .orderBy('deputyId').orderBy('year').execute();
    await syncAllDutySources(new TenantScope(t.db, 1));
    expect(await t.db.selectFrom('rendaDutyItem').select(['kind', 'sourceId', 'deputyId', 'title', 'year']).where('tenantId', '=', 1)
      .orderBy('kind').orderBy('sourceId').orderBy('deputyId').execute()).toEqual(before);
    expect(await t.db.selectFrom('rendaDutyScore').select(['deputyId', 'year', 'itemCount']).where('tenantId', '=', 1).where('itemCount', '>', 0)
      .orderBy('deputyId').orderBy('year').execute()).toEqual(scores);
    // the demo's proposals are in their deputies' records
    expect(before.some((i) => i.kind === '3')).toBe(true);
  });
});
