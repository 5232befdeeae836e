export { createModeler, createBareModeler, type CreateModelerOptions } from './createModeler.ts';
export { multiCommandModule, MULTI_COMMAND, type PanelCommand } from './multiCommand.ts';
export * from './zoom.ts';
export * from './align.ts';
export { xmlToJson, type XmlJson } from './xmlToJson.ts';
