import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { isChoice, QUESTION_TYPES, type QuestionType, type SurveyQuestion } from '../../../../shared/survey/index.ts';
import { DefaultValueEditor } from './DefaultValueEditor.tsx';
import { optionKey, type Draft } from './draft.ts';
import { OptionsEditor } from './OptionsEditor.tsx';
import { ShowRuleEditor } from './ShowRuleEditor.tsx';

interface Props {
  draft: Draft;
  questions: SurveyQuestion[];
  disabled: boolean;
  saving: boolean;
  onChange(patch: Partial<Draft>): void;
  onSave(): void;
  onCancel(): void;
}

/** The form of one question: every type of SPEC §3, options, required / hidden / read-only, default, show rule. */
export function QuestionEditor({ draft, questions, disabled, saving, onChange, onSave, onCancel }: Props) {
  const translate = useTranslate();
  const index = draft.id === undefined ? questions.length : questions.findIndex((q) => q.id === draft.id);
  const answerable = draft.questionType !== 'title' && draft.questionType !== 'text';
  const changeType = (questionType: QuestionType) => {
    const needsOptions = isChoice(questionType) && !draft.options.length;
    onChange({ questionType, defaultValue: '', ...(needsOptions ? { options: [{ key: optionKey(), optionText: '选项1', isExtend: '0' }] } : {}) });
  };
  const toggle = (key: 'required' | 'hidden' | 'readOnly', label: string) => (
    <FormControlLabel disabled={disabled} label={label}
      control={<Switch size="small" checked={draft[key]} onChange={(e) => onChange({ [key]: e.target.checked })} slotProps={{ input: { 'data-testid': `toggle-${key}` } as object }} />} />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: 'primary.main', display: 'grid', gap: 2 }} data-testid="question-editor">
      <Typography sx={{ fontWeight: 600 }}>{translate(draft.id === undefined ? 'app.survey.design.addQuestion' : 'app.survey.design.editQuestion')}</Typography>
      <TextField select size="small" label={translate('app.survey.design.questionType')} value={draft.questionType} disabled={disabled}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'question-type' } }}
        onChange={(e) => changeType(e.target.value as QuestionType)}>
        {QUESTION_TYPES.map((t) => <option key={t} value={t}>{translate(`app.survey.types.${t}`)}</option>)}
      </TextField>
      <TextField size="small" multiline minRows={2} label={translate('app.survey.design.questionName')} value={draft.questionName} disabled={disabled}
        onChange={(e) => onChange({ questionName: e.target.value })} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'question-name' } }} />
      {isChoice(draft.questionType) && (
        <>
          <OptionsEditor options={draft.options} disabled={disabled} onChange={(options) => onChange({ options })} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography sx={{ fontSize: 14 }}>{translate('app.survey.design.optionDisplay')}</Typography>
            <RadioGroup row value={draft.optionDisplay} onChange={(e) => onChange({ optionDisplay: e.target.value as Draft['optionDisplay'] })}>
              <FormControlLabel value="vertical" disabled={disabled} control={<Radio size="small" />} label={translate('app.survey.design.vertical')} />
              <FormControlLabel value="horizontal" disabled={disabled} control={<Radio size="small" />} label={translate('app.survey.design.horizontal')} />
            </RadioGroup>
          </Box>
        </>
      )}
      {answerable && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {toggle('required', translate('app.survey.design.required'))}
          {toggle('hidden', translate('app.survey.design.hidden'))}
          {toggle('readOnly', translate('app.survey.design.readOnly'))}
        </Box>
      )}
      <DefaultValueEditor draft={draft} disabled={disabled} onChange={(defaultValue) => onChange({ defaultValue })} />
      {answerable && draft.hidden && (
        <ShowRuleEditor earlier={questions.slice(0, index)} all={questions} questionId={draft.showWhenQuestionId} optionId={draft.showWhenOptionId} disabled={disabled}
          onChange={(showWhenQuestionId, showWhenOptionId) => onChange({ showWhenQuestionId, showWhenOptionId })} />
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={saving}>{translate('app.survey.cancel')}</Button>
        <Button variant="contained" onClick={onSave} disabled={disabled || saving} data-testid="question-save">{translate('app.survey.design.save')}</Button>
      </Box>
    </Paper>
  );
}
