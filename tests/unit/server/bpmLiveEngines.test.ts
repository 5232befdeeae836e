// The set of live engines (src/server/modules/bpm/runtime/liveEngines.ts): what is taken, by whom, and for how long.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantScope } from '../../../src/server/db/tenantScope.ts';
import { keepLiveEngine, takeLiveEngine, takeLiveEngineOfTask, tasksAfter } from '../../../src/server/modules/bpm/runtime/liveEngines.ts';

/** A scope outside any transaction (its commit hooks run at once), of `tenantId`, on `database`. */
const scopeOf = (database: object, tenantId = 1) => ({ database, tenantId, afterCommit: (hook: () => void) => hook() }) as unknown as TenantScope;

const engine = () => ({ definitionId: 'd:1', stop: vi.fn() });

function keep(scope: TenantScope, id: string, version = 0, task = { taskId: `${id}-task`, assigneeUserId: 7 }) {
  const live = engine();
  const tasks = tasksAfter(undefined, null, [{ id: task.taskId, definitionKey: 'approve', executionId: `${id}-exec`, assigneeUserId: task.assigneeUserId }]);
  keepLiveEngine(scope, { version, live, instance: { id, processDefinitionId: 'd:1', startUserId: 1, businessKey: null }, tasks });
  return live;
}

describe('live engines', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('gives an engine to a command that finds the version it was kept at, and stops one kept at another', () => {
    const scope = scopeOf({});
    const current = keep(scope, 'a', 3);
    expect(takeLiveEngine(scope, 'a', 3)?.live).toBe(current);
    expect(takeLiveEngine(scope, 'a', 3)).toBeNull(); // taken out
    const stale = keep(scope, 'a', 3);
    expect(takeLiveEngine(scope, 'a', 4)).toBeNull();
    expect(stale.stop).toHaveBeenCalled();
  });

  it('gives the engine of a task only to its assignee in its tenant, and leaves it for them otherwise', () => {
    const database = {};
    keep(scopeOf(database), 'a', 0, { taskId: 't1', assigneeUserId: 7 });
    expect(takeLiveEngineOfTask(scopeOf(database, 2), 't1', 7)).toBeNull();
    expect(takeLiveEngineOfTask(scopeOf(database), 't1', 8)).toBeNull();
    expect(takeLiveEngineOfTask(scopeOf(database), 'no-such-task', 7)).toBeNull();
    expect(takeLiveEngineOfTask(scopeOf(database), 't1', 7)?.instance.id).toBe('a');
    expect(takeLiveEngineOfTask(scopeOf(database), 't1', 7)).toBeNull();
    // each database has its own set
    keep(scopeOf(database), 'b', 0, { taskId: 't2', assigneeUserId: 7 });
    expect(takeLiveEngineOfTask(scopeOf({}), 't2', 7)).toBeNull();
  });

  it('keeps the newest version when a slower command commits after a later one', () => {
    const scope = scopeOf({});
    const newer = keep(scope, 'a', 5);
    const older = keep(scope, 'a', 4);
    expect(older.stop).toHaveBeenCalled();
    expect(takeLiveEngine(scope, 'a', 5)?.live).toBe(newer);
  });

  it('stops an engine left unused for five minutes, and the oldest past 200', () => {
    const scope = scopeOf({});
    const idle = keep(scope, 'idle');
    vi.advanceTimersByTime(4 * 60_000);
    const recent = keep(scope, 'recent');
    vi.advanceTimersByTime(60_000 + 1);
    expect(takeLiveEngine(scope, 'idle', 0)).toBeNull();
    expect(idle.stop).toHaveBeenCalled();
    expect(takeLiveEngine(scope, 'recent', 0)?.live).toBe(recent);

    const first = keep(scope, 'first');
    for (let i = 0; i < 200; i++) keep(scope, `later-${i}`);
    expect(first.stop).toHaveBeenCalled();
    expect(takeLiveEngine(scope, 'first', 0)).toBeNull();
    expect(takeLiveEngine(scope, 'later-0', 0)).not.toBeNull();
  });

  it('knows the tasks after a step: those before, less the decided one, and the new ones', () => {
    const before = tasksAfter(undefined, null, [
      { id: 't1', definitionKey: 'sign', executionId: 'e_0', assigneeUserId: 1 },
      { id: 't2', definitionKey: 'sign', executionId: 'e_1', assigneeUserId: 2 },
    ]);
    const after = tasksAfter(before, 't1', [{ id: 't3', definitionKey: 'review', executionId: 'e2', assigneeUserId: 3 }]);
    expect([...after.keys()]).toEqual(['t2', 't3']);
    expect([...before.keys()]).toEqual(['t1', 't2']);
  });
});
