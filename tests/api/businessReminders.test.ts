// The reminder job (issue 33 point 3, docs/messages.md "Reminders"): an item due within the configured days is
// reminded to its person once, the overdue ones come in one digest a day to the assignee and, for proposals, to the
// liaison staff; run twice, or on two servers at once, nothing is sent twice — on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireDueJobs } from '../../src/server/modules/bpm/runtime/index.ts';
import { jobHandler } from '../../src/server/modules/infra/job/handlers/index.ts';
import { bpmn, deployed, signIn, start, type Ctx } from '../support/bpmRuntime.ts';
import { makeDocx } from '../support/docx.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { onPostgres } from '../support/testDatabase.ts';

const P = '/admin-api/renda/proposal';
const DAY = 86_400_000;
const SOON = '关于城东夜间公交加密班次的建议';
const LATE = '关于修缮城东老旧排水管网的建议';

let t: TestApp;
let c: Ctx;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let units: Record<string, number>;

/** The users' calendar date (+08:00) of an instant, as the messages write it. */
const day = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

const run = (app: TestApp = t) => jobHandler('businessReminderJob')!.run({
  db: app.db, database: app.database.handle, config: app.config, param: null, fireTime: new Date(), signal: new AbortController().signal, instanceId: 'test',
});

interface Sent {
  userId: number;
  code: string;
  text: string;
}

async function messages(codePrefix = 'renda-reminder'): Promise<Sent[]> {
  const rows = await t.db.selectFrom('systemNotifyMessage').select(['userId', 'templateCode', 'templateContent'])
    .where('templateCode', 'like', `${codePrefix}%`).orderBy('id').execute();
  return rows.map((r) => ({ userId: Number(r.userId), code: r.templateCode, text: r.templateContent }));
}

const put = (who: string, path: string, payload: object) => t.call({ method: 'PUT', url: `${P}/${path}`, token: token[who], payload });

/** A proposal of deputy1 given to 住建委 (主办, unit1) and 教育局 (协办, unit2), its 办理期限 moved to `deadline`. */
async function assignedWithDeadline(title: string, deadline: Date): Promise<number> {
  const created = await t.call({ method: 'POST', url: `${P}/create`, token: token.deputy1, payload: { title, type: '2', category: '2', content: '<p>内容</p>' } });
  const proposalId = created.data as number;
  for (const [who, path, payload] of [
    ['deputy1', 'submit', { id: proposalId }], ['staff', 'review', { id: proposalId, decision: 'accept' }],
    ['staff', 'assign', { id: proposalId, units: [{ deptId: units['市住房和城乡建设委员会'], handleType: '1' }, { deptId: units['市教育局'], handleType: '2' }] }],
  ] as const) {
    const res = await put(who, path, payload);
    expect(res.code, res.msg).toBe(0);
  }
  // the deadline as time would have brought it: the proposal's, its units', and its timer's — fired when it is past
  const { processInstanceId } = await t.db.updateTable('rendaProposal').set({ deadline }).where('id', '=', proposalId).returning('processInstanceId').executeTakeFirstOrThrow();
  await t.db.updateTable('rendaProposalUnit').set({ deadline }).where('proposalId', '=', proposalId).execute();
  await t.db.updateTable('bpmJob').set({ dueTime: deadline }).where('processInstanceId', '=', processInstanceId!).execute();
  if (deadline.getTime() < Date.now()) expect(await fireDueJobs(t.db)).toBe(1);
  return proposalId;
}

/** A designed process whose one task, deputy2's, has a boundary timer of `duration` (drawn in the designer). */
const timed = (key: string, duration: string, assignee: number) => bpmn(key, '测试流程', `
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:userTask id="approve" name="车辆调度" camunda:assignee="${assignee}" />
    <bpmn:boundaryEvent id="late" attachedToRef="approve" cancelActivity="false">
      <bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">${duration}</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />`);

beforeAll(async () => {
  t = await createTestApp({ bpmJobPollMs: 0 });
  c = await signIn(t);
  const passwords: Record<string, string> = { deputy1: 'deputy123', deputy2: 'deputy123', staff: 'staff123', unit1: 'unit123', unit2: 'unit123' };
  for (const [name, password] of Object.entries(passwords)) {
    const login = await t.login(name, password);
    token[name] = login.accessToken;
    id[name] = login.userId;
  }
  const depts = await t.db.selectFrom('systemDept').select(['id', 'name']).where('tenantId', '=', 1).execute();
  units = Object.fromEntries(depts.map((d) => [d.name, d.id]));
});
afterAll(() => t?.close());

describe('the reminder job', () => {
  it('reminds what is due within the configured days once, and digests what is overdue once a day, to the assignee and the liaison staff', async () => {
    const soonAt = new Date(Date.now() + 2 * DAY);
    await assignedWithDeadline(SOON, soonAt);
    await assignedWithDeadline(LATE, new Date(Date.now() - DAY));
    // a designed task due in two days, and one due in a month (beyond the three days of renda.reminder.days-before)
    const started = await start(c, c.admin, await deployed(c, 'car_soon', timed('car_soon', 'P2D', id.deputy2)));
    expect(started.code, started.msg).toBe(0);
    expect((await start(c, c.admin, await deployed(c, 'car_later', timed('car_later', 'P30D', id.deputy1)))).code).toBe(0);
    // deputy1's draft report of last year, due tomorrow (renda.report.due-date, the day of the following year)
    const tomorrow = new Date(Date.now() + 8 * 3_600_000 + DAY).toISOString();
    await t.db.updateTable('infraConfig').set({ value: tomorrow.slice(5, 10) }).where('configKey', '=', 'renda.report.due-date').execute();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await makeDocx({ heading: '述职', paragraph: '述职报告。', rows: [['项目', '次数']] }))]), '述职.docx');
    const fileUrl = (await t.call<string>({ method: 'POST', url: '/admin-api/infra/file/upload', token: token.deputy1, payload: form as never })).data;
    const year = String(Number(tomorrow.slice(0, 4)) - 1);
    const report = await t.call({ method: 'POST', url: '/admin-api/renda/report/create', token: token.deputy1, payload: { year, dutiesType: '3', title: '向城东选民述职', fileUrl } });
    expect(report.code, report.msg).toBe(0);

    const result = await run();
    expect(result).toMatch(/^到期提醒 \d+ 项，逾期汇总 \d+ 人，联络员汇总 \d+ 人（提前 3 天）$/);
    const sent = await messages();

    // due soon: each of the proposal's units, the designed task's assignee, the report's deputy — once each
    const due = sent.filter((m) => m.code === 'renda-reminder-due');
    const soon = due.filter((m) => m.text.includes(SOON));
    expect(soon.map((m) => m.userId).sort()).toEqual([id.unit1, id.unit2].sort());
    expect(soon[0].text).toBe(`您的待办【单位办理】建议：${SOON}将于${day(soonAt)}到期，请及时办理。`);
    const car = due.filter((m) => m.text.includes('车辆调度'));
    expect(car.map((m) => m.userId)).toEqual([id.deputy2]);
    expect(car[0].text).toMatch(/^您的待办【车辆调度】测试流程.*将于\d{4}-\d{2}-\d{2}到期，请及时办理。$/);
    const reportDue = due.filter((m) => m.text.includes('向城东选民述职'));
    expect(reportDue.map((m) => m.userId)).toEqual([id.deputy1]);
    expect(reportDue[0].text).toBe(`您的待办【提交报告】${year}年度向选民述职报告《向城东选民述职》将于${tomorrow.slice(0, 10)}到期，请及时办理。`);
    expect(due.some((m) => m.userId === id.deputy1 && m.text.includes('车辆调度'))).toBe(false);

    // overdue: one digest to each unit with the late proposal in it, one to the liaison staff naming who has not replied
    const digests = sent.filter((m) => m.code === 'renda-reminder-overdue');
    for (const unit of [id.unit1, id.unit2]) {
      const mine = digests.filter((m) => m.userId === unit);
      expect(mine).toHaveLength(1);
      expect(mine[0].text).toMatch(new RegExp(`^您有\\d+项待办已逾期：.*建议：${LATE}【单位办理】（\\d{4}-\\d{2}-\\d{2}到期）.*。请尽快办理。$`));
    }
    expect(digests.some((m) => m.text.includes(SOON))).toBe(false);
    const staffDigest = sent.filter((m) => m.code === 'renda-reminder-overdue-staff');
    expect(staffDigest.map((m) => m.userId)).toEqual([id.staff]);
    expect(staffDigest[0].text).toContain(`《${LATE}》（市住房和城乡建设委员会、市教育局未答复）`);

    // run again the same day (执行一次 beside the schedule, a retry): nothing new
    await run();
    expect(await messages()).toEqual(sent);
  });

  it('two runs at once — two servers on PostgreSQL, two executions on PGlite — send each reminder once', async () => {
    const title = '关于两台服务器只提醒一次的建议';
    await assignedWithDeadline(title, new Date(Date.now() + DAY));
    const before = (await messages()).length;
    const other = onPostgres() ? await createTestApp({ bpmJobPollMs: 0 }, { ...t.database, handle: await t.database.reopen() }) : t;
    try {
      await Promise.all([run(t), run(other)]);
    } finally {
      if (other !== t) await other.app.close();
    }
    const sent = (await messages()).slice(before);
    expect(sent.map((m) => [m.userId, m.code]).sort()).toEqual([[id.unit1, 'renda-reminder-due'], [id.unit2, 'renda-reminder-due']].sort());
    expect(sent.every((m) => m.text.includes(title))).toBe(true);
  });

  it('refuses a wrong parameter with what to fix', async () => {
    await t.db.updateTable('infraConfig').set({ value: '三天' }).where('configKey', '=', 'renda.reminder.days-before').execute();
    try {
      await expect(run()).rejects.toThrow('参数【renda.reminder.days-before】应为 0 到 365 的天数');
    } finally {
      await t.db.updateTable('infraConfig').set({ value: '3' }).where('configKey', '=', 'renda.reminder.days-before').execute();
    }
  });

  it('is shipped enabled, every morning', async () => {
    const job = await t.db.selectFrom('infraJob').select(['name', 'status', 'cronExpression']).where('handlerName', '=', 'businessReminderJob').executeTakeFirstOrThrow();
    expect(job).toEqual({ name: '到期提醒和逾期汇总', status: 1, cronExpression: '0 0 8 * * ?' });
  });
});
