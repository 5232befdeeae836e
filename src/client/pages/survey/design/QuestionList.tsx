import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isRequired, questionNumbers, type SurveyQuestion } from '../../../../shared/survey/index.ts';

interface Props {
  questions: SurveyQuestion[];
  locked: boolean;
  editingId: number | undefined;
  /** The editor, shown in place of the question being edited. */
  editor: ReactNode;
  onEdit(q: SurveyQuestion): void;
  onDelete(q: SurveyQuestion): void;
  onMove(from: number, to: number): void;
}

/**
 * The survey's questions in order. Drag a row by its handle to move it (HTML5 drag and drop, which Chromium and the
 * test runner both drive), or use the arrows; either way the new numbers are saved together.
 */
export function QuestionList({ questions, locked, editingId, editor, onEdit, onDelete, onMove }: Props) {
  const translate = useTranslate();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const numbers = questionNumbers(questions);
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="question-list">
      {questions.map((q, i) => (
        <Fragment key={q.id}>
          {editingId === q.id ? editor : (
            <Box
              data-testid={`design-question-${i}`}
              data-question-id={q.id}
              draggable={!locked}
              onDragStart={(e) => { setDragFrom(i); e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', String(i)); }}
              onDragOver={(e) => { if (dragFrom !== null) { e.preventDefault(); setOver(i); } }}
              onDragLeave={() => setOver((o) => (o === i ? null : o))}
              onDrop={(e) => { e.preventDefault(); if (dragFrom !== null) onMove(dragFrom, i); setDragFrom(null); setOver(null); }}
              onDragEnd={() => { setDragFrom(null); setOver(null); }}
              sx={{
                display: 'flex', alignItems: 'center', gap: 1, p: 1, border: 1, borderRadius: 1, bgcolor: 'background.paper',
                borderColor: over === i ? 'primary.main' : 'divider', opacity: dragFrom === i ? 0.5 : 1,
              }}
            >
              <Box component="span" title={translate('app.survey.design.dragHandle')} data-testid={`drag-handle-${i}`} sx={{ cursor: locked ? 'default' : 'grab', color: 'text.disabled', display: 'flex' }}>
                <DragIndicator fontSize="small" />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography noWrap sx={{ fontSize: 14 }}>
                  {isRequired(q) && <Box component="span" sx={{ color: 'error.main', mr: 0.5 }}>*</Box>}
                  {numbers.has(q.id) ? `${numbers.get(q.id)}. ` : ''}{q.questionName}
                </Typography>
                {q.showOrHide === '1' && <RuleCaption q={q} questions={questions} numbers={numbers} />}
              </Box>
              <Chip size="small" label={translate(`app.survey.types.${q.questionType}`)} sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
              {!locked && (
                <>
                  <IconButton size="small" disabled={i === 0} onClick={() => onMove(i, i - 1)} aria-label={translate('app.survey.design.moveUp')}><ArrowUpward fontSize="small" /></IconButton>
                  <IconButton size="small" disabled={i === questions.length - 1} onClick={() => onMove(i, i + 1)} aria-label={translate('app.survey.design.moveDown')}><ArrowDownward fontSize="small" /></IconButton>
                  <IconButton size="small" onClick={() => onEdit(q)} aria-label={translate('app.survey.design.editQuestion')} data-testid={`design-edit-${i}`}><EditOutlined fontSize="small" /></IconButton>
                  <IconButton size="small" color="error" onClick={() => onDelete(q)} aria-label={translate('app.survey.list.delete')} data-testid={`design-delete-${i}`}><DeleteOutline fontSize="small" /></IconButton>
                </>
              )}
            </Box>
          )}
        </Fragment>
      ))}
      {editingId === undefined && editor}
    </Box>
  );
}

/** Under a hidden question: when it shows (or that it stays hidden without a rule). */
function RuleCaption({ q, questions, numbers }: { q: SurveyQuestion; questions: SurveyQuestion[]; numbers: Map<number, number> }) {
  const translate = useTranslate();
  const parent = questions.find((x) => x.id === q.showWhenQuestionId);
  const option = parent?.options?.find((o) => o.optionId === q.showWhenOptionId);
  const text = parent && option
    ? translate('app.survey.design.showRuleText', { number: numbers.get(parent.id) ?? '', option: option.optionText })
    : `${translate('app.survey.tipHidden')} ${translate('app.survey.design.showRuleNone')}`;
  return <Typography noWrap sx={{ fontSize: 12, color: 'warning.main' }} data-testid={`rule-${q.id}`}>{text}</Typography>;
}
