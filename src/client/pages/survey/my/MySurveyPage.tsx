import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../api/index.ts';
import { Pagination } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { surveyApi, type MySurveyRow } from '../api.ts';
import { useLoad } from '../common/useLoad.ts';

/** /renda/my-survey: a deputy's surveys — the published ones to answer and the finished ones, with their state. */
export default function MySurveyPage() {
  const translate = useTranslate();
  const [query, setQuery] = useState({ pageNo: 1, pageSize: 20, surveyName: '' });
  const [name, setName] = useState('');
  const { data, loading } = useLoad(() => surveyApi.myPage({ ...query, surveyName: query.surveyName || undefined }), JSON.stringify(query));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="my-survey-page">
      <Box component="form" sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }} onSubmit={(e) => { e.preventDefault(); setQuery({ ...query, pageNo: 1, surveyName: name.trim() }); }}>
        <TextField size="small" label={translate('app.survey.surveyName')} value={name} onChange={(e) => setName(e.target.value)} sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 200 }} />
        <Button type="submit" variant="contained">{translate('app.survey.search')}</Button>
        <Button onClick={() => { setName(''); setQuery({ ...query, pageNo: 1, surveyName: '' }); }}>{translate('app.survey.reset')}</Button>
      </Box>
      {!loading && !data?.list.length && <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 6 }}>{translate('app.survey.empty')}</Typography>}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {data?.list.map((s) => <SurveyCard key={s.id} survey={s} />)}
      </Box>
      <Pagination total={data?.total ?? 0} page={query.pageNo} pageSize={query.pageSize} hideWhenEmpty
        onPageChange={(pageNo) => setQuery({ ...query, pageNo })} onPageSizeChange={(pageSize, pageNo) => setQuery({ ...query, pageSize, pageNo })} />
    </Paper>
  );
}

function SurveyCard({ survey }: { survey: MySurveyRow }) {
  const translate = useTranslate();
  const period = [survey.startTime, survey.endTime].map((t) => (t ? formatDate(t, 'yyyy-MM-dd') : '')).filter(Boolean).join(' ~ ');
  return (
    <Box data-testid={`my-survey-${survey.id}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'flex', gap: 1.5, alignItems: { sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} data-i18n="data">{survey.surveyName}</Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap', color: 'text.secondary', fontSize: 13 }}>
          <DictTag type="renda_survey_status" value={survey.status} />
          <Chip size="small" color={survey.answered ? 'success' : 'default'} label={translate(survey.answered ? 'app.survey.answered' : 'app.survey.unanswered')} />
          {period && <span>{translate('app.survey.period')}{translate('app.common.colon')}{period}</span>}
          {!survey.answered && !survey.canAnswer && survey.reason && <span>{survey.reason}</span>}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {survey.canAnswer && <Button variant="contained" component={RouterLink} to={`/preview?surveyId=${survey.id}`}>{translate('app.survey.fill')}</Button>}
        {survey.answered && <Button variant="outlined" component={RouterLink} to={`/my-answer?surveyId=${survey.id}`}>{translate('app.survey.view')}</Button>}
      </Box>
    </Box>
  );
}
