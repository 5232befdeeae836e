import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isChoice } from '../../../../shared/survey/index.ts';
import { answerApi, type QuestionStat } from '../api.ts';
import { useLoad } from '../common/useLoad.ts';

const cellSx = { fontWeight: 600, bgcolor: 'grey.100' } as const;

/** 交叉分析: respondents per pair of options of two choice questions (computed by the server in SQL). */
export function CrosstabCard({ surveyId, questions }: { surveyId: number; questions: QuestionStat[] }) {
  const translate = useTranslate();
  const choices = questions.filter((q) => isChoice(q.questionType));
  const [rowId, setRowId] = useState(choices[0]?.questionId ?? 0);
  const [colId, setColId] = useState(choices[1]?.questionId ?? 0);
  const ready = choices.length >= 2 && rowId > 0 && colId > 0 && rowId !== colId;
  const { data } = useLoad(ready ? () => answerApi.crosstab(surveyId, rowId, colId) : null, `${rowId}:${colId}`);
  const label = (q: QuestionStat) => `${q.number}. ${q.questionName}`;
  const picker = (value: number, onChange: (id: number) => void, title: string, testId: string) => (
    <TextField select size="small" label={title} value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 220, flex: 1 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}>
      {choices.map((q) => <option key={q.questionId} value={q.questionId}>{label(q)}</option>)}
    </TextField>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, breakInside: 'avoid' }} data-testid="crosstab">
      <Typography sx={{ fontWeight: 600, mb: 1.5 }}>{translate('app.survey.stats.crosstab')}</Typography>
      {choices.length < 2 ? <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{translate('app.survey.stats.crossNeedTwo')}</Typography> : (
        <>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
            {picker(rowId, setRowId, translate('app.survey.stats.rowQuestion'), 'crosstab-row')}
            {picker(colId, setColId, translate('app.survey.stats.colQuestion'), 'crosstab-col')}
          </Box>
          {data && ready && (
            <TableContainer>
              <Table size="small" data-testid="crosstab-table">
                <TableHead>
                  <TableRow>
                    <TableCell sx={cellSx} />
                    {data.cols.map((c) => <TableCell key={c.optionId} align="right" sx={cellSx}>{c.optionText}</TableCell>)}
                    <TableCell align="right" sx={cellSx}>{translate('app.survey.stats.total')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.rows.map((r, i) => (
                    <TableRow key={r.optionId}>
                      <TableCell sx={cellSx}>{r.optionText}</TableCell>
                      {data.cells[i].map((n, j) => <TableCell key={data.cols[j].optionId} align="right">{n}</TableCell>)}
                      <TableCell align="right" sx={{ fontWeight: 600 }}>{data.rowTotals[i]}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell sx={cellSx}>{translate('app.survey.stats.total')}</TableCell>
                    {data.colTotals.map((n, j) => <TableCell key={data.cols[j].optionId} align="right" sx={{ fontWeight: 600 }}>{n}</TableCell>)}
                    <TableCell />
                  </TableRow>
                </TableBody>
              </Table>
              <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 1 }}>{translate('app.survey.stats.crossBoth', { smart_count: data.total })}</Typography>
            </TableContainer>
          )}
        </>
      )}
    </Paper>
  );
}
