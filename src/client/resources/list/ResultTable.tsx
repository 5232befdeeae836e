import Box from '@mui/material/Box';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import type { RaRecord, SortPayload } from 'react-admin';
import { DataList, type CardPart, type DataColumn, type ListAction } from '../../components/index.ts';
import { isSortable, type ManifestResource } from '../../api/index.ts';
import { TEXT_COLUMN_MIN, columnWidth, fieldTitle, propertyOf, uiHint } from '../fields.ts';
import { CellValue } from './CellValue.tsx';
import { cardParts } from './cardParts.ts';
import { useColumnResize } from './useColumnResize.ts';

interface ResultTableProps {
  resource: ManifestResource;
  columns: readonly string[];
  rows: readonly RaRecord[] | undefined;
  loading: boolean;
  sort: SortPayload;
  onSort(field: string): void;
  /** The 操作 column; omitted when no action is allowed. */
  actions?: (row: RaRecord) => ListAction[];
  actionsWidth?: number;
  /** A cell drawn by the caller (a tree's indented name); undefined → the generated value. */
  renderCell?: (field: string, row: RaRecord) => ReactNode | undefined;
  /** Column widths that override the generated ones (a tree's name column). */
  widths?: Readonly<Record<string, number>>;
}

/** A header's right edge: dragged, it resizes the column (kept per list, useColumnResize). */
const resizeHandleSx = { position: 'absolute', top: 0, right: 0, bottom: 0, width: 6, cursor: 'col-resize', '&:hover': { bgcolor: 'divider' } } as const;

/**
 * The generated list's rows through the one list: headers from the schema titles (sortable, resizable), values
 * through CellValue; a table on a desk that scrolls sideways inside its box, cards on a phone (cardParts decides
 * which field is a card's title, chip and facts).
 */
export function ResultTable({ resource, columns, rows, loading, sort, onSort, actions, actionsWidth = 190, renderCell, widths }: ResultTableProps) {
  const { resized, startResize } = useColumnResize(resource.name);
  const parts = cardParts(resource, columns);
  const header = (field: string) => (
    <>
      <Box component="span" role="separator" aria-orientation="vertical" data-testid={`resize-${field}`} onPointerDown={startResize(field)} sx={resizeHandleSx} />
      {isSortable(resource, field) ? (
        <TableSortLabel hideSortIcon active={sort.field === field} direction={sort.field === field && sort.order === 'DESC' ? 'desc' : 'asc'} onClick={() => onSort(field)}>
          {fieldTitle(resource, field)}
        </TableSortLabel>
      ) : (
        fieldTitle(resource, field)
      )}
    </>
  );
  const dataColumns: DataColumn<RaRecord>[] = columns.map((field) => ({
    key: field,
    label: fieldTitle(resource, field),
    header: header(field),
    align: 'center',
    width: resized[field] ?? widths?.[field] ?? columnWidth(field, propertyOf(resource, field)),
    minWidth: TEXT_COLUMN_MIN,
    card: parts[field] as CardPart,
    cellProps: { 'data-field': field },
    cell: (row) => renderCell?.(field, row) ?? <CellValue property={propertyOf(resource, field)} value={row[field]} row={row} link={uiHint(resource, field, 'ui:listLink') as string | undefined} />,
  }));
  return (
    <DataList
      columns={dataColumns}
      rows={rows}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': 'result-row', 'data-id': row.id })}
      actions={actions}
      actionsWidth={actionsWidth}
      loading={loading}
      fixedLayout
    />
  );
}
