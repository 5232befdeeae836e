import { onSessionReset } from '../../auth/index.ts';
import { createStore } from '../../lib/index.ts';
import * as rules from './tagsViews.ts';

/** Visited and cached views of the session (SPEC §3 client state). */
export const tagsStore = createStore<rules.TagsState>(() => rules.EMPTY_TAGS);

const apply = (f: (s: rules.TagsState) => rules.TagsState): void => tagsStore.set(f(tagsStore.get()));

export const tags = {
  add: (view: rules.TagView) => apply((s) => rules.addView(s, view)),
  close: (path: string) => apply((s) => rules.delView(s, path)),
  dropCache: (path: string) => apply((s) => rules.delCached(s, path)),
  closeOthers: (path: string) => apply((s) => rules.delOthers(s, path)),
  closeLeft: (path: string) => apply((s) => rules.delLeft(s, path)),
  closeRight: (path: string) => apply((s) => rules.delRight(s, path)),
  closeAll: () => apply(rules.delAll),
};

// Another user signing in starts with no tabs.
onSessionReset(() => tagsStore.reset());
