import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { HasPermi } from '../../../auth/index.ts';
import { legalActions, SurveyStatus, type SurveyAction } from '../../../../shared/survey/index.ts';
import type { SurveyRow } from '../api.ts';

interface Props {
  row: SurveyRow;
  onEdit(row: SurveyRow): void;
  onAction(kind: SurveyAction | 'delete', row: SurveyRow): void;
  onExport(row: SurveyRow): void;
}

const ActionButton = ({ children, onClick, testId, color }: { children: ReactNode; onClick(): void; testId: string; color?: 'error' | 'warning' | 'success' }) => (
  <Button size="small" color={color} onClick={onClick} data-testid={testId} sx={{ minWidth: 0, px: 0.75 }}>{children}</Button>
);

const COLOURS: Record<SurveyAction, 'success' | 'warning' | 'error'> = { publish: 'success', revoke: 'warning', finish: 'error' };

/**
 * A survey's actions: only the lifecycle transitions legal from its status now (shared rule with the server), each
 * behind its permission; editing and designing while the status allows them.
 */
export function SurveyRowActions({ row, onEdit, onAction, onExport }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const finished = row.status === SurveyStatus.FINISHED;
  return (
    <>
      {!finished && <HasPermi value={['renda:survey:update']}><ActionButton testId={`survey-edit-${row.id}`} onClick={() => onEdit(row)}>{translate('app.survey.list.edit')}</ActionButton></HasPermi>}
      <HasPermi value={['renda:question:query']}>
        <ActionButton testId={`survey-design-${row.id}`} onClick={() => navigate(`/survey/design?surveyId=${row.id}`)}>{translate('app.survey.list.design')}</ActionButton>
      </HasPermi>
      <HasPermi value={['renda:answer:create']}>
        <ActionButton testId={`survey-preview-${row.id}`} onClick={() => window.open(`/preview?surveyId=${row.id}`, '_blank')}>{translate('app.survey.list.preview')}</ActionButton>
      </HasPermi>
      {legalActions(row.status).map((action) => (
        <HasPermi key={action} value={[`renda:survey:${action}`]}>
          <ActionButton testId={`survey-${action}-${row.id}`} color={COLOURS[action]} onClick={() => onAction(action, row)}>{translate(`app.survey.list.${action}`)}</ActionButton>
        </HasPermi>
      ))}
      <HasPermi value={['renda:survey:statistics']}>
        <ActionButton testId={`survey-statistics-${row.id}`} onClick={() => navigate(`/survey/statistics?surveyId=${row.id}`)}>{translate('app.survey.list.statistics')}</ActionButton>
      </HasPermi>
      {!!row.answerCount && (
        <HasPermi value={['renda:answer:export']}>
          <ActionButton testId={`survey-export-${row.id}`} onClick={() => onExport(row)}>{translate('app.survey.list.exportAnswers')}</ActionButton>
        </HasPermi>
      )}
      {row.status !== SurveyStatus.PUBLISHED && (
        <HasPermi value={['renda:survey:delete']}>
          <ActionButton testId={`survey-delete-${row.id}`} color="error" onClick={() => onAction('delete', row)}>{translate('app.survey.list.delete')}</ActionButton>
        </HasPermi>
      )}
    </>
  );
}
