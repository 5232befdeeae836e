import { expect, type APIRequestContext } from '@playwright/test';
import { apiAs } from './session.ts';

/**
 * The approval operations' process (issue 37): 填报 by the starter → 部门审批 by 王联络 (staff) → 分管领导审批 by 李秀英
 * (deputy2), deployed under `key` and `name`; deputy1 (张建国) starts it and fills it in, so it waits at 部门审批.
 * Gives the instance and the administrator's API.
 */
export async function startedAtDept(request: APIRequestContext, key: string, name: string) {
  const admin = await apiAs(request);
  const idOf = async (username: string) => (await admin<{ list: { id: number }[] }>('GET', `/system/user/page?username=${username}`)).list[0]!.id;
  const modelId = await admin<number>('POST', '/bpm/model/create', {
    key, name, category: '1', formType: 20, formCustomCreatePath: '/x/create', formCustomViewPath: '/x/detail', bpmnXml: threeSteps(key, name, await idOf('staff'), await idOf('deputy2')),
  });
  await admin('POST', `/bpm/model/deploy?id=${modelId}`);
  const deputy = await apiAs(request, 'deputy1', 'deputy123');
  const definition = (await deputy<{ id: string; key: string }[]>('GET', '/bpm/process-definition/list?suspensionState=1')).find((d) => d.key === key);
  expect(definition, `definition ${key} deployed`).toBeTruthy();
  const instanceId = await deputy<string>('POST', '/bpm/process-instance/create', { processDefinitionId: definition!.id, variables: {} });
  const [fill] = await deputy<{ id: string }[]>('GET', `/bpm/task/list-by-process-instance-id?processInstanceId=${instanceId}`);
  await deputy('PUT', '/bpm/task/approve', { id: fill!.id, reason: '已填报' });
  return { instanceId, admin };
}

const threeSteps = (key: string, name: string, staff: number, leader: number) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="fill" />
    <bpmn:userTask id="fill" name="填报" camunda:assignee="\${initiator}" />
    <bpmn:sequenceFlow id="f2" sourceRef="fill" targetRef="dept" />
    <bpmn:userTask id="dept" name="部门审批" camunda:assignee="${staff}" />
    <bpmn:sequenceFlow id="f3" sourceRef="dept" targetRef="lead" />
    <bpmn:userTask id="lead" name="分管领导审批" camunda:assignee="${leader}" />
    <bpmn:sequenceFlow id="f4" sourceRef="lead" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;
