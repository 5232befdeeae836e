import type { PanelCommand } from '../../modeler/multiCommand.ts';
import { isA, q, run, updateProps, type BpmnServices } from './services.ts';

export type FlowType = 'normal' | 'default' | 'condition';
export type ConditionType = 'expression' | 'script';
export type ScriptType = 'inlineScript' | 'externalScript';

export interface FlowCondition {
  type: FlowType;
  conditionType: ConditionType;
  body: string;
  language: string;
  scriptType: ScriptType;
  resource: string;
}

/** The flow-condition section is shown for sequence flows that do not leave a start event (SPEC §2.6). */
export const hasFlowCondition = (element: any): boolean =>
  isA(element?.businessObject, 'bpmn:SequenceFlow') && !isA(element.businessObject.sourceRef, 'bpmn:StartEvent');

/** The form of SPEC §3 read from a sequence flow. */
export function readFlowCondition(services: BpmnServices, element: any): FlowCondition {
  const bo = element.businessObject;
  const expr = bo.conditionExpression;
  const resource = expr?.get?.(q(services, 'resource')) ?? '';
  const type: FlowType = bo.sourceRef?.default === bo ? 'default' : expr ? 'condition' : 'normal';
  const conditionType: ConditionType = expr && (expr.language || resource) ? 'script' : 'expression';
  return {
    type,
    conditionType,
    body: expr?.body ?? '',
    language: expr?.language ?? '',
    scriptType: resource ? 'externalScript' : 'inlineScript',
    resource,
  };
}

function clearDefault(element: any): PanelCommand[] {
  const source = element.source;
  return source && source.businessObject.default === element.businessObject ? [updateProps(source, { default: undefined })] : [];
}

/**
 * SPEC §4: condition creates an empty formal expression; default clears the condition and marks the flow as the
 * source's default; normal clears any condition and any default marking. One undo step each.
 */
export function setFlowType(services: BpmnServices, element: any, type: FlowType): void {
  const commands: PanelCommand[] = [];
  if (type === 'condition') {
    commands.push(...clearDefault(element), updateProps(element, { conditionExpression: services.moddle.create('bpmn:FormalExpression', { body: '' }) }));
  } else if (type === 'default') {
    if (element.businessObject.conditionExpression) commands.push(updateProps(element, { conditionExpression: undefined }));
    commands.push(updateProps(element.source, { default: element.businessObject }));
  } else {
    if (element.businessObject.conditionExpression) commands.push(updateProps(element, { conditionExpression: undefined }));
    commands.push(...clearDefault(element));
  }
  run(services, commands);
}

/**
 * Writes the condition: an expression body, or a script (language) that is inline (body, resource cleared) or
 * external (resource, body cleared). Empty values are left out.
 */
export function setCondition(services: BpmnServices, element: any, form: Pick<FlowCondition, 'conditionType' | 'body' | 'language' | 'scriptType' | 'resource'>): void {
  const attrs: Record<string, unknown> = {};
  if (form.conditionType === 'expression') attrs.body = form.body;
  else {
    if (form.language) attrs.language = form.language;
    if (form.scriptType === 'inlineScript') attrs.body = form.body;
    else if (form.resource) attrs[q(services, 'resource')] = form.resource;
  }
  const condition = services.moddle.create('bpmn:FormalExpression', attrs);
  run(services, [...clearDefault(element), updateProps(element, { conditionExpression: condition })]);
}
