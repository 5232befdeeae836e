/** The properties panel's edits: pure reads and bpmn-js commands, prefix-aware, each edit one undo step. */
export * from './services.ts';
export * from './extensions.ts';
export * from './general.ts';
export * from './messages.ts';
export * from './flowCondition.ts';
export * from './formData.ts';
export * from './task.ts';
export * from './multiInstance.ts';
export * from './listenerForm.ts';
export * from './listeners.ts';
export * from './properties.ts';
export * from './other.ts';
export * from './nodePolicies.ts';
export * from './copyNode.ts';
