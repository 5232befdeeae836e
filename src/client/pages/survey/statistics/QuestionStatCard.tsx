import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isChoice } from '../../../../shared/survey/index.ts';
import type { QuestionStat } from '../api.ts';
import type { ChartKind } from './ChoiceChart.tsx';
import { TextAnswers } from './TextAnswers.tsx';

const ChoiceChart = lazy(() => import('./ChoiceChart.tsx'));

/** One question's statistics: counts and percentages with a chart for choice questions, texts page by page. */
export function QuestionStatCard({ surveyId, stat }: { surveyId: number; stat: QuestionStat }) {
  const translate = useTranslate();
  const [kind, setKind] = useState<ChartKind>(stat.questionType === 'radio' || stat.questionType === 'select' ? 'pie' : 'bar');
  const choice = isChoice(stat.questionType);
  return (
    <Paper variant="outlined" sx={{ p: 2, breakInside: 'avoid' }} data-testid={`stat-${stat.questionId}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 200 }}>{stat.number}. {stat.questionName}
          <Box component="span" sx={{ ml: 1, fontSize: 12, color: 'text.secondary', fontWeight: 400 }}>[{translate(`app.survey.types.${stat.questionType}`)}] {translate('app.survey.stats.answered', { smart_count: stat.answeredCount })}</Box>
        </Typography>
        {choice && (
          <ToggleButtonGroup className="no-print" size="small" exclusive value={kind} onChange={(_, v: ChartKind | null) => v && setKind(v)}>
            <ToggleButton value="bar">{translate('app.survey.stats.chartBar')}</ToggleButton>
            <ToggleButton value="pie">{translate('app.survey.stats.chartPie')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Box>
      {choice && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2, alignItems: 'center' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{translate('app.survey.stats.option')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>{translate('app.survey.stats.count')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>{translate('app.survey.stats.percent')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {stat.options.map((o) => (
                <TableRow key={o.optionId} data-testid={`stat-option-${o.optionId}`}>
                  <TableCell>{o.optionText}</TableCell>
                  <TableCell align="right">{o.count}</TableCell>
                  <TableCell align="right">{o.percent}%</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box data-testid={`chart-${stat.questionId}`} sx={{ minWidth: 0 }}>
            <Suspense fallback={<Box sx={{ height: 200 }} />}>
              <ChoiceChart options={stat.options} kind={kind} />
            </Suspense>
          </Box>
        </Box>
      )}
      {(stat.textCount > 0 || !choice) && <TextAnswers surveyId={surveyId} questionId={stat.questionId} options={stat.options} />}
    </Paper>
  );
}
