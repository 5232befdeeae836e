import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { isSortable, type ManifestResource } from '../../api/index.ts';
import { TEXT_COLUMN_MIN, columnWidth, fieldTitle, propertyOf, uiHint } from '../fields.ts';
import { CellValue } from './CellValue.tsx';
import { useColumnResize } from './useColumnResize.ts';

interface ResultTableProps {
  resource: ManifestResource;
  columns: readonly string[];
  rows: readonly RaRecord[] | undefined;
  loading: boolean;
  sort: SortPayload;
  onSort(field: string): void;
  /** The 操作 column; omitted when no action is allowed. */
  actions?: (row: RaRecord) => ReactNode;
  actionsWidth?: number;
  /** A cell drawn by the caller (a tree's indented name); undefined → the generated value. */
  renderCell?: (field: string, row: RaRecord) => ReactNode | undefined;
  /** Column widths that override the generated ones (a tree's name column). */
  widths?: Readonly<Record<string, number>>;
}

const headSx = { position: 'relative', fontWeight: 600, color: 'text.secondary', bgcolor: 'grey.100', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
/** A header's right edge: dragged, it resizes the column (kept per list, useColumnResize). */
const resizeHandleSx = { position: 'absolute', top: 0, right: 0, bottom: 0, width: 6, cursor: 'col-resize', '&:hover': { bgcolor: 'divider' } } as const;
/**
 * The 操作 column stays in view while a wide table scrolls sideways, with a shadow over what passes under it; on a
 * phone it would cover half the screen, so there it scrolls with the rest.
 */
const stickySx = { position: { xs: 'static', sm: 'sticky' }, right: 0, boxShadow: { sm: '-4px 0 6px -4px rgba(0,0,0,0.15)' } } as const;

/**
 * The generated list's table: headers from the schema titles, values through CellValue. It scrolls sideways inside
 * its own box, so a phone shows every column instead of squeezing them unreadable.
 */
export function ResultTable({ resource, columns, rows, loading, sort, onSort, actions, actionsWidth = 190, renderCell, widths: fixedWidths }: ResultTableProps) {
  const translate = useTranslate();
  const { resized, startResize } = useColumnResize(resource.name);
  const widths = columns.map((f) => resized[f] ?? fixedWidths?.[f] ?? columnWidth(f, propertyOf(resource, f)));
  // Fixed layout like el-table: set widths for dates, tags and numbers, texts share the rest; below this the box scrolls.
  const minWidth = widths.reduce<number>((sum, w) => sum + (w ?? TEXT_COLUMN_MIN), actions ? actionsWidth : 0);
  return (
    <Box sx={{ position: 'relative' }}>
      {loading && <LinearProgress aria-label={translate('app.common.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }} />}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', overflowX: 'auto' }} data-testid="result-table">
        <Table size="small" sx={{ minWidth, tableLayout: 'fixed', '& .MuiTableCell-root': { px: 1 } }}>
          <colgroup>
            {widths.map((w, i) => (
              <col key={columns[i]} style={w ? { width: w } : undefined} />
            ))}
            {actions && <col style={{ width: actionsWidth }} />}
          </colgroup>
          <TableHead>
            <TableRow>
              {columns.map((field) => (
                <TableCell key={field} align="center" sx={headSx} sortDirection={sort.field === field ? (sort.order === 'DESC' ? 'desc' : 'asc') : false}>
                  <Box component="span" role="separator" aria-orientation="vertical" data-testid={`resize-${field}`} onPointerDown={startResize(field)} sx={resizeHandleSx} />
                  {isSortable(resource, field) ? (
                    <TableSortLabel hideSortIcon active={sort.field === field} direction={sort.field === field && sort.order === 'DESC' ? 'desc' : 'asc'} onClick={() => onSort(field)}>
                      {fieldTitle(resource, field)}
                    </TableSortLabel>
                  ) : (
                    fieldTitle(resource, field)
                  )}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="center" sx={{ ...headSx, ...stickySx }}>
                  {translate('app.generated.actions')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((row) => (
              <TableRow key={row.id} hover data-testid="result-row" data-id={row.id}>
                {columns.map((field) => (
                  <TableCell key={field} align="center" data-field={field}>
                    {renderCell?.(field, row) ?? <CellValue property={propertyOf(resource, field)} value={row[field]} row={row} link={uiHint(resource, field, 'ui:listLink') as string | undefined} />}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell align="center" sx={{ ...stickySx, bgcolor: 'background.paper', whiteSpace: 'nowrap', py: 0.25, px: 1 }}>
                    {actions(row)}
                  </TableCell>
                )}
              </TableRow>
            ))}
            {!loading && (rows?.length ?? 0) === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + (actions ? 1 : 0)} align="center" sx={{ py: 4, color: 'text.secondary' }} data-testid="result-empty">
                  {translate('app.generated.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
