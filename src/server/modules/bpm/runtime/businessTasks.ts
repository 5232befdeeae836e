import type { TenantScope } from '../../../db/tenantScope.ts';
import type { ErrorCode } from '../../../../shared/errorCodes.ts';
import { fail } from '../../../http/errors.ts';
import type { TrailEntry } from './port.ts';

/**
 * Business processes whose tasks are decided by the business module's own commands, not by the generic
 * `/bpm/task/approve`, `reject` or `/bpm/process-instance/cancel`: their gateways read variables only those commands
 * set (a proposal's review decision, its units), and their business row changes with each step. A module registers
 * the refusal for its process key when it loads, as it registers its result listener (businessResults.ts).
 */
const guards = new Map<string, ErrorCode>();

export function registerBusinessTaskGuard(processKey: string, refusal: ErrorCode): void {
  guards.set(processKey, refusal);
}

/** Refuses a generic decision on an instance of a guarded process; an unknown instance is left to the command. */
export async function refuseGuardedInstance(scope: TenantScope, instanceId: string): Promise<void> {
  if (!guards.size) return;
  const row = await scope.selectFrom('bpmProcessInstance')
    .innerJoin('bpmProcessDefinition', 'bpmProcessDefinition.id', 'bpmProcessInstance.processDefinitionId')
    .select('bpmProcessDefinition.processKey').where('bpmProcessInstance.id', '=', instanceId).executeTakeFirst();
  const refusal = row && guards.get(row.processKey);
  if (refusal) throw fail(refusal);
}

export async function refuseGuardedTask(scope: TenantScope, taskId: string): Promise<void> {
  if (!guards.size) return;
  const task = await scope.selectFrom('bpmTask').select('processInstanceId').where('id', '=', taskId).executeTakeFirst();
  if (task) await refuseGuardedInstance(scope, task.processInstanceId);
}

/** What a step hook learns of each step of an instance of its process. */
export interface StepSeen {
  processInstanceId: string;
  businessKey: string | null;
  trail: readonly TrailEntry[];
}

export type StepHook = (txScope: TenantScope, step: StepSeen) => Promise<void>;

/**
 * Hooks that see every step of their process's instances inside the step's transaction — a proposal flags itself
 * overdue when its boundary timer fires, which no command of its own runs.
 */
const stepHooks = new Map<string, StepHook>();

export function registerStepHook(processKey: string, hook: StepHook): void {
  stepHooks.set(processKey, hook);
}

/** Called by applyStep after each step is written. */
export async function notifyStep(txScope: TenantScope, processKey: string, step: StepSeen): Promise<void> {
  const hook = stepHooks.get(processKey);
  if (hook) await hook(txScope, step);
}

/** Asks the request whether its user holds a permission code (request.hasPermission). */
export type PermissionCheck = (code: string) => Promise<boolean>;

/**
 * Who else may read an instance of a business process, its tasks and its trail, beyond its starter and the people
 * it gave a task: the business row's readers (a proposal's co-signers and the liaison staff).
 */
export type InstanceReader = (scope: TenantScope, userId: number, instance: { id: string; businessKey: string | null }, hasPermission: PermissionCheck) => Promise<boolean>;

const readers = new Map<string, InstanceReader>();

export function registerInstanceReader(processKey: string, reader: InstanceReader): void {
  readers.set(processKey, reader);
}

export async function readerAllows(scope: TenantScope, userId: number, instance: { id: string; businessKey: string | null; processDefinitionId: string }, hasPermission: PermissionCheck): Promise<boolean> {
  if (!readers.size) return false;
  const definition = await scope.selectFrom('bpmProcessDefinition').select('processKey').where('id', '=', instance.processDefinitionId).executeTakeFirst();
  const reader = definition && readers.get(definition.processKey);
  return reader ? reader(scope, userId, instance, hasPermission) : false;
}
