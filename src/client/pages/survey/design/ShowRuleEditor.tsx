import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { isChoice, questionNumbers, type SurveyQuestion } from '../../../../shared/survey/index.ts';

interface Props {
  /** Questions before the edited one (a rule may only look back). */
  earlier: SurveyQuestion[];
  all: SurveyQuestion[];
  questionId: number | null;
  optionId: number | null;
  disabled: boolean;
  onChange(questionId: number | null, optionId: number | null): void;
}

/** 显示条件: the hidden question appears when a chosen option of an earlier choice question is selected. */
export function ShowRuleEditor({ earlier, all, questionId, optionId, disabled, onChange }: Props) {
  const translate = useTranslate();
  const candidates = earlier.filter((q) => isChoice(q.questionType));
  const numbers = questionNumbers(all);
  const parent = candidates.find((q) => q.id === questionId);
  return (
    <Box>
      <Typography sx={{ fontSize: 12, color: 'text.secondary', mb: 1 }}>{translate('app.survey.design.showRuleHint')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField select size="small" label={translate('app.survey.design.showRuleQuestion')} value={questionId ?? ''} disabled={disabled} sx={{ minWidth: 200, flex: 1 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'show-rule-question' } }}
          onChange={(e) => {
            const q = candidates.find((c) => String(c.id) === e.target.value);
            onChange(q ? q.id : null, q?.options?.[0]?.optionId ?? null);
          }}>
          <option value="">{translate('app.survey.design.showRuleNone')}</option>
          {candidates.map((q) => <option key={q.id} value={q.id}>{`${numbers.get(q.id) ?? ''}. ${q.questionName}`}</option>)}
        </TextField>
        {parent && (
          <TextField select size="small" label={translate('app.survey.design.showRuleOption')} value={optionId ?? ''} disabled={disabled} sx={{ minWidth: 160, flex: 1 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'show-rule-option' } }}
            onChange={(e) => onChange(parent.id, Number(e.target.value))}>
            {(parent.options ?? []).map((o) => <option key={o.optionId} value={o.optionId}>{o.optionText}</option>)}
          </TextField>
        )}
      </Box>
    </Box>
  );
}
