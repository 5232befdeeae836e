import type { TenantScope } from '../../../db/tenantScope.ts';
import type { ErrorCode } from '../../../../shared/errorCodes.ts';
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

/**
 * The refusal of a generic decision (`/bpm/task/approve`, `reject`, `/bpm/process-instance/cancel`) on an instance
 * of a guarded process, if any. The commands ask it after locking the instance, from the definition's cached facts:
 * no statement of its own.
 */
export function guardedRefusal(processKey: string): ErrorCode | undefined {
  return guards.get(processKey);
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

/** Whether steps of the process are seen by a hook (which writes in the step's transaction). */
export const hasStepHook = (processKey: string): boolean => stepHooks.has(processKey);

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
