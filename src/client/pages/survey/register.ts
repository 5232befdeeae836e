import { lazy } from 'react';
import { type RaRecord } from 'react-admin';
import { saveBlob } from '../../api/index.ts';
import { registerPages } from '../../routes/registry.ts';
import { registerBuiltInRowRule, registerDetailField, registerRowAction } from '../../resources/extensions.ts';
import { legalActions, SurveyStatus, type SurveyAction } from '../../../shared/survey/index.ts';
import { answerApi } from './api.ts';
import { surveyPages } from './routes.ts';

/** The survey's pages under their menu keys (designer, statistics, fill-in, my answers, my surveys). */
export function installSurveyPages(): void {
  registerPages(surveyPages);
}

const COLOURS: Record<SurveyAction, 'success' | 'warning' | 'error'> = { publish: 'success', revoke: 'warning', finish: 'error' };

const status = (row: RaRecord) => String(row.status ?? '');

/**
 * 问卷管理 is the survey resource's generated list (the same frame as every list: search, toolbar, columns, export)
 * with the survey's own row actions: design, preview, the lifecycle steps legal from the row's status (the rule the
 * server applies, shared), statistics and the answers' Excel. A finished survey is not edited, a published one not
 * deleted.
 */
export function installSurveyListActions(): void {
  // 答卷管理's details read an answer as its questions and choices (answers are created by the fill-in page only).
  registerDetailField('answer', 'answerJson', lazy(() => import('./answer/AnswerContent.tsx')));
  registerBuiltInRowRule('survey', 'edit', (row) => status(row) !== SurveyStatus.FINISHED);
  registerBuiltInRowRule('survey', 'delete', (row) => status(row) !== SurveyStatus.PUBLISHED);
  registerRowAction('survey', { key: 'design', label: 'app.survey.list.design', permission: 'renda:question:query', to: (row) => `/survey/design?surveyId=${row.id}` });
  registerRowAction('survey', {
    key: 'preview',
    label: 'app.survey.list.preview',
    permission: 'renda:answer:create',
    onClick: (row) => void window.open(`/preview?surveyId=${row.id}`, '_blank'),
  });
  for (const action of ['publish', 'revoke', 'finish'] as const) {
    registerRowAction('survey', {
      key: action,
      label: `app.survey.list.${action}`,
      permission: `renda:survey:${action}`,
      color: COLOURS[action],
      visible: (row) => legalActions(row.status).includes(action),
      dialog: lazy(() => import('./list/SurveyTransitionDialog.tsx').then((m) => ({ default: m.transitionDialog(action) }))),
    });
  }
  registerRowAction('survey', { key: 'statistics', label: 'app.survey.list.statistics', permission: 'renda:survey:statistics', to: (row) => `/survey/statistics?surveyId=${row.id}` });
  registerRowAction('survey', {
    key: 'exportAnswers',
    label: 'app.survey.list.exportAnswers',
    permission: 'renda:answer:export',
    visible: (row) => Number(row.answerCount) > 0,
    onClick: (row) => {
      answerApi.exportExcel(Number(row.id))
        .then((blob) => saveBlob(blob, blob instanceof File ? blob.name : `${String(row.surveyName)}-答卷.xlsx`))
        .catch(() => undefined); // the http layer has shown why
    },
  });
}
