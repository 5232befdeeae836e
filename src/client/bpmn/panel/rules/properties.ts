import { extensionsOfType, replaceExtensions } from './extensions.ts';
import { q, run, type BpmnServices } from './services.ts';

export interface ExtensionProperty {
  name: string;
  value: string;
}

/** The element's extension properties (`<prefix:properties>` directly under its extension elements). */
export function readProperties(services: BpmnServices, element: any): ExtensionProperty[] {
  return extensionsOfType(services, element.businessObject, 'Properties').flatMap((p: any) => (p.values ?? []).map((v: any) => ({ name: v.name ?? '', value: v.value ?? '' })));
}

/** Rewrites the list (add, edit or remove): one `Properties` element, none when the list is empty. */
export function writeProperties(services: BpmnServices, element: any, list: readonly ExtensionProperty[]): void {
  const { moddle } = services;
  const added = list.length ? [moddle.create(q(services, 'Properties'), { values: list.map((p) => moddle.create(q(services, 'Property'), { name: p.name, value: p.value })) })] : [];
  run(services, [replaceExtensions(services, element, ['Properties'], added)]);
}
