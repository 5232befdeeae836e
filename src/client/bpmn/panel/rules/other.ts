import { extensionsOfType, replaceExtensions } from './extensions.ts';
import { isA, q, run, updateProps, type BpmnServices } from './services.ts';

export interface OtherForm {
  asyncBefore: boolean;
  asyncAfter: boolean;
  exclusive: boolean;
  jobPriority: string;
  timeCycle: string;
}

/** Async continuations, exclusive and retries apply to activities, gateways and events; job priority to those and processes. */
export const hasAsync = (element: any): boolean => ['bpmn:Activity', 'bpmn:Gateway', 'bpmn:Event'].some((t) => isA(element?.businessObject, t));
export const hasJobPriority = (element: any): boolean => hasAsync(element) || isA(element?.businessObject, 'bpmn:Process');

export function readOther(services: BpmnServices, element: any): OtherForm {
  const bo = element.businessObject;
  return {
    asyncBefore: Boolean(bo.get(q(services, 'asyncBefore'))),
    asyncAfter: Boolean(bo.get(q(services, 'asyncAfter'))),
    exclusive: Boolean(bo.get(q(services, 'exclusive'))),
    jobPriority: hasJobPriority(element) ? bo.get(q(services, 'jobPriority')) ?? '' : '',
    timeCycle: extensionsOfType(services, bo, 'FailedJobRetryTimeCycle')[0]?.body ?? '',
  };
}

/** The same rule as the loop's: with both async flags off, exclusive is reset to false and the retry cycle cleared. */
export function setAsync(services: BpmnServices, element: any, field: 'asyncBefore' | 'asyncAfter', value: boolean): void {
  const form = { ...readOther(services, element), [field]: value };
  if (form.asyncBefore || form.asyncAfter) return run(services, [updateProps(element, { [q(services, field)]: value })]);
  const commands = [updateProps(element, { [q(services, 'asyncBefore')]: false, [q(services, 'asyncAfter')]: false, [q(services, 'exclusive')]: false })];
  if (form.timeCycle) commands.push(replaceExtensions(services, element, ['FailedJobRetryTimeCycle'], []));
  run(services, commands);
}

export function setExclusive(services: BpmnServices, element: any, value: boolean): void {
  run(services, [updateProps(element, { [q(services, 'exclusive')]: value })]);
}

export function setJobPriority(services: BpmnServices, element: any, value: string): void {
  if ((element.businessObject.get(q(services, 'jobPriority')) ?? '') === value) return;
  run(services, [updateProps(element, { [q(services, 'jobPriority')]: value || undefined })]);
}

export function setRetryTimeCycle(services: BpmnServices, element: any, value: string): void {
  const added = value ? [services.moddle.create(q(services, 'FailedJobRetryTimeCycle'), { body: value })] : [];
  run(services, [replaceExtensions(services, element, ['FailedJobRetryTimeCycle'], added)]);
}

/** The element's documentation text (the first `<documentation>`). */
export const readDocumentation = (element: any): string => element.businessObject.documentation?.[0]?.text ?? '';

export function setDocumentation(services: BpmnServices, element: any, text: string): void {
  if (readDocumentation(element) === text) return;
  const documentation = text ? [services.moddle.create('bpmn:Documentation', { text })] : [];
  run(services, [updateProps(element, { documentation })]);
}
