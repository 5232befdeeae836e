import Fuse, { type IFuseOptions } from 'fuse.js';
import type { AppRoute } from '../../routes/index.ts';

export interface SearchItem {
  /** Where to go: a router path or an http(s) address. */
  path: string;
  /** The menu titles from the top down, e.g. ['系统管理', '用户管理']. */
  title: string[];
  external: boolean;
}

/**
 * SPEC §9 route search options exactly: title 0.7, path 0.3, threshold 0.4, distance 100, max pattern length 32,
 * min match 1. (fuse.js 7 no longer reads maxPatternLength; it is kept so the options stay those of the SPEC.)
 */
export const SEARCH_OPTIONS: IFuseOptions<SearchItem> & { maxPatternLength: number } = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  maxPatternLength: 32,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** The pages and links the user may see, by their titles in the current language: hidden entries (and what is under them) excluded. */
export function searchPool(tree: readonly AppRoute[], titleOf: (route: AppRoute) => string, prefix: string[] = []): SearchItem[] {
  const out: SearchItem[] = [];
  for (const r of tree) {
    if (r.hidden) continue;
    const title = [...prefix, titleOf(r)];
    // A page with a screen, or a link; a directory only lends its title to its children.
    if (r.external || (r.component && !r.path.includes(':'))) out.push({ path: r.path, title, external: r.external });
    out.push(...searchPool(r.children, titleOf, title));
  }
  return out;
}

export function createSearch(pool: readonly SearchItem[]): (query: string) => SearchItem[] {
  const fuse = new Fuse(pool, SEARCH_OPTIONS);
  return (query) => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : []);
}
