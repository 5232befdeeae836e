import { bpmnEngineRuntime } from './bpmnEngine.ts';
import type { RuntimeDefinition, WorkflowRuntime } from './port.ts';

/**
 * The one runtime of the process. Script conditions and script tasks stay off: designer-authored JavaScript would
 * run in Node's vm, which is not a sandbox (a setting to allow them for trusted models comes with issue #15's rules).
 */
export const workflowRuntime: WorkflowRuntime = bpmnEngineRuntime({ allowScripts: false });

export function runtimeDefinition(row: { id: string; bpmnXml: string; enginePrefix: string }): RuntimeDefinition {
  return { id: row.id, bpmnXml: row.bpmnXml, enginePrefix: row.enginePrefix };
}
