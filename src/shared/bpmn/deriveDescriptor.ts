import { PREFIX_NAMESPACES, type EnginePrefix } from './prefixes.ts';

/** The shape of a moddle package descriptor (camunda.json and ours). */
export interface ModdleDescriptor {
  name: string;
  uri: string;
  prefix: string;
  xml?: { tagAlias?: string };
  associations: unknown[];
  types: { name: string; [key: string]: unknown }[];
  enumerations?: unknown[];
  emumerations?: unknown[];
}

const NAMES: Record<Exclude<EnginePrefix, 'camunda'>, string> = { flowable: 'Flowable', activiti: 'Activiti' };

const attr = (name: string, type = 'String') => ({ name, isAttr: true, type });

/** An extension element holding one text value (its body). */
const textElement = (name: string, allowedIn: string[]) => ({
  name, superClass: ['Element'], meta: { allowedIn }, properties: [{ name: 'body', isBody: true, type: 'String' }],
});

/** yudao's flowable extension elements (SPEC §3): approval buttons, assignees and conditions on user tasks and flows. */
function yudaoTypes(prefix: string) {
  return [
    {
      name: 'Button', superClass: ['Element'], meta: { allowedIn: ['bpmn:UserTask'] },
      properties: [attr('id'), attr('name'), attr('code'), attr('isHide'), attr('next'), attr('sort', 'Integer')],
    },
    {
      name: 'Assignee', superClass: ['Element'], meta: { allowedIn: ['bpmn:UserTask', `${prefix}:Button`] },
      properties: [attr('id'), attr('type'), attr('value'), attr('condition'), attr('operationType'), attr('sort', 'Integer')],
    },
    {
      name: 'Condition', superClass: ['Element'], meta: { allowedIn: ['bpmn:SequenceFlow', 'bpmn:UserTask'] },
      properties: [attr('id'), attr('field'), attr('compare'), attr('value'), attr('logic'), attr('sort', 'Integer')],
    },
    // today's yudao node policies (BpmnModelConstants, issue 37): one text element each, `<flowable:approveMethod>2</…>`
    ...['AssignEmptyHandlerType', 'AssignEmptyUserIds', 'AssignStartUserHandlerType', 'ApproveMethod', 'ApproveRatio'].map((name) => textElement(name, ['bpmn:UserTask'])),
    ...['BoundaryEventType', 'TimeoutHandlerType'].map((name) => textElement(name, ['bpmn:BoundaryEvent'])),
    // today's yudao candidates of a copy node (抄送节点, a serviceTask) and of its SIMPLE designer's user tasks
    ...['CandidateStrategy', 'CandidateParam'].map((name) => textElement(name, ['bpmn:ServiceTask', 'bpmn:UserTask'])),
  ];
}

/**
 * camunda.json with another name, uri and prefix: every `camunda:` type reference (extends, superClass, allowedIn,
 * property types and the one prefixed property name) now names the new prefix, and the yudao types are added.
 */
export function deriveDescriptor(camunda: ModdleDescriptor, prefix: Exclude<EnginePrefix, 'camunda'>): ModdleDescriptor {
  const text = JSON.stringify(camunda).replace(/"camunda:/g, `"${prefix}:`);
  const copy = JSON.parse(text) as ModdleDescriptor;
  // camunda.json spells its enumerations key "emumerations"; keep it as it is (moddle ignores both).
  return {
    ...copy,
    name: NAMES[prefix],
    uri: PREFIX_NAMESPACES[prefix],
    prefix,
    types: [...copy.types, ...yudaoTypes(prefix)],
  };
}
