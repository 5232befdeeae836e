import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { CardActions } from './CardActions.tsx';
import type { DataListProps } from './DataList.tsx';

/**
 * A list on a phone: a card per record — its title with the status chip, the facts that matter as label and value,
 * the main action as a button and the others in a menu. Nothing is wider than the screen and nothing scrolls sideways.
 */
export function DataCards<R>({ columns, rows, rowKey, actions, loading, empty, testId, label, rowProps }: DataListProps<R>) {
  const translate = useTranslate();
  const title = columns.find((c) => c.card === 'title') ?? columns[0];
  const status = columns.filter((c) => c.card === 'status');
  const facts = columns.filter((c) => c !== title && (c.card ?? 'fact') === 'fact');
  return (
    <Box sx={{ position: 'relative', display: 'grid', gap: 1, minWidth: 0 }} data-testid={testId} data-layout="cards" role={label ? 'region' : undefined} aria-label={label}>
      {loading && <LinearProgress aria-label={translate('app.common.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }} />}
      {(rows ?? []).map((row) => {
        const rowActions = actions?.(row) ?? [];
        return (
          <Paper key={rowKey(row)} variant="outlined" component="article" sx={{ p: 1.5, display: 'grid', gap: 0.75, minWidth: 0 }} {...rowProps?.(row)}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              {title && (
                <Box sx={{ flex: 1, minWidth: 0, fontWeight: 500, overflowWrap: 'anywhere' }} {...title.cellProps}>
                  {title.cell(row)}
                </Box>
              )}
              {status.map((c) => (
                <Box key={c.key} sx={{ flexShrink: 0 }} {...c.cellProps}>
                  {c.cell(row)}
                </Box>
              ))}
            </Box>
            {facts.length > 0 && (
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25 }}>
                {facts.map((c) => {
                  const value = c.cell(row);
                  // a fact with nothing to say is left out, not shown as a bare label
                  if (value === '' || value === null || value === undefined) return null;
                  return (
                    <Box key={c.key} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>{c.label}</Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }} {...c.cellProps}>{value}</Typography>
                    </Box>
                  );
                })}
              </Box>
            )}
            {rowActions.length > 0 && (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}>
                <CardActions actions={rowActions} />
              </Box>
            )}
          </Paper>
        );
      })}
      {!loading && !rows?.length && (
        <Typography align="center" sx={{ py: 4, color: 'text.secondary' }} data-testid="result-empty">{empty ?? translate('app.generated.empty')}</Typography>
      )}
    </Box>
  );
}
