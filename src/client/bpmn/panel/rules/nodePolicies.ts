import { APPROVE_METHOD, ASSIGN_EMPTY, BOUNDARY_EVENT_TYPE, completionConditionOf, POLICY_ELEMENTS, TIMEOUT_HANDLER } from '../../../../shared/bpmn/nodePolicies.ts';
import type { PanelCommand } from '../../modeler/multiCommand.ts';
import { extensionsOfType, replaceExtensions } from './extensions.ts';
import { isA, q, run, updateModdle, updateProps, type BpmnServices } from './services.ts';

/**
 * 审批策略 (issue 37 item 6): today's yudao node policies as flowable extension elements of a user task
 * (`<flowable:assignEmptyHandlerType>1</…>` …) and, for the timeout, a non-interrupting boundary timer event on it
 * whose extension elements say what it does (`boundaryEventType` 1, `timeoutHandlerType`). Empty values are absent
 * elements; every other extension element is kept as it was.
 */
export interface NodePolicyForm {
  assignEmpty: string;
  assignEmptyUserIds: string;
  assignStartUser: string;
  approveMethod: string;
  approveRatio: string;
  timeout: TimeoutForm;
}

export interface TimeoutForm {
  enabled: boolean;
  handler: string;
  /** ISO 8601 duration (PT2H). */
  duration: string;
  /** Reminders only: how many (the timer's cycle R<n>/<duration>); '' or 1 is once. */
  maxRemindCount: string;
}

export type PolicyField = Exclude<keyof NodePolicyForm, 'timeout'>;

/** The extension element type of each field of the form. */
const FIELD_TYPES: Record<PolicyField, string> = {
  assignEmpty: POLICY_ELEMENTS.assignEmptyHandlerType,
  assignEmptyUserIds: POLICY_ELEMENTS.assignEmptyUserIds,
  assignStartUser: POLICY_ELEMENTS.assignStartUserHandlerType,
  approveMethod: POLICY_ELEMENTS.approveMethod,
  approveRatio: POLICY_ELEMENTS.approveRatio,
};

const textOf = (services: BpmnServices, bo: any, type: string): string => String(extensionsOfType(services, bo, type)[0]?.body ?? '').trim();

/** The boundary timer event that is the task's timeout (the first one carrying a timeout handler). */
export function timeoutBoundary(services: BpmnServices, element: any): any | null {
  const attachers: any[] = element?.attachers ?? [];
  return attachers.find((a) => isA(a.businessObject, 'bpmn:BoundaryEvent') && extensionsOfType(services, a.businessObject, POLICY_ELEMENTS.timeoutHandlerType).length) ?? null;
}

const timerOf = (boundary: any) => boundary?.businessObject?.eventDefinitions?.find((d: any) => isA(d, 'bpmn:TimerEventDefinition'));

export function readNodePolicies(services: BpmnServices, element: any): NodePolicyForm {
  const bo = element.businessObject;
  const boundary = timeoutBoundary(services, element);
  const timer = timerOf(boundary);
  const cycle = /^R(\d+)\/(.+)$/.exec(String(timer?.timeCycle?.body ?? '').trim());
  return {
    assignEmpty: textOf(services, bo, POLICY_ELEMENTS.assignEmptyHandlerType),
    assignEmptyUserIds: textOf(services, bo, POLICY_ELEMENTS.assignEmptyUserIds),
    assignStartUser: textOf(services, bo, POLICY_ELEMENTS.assignStartUserHandlerType),
    approveMethod: textOf(services, bo, POLICY_ELEMENTS.approveMethod),
    approveRatio: textOf(services, bo, POLICY_ELEMENTS.approveRatio),
    timeout: {
      enabled: Boolean(boundary),
      handler: boundary ? textOf(services, boundary.businessObject, POLICY_ELEMENTS.timeoutHandlerType) : String(TIMEOUT_HANDLER.REMINDER),
      duration: String(timer?.timeDuration?.body ?? cycle?.[2] ?? '').trim(),
      maxRemindCount: cycle?.[1] ?? '',
    },
  };
}

const textElement = (services: BpmnServices, type: string, value: string) => services.moddle.create(q(services, type), { body: value });

/** The command that sets (or, empty, removes) one policy element of the user task. */
function policyCommand(services: BpmnServices, element: any, field: PolicyField, value: string, bo: any = element.businessObject): PanelCommand {
  const type = FIELD_TYPES[field];
  return replaceExtensions(services, element, [type], value.trim() ? [textElement(services, type, value.trim())] : [], bo);
}

/**
 * Sets one policy of the task, one undo step. 审批人为空时 other than 指定人员 drops the named users; the extension list
 * is rebuilt once so both changes are one command.
 */
export function setNodePolicy(services: BpmnServices, element: any, field: PolicyField, value: string): void {
  if (readNodePolicies(services, element)[field] === value.trim()) return;
  const bo = element.businessObject;
  if (field === 'assignEmpty' && value !== String(ASSIGN_EMPTY.ASSIGN_USER)) {
    const types = [POLICY_ELEMENTS.assignEmptyHandlerType, POLICY_ELEMENTS.assignEmptyUserIds];
    run(services, [replaceExtensions(services, element, types, value ? [textElement(services, POLICY_ELEMENTS.assignEmptyHandlerType, value)] : [], bo)]);
    return;
  }
  run(services, [policyCommand(services, element, field, value)]);
}

/**
 * 多人审批方式 of a multi-instance task, as yudao's SimpleModelUtils writes it: the method (and 会签's ratio, default 100)
 * as extension elements, and the loop made to match — 会签 / 或签 parallel with their completion condition, 依次
 * sequential without one; 随机挑选一人 is a single task (the loop is removed, as yudao has none).
 */
export function setApproveMethod(services: BpmnServices, element: any, method: string, ratio = ''): void {
  const bo = element.businessObject;
  const m = Number(method);
  const ratioText = m === APPROVE_METHOD.RATIO ? (ratio.trim() || '100') : '';
  const added = method ? [textElement(services, POLICY_ELEMENTS.approveMethod, method)] : [];
  if (ratioText) added.push(textElement(services, POLICY_ELEMENTS.approveRatio, ratioText));
  const commands: PanelCommand[] = [replaceExtensions(services, element, [POLICY_ELEMENTS.approveMethod, POLICY_ELEMENTS.approveRatio], added, bo)];
  const loop = bo.loopCharacteristics;
  if (m === APPROVE_METHOD.RANDOM) {
    if (loop) commands.push(updateProps(element, { loopCharacteristics: undefined }));
  } else if (m && loop && isA(loop, 'bpmn:MultiInstanceLoopCharacteristics')) {
    const condition = completionConditionOf(m, Number(ratioText || 100));
    commands.push(updateModdle(element, loop, {
      isSequential: m === APPROVE_METHOD.SEQUENTIAL,
      completionCondition: condition ? services.moddle.create('bpmn:FormalExpression', { body: condition }) : undefined,
    }));
  }
  run(services, commands);
}

/**
 * 超时处理: on, the task gets a non-interrupting boundary timer (created on its lower edge when it has none) whose
 * `timeDuration` is the duration — a reminder repeated n > 1 times is the cycle R<n>/<duration> instead, as yudao
 * writes it — and whose extension elements are `boundaryEventType` 1 and the handler; off, the boundary is removed.
 */
export function setTimeoutPolicy(services: BpmnServices, element: any, form: TimeoutForm): void {
  let boundary = timeoutBoundary(services, element);
  if (!form.enabled) {
    if (boundary) services.modeling.removeShape(boundary);
    return;
  }
  if (!boundary) {
    const position = { x: element.x + element.width - 18, y: element.y + element.height };
    boundary = services.modeling.createShape({ type: 'bpmn:BoundaryEvent', eventDefinitionType: 'bpmn:TimerEventDefinition' }, position, element, { attach: true });
  }
  const bo = boundary.businessObject;
  const timer = timerOf(boundary);
  const count = Number(form.maxRemindCount);
  const repeated = Number(form.handler) === TIMEOUT_HANDLER.REMINDER && count > 1;
  const duration = form.duration.trim();
  const expression = (body: string) => services.moddle.create('bpmn:FormalExpression', { body });
  const extensions = [textElement(services, POLICY_ELEMENTS.boundaryEventType, String(BOUNDARY_EVENT_TYPE.USER_TASK_TIMEOUT)), textElement(services, POLICY_ELEMENTS.timeoutHandlerType, form.handler)];
  run(services, [
    updateModdle(boundary, bo, { cancelActivity: false }),
    updateModdle(boundary, timer, {
      timeDuration: duration && !repeated ? expression(duration) : undefined,
      timeCycle: duration && repeated ? expression(`R${count}/${duration}`) : undefined,
      timeDate: undefined,
    }),
    replaceExtensions(services, boundary, [POLICY_ELEMENTS.boundaryEventType, POLICY_ELEMENTS.timeoutHandlerType], extensions, bo),
  ]);
}
