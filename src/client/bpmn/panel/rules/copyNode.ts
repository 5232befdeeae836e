import { CANDIDATE_STRATEGY, COPY_DELEGATE_EXPRESSION, COPY_ELEMENTS, paramIds, STRATEGIES_WITHOUT_PARAM } from '../../../../shared/bpmn/copyNode.ts';
import type { PanelCommand } from '../../modeler/multiCommand.ts';
import { extensionsOfType, replaceExtensions } from './extensions.ts';
import { isA, q, run, updateProps, type BpmnServices } from './services.ts';

/**
 * 抄送节点 (issue 37 item 4): today's yudao's copy node, a service task whose `delegateExpression` is its copy
 * delegate, naming whom it copies to by yudao's candidate strategy and ids — as extension elements
 * (`<flowable:candidateStrategy>30</…>`, `<flowable:candidateParam>1,2</…>`, what yudao writes), or, under the
 * camunda prefix, whose descriptor has no such types, as attributes (which yudao reads first).
 */
export interface CopyNodeForm {
  /** '' while none is chosen. */
  strategy: string;
  ids: number[];
}

export const isServiceTask = (element: any): boolean => isA(element?.businessObject, 'bpmn:ServiceTask');

export function isCopyNode(services: BpmnServices, element: any): boolean {
  return isServiceTask(element) && String(element.businessObject.get(q(services, 'delegateExpression')) ?? '').trim() === COPY_DELEGATE_EXPRESSION;
}

const text = (services: BpmnServices, bo: any, type: string, attribute: string): string =>
  String(extensionsOfType(services, bo, type)[0]?.body ?? bo.get(q(services, attribute)) ?? '').trim();

export function readCopyNode(services: BpmnServices, element: any): CopyNodeForm {
  const bo = element.businessObject;
  return {
    strategy: text(services, bo, COPY_ELEMENTS.candidateStrategy, 'candidateStrategy'),
    ids: paramIds(text(services, bo, COPY_ELEMENTS.candidateParam, 'candidateParam')),
  };
}

/** Whether the prefix's descriptor has the candidate element types (flowable, activiti; not camunda's). */
function hasCandidateTypes(services: BpmnServices): boolean {
  try {
    return Boolean(services.moddle.getTypeDescriptor(q(services, COPY_ELEMENTS.candidateStrategy)));
  } catch {
    return false;
  }
}

/** The commands writing the candidates: extension elements where the prefix has them (attributes cleared), else attributes. */
function candidateCommands(services: BpmnServices, element: any, form: CopyNodeForm): PanelCommand[] {
  const strategy = form.strategy.trim();
  const param = STRATEGIES_WITHOUT_PARAM.includes(Number(strategy)) ? '' : form.ids.join(',');
  const attributes = { [q(services, 'candidateStrategy')]: undefined as string | undefined, [q(services, 'candidateParam')]: undefined as string | undefined };
  if (!hasCandidateTypes(services)) {
    return [updateProps(element, { [q(services, 'candidateStrategy')]: strategy || undefined, [q(services, 'candidateParam')]: param || undefined })];
  }
  const create = (type: string, body: string) => services.moddle.create(q(services, type), { body });
  const added = [...(strategy ? [create(COPY_ELEMENTS.candidateStrategy, strategy)] : []), ...(param ? [create(COPY_ELEMENTS.candidateParam, param)] : [])];
  const bo = element.businessObject;
  const commands = [replaceExtensions(services, element, [COPY_ELEMENTS.candidateStrategy, COPY_ELEMENTS.candidateParam], added)];
  if (bo.get(q(services, 'candidateStrategy')) !== undefined || bo.get(q(services, 'candidateParam')) !== undefined) commands.push(updateProps(element, attributes));
  return commands;
}

/** 抄送人: the strategy and its ids (none for 发起人自己 / 发起人部门负责人), one undo step. */
export function setCopyCandidates(services: BpmnServices, element: any, form: CopyNodeForm): void {
  const current = readCopyNode(services, element);
  if (current.strategy === form.strategy.trim() && current.ids.join(',') === form.ids.join(',')) return;
  run(services, candidateCommands(services, element, form));
}

/**
 * Makes a service task a copy node (the delegate expression; 抄送 to named users until chosen otherwise) or an
 * ordinary service task again (expression and candidates removed), one undo step.
 */
export function setCopyNode(services: BpmnServices, element: any, on: boolean): void {
  if (isCopyNode(services, element) === on) return;
  const expression = { [q(services, 'delegateExpression')]: on ? COPY_DELEGATE_EXPRESSION : undefined };
  if (on) {
    const form = readCopyNode(services, element);
    run(services, [updateProps(element, expression), ...candidateCommands(services, element, { strategy: form.strategy || String(CANDIDATE_STRATEGY.USER), ids: form.ids })]);
  } else {
    run(services, [updateProps(element, expression), ...candidateCommands(services, element, { strategy: '', ids: [] })]);
  }
}
