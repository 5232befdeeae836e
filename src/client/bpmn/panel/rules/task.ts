import { isA, orNull, q, rootOf, run, updateProps, type BpmnServices } from './services.ts';

export const USER_TASK_FIELDS = ['assignee', 'candidateUsers', 'candidateGroups', 'dueDate', 'followUpDate', 'priority'] as const;
export type UserTaskField = (typeof USER_TASK_FIELDS)[number];

export type TaskVariant = 'user' | 'script' | 'receive' | 'other';

/** Task and multi-instance sections are for task elements; the variant picks the task fields shown. */
export const isTaskElement = (element: any): boolean => /Task$/.test(element?.businessObject?.$type ?? '');

export function taskVariant(element: any): TaskVariant {
  const bo = element?.businessObject;
  if (isA(bo, 'bpmn:UserTask')) return 'user';
  if (isA(bo, 'bpmn:ScriptTask')) return 'script';
  if (isA(bo, 'bpmn:ReceiveTask')) return 'receive';
  return 'other';
}

export function readUserTask(services: BpmnServices, element: any): Record<UserTaskField, string> {
  const bo = element.businessObject;
  return Object.fromEntries(USER_TASK_FIELDS.map((f) => [f, bo.get(q(services, f)) ?? ''])) as Record<UserTaskField, string>;
}

export function setUserTaskField(services: BpmnServices, element: any, field: UserTaskField, value: string): void {
  if ((element.businessObject.get(q(services, field)) ?? '') === value) return;
  run(services, [updateProps(element, { [q(services, field)]: orNull(value) })]);
}

export interface ScriptTaskForm {
  scriptFormat: string;
  scriptType: 'inline' | 'external';
  script: string;
  resource: string;
  resultVariable: string;
}

export function readScriptTask(services: BpmnServices, element: any): ScriptTaskForm {
  const bo = element.businessObject;
  const resource = bo.get(q(services, 'resource')) ?? '';
  return {
    scriptFormat: bo.scriptFormat ?? '',
    scriptType: resource ? 'external' : 'inline',
    script: bo.script ?? '',
    resource,
    resultVariable: bo.get(q(services, 'resultVariable')) ?? '',
  };
}

/** SPEC §3: inline clears the resource, external clears the script, and empty values become null. */
export function scriptTaskProperties(services: BpmnServices, form: ScriptTaskForm): Record<string, unknown> {
  const inline = form.scriptType === 'inline';
  return {
    scriptFormat: form.scriptFormat || null,
    script: inline ? form.script || null : null,
    [q(services, 'resource')]: inline ? null : form.resource || null,
    [q(services, 'resultVariable')]: form.resultVariable || null,
  };
}

export function setScriptTask(services: BpmnServices, element: any, form: ScriptTaskForm): void {
  run(services, [updateProps(element, scriptTaskProperties(services, form))]);
}

/** A receive task waits for one of the process's messages (or none). */
export function setReceiveMessage(services: BpmnServices, element: any, messageId: string): void {
  const { definitions } = rootOf(services);
  const message = (definitions?.rootElements ?? []).find((e: any) => isA(e, 'bpmn:Message') && e.id === messageId);
  run(services, [updateProps(element, { messageRef: message ?? undefined })]);
}
