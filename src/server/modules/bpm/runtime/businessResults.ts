import type { TenantScope } from '../../../db/tenantScope.ts';

/** What a business module learns when an instance of its process ends. */
export interface InstanceEnded {
  processInstanceId: string;
  /** the business row's id, given at start (yudao's businessKey) */
  businessKey: string | null;
  /** the instance's final result: 2 通过, 3 不通过, 4 已取消 */
  result: number;
}

export type BusinessResultListener = (txScope: TenantScope, ended: InstanceEnded) => Promise<void>;

/**
 * Business tables that mirror their instance's result (yudao's BpmProcessInstanceResultEventListener): the OA leave
 * today, proposals next. One listener per process key; a module registers it when it loads, so it is in place before
 * the seed or any command runs. The listener runs inside the command's transaction: the business row and the
 * instance change together or not at all.
 */
const listeners = new Map<string, BusinessResultListener>();

export function registerBusinessResultListener(processKey: string, listener: BusinessResultListener): void {
  listeners.set(processKey, listener);
}

/** Whether a business table mirrors the process's results (its listener writes in the ending step's transaction). */
export const hasResultListener = (processKey: string): boolean => listeners.has(processKey);

/** Called by applyStep when a step ends an instance (approve to the end, reject, cancel, a timer). */
export async function notifyInstanceEnded(txScope: TenantScope, instance: { processInstanceId: string; processKey: string; businessKey: string | null }, result: number): Promise<void> {
  const listener = listeners.get(instance.processKey);
  if (listener) await listener(txScope, { processInstanceId: instance.processInstanceId, businessKey: instance.businessKey, result });
}
