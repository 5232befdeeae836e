import type { ReactNode } from 'react';

/** Where a column goes on a phone's card: the title line, the chip beside it, a fact under it, or nowhere. */
export type CardPart = 'title' | 'status' | 'fact' | 'none';

export interface DataColumn<R> {
  key: string;
  label: ReactNode;
  cell(row: R): ReactNode;
  /** Its place on a phone's card; a fact unless said otherwise. */
  card?: CardPart;
  /** A long text that may wrap on a desk (titles, names of units, opinions); other cells keep to one line. */
  wrap?: boolean;
  /** A fixed width on a desk (dates, tags, numbers); wrapping texts share the rest. */
  width?: number;
  /** A wrapping column's least width on a desk (a title never becomes a column of single characters). */
  minWidth?: number;
  align?: 'left' | 'center' | 'right';
  /** The header's content instead of the label (a sort label). */
  header?: ReactNode;
  /** Attributes of the desk's cell (data-field, data-testid). */
  cellProps?: Record<string, string>;
}

/**
 * One action of a row: a button on a desk; on a phone the first one (or the one marked primary) is the card's
 * button and the others are in its ⋮ menu. Built as data, not elements, so that one list can place them either way.
 */
export interface ListAction {
  key: string;
  label: ReactNode;
  onClick(): void;
  icon?: ReactNode;
  color?: 'primary' | 'error' | 'success' | 'warning' | 'inherit';
  primary?: boolean;
  testId?: string;
}
