/** The engine prefixes of the designer (SPEC §9): camunda is the default; exactly one is loaded at a time. */
export const ENGINE_PREFIXES = ['camunda', 'flowable', 'activiti'] as const;
export type EnginePrefix = (typeof ENGINE_PREFIXES)[number];
export const DEFAULT_PREFIX: EnginePrefix = 'camunda';

export const PREFIX_NAMESPACES: Readonly<Record<EnginePrefix, string>> = {
  camunda: 'http://camunda.org/schema/1.0/bpmn',
  flowable: 'http://flowable.org/bpmn',
  activiti: 'http://activiti.org/bpmn',
};

/** The targetNamespace a fresh diagram gets for each engine (as yudao's defaultEmpty). */
export const TARGET_NAMESPACES: Readonly<Record<EnginePrefix, string>> = {
  camunda: 'http://bpmn.io/schema/bpmn',
  flowable: 'http://flowable.org/bpmn',
  activiti: 'http://activiti.org/bpmn',
};

export const isEnginePrefix = (value: unknown): value is EnginePrefix => (ENGINE_PREFIXES as readonly unknown[]).includes(value);

/** The engine namespace an XML document declares (by namespace URI, whatever its prefix), or null. */
export function detectPrefix(xml: string): EnginePrefix | null {
  for (const prefix of ENGINE_PREFIXES) {
    if (xml.includes(`"${PREFIX_NAMESPACES[prefix]}"`)) return prefix;
  }
  return null;
}

/**
 * Moves a document's engine extensions to another prefix: the namespace declaration and every qualified name
 * (`camunda:assignee`, `<camunda:taskListener>`) of the old prefix. Used when the designer switches engine, so
 * the diagram is kept with its settings rather than leaving them as unknown attributes.
 */
export function convertPrefix(xml: string, from: EnginePrefix, to: EnginePrefix): string {
  if (from === to) return xml;
  const declared = new RegExp(`xmlns:([\\w-]+)="${PREFIX_NAMESPACES[from].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"`);
  const match = declared.exec(xml);
  if (!match) return xml;
  const old = match[1];
  return xml
    .replace(match[0], `xmlns:${to}="${PREFIX_NAMESPACES[to]}"`)
    .replace(new RegExp(`(<\\/?|\\s)${old}:(?=[\\w-]+)`, 'g'), `$1${to}:`);
}
