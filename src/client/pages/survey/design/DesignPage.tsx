import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DictTag } from '../../../dict/index.ts';
import { QUESTION_TYPES, type SurveyQuestion } from '../../../../shared/survey/index.ts';
import { Confirm } from '../common/Confirm.tsx';
import { LoadState } from '../common/LoadState.tsx';
import { surveyIdFrom } from '../common/useLoad.ts';
import { SurveyForm } from '../fill/SurveyForm.tsx';
import { useFillState } from '../fill/useFillState.ts';
import { QuestionEditor } from './QuestionEditor.tsx';
import { QuestionList } from './QuestionList.tsx';
import { useDesigner, type Designer } from './useDesigner.ts';

/** /survey/design?surveyId=…: questions on the left (edit in place, drag to reorder), live preview on the right. */
export default function DesignPage() {
  const [search] = useSearchParams();
  const surveyId = surveyIdFrom(search);
  return surveyId ? <Designer surveyId={surveyId} /> : <LoadState loading={false} missing>{() => null}</LoadState>;
}

function Designer({ surveyId }: { surveyId: number }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const d = useDesigner(surveyId);
  const [deleting, setDeleting] = useState<SurveyQuestion | null>(null);
  const locked = !!d.lock;
  const editor = d.draft && (
    <QuestionEditor draft={d.draft} questions={d.questions} disabled={locked} saving={d.saving} onChange={d.change} onSave={() => void d.save()} onCancel={d.cancel} />
  );
  return (
    <LoadState loading={d.loading && !d.survey} error={d.error}>
      {() => (
        <Box data-testid="survey-designer">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            <Typography component="h1" sx={{ fontSize: 18, fontWeight: 600 }}>{translate('app.survey.design.title', { name: d.survey?.surveyName ?? '' })}</Typography>
            <DictTag type="renda_survey_status" value={d.survey?.status} />
            <Box sx={{ flex: 1 }} />
            <Button onClick={() => navigate('/renda/survey')}>{translate('app.survey.design.back')}</Button>
            <Button variant="outlined" onClick={() => window.open(`/preview?surveyId=${surveyId}`, '_blank')}>{translate('app.survey.design.openPreview')}</Button>
          </Box>
          {locked && <Alert severity="warning" sx={{ mb: 2 }} data-testid="design-locked">{d.lock}</Alert>}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
                {QUESTION_TYPES.map((t) => (
                  <Button key={t} size="small" variant="outlined" startIcon={<AddIcon />} disabled={locked || !!d.draft} onClick={() => d.add(t)} data-testid={`add-${t}`}>
                    {translate(`app.survey.types.${t}`)}
                  </Button>
                ))}
              </Box>
              <Typography sx={{ fontSize: 12, color: 'text.secondary', mb: 1 }}>{translate('app.survey.design.dragHint')}</Typography>
              {!d.questions.length && !d.draft && <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }} data-testid="design-empty">{translate('app.survey.design.empty', { type: translate(`app.survey.types.${QUESTION_TYPES[0]}`) })}</Typography>}
              <QuestionList questions={d.questions} locked={locked} editingId={d.draft?.id} editor={editor} onEdit={d.edit} onDelete={setDeleting} onMove={(a, b) => void d.move(a, b)} />
            </Paper>
            <LivePreview d={d} />
          </Box>
          <Confirm open={!!deleting} message={translate('app.survey.design.deleteConfirm', { name: deleting?.questionName ?? '' })}
            onConfirm={() => { if (deleting) void d.remove(deleting); setDeleting(null); }} onCancel={() => setDeleting(null)} testId="question-delete-confirm" />
        </Box>
      )}
    </LoadState>
  );
}

/** The questions as respondents will see them, the draft included, with the tips [初始隐藏] [只读] [有默认值]. */
function LivePreview({ d }: { d: Designer }) {
  const translate = useTranslate();
  // Re-created when the questions change, so defaults of edited questions show at once.
  const key = useMemo(() => JSON.stringify(d.previewQuestions), [d.previewQuestions]);
  return (
    <Paper variant="outlined" sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 72 } }} data-testid="design-preview">
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{translate('app.survey.design.preview')}</Typography>
      <Typography sx={{ fontSize: 18, fontWeight: 600, textAlign: 'center' }}>{d.survey?.surveyName}</Typography>
      {d.survey?.surveyDesc && <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1, whiteSpace: 'pre-wrap' }}>{d.survey.surveyDesc}</Typography>}
      <PreviewForm key={key} questions={d.previewQuestions} />
    </Paper>
  );
}

function PreviewForm({ questions }: { questions: SurveyQuestion[] }) {
  const state = useFillState(0, questions, false);
  return <SurveyForm questions={questions} state={state} showTips showHidden />;
}
