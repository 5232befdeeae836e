import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../api/index.ts';
import type { ViewerStep } from '../../../bpmn/viewer/index.ts';
import type { RecordWording } from '../instance/businessViews.ts';
import { useBpmRunText } from '../instance/useBpmRunText.ts';
import { STATE_COLOURS, StepState } from './StepState.tsx';

/**
 * The steps on a phone (issue 34): a vertical timeline, one step under the other with its name and result, who
 * handled it, its times, how long it took and the opinion — the seven columns of the desk's table would need 900 px.
 */
export function StepsTimeline({ steps, t, outcomeOf }: { steps: readonly ViewerStep[]; t: (key: string) => string; outcomeOf(step: ViewerStep): RecordWording['outcome'] | undefined }) {
  const translate = useTranslate();
  const { duration } = useBpmRunText();
  const colon = translate('app.common.colon');
  const fact = (label: string, value: string) => (value ? <Typography variant="body2" color="text.secondary">{`${label}${colon}${value}`}</Typography> : null);
  return (
    <Box component="ol" aria-labelledby="bpm-viewer-steps" data-testid="viewer-steps" data-layout="timeline" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {steps.map((s, i) => {
        const who = [s.user?.nickname, s.user?.deptName].filter(Boolean).join(' · ');
        const took = s.createTime && s.endTime ? duration(s.endTime - s.createTime) : '';
        const colour = STATE_COLOURS[s.state];
        return (
          <Box component="li" key={`${s.elementId}-${i}`} data-testid={`viewer-step-${s.elementId}`} data-state={s.state} sx={{ position: 'relative', pl: 3.5, pb: 2 }}>
            {/* the line down to the next step, and the step's dot in its state's colour */}
            {i < steps.length - 1 && <Box aria-hidden sx={{ position: 'absolute', left: 6, top: 18, bottom: 0, width: 2, bgcolor: 'divider' }} />}
            <Box aria-hidden sx={{ position: 'absolute', left: 0, top: 5, width: 14, height: 14, borderRadius: '50%', border: 2, borderColor: colour === 'default' ? 'grey.500' : `${colour}.main`, bgcolor: 'background.paper' }} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
              <Typography variant="subtitle2" component="span" sx={{ overflowWrap: 'anywhere' }}>{s.name}</Typography>
              <StepState step={s} outcome={outcomeOf(s)} t={t} />
            </Box>
            {fact(t('approver'), who)}
            {fact(t('createTime'), s.createTime ? formatDate(s.createTime) : '')}
            {fact(t('endTime'), s.endTime ? formatDate(s.endTime) : '')}
            {fact(t('duration'), took)}
            {s.opinion && <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{`${t('opinion')}${colon}${s.opinion}`}</Typography>}
          </Box>
        );
      })}
    </Box>
  );
}
