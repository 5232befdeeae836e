import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { AnswerItem, SurveyOption, SurveyQuestion } from '../../../../shared/survey/index.ts';
import { invalidProps, legendId } from './questionAria.ts';

export interface AnswerInputProps {
  question: SurveyQuestion;
  answer: AnswerItem;
  disabled: boolean;
  onChange(answer: AnswerItem): void;
  /** The id of the question's problem message, when it has one. */
  errorId?: string;
}

const optionsOf = (q: SurveyQuestion): SurveyOption[] => [...(q.options ?? [])].sort((a, b) => a.optionNo - b.optionNo);

/** The '具体为' text after an option that allows free text. */
export function ExtensionField({ value, disabled, onChange, testId }: { value: string; disabled: boolean; onChange(text: string): void; testId: string }) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      label={translate('app.survey.extension')}
      placeholder={translate('app.survey.extensionPlaceholder')}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: 200, 'data-testid': testId } }}
      sx={{ ml: { xs: 4, sm: 1 }, my: 0.5, width: { xs: 'calc(100% - 32px)', sm: 260 } }}
    />
  );
}

const rowSx = (horizontal: boolean) => ({
  display: 'flex', flexDirection: horizontal ? { xs: 'column', sm: 'row' } : 'column', flexWrap: 'wrap', columnGap: 2,
});
// Large tap targets: deputies answer on phones.
const labelSx = { mr: 0, py: { xs: 0.25, sm: 0 }, '& .MuiFormControlLabel-label': { fontSize: 15 } };

/** Single choice: radio buttons, the extension text beside the chosen option that allows one. */
export function RadioInput({ question, answer, disabled, onChange, errorId }: AnswerInputProps) {
  const chosen = answer.optionIds[0];
  // One name for the question's radios: the arrow keys move between them and Tab leaves the group.
  return (
    <Box role="radiogroup" aria-labelledby={legendId(question)} {...invalidProps(errorId)} sx={rowSx(question.optionDisplay === 'horizontal')}>
      {optionsOf(question).map((o) => (
        <Box key={o.optionId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
          <FormControlLabel
            sx={labelSx}
            disabled={disabled}
            control={<Radio name={`question-${question.id}`} value={String(o.optionId)} checked={chosen === o.optionId} onChange={() => onChange({ ...answer, optionIds: [o.optionId], answerText: o.isExtend === '1' ? answer.answerText : '' })} />}
            label={o.optionText}
          />
          {o.isExtend === '1' && chosen === o.optionId && (
            <ExtensionField value={answer.answerText} disabled={disabled} onChange={(answerText) => onChange({ ...answer, answerText })} testId={`extension-${question.id}`} />
          )}
        </Box>
      ))}
    </Box>
  );
}

/** Multiple choice: checkboxes; one extension text, after the first chosen option that allows it. */
export function CheckboxInput({ question, answer, disabled, onChange, errorId }: AnswerInputProps) {
  const options = optionsOf(question);
  const chosen = new Set(answer.optionIds);
  const firstExtend = options.find((o) => o.isExtend === '1' && chosen.has(o.optionId));
  const toggle = (id: number, on: boolean) => {
    const optionIds = options.map((o) => o.optionId).filter((x) => (x === id ? on : chosen.has(x)));
    const keepsExtension = options.some((o) => o.isExtend === '1' && optionIds.includes(o.optionId));
    onChange({ ...answer, optionIds, answerText: keepsExtension ? answer.answerText : '' });
  };
  return (
    <Box sx={rowSx(question.optionDisplay === 'horizontal')}>
      {options.map((o) => (
        <Box key={o.optionId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
          <FormControlLabel sx={labelSx} disabled={disabled} control={<Checkbox checked={chosen.has(o.optionId)} onChange={(e) => toggle(o.optionId, e.target.checked)} slotProps={{ input: invalidProps(errorId) }} />} label={o.optionText} />
          {firstExtend?.optionId === o.optionId && (
            <ExtensionField value={answer.answerText} disabled={disabled} onChange={(answerText) => onChange({ ...answer, answerText })} testId={`extension-${question.id}`} />
          )}
        </Box>
      ))}
    </Box>
  );
}

/**
 * Drop-down: a native select (the phone's own picker). The extra input shows only when the chosen option has
 * isExtend '1', and only the first chosen option is looked at (SPEC §4, select question).
 */
export function SelectInput({ question, answer, disabled, onChange, errorId }: AnswerInputProps) {
  const translate = useTranslate();
  const options = optionsOf(question);
  const first = options.find((o) => o.optionId === answer.optionIds[0]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <TextField
        select
        size="small"
        value={first ? String(first.optionId) : ''}
        disabled={disabled}
        onChange={(e) => {
          const option = options.find((o) => String(o.optionId) === e.target.value);
          onChange({ ...answer, optionIds: option ? [option.optionId] : [], answerText: option?.isExtend === '1' ? answer.answerText : '' });
        }}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': `select-${question.id}`, 'aria-labelledby': legendId(question), ...invalidProps(errorId) } }}
        sx={{ minWidth: { xs: '100%', sm: 260 } }}
      >
        <option value="">{translate('app.survey.selectPlaceholder')}</option>
        {options.map((o) => (
          <option key={o.optionId} value={String(o.optionId)}>{o.optionText}</option>
        ))}
      </TextField>
      {first?.isExtend === '1' && (
        <ExtensionField value={answer.answerText} disabled={disabled} onChange={(answerText) => onChange({ ...answer, answerText })} testId={`extension-${question.id}`} />
      )}
    </Box>
  );
}
