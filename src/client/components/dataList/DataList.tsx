import type { ReactNode } from 'react';
import { DataCards } from './DataCards.tsx';
import { DataTable } from './DataTable.tsx';
import type { DataColumn, ListAction } from './types.ts';
import { usePhone } from './usePhone.ts';

export interface DataListProps<R> {
  columns: readonly DataColumn<R>[];
  rows: readonly R[] | undefined;
  rowKey(row: R): string | number;
  /** The row's actions, the main one first (or marked primary). */
  actions?: (row: R) => readonly ListAction[];
  /** The header of the actions column (操作). */
  actionsLabel?: ReactNode;
  actionsWidth?: number;
  loading?: boolean;
  /** Said when there is no row (暂无数据). */
  empty?: ReactNode;
  /** On the table on a desk, on the cards' box on a phone. */
  testId?: string;
  /** The list's accessible name, where a page has more than one list (the table's or the cards' list's label). */
  label?: string;
  /** Attributes of a row or a card (data-testid, data-id). */
  rowProps?(row: R): Record<string, string | number | undefined>;
  /** Fixed layout with the columns' widths, scrolling inside its box (the generated lists, many columns). */
  fixedLayout?: boolean;
}

/**
 * Every list of the product (issue 34): a table on a desk, cards on a phone (below 600 px), from the same columns
 * and actions, so no list is drawn twice and none is squeezed into a phone.
 */
export function DataList<R>(props: DataListProps<R>) {
  return usePhone() ? <DataCards {...props} /> : <DataTable {...props} />;
}
