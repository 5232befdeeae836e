/** BPMN pieces shared by the designer and the server: engine prefixes, their descriptors and pure rules. */
export * from './prefixes.ts';
export * from './processKey.ts';
export * from './defaultDiagram.ts';
export * from './randomId.ts';
export { DESCRIPTORS, moddleExtensionsFor } from './descriptors/index.ts';
export type { ModdleDescriptor } from './deriveDescriptor.ts';
