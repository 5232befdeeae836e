import { randomTimerId } from '../../../../shared/bpmn/index.ts';
import { extensionsOfType, replaceExtensions } from './extensions.ts';
import { emptyListener, removeAt, upsertAt, type ListenerField, type ListenerForm, type ListenerKind, type TimerType } from './listenerForm.ts';
import { q, run, type BpmnServices } from './services.ts';

const TYPE: Record<ListenerKind, string> = { execution: 'ExecutionListener', task: 'TaskListener' };
const TIMER_PROPS: Record<Exclude<TimerType, 'null'>, string> = { date: 'timeDate', duration: 'timeDuration', cycle: 'timeCycle' };

export const listenersOf = (services: BpmnServices, element: any, kind: ListenerKind): any[] => extensionsOfType(services, element.businessObject, TYPE[kind]);

/** A listener element as the drawer's form. */
export function listenerToForm(listener: any, kind: ListenerKind): ListenerForm {
  const form = { ...emptyListener(kind), event: listener.event ?? '', id: listener.id ?? '' };
  if (listener.script) {
    Object.assign(form, { listenerType: 'scriptListener', scriptFormat: listener.script.scriptFormat ?? '', scriptType: listener.script.resource ? 'externalScript' : 'inlineScript', value: listener.script.value ?? '', resource: listener.script.resource ?? '' });
  } else if (listener.expression) Object.assign(form, { listenerType: 'expressionListener', expression: listener.expression });
  else if (listener.delegateExpression) Object.assign(form, { listenerType: 'delegateExpressionListener', delegateExpression: listener.delegateExpression });
  else form.class = listener.class ?? '';
  form.fields = (listener.fields ?? []).map((f: any): ListenerField => ({
    name: f.name ?? '',
    fieldType: f.expression !== undefined && f.expression !== null ? 'expression' : 'string',
    string: f.string ?? f.stringValue ?? '',
    expression: f.expression ?? '',
  }));
  const timer = listener.eventDefinitions?.[0];
  if (timer) {
    const type = (Object.keys(TIMER_PROPS) as (keyof typeof TIMER_PROPS)[]).find((t) => timer[TIMER_PROPS[t]]);
    if (type) Object.assign(form, { eventDefinitionType: type, eventTimeDefinitions: timer[TIMER_PROPS[type]].body ?? '' });
  }
  return form;
}

/** The moddle listener of a form (yudao's createListenerObject), fields and the timeout timer included. */
export function createListener(services: BpmnServices, form: ListenerForm, kind: ListenerKind, timerId: () => string = randomTimerId): any {
  const { moddle } = services;
  const attrs: Record<string, unknown> = { event: form.event };
  if (kind === 'task') attrs.id = form.id;
  switch (form.listenerType) {
    case 'scriptListener':
      attrs.script = moddle.create(q(services, 'Script'), form.scriptType === 'inlineScript' ? { scriptFormat: form.scriptFormat, value: form.value } : { scriptFormat: form.scriptFormat, resource: form.resource });
      break;
    case 'expressionListener':
      attrs.expression = form.expression;
      break;
    case 'delegateExpressionListener':
      attrs.delegateExpression = form.delegateExpression;
      break;
    default:
      attrs.class = form.class;
  }
  if (form.fields.length) {
    attrs.fields = form.fields.map((f) => moddle.create(q(services, 'Field'), f.fieldType === 'expression' ? { name: f.name, expression: f.expression } : { name: f.name, string: f.string }));
  }
  if (kind === 'task' && form.event === 'timeout' && form.eventDefinitionType !== 'null') {
    const body = moddle.create('bpmn:FormalExpression', { body: form.eventTimeDefinitions });
    attrs.eventDefinitions = [moddle.create('bpmn:TimerEventDefinition', { id: `TimerEventDefinition_${timerId()}`, [TIMER_PROPS[form.eventDefinitionType]]: body })];
  }
  const listener = moddle.create(q(services, TYPE[kind]), attrs);
  for (const child of [attrs.script, ...((attrs.fields as any[]) ?? []), ...((attrs.eventDefinitions as any[]) ?? [])]) if (child) (child as any).$parent = listener;
  return listener;
}

/** Saves the drawer (index -1 appends) by rewriting the element's extension elements: one undo step. */
export function saveListener(services: BpmnServices, element: any, kind: ListenerKind, index: number, form: ListenerForm): void {
  const list = upsertAt(listenersOf(services, element, kind), index, createListener(services, form, kind));
  run(services, [replaceExtensions(services, element, [TYPE[kind]], list)]);
}

export function removeListener(services: BpmnServices, element: any, kind: ListenerKind, index: number): void {
  run(services, [replaceExtensions(services, element, [TYPE[kind]], removeAt(listenersOf(services, element, kind), index))]);
}

/** A short text of what a listener runs, for the list. */
export function listenerSummary(form: ListenerForm): string {
  switch (form.listenerType) {
    case 'expressionListener': return form.expression;
    case 'delegateExpressionListener': return form.delegateExpression;
    case 'scriptListener': return form.scriptType === 'externalScript' ? form.resource : form.scriptFormat;
    default: return form.class;
  }
}
