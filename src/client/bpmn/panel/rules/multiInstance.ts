import type { PanelCommand } from '../../modeler/multiCommand.ts';
import { extensionsOfType, replaceExtensions } from './extensions.ts';
import { isA, q, run, updateModdle, updateProps, type BpmnServices } from './services.ts';

export type LoopType = 'Null' | 'StandardLoop' | 'ParallelMultiInstance' | 'SequentialMultiInstance';

export interface MultiInstanceForm {
  loopCardinality: string;
  collection: string;
  elementVariable: string;
  completionCondition: string;
  asyncBefore: boolean;
  asyncAfter: boolean;
  exclusive: boolean;
  timeCycle: string;
}

export function loopType(element: any): LoopType {
  const loop = element.businessObject.loopCharacteristics;
  if (!loop) return 'Null';
  if (isA(loop, 'bpmn:StandardLoopCharacteristics')) return 'StandardLoop';
  return loop.isSequential ? 'SequentialMultiInstance' : 'ParallelMultiInstance';
}

export function readMultiInstance(services: BpmnServices, element: any): MultiInstanceForm {
  const loop = element.businessObject.loopCharacteristics;
  const get = (name: string) => loop?.get?.(q(services, name));
  return {
    loopCardinality: loop?.loopCardinality?.body ?? '',
    collection: get('collection') ?? '',
    elementVariable: get('elementVariable') ?? '',
    completionCondition: loop?.completionCondition?.body ?? '',
    asyncBefore: Boolean(get('asyncBefore')),
    asyncAfter: Boolean(get('asyncAfter')),
    exclusive: Boolean(get('exclusive')),
    timeCycle: loop ? extensionsOfType(services, loop, 'FailedJobRetryTimeCycle')[0]?.body ?? '' : '',
  };
}

/** Switching to Null removes the characteristics (SPEC §4); the others create fresh ones. */
export function setLoopType(services: BpmnServices, element: any, type: LoopType): void {
  if (type === loopType(element)) return;
  let loopCharacteristics: any;
  if (type === 'StandardLoop') loopCharacteristics = services.moddle.create('bpmn:StandardLoopCharacteristics');
  else if (type !== 'Null') loopCharacteristics = services.moddle.create('bpmn:MultiInstanceLoopCharacteristics', { isSequential: type === 'SequentialMultiInstance' });
  if (loopCharacteristics) loopCharacteristics.$parent = element.businessObject;
  run(services, [updateProps(element, { loopCharacteristics })]);
}

/** Loop cardinality and completion condition become empty (removed) when their input is empty. */
export function setLoopExpression(services: BpmnServices, element: any, field: 'loopCardinality' | 'completionCondition', value: string): void {
  const loop = element.businessObject.loopCharacteristics;
  if (!loop || (loop[field]?.body ?? '') === value) return;
  const expression = value ? services.moddle.create('bpmn:FormalExpression', { body: value }) : undefined;
  run(services, [updateModdle(element, loop, { [field]: expression })]);
}

export function setLoopAttribute(services: BpmnServices, element: any, field: 'collection' | 'elementVariable', value: string): void {
  const loop = element.businessObject.loopCharacteristics;
  if (!loop || (loop.get(q(services, field)) ?? '') === value) return;
  run(services, [updateModdle(element, loop, { [q(services, field)]: value || undefined })]);
}

/**
 * Async before/after on the loop characteristics. With both off, exclusive goes back to false and the retry
 * config is cleared (SPEC §4).
 */
export function setLoopAsync(services: BpmnServices, element: any, field: 'asyncBefore' | 'asyncAfter', value: boolean): void {
  const loop = element.businessObject.loopCharacteristics;
  if (!loop) return;
  const form = { ...readMultiInstance(services, element), [field]: value };
  const commands: PanelCommand[] = [];
  if (!form.asyncBefore && !form.asyncAfter) {
    commands.push(updateModdle(element, loop, { [q(services, 'asyncBefore')]: false, [q(services, 'asyncAfter')]: false, [q(services, 'exclusive')]: false }));
    if (extensionsOfType(services, loop, 'FailedJobRetryTimeCycle').length) commands.push(replaceExtensions(services, element, ['FailedJobRetryTimeCycle'], [], loop));
  } else {
    commands.push(updateModdle(element, loop, { [q(services, field)]: value }));
  }
  run(services, commands);
}

/** The exclusive option is offered only while async before or after is on. */
export const showsExclusive = (form: Pick<MultiInstanceForm, 'asyncBefore' | 'asyncAfter'>): boolean => form.asyncBefore || form.asyncAfter;

export function setLoopExclusive(services: BpmnServices, element: any, value: boolean): void {
  const loop = element.businessObject.loopCharacteristics;
  if (!loop) return;
  run(services, [updateModdle(element, loop, { [q(services, 'exclusive')]: value })]);
}

export function setLoopTimeCycle(services: BpmnServices, element: any, value: string): void {
  const loop = element.businessObject.loopCharacteristics;
  if (!loop) return;
  const added = value ? [services.moddle.create(q(services, 'FailedJobRetryTimeCycle'), { body: value })] : [];
  run(services, [replaceExtensions(services, element, ['FailedJobRetryTimeCycle'], added, loop)]);
}
