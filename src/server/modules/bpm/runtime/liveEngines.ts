import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LiveEngine } from './port.ts';

/**
 * The engines of waiting instances, kept in memory between commands so that the next command on an instance skips
 * recovering its saved state (the persisting engine's extra cost, docs/bpm-runtime.md). An engine is kept only once
 * the state it produced has committed, under the instance's `lock_version` of that commit, and taken only by a command
 * that read that same version under the row's lock: versions only grow, so a committed version names exactly one
 * state, and an instance another server has moved on (a higher version) is recovered from the row as before. A command
 * takes the engine out: if it fails, the engine it changed is dropped with it, never put back.
 *
 * One set per database (tests run several servers in one process), bounded: the least recently kept are stopped first.
 */
const LIMIT = 200;

interface Kept {
  version: number;
  live: LiveEngine;
}

const byDatabase = new WeakMap<object, Map<string, Kept>>();

function keptOf(scope: TenantScope): Map<string, Kept> {
  let kept = byDatabase.get(scope.database);
  if (!kept) byDatabase.set(scope.database, (kept = new Map()));
  return kept;
}

/** The engine kept for the instance at `version`, taken out; null when none is (or only an older one: it is stopped). */
export function takeLiveEngine(scope: TenantScope, instanceId: string, version: number): LiveEngine | null {
  const kept = keptOf(scope);
  const entry = kept.get(instanceId);
  if (!entry) return null;
  kept.delete(instanceId);
  if (entry.version === version) return entry.live;
  entry.live.stop();
  return null;
}

/** Keeps the step's engine for the instance's next command once the transaction writing `version` has committed. */
export function keepLiveEngine(scope: TenantScope, instanceId: string, version: number, live: LiveEngine | null): void {
  if (!live) return;
  const kept = keptOf(scope);
  scope.afterCommit(() => {
    const replaced = kept.get(instanceId);
    kept.delete(instanceId);
    // a slower command may commit after a later one: only the newest version is worth keeping
    if (replaced && replaced.version > version) {
      kept.set(instanceId, replaced);
      live.stop();
      return;
    }
    replaced?.live.stop();
    kept.set(instanceId, { version, live });
    if (kept.size > LIMIT) {
      const [oldest, entry] = kept.entries().next().value as [string, Kept];
      kept.delete(oldest);
      entry.live.stop();
    }
  });
}
