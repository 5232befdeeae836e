import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * A process form on a running process (API-CONTRACT §5.3, §5.7): a deployment keeps the form's conf and fields as
 * they were (v1.6.2 copies them into the definition), process-instance/create checks the variables against them, and
 * the detail reads them back with the values.
 */
const json = (v: unknown) => JSON.stringify(v);
const CONF = json({ form: { labelPosition: 'right' } });
const FIELDS = [
  json({ type: 'input', field: 'title', title: '事项', $required: true, validate: [{ required: true, message: '事项不能为空' }] }),
  json({ type: 'inputNumber', field: 'amount', title: '金额' }),
];

const xml = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="表单流程" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:userTask id="approve" name="审批" camunda:assignee="\${initiator}" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

describe('bpm instance with a process form', () => {
  let t: TestApp;
  let admin: string;
  let deputy: string;
  let formId: number;
  let modelId: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: Record<string, unknown>) =>
    t.call({ method, url: `/admin-api${url}`, token, payload });
  const definition = async () => (await call('GET', '/bpm/process-definition/list?suspensionState=1', admin)).data.find((d: { key: string }) => d.key === 'form_flow');
  const start = (variables: Record<string, unknown>) => call('POST', '/bpm/process-instance/create', deputy, { processDefinitionId: definitionId, variables });
  let definitionId: string;

  beforeAll(async () => {
    t = await createTestApp({ bpmJobPollMs: 0 });
    admin = (await t.login('admin', 'admin123')).accessToken;
    deputy = (await t.login('deputy1', 'deputy123')).accessToken;
    const form = await call('POST', '/bpm/form/create', admin, { name: '报销单', status: 0, conf: CONF, fields: FIELDS });
    expect(form.code, form.msg).toBe(0);
    formId = form.data;
    const model = await call('POST', '/bpm/model/create', admin, { key: 'form_flow', name: '表单流程', formType: 10, formId, bpmnXml: xml('form_flow') });
    expect(model.code, model.msg).toBe(0);
    modelId = model.data;
    const deployed = await call('POST', `/bpm/model/deploy?id=${modelId}`, admin);
    expect(deployed.code, deployed.msg).toBe(0);
    definitionId = (await definition()).id;
  });
  afterAll(async () => { await t.close(); });

  it('deploys the form with the definition: its conf and fields are listed and read with the instance', async () => {
    expect(await definition()).toMatchObject({ formType: 10, formId, formConf: CONF, formFields: FIELDS });
    const started = await start({ title: '差旅', amount: 120 });
    expect(started.code, started.msg).toBe(0);
    const instance = (await call('GET', `/bpm/process-instance/get?id=${started.data}`, deputy)).data;
    expect(instance.processDefinition).toMatchObject({ formType: 10, formConf: CONF, formFields: FIELDS });
    expect(instance.formVariables).toMatchObject({ title: '差旅', amount: 120 });
  });

  it('refuses to start with a missing required field or a value of the wrong type, and starts nothing', async () => {
    const before = (await call('GET', '/bpm/process-instance/my-page', deputy)).data.total;
    const missing = await start({ amount: 5 });
    expect([missing.code, missing.data]).toEqual([400, null]);
    expect(missing.msg).toContain('事项');
    const wrong = await start({ title: '差旅', amount: 'many' });
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toContain('金额');
    expect((await call('GET', '/bpm/process-instance/my-page', deputy)).data.total).toBe(before);
  });

  it('keeps the deployed form when the form is edited later, and deploys the edit as a new version', async () => {
    const changed = [FIELDS[0], json({ type: 'input', field: 'note', title: '备注' })];
    expect((await call('PUT', '/bpm/form/update', admin, { id: formId, name: '报销单', status: 0, conf: CONF, fields: changed })).code).toBe(0);
    expect((await definition()).formFields).toEqual(FIELDS);
    const redeployed = await call('POST', `/bpm/model/deploy?id=${modelId}`, admin);
    expect(redeployed.code, redeployed.msg).toBe(0);
    expect(await definition()).toMatchObject({ version: 2, formFields: changed });
  });

  it('refuses to deploy a process form that was deleted', async () => {
    const form = await call('POST', '/bpm/form/create', admin, { name: '临时表单', status: 0, conf: CONF, fields: FIELDS });
    const model = await call('POST', '/bpm/model/create', admin, { key: 'gone_form', name: '表单流程', formType: 10, formId: form.data, bpmnXml: xml('gone_form') });
    await t.call({ method: 'DELETE', url: `/admin-api/bpm/form/delete?id=${form.data}`, token: admin });
    const res = await call('POST', `/bpm/model/deploy?id=${model.data}`, admin);
    expect(res.code).toBe(1009002003);
  });
});
