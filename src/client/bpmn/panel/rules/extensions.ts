import type { PanelCommand } from '../../modeler/multiCommand.ts';
import { isA, q, updateModdle, type BpmnServices } from './services.ts';

/** The values of a moddle element's `<extensionElements>`. */
export const extensionValues = (bo: any): any[] => bo?.extensionElements?.values ?? [];

/** The extension values of one engine type (`TaskListener`, `Properties`...) under the current prefix. */
export const extensionsOfType = (services: BpmnServices, bo: any, type: string): any[] => extensionValues(bo).filter((v) => isA(v, q(services, type)));

/**
 * Rewrites `<extensionElements>` of `bo` (the element's business object by default): values of the given engine
 * types are replaced by `added`, everything else is kept. One command: undo restores the previous list whole.
 */
export function replaceExtensions(services: BpmnServices, element: any, types: readonly string[], added: readonly any[], bo: any = element.businessObject): PanelCommand {
  const kept = extensionValues(bo).filter((v) => !types.some((t) => isA(v, q(services, t))));
  const values = [...kept, ...added];
  let extensionElements: any = null;
  if (values.length) {
    extensionElements = services.moddle.create('bpmn:ExtensionElements', { values });
    extensionElements.$parent = bo;
    for (const v of values) v.$parent = extensionElements;
  }
  return updateModdle(element, bo, { extensionElements });
}
