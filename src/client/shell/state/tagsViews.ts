/**
 * The tags-view rules of API-CONTRACT §6.3 / SPEC §4 as pure functions over an immutable state, so they can be
 * unit-tested without a browser. Views are unique by path; cached views are keyed by path too (yudao keys by
 * route name only because <keep-alive> needs component names).
 */
export interface TagView {
  /** pathname: the identity of the tab. */
  path: string;
  /** path + search + hash, where the tab goes back to. */
  fullPath: string;
  title: string;
  affix: boolean;
  noCache: boolean;
}

export interface TagsState {
  visited: TagView[];
  cached: string[];
}

export const EMPTY_TAGS: TagsState = { visited: [], cached: [] };

export function addView(state: TagsState, view: TagView): TagsState {
  const i = state.visited.findIndex((v) => v.path === view.path);
  // Same path again (another query string): the tab is updated in place, not added twice.
  const visited = i < 0 ? [...state.visited, view] : state.visited.map((v, j) => (j === i ? { ...v, ...view, affix: v.affix || view.affix } : v));
  const cached = view.noCache || state.cached.includes(view.path) ? state.cached : [...state.cached, view.path];
  return { visited, cached };
}

export function delView(state: TagsState, path: string): TagsState {
  return {
    visited: state.visited.filter((v) => v.affix || v.path !== path),
    cached: state.cached.filter((p) => p !== path),
  };
}

/** Only the cache entry: refresh drops it so the view mounts afresh. */
export function delCached(state: TagsState, path: string): TagsState {
  return { ...state, cached: state.cached.filter((p) => p !== path) };
}

const keepCached = (state: TagsState, visited: TagView[]): string[] => state.cached.filter((p) => visited.some((v) => v.path === p));

export function delOthers(state: TagsState, path: string): TagsState {
  const visited = state.visited.filter((v) => v.affix || v.path === path);
  return { visited, cached: keepCached(state, visited) };
}

export function delAll(state: TagsState): TagsState {
  const visited = state.visited.filter((v) => v.affix);
  return { visited, cached: keepCached(state, visited) };
}

export function delLeft(state: TagsState, path: string): TagsState {
  const at = state.visited.findIndex((v) => v.path === path);
  if (at < 0) return state;
  const visited = state.visited.filter((v, i) => v.affix || i >= at);
  return { visited, cached: keepCached(state, visited) };
}

export function delRight(state: TagsState, path: string): TagsState {
  const at = state.visited.findIndex((v) => v.path === path);
  if (at < 0) return state;
  const visited = state.visited.filter((v, i) => v.affix || i <= at);
  return { visited, cached: keepCached(state, visited) };
}

/**
 * Where to go when the active tab was closed (SPEC §4): the last remaining tab, else home. (yudao's third case,
 * a redirect when the closed view was home itself, cannot happen here: home is affix and never closed.)
 */
export function nextAfterClose(visited: readonly TagView[], home = '/index'): string {
  return visited.at(-1)?.fullPath ?? home;
}
