import { isValidProcessKey } from '../../../../shared/bpmn/index.ts';
import { isA, orNull, run, updateProps, type BpmnServices } from './services.ts';

export type IdError = 'required' | 'pattern' | 'duplicate';

/** Why an id (or process key) cannot be applied, or null: SPEC §5 pattern, and unique in the diagram. */
export function idError(services: BpmnServices, element: any, value: string): IdError | null {
  if (!value) return 'required';
  if (!isValidProcessKey(value)) return 'pattern';
  if (value !== element.businessObject.id && services.elementRegistry.get(value)) return 'duplicate';
  return null;
}

/** Applies a process key or element id only when it is valid (SPEC §4: otherwise nothing changes). */
export function applyId(services: BpmnServices, element: any, value: string): IdError | null {
  const error = idError(services, element, value);
  if (error) return error;
  if (value !== element.businessObject.id) run(services, [updateProps(element, { id: value })]);
  return null;
}

export function applyName(services: BpmnServices, element: any, name: string): void {
  if ((element.businessObject.name ?? '') === name) return;
  run(services, [updateProps(element, { name: orNull(name) })]);
}

export const isProcess = (element: any): boolean => isA(element?.businessObject, 'bpmn:Process');

/** The process key input is disabled once the process is bound to a saved model key (SPEC §5). */
export const isKeyEditable = (lockedKey: string | null | undefined): boolean => !lockedKey;
