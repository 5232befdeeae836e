// The workflow runtime's API tests (bpmRuntime*.test.ts): models drawn as BPMN text, deployed, started and decided
// through the routes a client calls.
import { expect } from 'vitest';
import { createTestApp, type TestApp } from './testApp.ts';
import { createTestDatabase } from './testDatabase.ts';

/** A camunda-prefixed BPMN document with one process; `body` is the flow between start and end. */
export function bpmn(key: string, name: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="start" />
    ${body}
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;
}

/** start → one user task for `assignee` → end. */
export const oneStep = (key: string, name: string, assignee: string) => bpmn(key, name, `
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:userTask id="approve" name="领导审批" camunda:assignee="${assignee}" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />`);

/** start → a countersign (会签) of `${signers}`, complete at two approvals → `after` (from the task `sign`). */
export const countersign = (key: string, after: string) => bpmn(key, '测试流程', `
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="sign" />
    <bpmn:userTask id="sign" name="会签" camunda:assignee="\${assignee}">
      <bpmn:multiInstanceLoopCharacteristics isSequential="false" camunda:collection="\${signers}" camunda:elementVariable="assignee">
        <bpmn:completionCondition xsi:type="bpmn:tFormalExpression">\${nrOfApproved &gt;= 2}</bpmn:completionCondition>
      </bpmn:multiInstanceLoopCharacteristics>
    </bpmn:userTask>
    ${after}`);

export const MANUAL_JOBS = { bpmJobPollMs: 0 };

const BUSINESS_FORM = { formType: 20, formCustomCreatePath: '/bpm/oa/leave/create', formCustomViewPath: '/bpm/oa/leave/detail' };

export interface Ctx { t: TestApp; admin: string; deputy1: { token: string; id: number }; deputy2: { token: string; id: number } }

export async function signIn(t: TestApp): Promise<Ctx> {
  const admin = (await t.login('admin', 'admin123')).accessToken;
  const d1 = await t.login('deputy1', 'deputy123');
  const d2 = await t.login('deputy2', 'deputy123');
  return { t, admin, deputy1: { token: d1.accessToken, id: d1.userId }, deputy2: { token: d2.accessToken, id: d2.userId } };
}

export async function createModel(c: Ctx, key: string, name: string, xml: string, form: Record<string, unknown> = BUSINESS_FORM): Promise<number> {
  const res = await c.t.call({ method: 'POST', url: '/admin-api/bpm/model/create', token: c.admin, payload: { key, name, ...form, bpmnXml: xml } });
  expect(res.code, res.msg).toBe(0);
  return Number(res.data);
}

export const deploy = (c: Ctx, id: number) => c.t.call({ method: 'POST', url: `/admin-api/bpm/model/deploy?id=${id}`, token: c.admin });

export async function deployed(c: Ctx, key: string, xml: string, name = '测试流程'): Promise<string> {
  const id = await createModel(c, key, name, xml);
  const res = await deploy(c, id);
  expect(res.code, res.msg).toBe(0);
  const list = await c.t.call({ method: 'GET', url: '/admin-api/bpm/process-definition/list?suspensionState=1', token: c.admin });
  return list.data.find((d: { key: string }) => d.key === key).id;
}

export const start = (c: Ctx, token: string, processDefinitionId: string, variables: Record<string, unknown> = {}) =>
  c.t.call({ method: 'POST', url: '/admin-api/bpm/process-instance/create', token, payload: { processDefinitionId, variables } });

export const tasksOf = async (c: Ctx, token: string, instanceId: string) =>
  (await c.t.call({ method: 'GET', url: `/admin-api/bpm/task/list-by-process-instance-id?processInstanceId=${instanceId}`, token })).data;

export const instanceOf = async (c: Ctx, token: string, id: string) => (await c.t.call({ method: 'GET', url: `/admin-api/bpm/process-instance/get?id=${id}`, token })).data;

export const act = (c: Ctx, token: string, action: 'approve' | 'reject', id: string, reason = '同意') =>
  c.t.call({ method: 'PUT', url: `/admin-api/bpm/task/${action}`, token, payload: { id, reason } });

/**
 * Two servers on one new database (PostgreSQL), timers left to the test: `one` with the usual users signed in, `other`
 * bare; both closed and the database dropped after `work`.
 */
export async function onTwoServers(work: (one: Ctx, other: TestApp) => Promise<void>): Promise<void> {
  const database = await createTestDatabase();
  const one = await signIn(await createTestApp(MANUAL_JOBS, database));
  const other = await createTestApp(MANUAL_JOBS, { ...database, handle: await database.reopen() });
  try {
    await work(one, other);
  } finally {
    await other.app.close();
    await one.t.app.close();
    await database.drop();
  }
}
