import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { Fragment } from 'react';
import type { AnswerItem, SurveyQuestion } from '../../../../shared/survey/index.ts';
import { QuestionView } from './QuestionView.tsx';

/** What the form reads: the fill-in page's live state, or a fixed answer shown read-only. */
export interface FormState {
  answers: ReadonlyMap<number, AnswerItem>;
  numbers: ReadonlyMap<number, number>;
  revealed: ReadonlySet<number>;
  problems: ReadonlyMap<number, string>;
  setAnswer(answer: AnswerItem): void;
}

interface SurveyFormProps {
  questions: readonly SurveyQuestion[];
  state: FormState;
  readOnly?: boolean;
  showTips?: boolean;
  /** Designer preview: hidden questions stay visible (with their tip) so the designer sees them. */
  showHidden?: boolean;
}

/**
 * A submitted answer is read, not filled in: the disabled fields' pale grey would make it hard to read on a phone,
 * so given texts and chosen options keep full contrast, and only the options not chosen stay grey.
 */
const answerSx = {
  '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: 'rgba(0, 0, 0, 0.87)' },
  '& .MuiFormControlLabel-root:has(.Mui-checked) .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
  '& .MuiRadio-root.Mui-checked.Mui-disabled, & .MuiCheckbox-root.Mui-checked.Mui-disabled': { color: 'primary.main' },
} as const;

/** The questions in order; hidden ones appear as soon as their show rule is met. */
export function SurveyForm({ questions, state, readOnly, showTips, showHidden }: SurveyFormProps) {
  const shown = questions.filter((q) => showHidden || state.revealed.has(q.id));
  return (
    <Box data-testid="survey-questions" sx={readOnly ? answerSx : undefined}>
      {shown.map((q, i) => (
        <Fragment key={q.id}>
          {i > 0 && q.questionType !== 'title' && <Divider sx={{ borderStyle: 'dashed', opacity: 0.6 }} />}
          <QuestionView
            question={q}
            number={state.numbers.get(q.id)}
            answer={state.answers.get(q.id)}
            onChange={state.setAnswer}
            readOnly={readOnly}
            error={state.problems.get(q.id)}
            showTips={showTips}
          />
        </Fragment>
      ))}
    </Box>
  );
}
