import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { saveBlob } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { useSearchParams } from 'react-router-dom';
import { answerApi, type AnswerData } from '../api.ts';
import { LoadState } from '../common/LoadState.tsx';
import { surveyIdFrom, useLoad } from '../common/useLoad.ts';
import { CrosstabCard } from './CrosstabCard.tsx';
import { QuestionStatCard } from './QuestionStatCard.tsx';

// The print view: the page alone, without the shell's bars, buttons and pagers; cards are not split across pages.
const printStyles = (
  <GlobalStyles styles={{
    '@media print': {
      '.MuiAppBar-root, .MuiDrawer-root, .no-print': { display: 'none !important' },
      'main, body': { padding: '0 !important', background: '#fff !important' },
      'main > .MuiToolbar-root': { display: 'none !important' },
    },
  }} />
);

/** /survey/statistics?surveyId=…: response count, per-question counts with charts, texts, crosstab, print, Excel. */
export default function StatisticsPage() {
  const [search] = useSearchParams();
  const surveyId = surveyIdFrom(search);
  const { data, loading, error } = useLoad(surveyId ? () => answerApi.data(surveyId) : null, surveyId);
  return (
    <LoadState loading={loading} error={error} missing={!surveyId}>
      {() => data && <Statistics data={data} />}
    </LoadState>
  );
}

function Statistics({ data }: { data: AnswerData }) {
  const translate = useTranslate();
  const [exporting, setExporting] = useState(false);
  const answerable = data.questions.filter((q) => q.number !== null);
  const exportExcel = async () => {
    setExporting(true);
    try {
      const blob = await answerApi.exportExcel(data.surveyId);
      saveBlob(blob, blob instanceof File ? blob.name : `${data.surveyName}-答卷.xlsx`);
    } catch {
      // shown by the http layer
    } finally {
      setExporting(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="survey-statistics">
      {printStyles}
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography component="h1" sx={{ fontSize: 18, fontWeight: 600 }}>{translate('app.survey.stats.title', { name: data.surveyName })}</Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
            <DictTag type="renda_survey_status" value={data.status} />
          </Box>
        </Box>
        <Box sx={{ textAlign: 'center', px: 2 }}>
          <Typography sx={{ fontSize: 28, fontWeight: 700, color: 'primary.main' }} data-testid="stat-responses">{data.answerCount}</Typography>
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{translate('app.survey.stats.responses')}</Typography>
        </Box>
        <Box className="no-print" sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={() => window.print()} data-testid="stat-print">{translate('app.survey.stats.print')}</Button>
          <HasPermi value={['renda:answer:export']}>
            <Button variant="contained" onClick={() => void exportExcel()} disabled={exporting} data-testid="stat-export">
              {translate(exporting ? 'app.survey.stats.exporting' : 'app.survey.stats.exportExcel')}
            </Button>
          </HasPermi>
        </Box>
      </Paper>
      {!data.answerCount && <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 2 }}>{translate('app.survey.stats.noAnswers')}</Typography>}
      {answerable.map((q) => <QuestionStatCard key={q.questionId} surveyId={data.surveyId} stat={q} />)}
      <CrosstabCard surveyId={data.surveyId} questions={answerable} />
    </Box>
  );
}
