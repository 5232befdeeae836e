/** One list for every list (issue 34): a table on a desk, cards on a phone. */
export { DataList, type DataListProps } from './DataList.tsx';
export { listHeadSx } from './DataTable.tsx';
export { rowButtonSx } from './RowActionButtons.tsx';
export { usePhone, PHONE_QUERY } from './usePhone.ts';
export type { DataColumn, ListAction, CardPart } from './types.ts';
