import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../api/index.ts';
import type { ViewerStep } from '../../../bpmn/viewer/index.ts';

const COLOURS = { done: 'success', approved: 'success', pending: 'primary', rejected: 'error', cancelled: 'default' } as const;

/** The accessible twin of the diagram: every step with its state as text (the colour only repeats it). */
export function StepsTable({ steps, onHover }: { steps: readonly ViewerStep[]; onHover?(elementId: string | null): void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.viewer.${key}`);
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }} id="bpm-viewer-steps">{t('tableTitle')}</Typography>
      <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby="bpm-viewer-steps" data-testid="viewer-steps" sx={{ '& th, & td': { whiteSpace: 'nowrap' }, '& td:last-of-type': { whiteSpace: 'normal', minWidth: 120 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('step')}</TableCell>
            <TableCell>{t('state')}</TableCell>
            <TableCell>{t('approver')}</TableCell>
            <TableCell>{t('department')}</TableCell>
            <TableCell>{t('createTime')}</TableCell>
            <TableCell>{t('endTime')}</TableCell>
            <TableCell>{t('opinion')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map((s, i) => (
            <TableRow key={`${s.elementId}-${i}`} data-testid={`viewer-step-${s.elementId}`} data-state={s.state} onMouseEnter={() => onHover?.(s.elementId)} onMouseLeave={() => onHover?.(null)}>
              <TableCell>{s.name}</TableCell>
              <TableCell><Chip size="small" variant="outlined" color={COLOURS[s.state]} label={t(`states.${s.state}`)} /></TableCell>
              <TableCell>{s.user?.nickname ?? ''}</TableCell>
              <TableCell>{s.user?.deptName ?? ''}</TableCell>
              <TableCell>{s.createTime ? formatDate(s.createTime) : ''}</TableCell>
              <TableCell>{s.endTime ? formatDate(s.endTime) : ''}</TableCell>
              <TableCell>{s.opinion ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </Box>
    </>
  );
}
