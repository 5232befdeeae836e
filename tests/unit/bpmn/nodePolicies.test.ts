// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import * as R from '../../../src/client/bpmn/panel/rules/index.ts';
import { readNodePolicies as serverRead } from '../../../src/server/modules/bpm/runtime/nodePolicies.ts';
import { openModeler, xmlSignature, type TestModeler } from './support/modeler.ts';

/** yudao's node policies (issue 37 item 6) in a flowable diagram: a user task with them and its timeout boundary. */
const policyXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:flowable="http://flowable.org/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  id="d" targetNamespace="http://flowable.org/bpmn">
  <bpmn2:process id="p" name="策略" isExecutable="true">
    <bpmn2:startEvent id="start" />
    <bpmn2:userTask id="approve" name="审批" flowable:assignee="\${assignee}">
      <bpmn2:extensionElements>
        <flowable:assignEmptyHandlerType>3</flowable:assignEmptyHandlerType>
        <flowable:assignEmptyUserIds>1,2</flowable:assignEmptyUserIds>
        <flowable:assignStartUserHandlerType>2</flowable:assignStartUserHandlerType>
        <flowable:approveMethod>2</flowable:approveMethod>
        <flowable:approveRatio>60</flowable:approveRatio>
      </bpmn2:extensionElements>
      <bpmn2:multiInstanceLoopCharacteristics flowable:collection="\${signers}" flowable:elementVariable="assignee">
        <bpmn2:completionCondition xsi:type="bpmn2:tFormalExpression">\${ nrOfCompletedInstances/nrOfInstances &gt;= 0.60 }</bpmn2:completionCondition>
      </bpmn2:multiInstanceLoopCharacteristics>
    </bpmn2:userTask>
    <bpmn2:boundaryEvent id="Event-timeout" cancelActivity="false" attachedToRef="approve">
      <bpmn2:extensionElements>
        <flowable:boundaryEventType>1</flowable:boundaryEventType>
        <flowable:timeoutHandlerType>1</flowable:timeoutHandlerType>
      </bpmn2:extensionElements>
      <bpmn2:timerEventDefinition id="timer"><bpmn2:timeCycle xsi:type="bpmn2:tFormalExpression">R3/PT1H</bpmn2:timeCycle></bpmn2:timerEventDefinition>
    </bpmn2:boundaryEvent>
    <bpmn2:userTask id="plain" name="普通" />
    <bpmn2:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="di"><bpmndi:BPMNPlane id="plane" bpmnElement="p">
    <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="approve_di" bpmnElement="approve"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="timeout_di" bpmnElement="Event-timeout"><dc:Bounds x="262" y="140" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="plain_di" bpmnElement="plain"><dc:Bounds x="400" y="78" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint xmlns:di="http://www.omg.org/spec/DD/20100524/DI" x="136" y="118" /><di:waypoint xmlns:di="http://www.omg.org/spec/DD/20100524/DI" x="200" y="118" /></bpmndi:BPMNEdge>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn2:definitions>`;

let m: TestModeler;
afterEach(() => m?.destroy());

describe('审批策略: the node policies of a user task', () => {
  it('reads yudao\'s elements and writes them back unchanged', async () => {
    m = await openModeler('flowable', policyXml);
    expect(m.warnings).toEqual([]);
    expect(R.readNodePolicies(m.services, m.el('approve'))).toEqual({
      assignEmpty: '3', assignEmptyUserIds: '1,2', assignStartUser: '2', approveMethod: '2', approveRatio: '60',
      timeout: { enabled: true, handler: '1', duration: 'PT1H', maxRemindCount: '3' },
    });
    expect(xmlSignature(await m.xml())).toEqual(xmlSignature(policyXml));
    // the server reads the same document alike
    const server = serverRead(await m.xml());
    expect(server.tasks.get('approve')).toEqual({ assignEmpty: 3, assignEmptyUserIds: [1, 2], assignStartUser: 2, approveMethod: 2, approveRatio: 60 });
    expect(server.timeouts.get('Event-timeout')).toEqual({ taskId: 'approve', handler: 1 });
  });

  it('sets and removes the policies, each one undo step', async () => {
    m = await openModeler('flowable', policyXml);
    const plain = m.el('plain');
    R.setNodePolicy(m.services, plain, 'assignEmpty', '3');
    R.setNodePolicy(m.services, plain, 'assignEmptyUserIds', '7,8');
    R.setNodePolicy(m.services, plain, 'assignStartUser', '3');
    expect(R.readNodePolicies(m.services, plain)).toMatchObject({ assignEmpty: '3', assignEmptyUserIds: '7,8', assignStartUser: '3' });
    const xml = await m.xml();
    expect(xml).toContain('<flowable:assignEmptyHandlerType>3</flowable:assignEmptyHandlerType>');
    expect(xml).toContain('<flowable:assignEmptyUserIds>7,8</flowable:assignEmptyUserIds>');
    // 自动通过 drops the named users
    R.setNodePolicy(m.services, plain, 'assignEmpty', '1');
    expect(R.readNodePolicies(m.services, plain)).toMatchObject({ assignEmpty: '1', assignEmptyUserIds: '' });
    m.undo();
    expect(R.readNodePolicies(m.services, plain)).toMatchObject({ assignEmpty: '3', assignEmptyUserIds: '7,8' });
    R.setNodePolicy(m.services, plain, 'assignStartUser', '');
    expect(R.readNodePolicies(m.services, plain).assignStartUser).toBe('');
    expect((await m.xml()).match(/assignStartUserHandlerType>/g)).toHaveLength(2); // the other task's, open and close
  });

  it('多人审批方式 makes the loop match: 或签, 依次, 会签 by ratio, 随机 a single task', async () => {
    m = await openModeler('flowable', policyXml);
    const task = m.el('approve');
    R.setApproveMethod(m.services, task, '3');
    let loop = task.businessObject.loopCharacteristics;
    expect([loop.isSequential, loop.completionCondition.body]).toEqual([false, '${ nrOfCompletedInstances > 0 }']);
    expect(R.readNodePolicies(m.services, task)).toMatchObject({ approveMethod: '3', approveRatio: '' });
    R.setApproveMethod(m.services, task, '4');
    loop = task.businessObject.loopCharacteristics;
    expect([loop.isSequential, loop.completionCondition]).toEqual([true, undefined]);
    R.setApproveMethod(m.services, task, '2', '');
    expect(R.readNodePolicies(m.services, task)).toMatchObject({ approveMethod: '2', approveRatio: '100' });
    expect(task.businessObject.loopCharacteristics.completionCondition.body).toBe('${ nrOfCompletedInstances/nrOfInstances >= 1.00 }');
    R.setApproveMethod(m.services, task, '1');
    expect(task.businessObject.loopCharacteristics).toBeUndefined();
    m.undo();
    expect(task.businessObject.loopCharacteristics).toBeDefined();
  });

  it('超时处理 creates, changes and removes the boundary timer', async () => {
    m = await openModeler('flowable', policyXml);
    const plain = m.el('plain');
    R.setTimeoutPolicy(m.services, plain, { enabled: true, handler: '2', duration: 'PT2H', maxRemindCount: '' });
    expect(R.readNodePolicies(m.services, plain).timeout).toEqual({ enabled: true, handler: '2', duration: 'PT2H', maxRemindCount: '' });
    const boundary = R.timeoutBoundary(m.services, plain);
    expect(boundary.businessObject.cancelActivity).toBe(false);
    expect(boundary.businessObject.attachedToRef).toBe(plain.businessObject);
    R.setTimeoutPolicy(m.services, plain, { enabled: true, handler: '1', duration: 'PT30M', maxRemindCount: '2' });
    expect(R.readNodePolicies(m.services, plain).timeout).toEqual({ enabled: true, handler: '1', duration: 'PT30M', maxRemindCount: '2' });
    const xml = await m.xml();
    expect(xml).toContain('R2/PT30M');
    expect(serverRead(xml).timeouts.get(boundary.id)).toEqual({ taskId: 'plain', handler: 1 });
    R.setTimeoutPolicy(m.services, plain, { enabled: false, handler: '1', duration: '', maxRemindCount: '' });
    expect(R.timeoutBoundary(m.services, plain)).toBeNull();
    expect(m.el(boundary.id)).toBeUndefined();
  });
});
