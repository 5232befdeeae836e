/**
 * The demo's approval processes (issue #15 point 8): the OA leave (a business form, formType 20) and a general
 * approval with a designed form (formType 10), deployed with their assign rules, and a few instances of each in
 * every state, so a first start shows the feature working. Pure data; `seed/processes.ts` writes it.
 */

const NS = `xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
  xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  targetNamespace="http://bpmn.io/schema/bpmn"`;

/** A shape; `label` places an event's or gateway's name (bpmn-js puts it below, where a flow may cross it). */
const shape = (id: string, x: number, y: number, w: number, h: number, label?: [number, number, number]) =>
  `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}" />${
    label ? `<bpmndi:BPMNLabel><dc:Bounds x="${label[0]}" y="${label[1]}" width="${label[2]}" height="14" /></bpmndi:BPMNLabel>` : ''}</bpmndi:BPMNShape>`;
const edge = (id: string, points: [number, number][]) =>
  `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('')}</bpmndi:BPMNEdge>`;

/**
 * 请假: the starter's department leader, then — more than three days — the 办公厅's leader (yudao's demo leave has the
 * same shape). The gateway reads `day`, the variable the leave starts its instance with.
 */
export const LEAVE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${NS} id="Definitions_oa_leave">
  <bpmn:process id="oa_leave" name="请假流程" isExecutable="true">
    <bpmn:startEvent id="start" name="发起请假" />
    <bpmn:sequenceFlow id="Flow_start" sourceRef="start" targetRef="leader" />
    <bpmn:userTask id="leader" name="部门领导审批" />
    <bpmn:sequenceFlow id="Flow_leader" sourceRef="leader" targetRef="days" />
    <bpmn:exclusiveGateway id="days" name="请假天数" default="Flow_short" />
    <bpmn:sequenceFlow id="Flow_short" name="≤ 3 天" sourceRef="days" targetRef="end" />
    <bpmn:sequenceFlow id="Flow_long" name="&gt; 3 天" sourceRef="days" targetRef="office">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${day &gt; 3}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:userTask id="office" name="办公厅审批" />
    <bpmn:sequenceFlow id="Flow_office" sourceRef="office" targetRef="end" />
    <bpmn:endEvent id="end" name="结束" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_oa_leave">
    <bpmndi:BPMNPlane id="BPMNPlane_oa_leave" bpmnElement="oa_leave">
      ${shape('start', 152, 102, 36, 36)}
      ${shape('leader', 240, 80, 100, 80)}
      ${shape('days', 395, 95, 50, 50, [396, 76, 48])}
      ${shape('office', 490, 190, 100, 80)}
      ${shape('end', 652, 102, 36, 36, [658, 83, 24])}
      ${edge('Flow_start', [[188, 120], [240, 120]])}
      ${edge('Flow_leader', [[340, 120], [395, 120]])}
      ${edge('Flow_short', [[445, 120], [652, 120]])}
      ${edge('Flow_long', [[420, 145], [420, 230], [490, 230]])}
      ${edge('Flow_office', [[590, 230], [670, 230], [670, 138]])}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** 通用审批: one step, the 代表联络工作人员 (role dbt) decide; the form is the one below. */
export const GENERAL_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${NS} id="Definitions_general_approval">
  <bpmn:process id="general_approval" name="通用审批" isExecutable="true">
    <bpmn:startEvent id="start" name="发起申请" />
    <bpmn:sequenceFlow id="Flow_start" sourceRef="start" targetRef="review" />
    <bpmn:userTask id="review" name="联络工作审批" />
    <bpmn:sequenceFlow id="Flow_review" sourceRef="review" targetRef="end" />
    <bpmn:endEvent id="end" name="结束" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_general_approval">
    <bpmndi:BPMNPlane id="BPMNPlane_general_approval" bpmnElement="general_approval">
      ${shape('start', 152, 102, 36, 36)}
      ${shape('review', 240, 80, 100, 80)}
      ${shape('end', 392, 102, 36, 36)}
      ${edge('Flow_start', [[188, 120], [240, 120]])}
      ${edge('Flow_review', [[340, 120], [392, 120]])}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/**
 * 建议议案 (issue #17, docs/proposals.md): 审核 by the liaison staff, back to the deputy for 修改 when returned; 交办;
 * one 单位办理 task per unit in parallel (`${handlers}`, the units' leaders), with a non-interrupting timer at the
 * deadline (`${handleDuration}`) that marks it 逾期 without stopping it; the deputy's 评价, where 不满意 in round 1
 * sends it back to the units once. The proposal's commands set the variables the gateways read.
 */
export const PROPOSAL_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${NS} id="Definitions_renda_proposal">
  <bpmn:process id="renda_proposal" name="建议议案办理" isExecutable="true">
    <bpmn:startEvent id="start" name="提交建议" />
    <bpmn:sequenceFlow id="Flow_start" sourceRef="start" targetRef="review" />
    <bpmn:userTask id="review" name="审核" />
    <bpmn:sequenceFlow id="Flow_review" sourceRef="review" targetRef="reviewed" />
    <bpmn:exclusiveGateway id="reviewed" name="审核结果" default="Flow_accept" />
    <bpmn:sequenceFlow id="Flow_accept" name="立案" sourceRef="reviewed" targetRef="assign" />
    <bpmn:sequenceFlow id="Flow_return" name="退回修改" sourceRef="reviewed" targetRef="revise">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${decision == 'return'}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:userTask id="revise" name="修改" camunda:assignee="\${initiator}" />
    <bpmn:sequenceFlow id="Flow_revise" sourceRef="revise" targetRef="review" />
    <bpmn:userTask id="assign" name="交办" />
    <bpmn:sequenceFlow id="Flow_assign" sourceRef="assign" targetRef="handle" />
    <bpmn:userTask id="handle" name="单位办理" camunda:assignee="\${handler}">
      <bpmn:multiInstanceLoopCharacteristics camunda:collection="\${handlers}" camunda:elementVariable="handler" />
    </bpmn:userTask>
    <bpmn:boundaryEvent id="timeout" name="办理期限" attachedToRef="handle" cancelActivity="false">
      <bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">\${handleDuration}</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:sequenceFlow id="Flow_timeout" sourceRef="timeout" targetRef="overdue" />
    <bpmn:endEvent id="overdue" name="逾期" />
    <bpmn:sequenceFlow id="Flow_handle" sourceRef="handle" targetRef="feedback" />
    <bpmn:userTask id="feedback" name="代表评价" camunda:assignee="\${initiator}" />
    <bpmn:sequenceFlow id="Flow_feedback" sourceRef="feedback" targetRef="rated" />
    <bpmn:exclusiveGateway id="rated" name="评价结果" default="Flow_close" />
    <bpmn:sequenceFlow id="Flow_close" name="办结" sourceRef="rated" targetRef="end" />
    <bpmn:sequenceFlow id="Flow_again" name="不满意，再次办理" sourceRef="rated" targetRef="handle">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${satisfaction == 3 &amp;&amp; round == 1}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:endEvent id="end" name="办结" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_renda_proposal">
    <bpmndi:BPMNPlane id="BPMNPlane_renda_proposal" bpmnElement="renda_proposal">
      ${shape('start', 152, 102, 36, 36, [146, 145, 48])}
      ${shape('review', 240, 80, 100, 80)}
      ${shape('reviewed', 395, 95, 50, 50, [396, 76, 48])}
      ${shape('revise', 290, 220, 100, 80)}
      ${shape('assign', 490, 80, 100, 80)}
      ${shape('handle', 640, 80, 100, 80)}
      ${shape('timeout', 672, 142, 36, 36, [718, 170, 48])}
      ${shape('overdue', 672, 242, 36, 36, [678, 285, 24])}
      ${shape('feedback', 790, 80, 100, 80)}
      ${shape('rated', 945, 95, 50, 50, [946, 152, 48])}
      ${shape('end', 1052, 102, 36, 36, [1058, 145, 24])}
      ${edge('Flow_start', [[188, 120], [240, 120]])}
      ${edge('Flow_review', [[340, 120], [395, 120]])}
      ${edge('Flow_accept', [[445, 120], [490, 120]])}
      ${edge('Flow_return', [[420, 145], [420, 260], [390, 260]])}
      ${edge('Flow_revise', [[315, 220], [315, 160]])}
      ${edge('Flow_assign', [[590, 120], [640, 120]])}
      ${edge('Flow_timeout', [[690, 178], [690, 242]])}
      ${edge('Flow_handle', [[740, 120], [790, 120]])}
      ${edge('Flow_feedback', [[890, 120], [945, 120]])}
      ${edge('Flow_close', [[995, 120], [1052, 120]])}
      ${edge('Flow_again', [[970, 95], [970, 40], [700, 40], [700, 80]])}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** Who a rule names, by the seed's natural keys (resolved to ids when written). */
export type RuleSeed =
  | { taskKey: string; script: 'starterLeader' }
  | { taskKey: string; deptLeaderOf: string }
  | { taskKey: string; roleCode: string };

export interface ProcessSeed {
  key: string;
  name: string;
  description: string;
  /** a process category's code (addDefaultCategories: '1' 默认, '2' OA) */
  category: string;
  xml: string;
  rules: RuleSeed[];
  /** formType 20, a business page… */
  business?: { create: string; view: string };
  /** …or formType 10, a designed form (either dialect: docs/bpm-forms.md) */
  form?: { name: string; remark: string; conf: Record<string, unknown>; fields: Record<string, unknown>[] };
}

/** The form settings yudao v1.6.2's designer saves (src/components/generator/config.js formConf). */
const GENERATOR_CONF = {
  formRef: 'elForm', formModel: 'formData', size: 'medium', labelPosition: 'right', labelWidth: 100, formRules: 'rules', gutter: 15,
  disabled: false, span: 24, formBtns: true,
};

/** One field as yudao v1.6.2's designer saves it: `__config__` (label, tag, required …), `__vModel__`, the tag's props. */
function generatorField(tag: string, label: string, vModel: string, formId: number, props: Record<string, unknown>, required = true) {
  const tagIcon = { 'el-input': props.type === 'textarea' ? 'textarea' : 'input', 'el-select': 'select', 'el-input-number': 'number', 'el-date-picker': 'date' }[tag];
  return {
    __config__: {
      label, labelWidth: null, showLabel: true, changeTag: true, tag, tagIcon, required, layout: 'colFormItem', span: 24, regList: [],
      formId, renderKey: formId * 1000,
    },
    __vModel__: vModel, style: { width: '100%' }, disabled: false, ...props,
  };
}

/**
 * 通用审批's form in the shape yudao v1.6.2's designer (element form-generator) wrote: its parser renders only this;
 * ours reads it and the later form-create rules alike (docs/bpm-forms.md, issue 40 point 6).
 */
export const GENERAL_FORM = {
  name: '事项申请单', remark: '通用审批流程的申请表单',
  conf: GENERATOR_CONF,
  fields: [
    generatorField('el-input', '申请事项', 'title', 101, { placeholder: '请输入申请事项', clearable: true }),
    generatorField('el-select', '事项类型', 'kind', 102, {
      placeholder: '请选择事项类型', clearable: true,
      __slot__: { options: [{ label: '活动经费', value: 1 }, { label: '用车', value: 2 }, { label: '会议室', value: 3 }, { label: '其他', value: 4 }] },
    }),
    generatorField('el-input-number', '金额（元）', 'amount', 103, { placeholder: '金额（元）', min: 0, step: 1 }, false),
    generatorField('el-date-picker', '日期', 'date', 104, { placeholder: '请选择日期', type: 'date', format: 'yyyy-MM-dd', 'value-format': 'yyyy-MM-dd', clearable: true }),
    generatorField('el-input', '申请说明', 'content', 105, { placeholder: '请输入申请说明', type: 'textarea', autosize: { minRows: 4, maxRows: 4 } }, false),
  ],
};

export const processes: ProcessSeed[] = [
  {
    key: 'oa_leave', name: '请假流程', description: '请假三天以内由部门领导审批，超过三天再经办公厅审批', category: '2', xml: LEAVE_XML,
    rules: [{ taskKey: 'leader', script: 'starterLeader' }, { taskKey: 'office', deptLeaderOf: '办公厅' }],
    business: { create: '/bpm/oa/leave/create', view: '/bpm/oa/leave/detail' },
  },
  {
    key: 'renda_proposal', name: '建议议案办理', description: '代表建议议案的审核、交办、单位办理与代表评价', category: '1', xml: PROPOSAL_XML,
    rules: [{ taskKey: 'review', roleCode: 'dbt' }, { taskKey: 'assign', roleCode: 'dbt' }],
    business: { create: '/proposal/create', view: '/proposal/detail' },
  },
  {
    key: 'general_approval', name: '通用审批', description: '事项申请，由代表联络工作人员审批', category: '1', xml: GENERAL_XML,
    rules: [{ taskKey: 'review', roleCode: 'dbt' }],
    form: GENERAL_FORM,
  },
];

/** What happens to a demo instance after its start: each decision by the user the task is assigned to. */
export type Outcome = 'running' | 'approve' | 'approveFirst' | 'reject' | 'cancel';

export interface LeaveInstanceSeed {
  username: string;
  type: number;
  reason: string;
  /** days from today the leave starts, and how many days it lasts */
  startsInDays: number;
  days: number;
  outcome: Outcome;
}

export interface FormInstanceSeed {
  username: string;
  variables: Record<string, unknown>;
  outcome: Outcome;
}

/** Leaves in every state: running (at the leader, and past it at 办公厅), approved, rejected, cancelled. */
export const leaveInstances: LeaveInstanceSeed[] = [
  { username: 'deputy1', type: 1, reason: '感冒发烧，需要休息', startsInDays: 1, days: 2, outcome: 'running' },
  { username: 'deputy1', type: 2, reason: '回乡处理家事', startsInDays: 7, days: 5, outcome: 'approve' },
  { username: 'deputy2', type: 2, reason: '参加子女家长会', startsInDays: 3, days: 1, outcome: 'reject' },
  { username: 'staff', type: 3, reason: '婚假', startsInDays: 14, days: 3, outcome: 'cancel' },
  { username: 'deputy2', type: 1, reason: '住院手术', startsInDays: 2, days: 6, outcome: 'approveFirst' },
];

export const generalInstances: FormInstanceSeed[] = [
  { username: 'deputy1', variables: { title: '城东区代表小组活动经费', kind: 1, amount: 3000, date: '2026-12-05', content: '开展代表进社区活动' }, outcome: 'running' },
  { username: 'deputy2', variables: { title: '视察用车', kind: 2, date: '2026-12-08', content: '城西区水环境视察' }, outcome: 'approve' },
  { username: 'deputy1', variables: { title: '借用第三会议室', kind: 3, date: '2026-12-01' }, outcome: 'reject' },
  { username: 'deputy2', variables: { title: '代表培训资料印制', kind: 4, amount: 800, date: '2026-12-10' }, outcome: 'cancel' },
];
