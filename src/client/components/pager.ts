/**
 * The pager of SPEC §9 (element-ui's el-pagination): sizes 10/20/30/50, default 20, pager count 7, or 5 below a
 * 992px width. `pagerItems` reproduces element-ui's algorithm: the first and last pages always show, the pages
 * around the current one fill the rest, and "…" buttons jump `pagerCount - 2` pages.
 */
export const PAGE_SIZES: readonly number[] = [10, 20, 30, 50];
export const DEFAULT_PAGE_SIZE = 20;
export const PAGER_COUNT = 7;
export const PAGER_COUNT_MOBILE = 5;
export const MOBILE_QUERY = '(max-width:991.98px)';

export type PagerItem = number | 'prev-more' | 'next-more';

export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

export function pagerItems(current: number, pageCount: number, pagerCount = PAGER_COUNT): PagerItem[] {
  if (pageCount < 1) return [];
  const half = (pagerCount - 1) / 2;
  let prevMore = false;
  let nextMore = false;
  if (pageCount > pagerCount) {
    if (current > pagerCount - half) prevMore = true;
    if (current < pageCount - half) nextMore = true;
  }
  const middle: number[] = [];
  if (prevMore && !nextMore) {
    for (let i = pageCount - (pagerCount - 2); i < pageCount; i++) middle.push(i);
  } else if (!prevMore && nextMore) {
    for (let i = 2; i < pagerCount; i++) middle.push(i);
  } else if (prevMore && nextMore) {
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let i = current - offset; i <= current + offset; i++) middle.push(i);
  } else {
    for (let i = 2; i < pageCount; i++) middle.push(i);
  }
  const items: PagerItem[] = [1];
  if (prevMore) items.push('prev-more');
  items.push(...middle);
  if (nextMore) items.push('next-more');
  if (pageCount > 1) items.push(pageCount);
  return items;
}

/** Where a "…" button goes. */
export function jumpTarget(item: 'prev-more' | 'next-more', current: number, pageCount: number, pagerCount = PAGER_COUNT): number {
  const step = pagerCount - 2;
  return item === 'prev-more' ? Math.max(1, current - step) : Math.min(pageCount, current + step);
}

/** A page number typed into the jumper, clamped to the pages that exist; null when it is not a number. */
export function clampPage(input: string | number, pageCount: number): number | null {
  const n = typeof input === 'number' ? input : Number.parseInt(String(input).trim(), 10);
  if (!Number.isFinite(n)) return null;
  return Math.min(Math.max(1, Math.trunc(n)), Math.max(1, pageCount));
}

/** yudao's size change: stay on the page unless it would be past the end, then go back to page 1. */
export function pageAfterSizeChange(page: number, newSize: number, total: number): number {
  return page * newSize > total ? 1 : page;
}
