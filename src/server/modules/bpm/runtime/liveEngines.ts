import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LiveEngine } from './port.ts';

/**
 * The engines of waiting instances, kept in memory between commands so that the next command on an instance skips
 * recovering its saved state (the persisting engine's extra cost, docs/bpm-runtime.md). An engine is kept only once
 * the state it produced has committed, under the instance's `lock_version` of that commit, and used only by a command
 * whose statement finds that same version (read under the row's lock, or as a condition of its one statement:
 * liveApproval.ts): versions only grow, so a committed version names exactly one state, and an instance another
 * server has moved on (a higher version) is recovered from the row as before. A command takes the engine out: if it
 * fails, the engine it changed is dropped with it, never put back.
 *
 * Beside the engine, what its next command would otherwise read: the instance's fixed facts, and the execution of
 * each task this server created for it (a task's execution never changes; one decided since is refused by the
 * command's statement, which checks the task is still open).
 *
 * One set per database (tests run several servers in one process), bounded in number and in time: a kept engine
 * holds about 0.4 MB of heap, and it only pays off for a command that follows soon (a countersign's next signer, a
 * burst of approvals), so the least recently kept go first past LIMIT, and any left unused for IDLE_MS.
 */
const LIMIT = 200;
const IDLE_MS = 5 * 60_000;

/** The instance's facts that never change after its start. */
export interface KeptInstance {
  id: string;
  processDefinitionId: string;
  startUserId: number;
  businessKey: string | null;
}

/** Where a task's decision signals the engine, and whose it was when created (a transfer since is not seen here). */
export interface KeptTask {
  definitionKey: string;
  executionId: string;
  assigneeUserId: number;
}

export interface Kept {
  tenantId: number;
  version: number;
  /** When it was kept (Date.now()): the set is in that order. */
  keptAt: number;
  live: LiveEngine;
  instance: KeptInstance;
  /** The instance's tasks this server knows of, by task id (decided ones may linger: the statements refuse them). */
  tasks: Map<string, KeptTask>;
}

interface Engines {
  byInstance: Map<string, Kept>;
  /** task id → instance id, for every task of a kept entry */
  byTask: Map<string, string>;
}

const byDatabase = new WeakMap<object, Engines>();

/** The database's set, swept of what has been idle too long (every use sweeps: an idle server keeps what it had). */
function enginesOf(scope: TenantScope): Engines {
  let engines = byDatabase.get(scope.database);
  if (!engines) byDatabase.set(scope.database, (engines = { byInstance: new Map(), byTask: new Map() }));
  sweep(engines, Date.now());
  return engines;
}

function remove(engines: Engines, entry: Kept): void {
  engines.byInstance.delete(entry.instance.id);
  for (const taskId of entry.tasks.keys()) {
    if (engines.byTask.get(taskId) === entry.instance.id) engines.byTask.delete(taskId);
  }
}

/** The entry kept for the instance at `version`, taken out; null when none is (or only an older one: it is stopped). */
export function takeLiveEngine(scope: TenantScope, instanceId: string, version: number): Kept | null {
  const engines = enginesOf(scope);
  const entry = engines.byInstance.get(instanceId);
  if (!entry) return null;
  remove(engines, entry);
  if (entry.version === version) return entry;
  entry.live.stop();
  return null;
}

/**
 * The entry of the instance whose task this is, taken out whatever its version (its command's statement checks
 * that) — when the task is the caller's as far as this server knows: someone else's attempt, or another tenant's,
 * leaves the engine for the assignee.
 */
export function takeLiveEngineOfTask(scope: TenantScope, taskId: string, userId: number): Kept | null {
  const engines = enginesOf(scope);
  const instanceId = engines.byTask.get(taskId);
  const entry = instanceId === undefined ? undefined : engines.byInstance.get(instanceId);
  if (!entry || entry.tenantId !== scope.tenantId || entry.tasks.get(taskId)?.assigneeUserId !== userId) return null;
  remove(engines, entry);
  return entry;
}

/** Keeps a step's engine for the instance's next command once the transaction writing `version` has committed. */
export function keepLiveEngine(scope: TenantScope, entry: Omit<Kept, 'live' | 'tenantId' | 'keptAt'> & { live: LiveEngine | null }): void {
  const { live } = entry;
  if (!live) return;
  const engines = enginesOf(scope);
  scope.afterCommit(() => {
    const replaced = engines.byInstance.get(entry.instance.id);
    // a slower command may commit after a later one: only the newest version is worth keeping
    if (replaced && replaced.version > entry.version) {
      live.stop();
      return;
    }
    if (replaced) {
      remove(engines, replaced);
      replaced.live.stop();
    }
    const keptAt = Date.now();
    engines.byInstance.set(entry.instance.id, { ...entry, live, tenantId: scope.tenantId, keptAt });
    for (const taskId of entry.tasks.keys()) engines.byTask.set(taskId, entry.instance.id);
    sweep(engines, keptAt);
  });
}

/** Stops the engines past LIMIT or idle for IDLE_MS, oldest first (a Map keeps insertion order; keeping re-inserts). */
function sweep(engines: Engines, now: number): void {
  for (const oldest of engines.byInstance.values()) {
    if (engines.byInstance.size <= LIMIT && oldest.keptAt > now - IDLE_MS) break;
    remove(engines, oldest);
    oldest.live.stop();
  }
}

/** The tasks known after a step: those known before, less the one the step's command decided, and the step's new ones. */
export function tasksAfter(before: Map<string, KeptTask> | undefined, decidedTaskId: string | null, created: readonly (KeptTask & { id: string })[]): Map<string, KeptTask> {
  const tasks = new Map(before);
  if (decidedTaskId !== null) tasks.delete(decidedTaskId);
  for (const { id, definitionKey, executionId, assigneeUserId } of created) tasks.set(id, { definitionKey, executionId, assigneeUserId });
  return tasks;
}
