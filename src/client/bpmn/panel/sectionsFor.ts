import { hasFlowCondition, hasForm, isA, isProcess, isTaskElement } from './rules/index.ts';

export type SectionId = 'general' | 'messages' | 'condition' | 'form' | 'task' | 'multiInstance' | 'nodePolicy' | 'copy' | 'executionListeners' | 'taskListeners' | 'properties' | 'other' | 'documentation';

/** The panel's sections for an element, in the order of the issue (SPEC §2.6). */
export function sectionsFor(element: any): SectionId[] {
  const bo = element?.businessObject;
  if (!bo) return [];
  const flowOrProcess = isA(bo, 'bpmn:FlowElement') || isA(bo, 'bpmn:Process');
  const all: [SectionId, boolean][] = [
    ['general', true],
    ['messages', isProcess(element)],
    ['condition', hasFlowCondition(element)],
    ['form', hasForm(element)],
    ['task', isTaskElement(element)],
    ['multiInstance', isTaskElement(element)],
    ['nodePolicy', isA(bo, 'bpmn:UserTask')],
    ['copy', isA(bo, 'bpmn:ServiceTask')],
    ['executionListeners', flowOrProcess],
    ['taskListeners', isA(bo, 'bpmn:UserTask')],
    ['properties', flowOrProcess],
    ['other', flowOrProcess],
    ['documentation', true],
  ];
  return all.filter(([, shown]) => shown).map(([id]) => id);
}
