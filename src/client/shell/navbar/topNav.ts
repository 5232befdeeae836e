import type { AppRoute } from '../../routes/index.ts';

/** SPEC §9: a top menu item is about 85px wide; the top menu uses a third of the window width. */
export const TOP_ITEM_WIDTH = 85;

export function visibleTopCount(windowWidth: number): number {
  return Math.max(1, Math.floor(windowWidth / 3 / TOP_ITEM_WIDTH));
}

/** The first `count` entries on the bar, the rest under "more menu". */
export function splitTopMenus<T>(items: readonly T[], count: number): { shown: T[]; more: T[] } {
  return { shown: items.slice(0, count), more: items.slice(count) };
}

/** The top-level entry whose subtree holds the page at pathname. */
export function topOf(tree: readonly AppRoute[], pathname: string, contains: (r: AppRoute, p: string) => boolean): AppRoute | undefined {
  return tree.find((r) => contains(r, pathname));
}
