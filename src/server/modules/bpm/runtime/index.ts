/**
 * The workflow runtime (docs/bpm-runtime.md): definitions deployed from models, instances, tasks and their trail,
 * on bpmn-engine behind our own port. Only this folder imports bpmn-engine.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import type { Db } from '../../../db/database.ts';
import { assignRuleRoutes } from '../rule/assignRuleRoutes.ts';
import { bpmModelImportRoutes } from '../model/modelImport.ts';
import { definitionRoutes } from './definitionRoutes.ts';
import { definitionStateRoutes } from './definitionStateRoutes.ts';
import { instanceRoutes } from './instanceRoutes.ts';
import { taskRoutes } from './taskRoutes.ts';
import { copyRoutes } from './copyRoutes.ts';

export type { WorkflowRuntime, StepResult } from './port.ts';
export { startInstance, approveTask, rejectTask, cancelInstance } from './commands.ts';
export { fireDueJobs } from './jobs.ts';
export { registerJobPoller } from './jobPoller.ts';
export { RESULT, STATUS, RuntimeErrors } from './runtimeErrors.ts';

export function bpmRuntimeRoutes(db: Db, registry: ResourceRegistry): (app: FastifyInstance) => Promise<void> {
  const routes = [definitionRoutes(db, registry), assignRuleRoutes(db, registry), definitionStateRoutes(db, registry), bpmModelImportRoutes(db, registry),
    instanceRoutes(), taskRoutes(), copyRoutes()];
  return async (app) => {
    for (const register of routes) await register(app);
  };
}
