import camunda from 'camunda-bpmn-moddle/resources/camunda.json' with { type: 'json' };
import type { ModdleDescriptor } from '../deriveDescriptor.ts';
import type { EnginePrefix } from '../prefixes.ts';
import activiti from './activiti.json' with { type: 'json' };
import flowable from './flowable.json' with { type: 'json' };

/** The moddle descriptor of each engine prefix: camunda-bpmn-moddle's, and ours derived from it. */
export const DESCRIPTORS: Readonly<Record<EnginePrefix, ModdleDescriptor>> = {
  camunda: camunda as ModdleDescriptor,
  flowable: flowable as ModdleDescriptor,
  activiti: activiti as ModdleDescriptor,
};

/**
 * `moddleExtensions` for a Modeler or `moddleOptions` for the engine: exactly one engine descriptor, because two
 * of them in one moddle make `<userTask>` unparsable ("property <assignee> already defined", BPMN-NOTES §0). A copy:
 * moddle's registry writes into the property descriptors it is given (`name` becomes `flowable:assignee`, an `ns`
 * is added), and DESCRIPTORS must stay as the JSON says for everyone who reads it after.
 */
export function moddleExtensionsFor(prefix: EnginePrefix): Record<string, ModdleDescriptor> {
  return { [prefix]: structuredClone(DESCRIPTORS[prefix]) };
}
