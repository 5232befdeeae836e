import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { RowActionButtons } from './RowActionButtons.tsx';
import type { DataListProps } from './DataList.tsx';

/** Header cells of every list: grey, bold, on one line. */
export const listHeadSx = { fontWeight: 600, color: 'text.secondary', bgcolor: 'grey.100', whiteSpace: 'nowrap' } as const;
/**
 * The 操作 column stays in view while a wide table scrolls sideways, with a shadow over what passes under it.
 */
const stickySx = { position: 'sticky', right: 0, boxShadow: '-4px 0 6px -4px rgba(0,0,0,0.15)' } as const;
/** A wrapping column is at least this wide, so a title never becomes a column of single characters. */
const WRAP_MIN = 160;

/** A list on a desk: one row per record, its actions in the last column. */
export function DataTable<R>({ columns, rows, rowKey, actions, actionsLabel, actionsWidth, loading, empty, testId, label, rowProps, fixedLayout }: DataListProps<R>) {
  const translate = useTranslate();
  const minWidth = fixedLayout ? columns.reduce((sum, c) => sum + (c.width ?? c.minWidth ?? WRAP_MIN), actions ? actionsWidth ?? 190 : 0) : undefined;
  return (
    <Box sx={{ position: 'relative' }}>
      {loading && <LinearProgress aria-label={translate('app.common.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }} />}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', overflowX: 'auto' }} data-testid="result-table">
        <Table size="small" data-testid={testId} aria-label={label} sx={{ minWidth, tableLayout: fixedLayout ? 'fixed' : undefined, '& .MuiTableCell-root': { px: 1 } }}>
          {fixedLayout && (
            <colgroup>
              {columns.map((c) => <col key={c.key} style={c.width ? { width: c.width } : undefined} />)}
              {actions && <col style={{ width: actionsWidth ?? 190 }} />}
            </colgroup>
          )}
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} sx={{ ...listHeadSx, position: 'relative', overflow: 'hidden', textOverflow: 'ellipsis', width: fixedLayout ? undefined : c.width }}>
                  {c.header ?? c.label}
                </TableCell>
              ))}
              {actions && <TableCell align={fixedLayout ? 'center' : undefined} sx={{ ...listHeadSx, ...stickySx }}>{actionsLabel ?? translate('app.generated.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((row) => (
              <TableRow key={rowKey(row)} hover {...rowProps?.(row)}>
                {columns.map((c) => (
                  <TableCell
                    key={c.key}
                    align={c.align}
                    sx={fixedLayout ? { overflowWrap: 'anywhere' } : c.wrap ? { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: c.minWidth ?? WRAP_MIN } : { whiteSpace: 'nowrap' }}
                    {...c.cellProps}
                  >
                    {c.cell(row)}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell align={fixedLayout ? 'center' : undefined} sx={{ ...stickySx, bgcolor: 'background.paper', whiteSpace: 'nowrap', py: 0.25 }}>
                    <RowActionButtons actions={actions(row)} />
                  </TableCell>
                )}
              </TableRow>
            ))}
            {!loading && !rows?.length && (
              <TableRow>
                <TableCell colSpan={columns.length + (actions ? 1 : 0)} align="center" sx={{ py: 4, color: 'text.secondary' }} data-testid="result-empty">
                  {empty ?? translate('app.generated.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
