import { useSyncExternalStore } from 'react';

/**
 * A minimal external store for client state that non-React code (guard, http callbacks) must read and
 * write too. React components read it through useSyncExternalStore, so snapshots must be immutable.
 */
export interface Store<S> {
  get(): S;
  set(patch: Partial<S> | ((state: S) => Partial<S>)): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S extends object>(initial: () => S): Store<S> {
  let state = initial();
  const listeners = new Set<() => void>();
  const notify = (): void => listeners.forEach((l) => l());
  return {
    get: () => state,
    set(patch) {
      const next = typeof patch === 'function' ? patch(state) : patch;
      state = { ...state, ...next };
      notify();
    },
    reset() {
      state = initial();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a slice of a store; `select` must return stable references for unchanged state. */
export function useStore<S extends object, T>(store: Store<S>, select: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
