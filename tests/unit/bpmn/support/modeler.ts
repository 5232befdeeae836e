import type Modeler from 'bpmn-js/lib/Modeler';
import { createModeler } from '../../../../src/client/bpmn/modeler/index.ts';
import { servicesOf, type BpmnServices } from '../../../../src/client/bpmn/panel/rules/index.ts';
import type { EnginePrefix } from '../../../../src/shared/bpmn/index.ts';
import { installSvgPolyfill } from './svgPolyfill.ts';

export interface TestModeler {
  modeler: Modeler;
  services: BpmnServices;
  warnings: unknown[];
  el(id: string): any;
  xml(): Promise<string>;
  undo(): void;
  redo(): void;
  destroy(): void;
}

/** Our designer's Modeler (prefix descriptor, translate, token simulation) in happy-dom, with a diagram open. */
export async function openModeler(prefix: EnginePrefix, xml: string): Promise<TestModeler> {
  installSvgPolyfill();
  const container = document.createElement('div');
  document.body.appendChild(container);
  const modeler = createModeler({ container, prefix });
  const { warnings } = await modeler.importXML(xml);
  const services = servicesOf(modeler, prefix);
  const commandStack = modeler.get<any>('commandStack');
  return {
    modeler, services, warnings,
    el: (id) => services.elementRegistry.get(id),
    xml: async () => (await modeler.saveXML({ format: true })).xml ?? '',
    undo: () => commandStack.undo(),
    redo: () => commandStack.redo(),
    destroy: () => {
      modeler.destroy();
      container.remove();
    },
  };
}

/**
 * Every element of a document as `path|namespace:name|attributes|text`, sorted: two documents with the same
 * signature carry the same information whatever their prefixes, attribute order or indentation.
 */
export function xmlSignature(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const out: string[] = [];
  const walk = (node: Element, path: string) => {
    const name = `{${node.namespaceURI}}${node.localName}`;
    const attrs = Array.from(node.attributes)
      .filter((a) => a.name !== 'xmlns' && !a.name.startsWith('xmlns:'))
      .map((a) => `{${a.namespaceURI ?? ''}}${a.localName}=${a.name === 'xsi:type' ? a.value.replace(/^[\w-]+:/, '') : a.value}`)
      .sort()
      .join(' ');
    const text = Array.from(node.childNodes).filter((c) => c.nodeType === 3 || c.nodeType === 4).map((c) => c.textContent ?? '').join('').trim();
    const here = `${path}/${name}`;
    out.push(`${here}|${attrs}|${text}`);
    for (const child of Array.from(node.children)) walk(child, here);
  };
  walk(doc.documentElement, '');
  return out.sort();
}
