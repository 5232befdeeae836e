import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorsFor } from '../../src/server/crud/validation.ts';
import { registerJobHandler } from '../../src/server/modules/infra/job/index.ts';
import { parseEndpoint, type Resource } from '../../src/shared/manifest/types.ts';
import { createSurvey, lifecycle } from '../support/surveyFixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

type Row = Record<string, unknown>;
/** Resources with an update endpoint, read from the manifest when the tests are collected (one test each). */
const UPDATABLE = (JSON.parse(readFileSync(new URL('../../schemas/manifest.json', import.meta.url), 'utf8')) as { resources: { name: string; endpoints: Record<string, string> }[] })
  .resources.filter((r) => r.endpoints.update).map((r) => r.name);

interface Property { type?: string; enum?: unknown[]; dict?: string; format?: string; pattern?: string; minimum?: number; maximum?: number; minLength?: number; maxLength?: number; default?: unknown }

/**
 * Issue 14, hole 4 (docs/decisions.md 32): an update changes only what it is given. For every manifest resource with
 * an update endpoint, a row is made with a value in every field it can take (none left at its default), then each
 * updatable field is changed alone ({id, field}); every other field must read back as it was.
 */
// A job names a handler the server has, one job per handler: the built-in ones are taken by the seeded jobs.
registerJobHandler({ name: 'partialTestJob', title: '测试：部分更新', async run() {
  return 'ok';
} });

describe('an update changes only what it is given', () => {
  let t: TestApp;
  let admin: string;
  /** A draft survey (for questions) and a published one (for answers). */
  let context: { draftId: number; publishedId: number; answerFor: (variant: number) => string; packageIds: number[]; mailAccountIds: number[]; formIds: number[]; smsChannelIds: number[] };

  /** Values the schema alone cannot give: patterns, references to other rows. [create, update] per field. */
  const FIXED: Record<string, Record<string, () => unknown[]>> = {
    config: { key: () => ['partial.key'] },
    dictType: { type: () => ['partial_type'] },
    dictData: { dictType: () => ['system_user_sex', 'common_status'] },
    question: {
      surveyId: () => [context.draftId],
      options: () => [[{ optionNo: 1, optionText: '甲' }, { optionNo: 2, optionText: '乙' }], [{ optionNo: 1, optionText: '丙' }]],
      questionType: () => ['radio', 'checkbox'],
      validateRule: () => ['notEmpty', ''],
    },
    answer: { surveyId: () => [context.publishedId], answerJson: () => [context.answerFor(0), context.answerFor(1)] },
    // seeded departments (办公厅, 秘书处) and posts (主任, 副主任, 秘书长) of tenant 1
    user: { username: () => ['partialuser'], password: () => ['pass1234'], deptId: () => [2, 3], postIds: () => [[1, 2], [3]], areaId: () => [6, 7] },
    // seeded areas: 1–5 the districts, 6 on their 选区 (seed/demo/deputies.ts)
    area: { parentId: () => [1, 2], code: () => ['P-1', 'P-2'] },
    role: { code: () => ['partial_role'] },
    menu: { permission: () => ['partial:menu:one', 'partial:menu:two'], parentId: () => [3, 1], type: () => [2, 1] },
    bpmModel: { key: () => ['partial_model'], bpmnXml: () => ['<definitions id="a"/>', '<definitions id="b"/>'], formId: () => context.formIds, category: () => ['1', '2'] },
    bpmForm: { fields: () => [['{"type":"input","field":"a","title":"甲"}'], ['{"type":"switch","field":"b","title":"乙"}']] },
    tenant: { username: () => ['partialboss'], packageId: () => context.packageIds, domain: () => ['partial-a.example.cn', 'https://partial-b.example.cn'], parentId: () => [1, 2] },
    // a term starts before it ends (1010012003), whichever of the two dates changes
    term: { startDate: () => [946684800000, 978307200000], endDate: () => [4070908800000, 4070995200000] },
    tenantPackage: { menuIds: () => [[1, 120], [1, 121]] },
    // demo users: 1 admin, 101/102 the demo deputies
    bpmUserGroup: { memberUserIds: () => [[1, 101], [102]] },
    // codes are unique across tenants; areas as for users
    station: { deputyIds: () => [[101], [101, 102]], code: () => ['PARTIALA', 'PARTIALB'], areaId: () => [6, 7], contactPhone: () => ['010-1234567', '020-7654321'] },
    sensitiveWord: { tags: () => [['政治'], ['广告', '其他']] },
    // the seeded LOG channel, and one made for this test
    smsTemplate: { channelId: () => context.smsChannelIds },
    // the database storage: FTP and SFTP are refused
    fileConfig: { storage: () => [1] },
    job: { handlerName: () => ['partialTestJob'], cronExpression: () => ['0 0 3 * * ?', '0 30 4 * * ?'] },
    oauth2Client: {
      clientId: () => ['partial-app'],
      redirectUris: () => [['https://a.example.test/cb'], ['https://b.example.test/cb', 'https://c.example.test/cb']],
      authorizedGrantTypes: () => [['authorization_code'], ['authorization_code', 'refresh_token']],
      scopes: () => [['user.read'], ['user.read', 'user.write']],
      autoApproveScopes: () => [['user.read'], []],
    },
    // the demo deputies; a start before its end whichever of the two changes
    activity: {
      participantIds: () => [[101], [101, 102]],
      startTime: () => [4070908800000, 4070912400000],
      endTime: () => [4070995200000, 4071081600000],
    },
    // two accounts made for this test
    mailTemplate: { code: () => ['partial_mail'], accountId: () => context.mailAccountIds },
    notifyTemplate: { code: () => ['partial_notify'] },
    socialClient: {
      code: () => ['partial-idp', 'partial-idp-b'],
      issuer: () => ['https://idp-a.example.cn', 'https://idp-b.example.cn'],
      authorizationEndpoint: () => ['https://idp-a.example.cn/auth', 'https://idp-b.example.cn/auth'],
      tokenEndpoint: () => ['https://idp-a.example.cn/token', 'https://idp-b.example.cn/token'],
      userinfoEndpoint: () => ['https://idp-a.example.cn/me', 'https://idp-b.example.cn/me'],
    },
  };
  /** Fields left out: a pair that only makes sense together (a question's show rule). */
  const SKIPPED: Record<string, string[]> = {
    question: ['showWhenQuestionId', 'showWhenOptionId'],
    // a storage's settings are rewritten for its storage and the S3 secret is masked on reads (tests/api/file.test.ts)
    fileConfig: ['config'],
    // shown as ****** whatever it holds (decision 89; tests/api/smsLogin.test.ts)
    smsChannel: ['apiSecret'],
  };
  /** Declared rules where one field decides others: the form id goes with a process form only, the paths with a custom one; a job's next run with its cron. */
  const DEPENDENT: Record<string, Record<string, string[]>> = {
    bpmModel: { formType: ['formId', 'formCustomCreatePath', 'formCustomViewPath'] },
    // a job's next run follows from its expression
    job: { cronExpression: ['nextFireTime'] },
  };
  const SERVER_SET = new Set(['updateTime', 'updater']);

  let dicts: Map<string, string[]>;
  /** Two different valid values of a field, the first differing from its default when it has one. */
  function candidates(resource: Resource, field: string, p: Property): unknown[] {
    const fixed = FIXED[resource.name]?.[field];
    if (fixed) return fixed();
    const notDefault = (values: unknown[]) => [...values.filter((v) => v !== p.default), ...values.filter((v) => v === p.default)];
    if (p.enum) return notDefault(p.enum);
    if (p.dict) return notDefault((dicts.get(p.dict) ?? []).map((v) => (p.type === 'integer' ? Number(v) : v)));
    if (p.type === 'boolean') return p.default === true ? [false, true] : [true, false];
    if (p.format === 'timestamp') return [4070908800000, 4070995200000]; // 2099: no expiry in the past
    if (p.format === 'uri') return ['https://a.example.cn', 'https://b.example.cn'];
    if (p.format === 'email') return [`${resource.name.toLowerCase()}a@example.com`, `${resource.name.toLowerCase()}b@example.com`];
    if (p.format === 'mobile') return ['13900000010', '13900000011'];
    if (p.type === 'integer' || p.type === 'number') {
      const lo = p.minimum ?? 0;
      const hi = p.maximum ?? lo + 10;
      return notDefault([lo + 1, lo + 2, lo].filter((n) => n <= hi));
    }
    if (p.type === 'string') {
      const text = (v: string) => `${field}${v}`.slice(0, p.maxLength ?? 100).padEnd(p.minLength ?? 1, v);
      return [text('甲'), text('乙')];
    }
    throw new Error(`${resource.name}.${field}: no sample value; add one to FIXED`);
  }

  const endpoint = (resource: Resource, op: 'get' | 'update' | 'create', id?: number) => {
    const { method, path } = parseEndpoint(resource.endpoints[op]!);
    const url = `/admin-api${path.replace('{id}', String(id))}`;
    return { method, url: op === 'get' && !path.includes('{id}') ? `${url}?id=${id}` : url };
  };
  const read = async (resource: Resource, id: number): Promise<Row> => {
    const res = await t.call({ ...endpoint(resource, 'get', id), token: admin });
    expect(res.code, `${resource.name} get: ${res.msg}`).toBe(0);
    return res.data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    const rows = await t.db.selectFrom('systemDictData').select(['dictType', 'value']).where('deleted', '=', false).where('status', '=', 0).orderBy('sort').execute();
    dicts = new Map();
    for (const r of rows) dicts.set(r.dictType, [...(dicts.get(r.dictType) ?? []), r.value]);
    const draft = await createSurvey(t, admin, '部分更新问卷', []);
    const published = await createSurvey(t, admin, '部分更新答卷', [{ questionName: '意见', questionType: 'input' }]);
    expect((await lifecycle(t, admin, 'publish', published.surveyId)).code).toBe(0);
    const q = published.questions[0];
    context = {
      draftId: draft.surveyId,
      publishedId: published.surveyId,
      answerFor: (variant) => JSON.stringify([{ questionId: q.id, questionType: q.questionType, optionIds: [], answerText: `回答${variant}` }]),
      packageIds: [],
      mailAccountIds: [],
      formIds: [],
      smsChannelIds: [1],
    };
    for (const name of ['部分更新表单甲', '部分更新表单乙']) {
      const form = await t.call({ method: 'POST', url: '/admin-api/bpm/form/create', token: admin, payload: { name, status: 0, conf: '{}', fields: ['{"type":"input","field":"a","title":"甲"}'] } });
      expect(form.code, form.msg).toBe(0);
      context.formIds.push(Number(form.data));
    }
    const channel = await t.call({ method: 'POST', url: '/admin-api/system/sms-channel/create', token: admin, payload: { signature: '部分更新', code: 'LOG', status: 0 } });
    expect(channel.code, channel.msg).toBe(0);
    context.smsChannelIds.push(Number(channel.data));
    for (const mail of ['partial-a@example.cn', 'partial-b@example.cn']) {
      const account = await t.call({ method: 'POST', url: '/admin-api/system/mail-account/create', token: admin, payload: { mail, username: mail, password: 'secret', host: 'smtp.example.cn', port: 465, sslEnable: true } });
      expect(account.code, account.msg).toBe(0);
      context.mailAccountIds.push(Number(account.data));
    }
    // Two tenant packages, so that a tenant's package can change.
    const packages = t.registry.all().find((r) => r.name === 'tenantPackage');
    if (packages) {
      await t.call({ ...endpoint(packages, 'create'), token: admin, payload: { name: '部分更新套餐', status: 0, menuIds: [1] } });
      const rows = await sql<{ id: number }>`select id from system_tenant_package where deleted = false order by id`.execute(t.db);
      context.packageIds = rows.rows.map((r) => Number(r.id));
    }
  });
  afterAll(() => t.close());

  it('covers every resource the server has with an update endpoint', () => {
    expect(UPDATABLE).toEqual(t.registry.all().filter((r) => r.endpoints.update).map((r) => r.name));
    expect(UPDATABLE.length).toBeGreaterThanOrEqual(11);
  });

  it.each(UPDATABLE)('%s: each field changed alone leaves the others as they were', async (name) => {
    const resource = t.registry.get(name);
    expect(resource.endpoints.update).toBeTruthy();
    const validators = validatorsFor(resource);
    const writable = (mode: 'create' | 'update') => Object.entries(validators.writableFields(mode) as Record<string, Property>)
      .filter(([field]) => !(SKIPPED[name] ?? []).includes(field));

    const body = Object.fromEntries(writable('create').map(([field, p]) => [field, candidates(resource, field, p)[0]]));
    const created = await t.call({ ...endpoint(resource, 'create'), token: admin, payload: body });
    expect(created.code, `${name} create: ${created.msg}`).toBe(0);
    const id = Number(created.data);

    for (const [field, p] of writable('update')) {
      // written, never read back: a mail account's password, a provider's secret (mail.test.ts, socialLogin.test.ts)
      if ((p as { writeOnly?: boolean }).writeOnly) continue;
      const values = candidates(resource, field, p);
      if (values.length < 2) continue;
      const before = await read(resource, id);
      const next = JSON.stringify(before[field]) === JSON.stringify(values[1]) ? values[0] : values[1];
      const res = await t.call({ ...endpoint(resource, 'update', id), token: admin, payload: { id, [field]: next } });
      expect(res.code, `${name}.${field}: ${res.msg}`).toBe(0);
      const after = await read(resource, id);
      expect(after[field], `${name}.${field} changed`).not.toEqual(before[field]);
      // derived fields (a package's name beside its id, and what hooks add undeclared: a user's yudao-style `dept`
      // object beside deptId) follow what they are derived from
      const derived = (k: string) => !(k in resource.jsonSchema.properties) ? !SERVER_SET.has(k) && !['creator', 'createTime'].includes(k)
        : Boolean((resource.jsonSchema.properties[k] as { virtual?: boolean } | undefined)?.virtual);
      const others = (row: Row) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== field && !SERVER_SET.has(k) && !derived(k) && !(DEPENDENT[name]?.[field] ?? []).includes(k)));
      expect(others(after), `${name}: updating ${field} alone`).toEqual(others(before));
    }
  });

  it('one\'s own profile: a nickname alone leaves sex, e-mail and mobile as they were', async () => {
    const deputy = (await t.login('deputy2', 'deputy123')).accessToken;
    const profile = async () => (await t.call({ method: 'GET', url: '/admin-api/system/user/profile/get', token: deputy })).data;
    const before = await profile();
    expect(before.sex).toBe(2);
    expect(await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update', token: deputy, payload: { nickname: '李秀英代表' } })).toMatchObject({ code: 0 });
    const after = await profile();
    expect(after.nickname).toBe('李秀英代表');
    expect({ ...after, nickname: before.nickname, updateTime: before.updateTime, updater: before.updater }).toEqual(before);
    expect(await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update', token: deputy, payload: { sex: 1 } })).toMatchObject({ code: 0 });
    expect(await profile()).toMatchObject({ nickname: '李秀英代表', sex: 1, email: before.email, mobile: before.mobile });
  });
});
