import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { defaultAnswer, isHidden, isReadOnly, isRequired, TEXT_LIMITS, type AnswerItem, type SurveyQuestion } from '../../../../shared/survey/index.ts';
import { CheckboxInput, RadioInput, SelectInput, type AnswerInputProps } from './ChoiceInputs.tsx';
import { invalidProps, legendId } from './questionAria.ts';

export interface QuestionViewProps {
  question: SurveyQuestion;
  /** Display number (none for title and plain-text items). */
  number?: number;
  answer?: AnswerItem;
  onChange?(answer: AnswerItem): void;
  /** Everything read-only (my answers, designer preview of a locked survey). */
  readOnly?: boolean;
  error?: string;
  /** Designer preview: the tips [初始隐藏] [只读] [有默认值]. */
  showTips?: boolean;
}

const empty = (q: SurveyQuestion): AnswerItem => ({ questionId: q.id, questionType: q.questionType, optionIds: [], answerText: '' });

function TextInput({ question, answer, disabled, onChange, errorId }: AnswerInputProps) {
  const translate = useTranslate();
  const multiline = question.questionType === 'textarea';
  return (
    <TextField
      fullWidth
      size="small"
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      placeholder={translate('app.survey.inputPlaceholder')}
      value={answer.answerText}
      disabled={disabled}
      onChange={(e) => onChange({ ...answer, answerText: e.target.value })}
      slotProps={{ htmlInput: { maxLength: multiline ? TEXT_LIMITS.textarea : TEXT_LIMITS.input, 'data-testid': `text-${question.id}`, 'aria-labelledby': legendId(question), ...invalidProps(errorId) } }}
    />
  );
}

const INPUTS = { radio: RadioInput, checkbox: CheckboxInput, select: SelectInput, input: TextInput, textarea: TextInput } as const;

/**
 * One question of a survey: number, name, required star, the input of its type, and its problem if any. A question
 * that is answered is a fieldset whose legend (number, name, 必答) a screen reader announces with every field in it;
 * its problem is tied to the fields (aria-describedby, aria-invalid) and announced when it appears (role=alert).
 */
export function QuestionView({ question, number, answer, onChange, readOnly = false, error, showTips = false }: QuestionViewProps) {
  const translate = useTranslate();
  const type = question.questionType;
  const anchor = { id: `question-${question.id}`, 'data-testid': `question-${question.id}`, 'data-question-type': type };
  if (type === 'title') {
    return (
      <Box {...anchor} sx={{ pt: 1.5, pb: 0.5 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: 17, fontWeight: 600 }}>{question.questionName}</Typography>
        {showTips && <Tips question={question} />}
      </Box>
    );
  }
  if (type === 'text') {
    return (
      <Box {...anchor} sx={{ py: 0.5 }}>
        <Typography sx={{ whiteSpace: 'pre-wrap', color: 'text.secondary', fontSize: 14 }}>{question.questionName}</Typography>
        {showTips && <Tips question={question} />}
      </Box>
    );
  }
  const Input = INPUTS[type];
  const value = answer ?? defaultAnswer(question) ?? empty(question);
  const errorId = error ? `error-${question.id}` : undefined;
  return (
    <Box
      component="fieldset"
      {...anchor}
      aria-describedby={errorId}
      sx={{ m: 0, border: 0, minWidth: 0, py: 1.5, px: { xs: 0, sm: 1 }, borderRadius: 1, ...(error ? { bgcolor: '#fef0f0', px: 1 } : {}) }}
    >
      {/* Floated, the legend is laid out as the title line it was (not on the fieldset's top edge); the fields clear it. */}
      <Typography component="legend" id={legendId(question)} sx={{ float: 'left', width: '100%', p: 0, fontSize: 15, fontWeight: 500, mb: 0.75, lineHeight: 1.6, '& + *': { clear: 'both' } }}>
        {isRequired(question) && (
          <>
            <Box component="span" aria-hidden sx={{ color: 'error.main', mr: 0.5 }}>*</Box>
            <Box component="span" sx={visuallyHidden}>{translate('app.survey.required')} </Box>
          </>
        )}
        {number !== undefined && <span>{number}. </span>}
        <span>{question.questionName}</span>
        {showTips && <Tips question={question} />}
      </Typography>
      <Input question={question} answer={value} disabled={readOnly || isReadOnly(question)} onChange={(a) => onChange?.(a)} errorId={errorId} />
      {error && <Typography id={errorId} role="alert" data-testid={`error-${question.id}`} sx={{ color: 'error.main', fontSize: 13, mt: 0.5 }}>{error}</Typography>}
    </Box>
  );
}

function Tips({ question }: { question: SurveyQuestion }) {
  const translate = useTranslate();
  const tips = [
    isHidden(question) && translate('app.survey.tipHidden'),
    isReadOnly(question) && translate('app.survey.tipReadOnly'),
    (question.defaultValue ?? '').trim() !== '' && translate('app.survey.tipDefault'),
  ].filter(Boolean);
  if (!tips.length) return null;
  return <Box component="span" sx={{ ml: 1, color: 'warning.main', fontSize: 12, fontWeight: 400 }} data-testid={`tips-${question.id}`}>{tips.join(' ')}</Box>;
}
