import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { usePhone } from '../../../components/index.ts';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../api/index.ts';
import type { ViewerStep } from '../../../bpmn/viewer/index.ts';
import type { RecordWording } from '../instance/businessViews.ts';
import { StepState } from './StepState.tsx';
import { StepsTimeline } from './StepsTimeline.tsx';

/**
 * The accessible twin of the diagram: every step with its state as text (the colour only repeats it). A business
 * process's steps (`wordings` by task id) show their outcome in its words (立案, 已答复, 满意) under neutral headings.
 * A table on a desk; on a phone (below 600 px) a vertical timeline (StepsTimeline.tsx) with the same facts.
 */
export function StepsTable({ steps, onHover, wordings }: { steps: readonly ViewerStep[]; onHover?(elementId: string | null): void; wordings?: ReadonlyMap<string, RecordWording> }) {
  const translate = useTranslate();
  const t = (key: string) => translate(wordings && ['tableTitle', 'approver', 'opinion'].includes(key) ? `app.bpm.viewer.business.${key}` : `app.bpm.viewer.${key}`);
  const outcomeOf = (s: ViewerStep) => (s.taskId ? wordings?.get(s.taskId)?.outcome : undefined);
  const phone = usePhone();
  const title = <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }} id="bpm-viewer-steps">{t('tableTitle')}</Typography>;
  if (phone) {
    return (
      <>
        {title}
        <StepsTimeline steps={steps} t={t} outcomeOf={outcomeOf} />
      </>
    );
  }
  return (
    <>
      {title}
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
              <TableCell><StepState step={s} outcome={outcomeOf(s)} t={t} /></TableCell>
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
