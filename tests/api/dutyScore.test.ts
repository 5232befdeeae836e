import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantScope } from '../../src/server/db/tenantScope.ts';
import { DutyKind, replaceDutyItems } from '../../src/server/modules/renda/dutyRecord/dutyItems.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The duty score (issue 36 point 4, docs/duty-score.md): a year's score follows the staff's rules and their caps, a
 * rule changed, disabled or deleted rescores at once; the level follows the thresholds of 参数配置; an adjustment
 * needs a reason, says who made it and when, and moves the score.
 */
describe('duty score', () => {
  let t: TestApp;
  let staff: { accessToken: string; userId: number };
  let deputy: { accessToken: string; userId: number };
  let admin: string;
  const year = 2032; // a year no seeded duty falls in
  let source = 7000;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.login('staff', 'staff123');
    deputy = await t.login('deputy1', 'deputy123');
    admin = (await t.login('admin', 'admin123')).accessToken;
  });
  afterAll(async () => t.close());

  const call = <T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = staff.accessToken) =>
    t.call<T>({ method, url: `/admin-api${url}`, payload, token });
  /** `count` items of a kind for the deputy in the year, one source each (as a source's command writes them) */
  const give = (kind: DutyKind, count: number, dutyType?: string) => new TenantScope(t.db, 1).transaction(async (scope) => {
    for (let i = 0; i < count; i++) {
      source += 1;
      await replaceDutyItems(scope, { kind, sourceId: source }, [{ deputyId: deputy.userId, title: `第${source}项`, dutyDate: new Date(Date.UTC(year, 4, 1 + i, 3)), dutyType }]);
    }
  });
  const mine = async () => {
    const page = await call<{ list: any[] }>('GET', `/renda/duty-record/ranking?year=${year}&nickname=张建国&pageSize=10`);
    expect(page.code, page.msg).toBe(0);
    return page.data.list.find((r) => r.deputyId === deputy.userId);
  };
  const rules = async () => (await call<{ list: any[] }>('GET', '/renda/duty-score-rule/page?pageNo=1&pageSize=50')).data.list;
  const ruleOf = async (kind: string, dutyType = '') => (await rules()).find((r) => r.kind === kind && (r.dutyType ?? '') === dutyType);

  it('starts every tenant with the default rules', async () => {
    const list = await rules();
    expect(list.map((r) => [r.kind, r.points, r.yearCap])).toEqual(expect.arrayContaining([['1', 2, 40], ['3', 5, 30], ['6', 10, null]]));
    const other = await t.db.selectFrom('rendaDutyScoreRule').select('kind').where('tenantId', '=', 2).where('deleted', '=', false).execute();
    expect(other).toHaveLength(8);
  });

  it('scores by the rules within each yearly cap', async () => {
    await give(DutyKind.ACTIVITY, 25, '2'); // 25 × 2 = 50, capped at 40
    await give(DutyKind.PROPOSAL_LEAD, 3); // 3 × 5
    expect(await mine()).toMatchObject({ points: 55, score: 55, itemCount: 28, adjust: 0 });
  });

  it('rescores the tenant when a rule is created, changed, disabled or deleted', async () => {
    const lead = await ruleOf('3');
    expect((await call('PUT', '/renda/duty-score-rule/update', { id: lead.id, points: 4 })).code).toBe(0);
    expect((await mine()).points).toBe(40 + 12);
    expect((await call('PUT', '/renda/duty-score-rule/update', { id: lead.id, status: 1 })).code).toBe(0);
    expect((await mine()).points).toBe(40);

    // a rule for one 履职活动类型 beside the kind's: its own points and cap
    const typed = await call<number>('POST', '/renda/duty-score-rule/create', { kind: '1', dutyType: '2', points: 3, yearCap: 60 });
    expect(typed.code, typed.msg).toBe(0);
    expect((await mine()).points).toBe(60);
    expect((await call('DELETE', `/renda/duty-score-rule/delete?id=${typed.data}`)).code).toBe(0);
    expect((await mine()).points).toBe(40);
    expect((await call('PUT', '/renda/duty-score-rule/update', { id: lead.id, status: 0, points: 5 })).code).toBe(0);
    expect((await mine()).points).toBe(55);
  });

  it('refuses a type on a kind without types, and a second rule for one kind and type', async () => {
    expect(await call('POST', '/renda/duty-score-rule/create', { kind: '3', dutyType: '2', points: 1 }))
      .toMatchObject({ code: 1010012102, msg: '只有“参加履职活动”和“履职登记”可以按履职类型计分，【领衔提出建议】请不要选择履职类型' });
    expect(await call('POST', '/renda/duty-score-rule/create', { kind: '3', points: 1 })).toMatchObject({ code: 1010012101, msg: '该履职类别（及履职类型）已有计分规则' });
    expect((await call('POST', '/renda/duty-score-rule/create', { kind: '9', points: 1 })).code).not.toBe(0);
    // a deputy does not set rules
    expect((await call('POST', '/renda/duty-score-rule/create', { kind: '2', dutyType: '1', points: 1 }, deputy.accessToken)).code).toBe(403);
  });

  it('gives the level by the thresholds of 参数配置, and moves it when they change', async () => {
    expect((await mine()).level).toBe(4); // 55 < 60: 不合格
    const config = (await call<{ list: any[] }>('GET', '/infra/config/page?pageNo=1&pageSize=10&key=renda.duty.score-levels', undefined, admin)).data.list[0];
    expect(config).toMatchObject({ value: '90,75,60' });
    const set = (value: string) => call('PUT', '/infra/config/update', { ...config, value }, admin);
    expect(await set('50,40,30')).toMatchObject({ code: 0 });
    expect((await mine()).level).toBe(1);
    expect(await set('56,55,30')).toMatchObject({ code: 0 });
    expect((await mine()).level).toBe(2);
    // from high to low, three of them: anything else is refused and the thresholds stay
    for (const bad of ['30,40,50', '90,75', 'a,b,c']) {
      expect(await set(bad)).toMatchObject({ code: 1010012103 });
    }
    expect((await mine()).level).toBe(2);
    expect(await set('90,75,60')).toMatchObject({ code: 0 });
  });

  it('adjusts a score only with a reason, says who and when, and withdraws it', async () => {
    const adjust = (body: object, token?: string) => call<number>('POST', '/renda/duty-score-adjust/create', { deputyId: deputy.userId, year, ...body }, token);
    expect(await adjust({ points: 5 })).toMatchObject({ code: 1010012104, msg: '请填写调整理由' });
    expect(await adjust({ points: 5, reason: '   ' })).toMatchObject({ code: 1010012104 });
    expect(await adjust({ points: 0, reason: '无' })).toMatchObject({ code: 1010012105 });
    expect((await adjust({ points: 101, reason: '过多' })).code).not.toBe(0);
    expect((await adjust({ points: 5, reason: 'x'.repeat(201) })).code).not.toBe(0);
    expect((await adjust({ points: 5, reason: '带队视察' }, deputy.accessToken)).code).toBe(403);
    expect(await adjust({ points: 5, reason: '非代表' , deputyId: staff.userId })).toMatchObject({ code: 1010012107 });

    const before = Date.now();
    const created = await adjust({ points: '7.5', reason: '牵头组织代表小组专题调研' });
    expect(created.code, created.msg).toBe(0);
    expect(await mine()).toMatchObject({ points: 55, adjust: 7.5, score: 62.5, level: 3 });
    const page = await call<{ list: any[]; total: number }>('GET', `/renda/duty-score-adjust/page?pageNo=1&pageSize=10&deputyId=${deputy.userId}&year=${year}`);
    expect(page.data.total).toBe(1);
    expect(page.data.list[0]).toMatchObject({ id: created.data, points: 7.5, reason: '牵头组织代表小组专题调研', deputyName: '张建国', creatorName: '王联络' });
    expect(page.data.list[0].createTime).toBeGreaterThanOrEqual(before - 5000);
    // and the operation log has the call, with its reason
    await expect.poll(async () => (await t.db.selectFrom('systemOperateLog').select(['javaMethodArgs', 'resultCode'])
      .where('userId', '=', staff.userId).where('requestUrl', 'like', '%/renda/duty-score-adjust/create%').where('resultCode', '=', 0).execute())
      .map((r) => r.javaMethodArgs).join(), { timeout: 5000 }).toContain('牵头组织代表小组专题调研');

    expect((await call('DELETE', `/renda/duty-score-adjust/delete?id=${created.data}`, undefined, deputy.accessToken)).code).toBe(403);
    expect((await call('DELETE', `/renda/duty-score-adjust/delete?id=${created.data}`)).code).toBe(0);
    expect(await mine()).toMatchObject({ adjust: 0, score: 55 });
    expect((await call('DELETE', `/renda/duty-score-adjust/delete?id=${created.data}`)).code).toBe(1010012106);
    // the withdrawn one stays as the audit: who withdrew it
    const row = await t.db.selectFrom('rendaDutyScoreAdjust').selectAll().where('id', '=', created.data).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ deleted: true, creator: String(staff.userId), updater: String(staff.userId) });
  });
});
