import type Modeler from 'bpmn-js/lib/Modeler';
import type { EnginePrefix } from '../../../../shared/bpmn/index.ts';
import { MULTI_COMMAND, type PanelCommand } from '../../modeler/multiCommand.ts';

/** The bpmn-js services the panel edits through (every edit a command on the command stack, hence undoable). */
export interface BpmnServices {
  modeling: any;
  moddle: any;
  commandStack: any;
  elementRegistry: any;
  canvas: any;
  prefix: EnginePrefix;
}

export function servicesOf(modeler: Modeler, prefix: EnginePrefix): BpmnServices {
  return {
    modeling: modeler.get('modeling'),
    moddle: modeler.get('moddle'),
    commandStack: modeler.get('commandStack'),
    elementRegistry: modeler.get('elementRegistry'),
    canvas: modeler.get('canvas'),
    prefix,
  };
}

export const updateProps = (element: any, properties: Record<string, unknown>): PanelCommand => ({ cmd: 'element.updateProperties', context: { element, properties } });

export const updateModdle = (element: any, moddleElement: any, properties: Record<string, unknown>): PanelCommand =>
  moddleElement === element.businessObject ? updateProps(element, properties) : { cmd: 'element.updateModdleProperties', context: { element, moddleElement, properties } };

/** Runs the commands of one edit as one undo step. */
export function run(services: BpmnServices, commands: readonly PanelCommand[]): void {
  if (!commands.length) return;
  if (commands.length === 1) services.commandStack.execute(commands[0].cmd, commands[0].context);
  else services.commandStack.execute(MULTI_COMMAND, commands);
}

/** `${prefix}:name`, the qualified name of an engine attribute or type. */
export const q = (services: Pick<BpmnServices, 'prefix'>, name: string): string => `${services.prefix}:${name}`;

/** Empty input becomes "no value" (the attribute is removed), as the panels of yudao do. */
export const orNull = (value: unknown): unknown => (value === '' || value === undefined ? undefined : value);

export const isA = (bo: any, type: string): boolean => Boolean(bo && typeof bo.$instanceOf === 'function' && bo.$instanceOf(type));

/** The root element of the canvas (the process, or a collaboration) and the definitions around it. */
export function rootOf(services: BpmnServices): { root: any; definitions: any } {
  const root = services.canvas.getRootElement();
  let definitions = root.businessObject;
  while (definitions && !isA(definitions, 'bpmn:Definitions')) definitions = definitions.$parent;
  return { root, definitions };
}
