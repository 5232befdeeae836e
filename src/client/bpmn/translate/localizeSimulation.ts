import { simulationZhCN } from './simulationZhCN.ts';

/**
 * Shows bpmn-js-token-simulation's own texts in Chinese. The library writes them as English HTML (palette titles,
 * context pads, notifications, the log…) and never asks `translate`, so this module watches the canvas container
 * with a MutationObserver and rewrites, in the library's elements only (`bts-*` classes), the text nodes and the
 * `title`/`aria-label` attributes found in `simulationZhCN`. The observer's callback runs before the next paint, so
 * the English is never seen. Element names in the diagram (user content, outside `bts-*`) are never touched.
 */

const LIBRARY_ELEMENT = '[class^="bts-"], [class*=" bts-"]';
const ATTRIBUTES = ['title', 'aria-label'];
const PLACEHOLDER = /\{(\w+)\}/g;

const own = (key: string): string | undefined => (Object.hasOwn(simulationZhCN, key) ? simulationZhCN[key] : undefined);

const TEMPLATES = Object.keys(simulationZhCN)
  .filter((key) => key.includes('{'))
  .map((template) => {
    const names: string[] = [];
    const source = template
      .split(/\{(\w+)\}/)
      .map((part, i) => (i % 2 ? (names.push(part), '(.+?)') : part.replace(/[.*+?^$()|[\]\\{}/]/g, '\\$&')))
      .join('');
    return { pattern: new RegExp(`^${source}$`), names, zh: simulationZhCN[template] };
  });

/** One text of the library in Chinese (a filled-in part is looked up too, else kept); unknown texts stay as they are. */
export function localizeSimulationText(text: string): string {
  const exact = own(text);
  if (exact !== undefined) return exact;
  for (const { pattern, names, zh } of TEMPLATES) {
    const match = pattern.exec(text);
    if (match) return zh.replace(PLACEHOLDER, (_whole, name: string) => {
      const value = match[names.indexOf(name) + 1];
      return own(value) ?? value;
    });
  }
  return text;
}

function localizeTextNode(node: Text): void {
  const text = node.data.trim();
  if (!text) return;
  const zh = localizeSimulationText(text);
  if (zh !== text) node.data = node.data.replace(text, zh);
}

function localizeAttribute(element: Element, name: string): void {
  const value = element.getAttribute(name);
  if (!value) return;
  const zh = localizeSimulationText(value);
  if (zh !== value) element.setAttribute(name, zh);
}

/** Everything under `node` (itself included). */
function localizeTree(node: Node): void {
  if (node.nodeType === Node.TEXT_NODE) return localizeTextNode(node as Text);
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  for (const name of ATTRIBUTES) localizeAttribute(node as Element, name);
  for (const child of Array.from(node.childNodes)) localizeTree(child);
}

const inLibrary = (node: Node): boolean => Boolean((node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement)?.closest(LIBRARY_ELEMENT));

/** The library's elements at or under `node`. */
function localizeAdded(node: Node): void {
  if (inLibrary(node)) return localizeTree(node);
  if (node.nodeType === Node.ELEMENT_NODE) (node as Element).querySelectorAll(LIBRARY_ELEMENT).forEach(localizeTree);
}

function LocalizeSimulation(eventBus: any, canvas: any) {
  const container: HTMLElement = canvas.getContainer();
  // what the library has built already (its palette, log and speed buttons are made when the modeler is)
  container.querySelectorAll(LIBRARY_ELEMENT).forEach(localizeTree);
  // our own writes come back as records too; they are Chinese then and match nothing, so this settles at once
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(localizeAdded);
      else if (!inLibrary(record.target)) continue;
      else if (record.type === 'characterData') localizeTextNode(record.target as Text);
      else if (record.attributeName) localizeAttribute(record.target as Element, record.attributeName);
    }
  });
  observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES });
  eventBus.on('diagram.destroy', () => observer.disconnect());
}
LocalizeSimulation.$inject = ['eventBus', 'canvas'];

/** Register after `bpmn-js-token-simulation` (the designer's modeler does, whenever simulation is on). */
export const localizeSimulationModule = { __init__: ['localizeSimulation'], localizeSimulation: ['type', LocalizeSimulation] };
