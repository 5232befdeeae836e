import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SurveyQuestion } from '../../../../shared/survey/types.ts';
import type { DetailFieldProps } from '../../../resources/extensions.ts';
import { questionApi } from '../api.ts';
import { parseAnswerItems, readAnswer, readingWords } from './answerReading.ts';

/** 答卷内容 in the answer's details: its questions and what was chosen or written, instead of the stored JSON. */
export default function AnswerContent({ record, value }: DetailFieldProps) {
  const translate = useTranslate();
  const surveyId = Number(record.surveyId);
  const [questions, setQuestions] = useState<SurveyQuestion[] | null>(null);
  useEffect(() => {
    let live = true;
    questionApi.list(surveyId).then((q) => live && setQuestions(q)).catch(() => live && setQuestions([]));
    return () => {
      live = false;
    };
  }, [surveyId]);
  if (!questions) return <CircularProgress size={18} aria-label={translate('app.survey.answer.loading')} />;
  const read = readAnswer(parseAnswerItems(value), questions, readingWords(translate));
  if (!read.length) return <>{translate('app.survey.answer.none')}</>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} data-testid="answer-content">
      {read.map((a) => (
        <Box component="li" key={a.questionId}>
          <Box sx={{ color: 'text.secondary' }}>{a.label}</Box>
          <Box sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{a.answer}</Box>
        </Box>
      ))}
    </Box>
  );
}
