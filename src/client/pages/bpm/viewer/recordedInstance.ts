import type { ViewerData } from '../../../bpmn/viewer/index.ts';

/**
 * A recorded leave process (flowable prefix) and two of its instances, in the shapes of API-CONTRACT §5.7–5.9:
 * one running (department approved, HR pending, finance approved) and one rejected (HR rejected, finance cancelled).
 */
export const RECORDED_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:flowable="http://flowable.org/bpmn" id="diagram_oa_leave" targetNamespace="http://flowable.org/bpmn">
  <bpmn2:process id="oa_leave" name="请假流程" isExecutable="true">
    <bpmn2:startEvent id="start" name="发起"><bpmn2:outgoing>f1</bpmn2:outgoing></bpmn2:startEvent>
    <bpmn2:userTask id="deptApprove" name="部门审批" flowable:candidateGroups="dept_leader"><bpmn2:incoming>f1</bpmn2:incoming><bpmn2:outgoing>f2</bpmn2:outgoing></bpmn2:userTask>
    <bpmn2:exclusiveGateway id="days" name="天数" default="fShort"><bpmn2:incoming>f2</bpmn2:incoming><bpmn2:outgoing>fLong</bpmn2:outgoing><bpmn2:outgoing>fShort</bpmn2:outgoing></bpmn2:exclusiveGateway>
    <bpmn2:parallelGateway id="split"><bpmn2:incoming>fLong</bpmn2:incoming><bpmn2:outgoing>fHr</bpmn2:outgoing><bpmn2:outgoing>fFin</bpmn2:outgoing></bpmn2:parallelGateway>
    <bpmn2:userTask id="hrApprove" name="人事审批" flowable:candidateGroups="hr"><bpmn2:incoming>fHr</bpmn2:incoming><bpmn2:outgoing>fHrJoin</bpmn2:outgoing></bpmn2:userTask>
    <bpmn2:userTask id="financeApprove" name="财务审批" flowable:candidateGroups="finance"><bpmn2:incoming>fFin</bpmn2:incoming><bpmn2:outgoing>fFinJoin</bpmn2:outgoing></bpmn2:userTask>
    <bpmn2:parallelGateway id="join"><bpmn2:incoming>fHrJoin</bpmn2:incoming><bpmn2:incoming>fFinJoin</bpmn2:incoming><bpmn2:outgoing>fEnd</bpmn2:outgoing></bpmn2:parallelGateway>
    <bpmn2:endEvent id="endOk" name="结束"><bpmn2:incoming>fEnd</bpmn2:incoming></bpmn2:endEvent>
    <bpmn2:endEvent id="endShort" name="短假结束"><bpmn2:incoming>fShort</bpmn2:incoming></bpmn2:endEvent>
    <bpmn2:sequenceFlow id="f1" sourceRef="start" targetRef="deptApprove" />
    <bpmn2:sequenceFlow id="f2" sourceRef="deptApprove" targetRef="days" />
    <bpmn2:sequenceFlow id="fLong" name="超过3天" sourceRef="days" targetRef="split"><bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">\${day &gt; 3}</bpmn2:conditionExpression></bpmn2:sequenceFlow>
    <bpmn2:sequenceFlow id="fShort" sourceRef="days" targetRef="endShort" />
    <bpmn2:sequenceFlow id="fHr" sourceRef="split" targetRef="hrApprove" />
    <bpmn2:sequenceFlow id="fFin" sourceRef="split" targetRef="financeApprove" />
    <bpmn2:sequenceFlow id="fHrJoin" sourceRef="hrApprove" targetRef="join" />
    <bpmn2:sequenceFlow id="fFinJoin" sourceRef="financeApprove" targetRef="join" />
    <bpmn2:sequenceFlow id="fEnd" sourceRef="join" targetRef="endOk" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="oa_leave_di" bpmnElement="oa_leave">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="200" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="deptApprove_di" bpmnElement="deptApprove"><dc:Bounds x="180" y="178" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="days_di" bpmnElement="days" isMarkerVisible="true"><dc:Bounds x="330" y="193" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="split_di" bpmnElement="split"><dc:Bounds x="430" y="193" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hrApprove_di" bpmnElement="hrApprove"><dc:Bounds x="530" y="100" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="financeApprove_di" bpmnElement="financeApprove"><dc:Bounds x="530" y="256" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="join_di" bpmnElement="join"><dc:Bounds x="680" y="193" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="endOk_di" bpmnElement="endOk"><dc:Bounds x="780" y="200" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="endShort_di" bpmnElement="endShort"><dc:Bounds x="337" y="330" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="136" y="218" /><di:waypoint x="180" y="218" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="280" y="218" /><di:waypoint x="330" y="218" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="fLong_di" bpmnElement="fLong"><di:waypoint x="380" y="218" /><di:waypoint x="430" y="218" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="fShort_di" bpmnElement="fShort"><di:waypoint x="355" y="243" /><di:waypoint x="355" y="330" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="fHr_di" bpmnElement="fHr"><di:waypoint x="455" y="193" /><di:waypoint x="455" y="140" /><di:waypoint x="530" y="140" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="fFin_di" bpmnElement="fFin"><di:waypoint x="455" y="243" /><di:waypoint x="455" y="296" /><di:waypoint x="530" y="296" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="fHrJoin_di" bpmnElement="fHrJoin"><di:waypoint x="630" y="140" /><di:waypoint x="705" y="140" /><di:waypoint x="705" y="193" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="fFinJoin_di" bpmnElement="fFinJoin"><di:waypoint x="630" y="296" /><di:waypoint x="705" y="296" /><di:waypoint x="705" y="243" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="fEnd_di" bpmnElement="fEnd"><di:waypoint x="730" y="218" /><di:waypoint x="780" y="218" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;

const T0 = Date.UTC(2026, 2, 2, 1, 0, 0); // 2026-03-02 09:00 Asia/Shanghai
const min = 60_000;
const user = (nickname: string, deptName: string) => ({ nickname, deptName });

/** Running: department approved, the long-leave branch taken, HR pending, finance approved, the join waiting. */
export const RUNNING: ViewerData = {
  processInstance: { result: 1, startUser: user('张建国', '城东区代表团'), createTime: T0, endTime: null },
  activities: [
    { key: 'start', type: 'startEvent', startTime: T0, endTime: T0 },
    { key: 'deptApprove', type: 'userTask', taskId: 't1', startTime: T0, endTime: T0 + 30 * min },
    { key: 'days', type: 'exclusiveGateway', startTime: T0 + 30 * min, endTime: T0 + 30 * min },
    { key: 'split', type: 'parallelGateway', startTime: T0 + 30 * min, endTime: T0 + 30 * min },
    { key: 'hrApprove', type: 'userTask', taskId: 't2', startTime: T0 + 30 * min, endTime: null },
    { key: 'financeApprove', type: 'userTask', taskId: 't3', startTime: T0 + 30 * min, endTime: T0 + 90 * min },
    { key: 'join', type: 'parallelGateway', startTime: T0 + 90 * min, endTime: null },
  ],
  tasks: [
    { id: 't1', name: '部门审批', result: 2, assigneeUser: user('王联络', '代表联络工作委员会'), reason: '同意', createTime: T0, endTime: T0 + 30 * min },
    { id: 't2', name: '人事审批', result: 1, assigneeUser: user('李秀英', '人事处'), createTime: T0 + 30 * min, endTime: null },
    { id: 't3', name: '财务审批', result: 2, assigneeUser: user('赵会计', '财务处'), reason: '费用无异议', createTime: T0 + 30 * min, endTime: T0 + 90 * min },
  ],
};

/** Rejected: HR said no, which cancelled finance's open task and ended the instance (result 3). */
export const REJECTED: ViewerData = {
  processInstance: { result: 3, startUser: user('张建国', '城东区代表团'), createTime: T0, endTime: T0 + 60 * min },
  activities: [
    { key: 'start', type: 'startEvent', startTime: T0, endTime: T0 },
    { key: 'deptApprove', type: 'userTask', taskId: 't1', startTime: T0, endTime: T0 + 30 * min },
    { key: 'days', type: 'exclusiveGateway', startTime: T0 + 30 * min, endTime: T0 + 30 * min },
    { key: 'split', type: 'parallelGateway', startTime: T0 + 30 * min, endTime: T0 + 30 * min },
    { key: 'hrApprove', type: 'userTask', taskId: 't2', startTime: T0 + 30 * min, endTime: T0 + 60 * min },
    { key: 'financeApprove', type: 'userTask', taskId: 't3', startTime: T0 + 30 * min, endTime: T0 + 60 * min },
  ],
  tasks: [
    { id: 't1', name: '部门审批', result: 2, assigneeUser: user('王联络', '代表联络工作委员会'), reason: '同意', createTime: T0, endTime: T0 + 30 * min },
    { id: 't2', name: '人事审批', result: 3, assigneeUser: user('李秀英', '人事处'), reason: '年假余额不足', createTime: T0 + 30 * min, endTime: T0 + 60 * min },
    { id: 't3', name: '财务审批', result: 4, assigneeUser: user('赵会计', '财务处'), createTime: T0 + 30 * min, endTime: T0 + 60 * min },
  ],
};
