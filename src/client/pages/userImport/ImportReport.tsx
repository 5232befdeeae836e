import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportReportView } from './importReport.ts';

const SEVERITY = { success: 'success', partial: 'warning', failure: 'error' } as const;
const HEADLINE = { success: 'app.userImport.allDone', partial: 'app.userImport.partial', failure: 'app.userImport.allFailed' } as const;

/**
 * The outcome of an import, per username (yudao's alert, as lists): 上传成功 and 更新成功 as name tags, 更新失败 as a
 * table with the reason of each row, so a long import stays readable and the failures can be fixed one by one.
 */
export function ImportReport({ report }: { report: ImportReportView }) {
  const translate = useTranslate();
  const total = report.created.length + report.updated.length + report.failed.length;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="import-report" data-outcome={report.outcome}>
      <Alert severity={SEVERITY[report.outcome]} variant="outlined" sx={{ py: 0.25 }}>
        {translate(HEADLINE[report.outcome], { smart_count: total })}
      </Alert>
      <Section title={translate('app.userImport.created', { count: report.created.length })} testId="import-created">
        <Names names={report.created} color="success" />
      </Section>
      <Section title={translate('app.userImport.updated', { count: report.updated.length })} testId="import-updated">
        <Names names={report.updated} color="info" />
      </Section>
      <Section title={translate('app.userImport.failures', { count: report.failed.length })} testId="import-failed" error={report.failed.length > 0}>
        {report.failed.length > 0 && (
          <Box sx={{ maxHeight: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" stickyHeader>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: '34%', bgcolor: 'background.default' }}>{translate('app.userImport.username')}</TableCell>
                  <TableCell sx={{ bgcolor: 'background.default' }}>{translate('app.userImport.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.failed.map((f) => (
                  <TableRow key={f.username} data-testid="import-failure">
                    <TableCell sx={{ wordBreak: 'break-all' }}>{f.username}</TableCell>
                    <TableCell sx={{ color: 'error.main' }}>{f.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Section>
    </Box>
  );
}

function Section({ title, testId, error, children }: { title: string; testId: string; error?: boolean; children: ReactNode }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle2" sx={{ mb: 0.75, color: error ? 'error.main' : 'text.primary' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Names({ names, color }: { names: readonly string[]; color: 'success' | 'info' }) {
  if (!names.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, maxHeight: 160, overflow: 'auto' }}>
      {names.map((name) => (
        <Chip key={name} label={name} size="small" color={color} variant="outlined" />
      ))}
    </Box>
  );
}
