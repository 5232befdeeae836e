import { AuthErrors, TenantErrors, type ErrorCode } from '../../../../shared/errorCodes.ts';
import type { Resource } from '../../../../shared/manifest/types.ts';
import { ModelErrors } from '../../bpm/model/modelModule.ts';
import { CategoryErrors } from '../../bpm/category/categoryErrors.ts';
import { RuntimeErrors } from '../../bpm/runtime/runtimeErrors.ts';
import { ConfigErrors } from '../../infra/config/configModule.ts';
import { AnswerErrors } from '../../renda/answer/answerErrors.ts';
import { GroupErrors } from '../../renda/group/groupModule.ts';
import { QuestionErrors } from '../../renda/question/questionModule.ts';
import { SurveyErrors } from '../../renda/survey/surveyErrors.ts';
import { ProposalErrors } from '../../renda/proposal/proposalErrors.ts';
import { ReportErrors } from '../../renda/report/reportErrors.ts';
import { ActivityErrors } from '../../renda/activity/activityErrors.ts';
import { CheckInErrors } from '../../renda/activity/checkInErrors.ts';
import { DutyRegisterErrors } from '../../renda/dutyRegister/dutyRegisterErrors.ts';
import { DutyRecordErrors } from '../../renda/dutyRecord/dutyRecordErrors.ts';
import { StationFeedbackErrors } from '../../renda/stationFeedback/stationFeedbackErrors.ts';
import { DutyScoreErrors } from '../../renda/dutyScore/dutyScoreErrors.ts';
import { DictErrors } from '../dict/dictHooks.ts';
import { DeptErrors, MenuErrors, PostErrors, RoleErrors, UserErrors } from '../systemErrors.ts';
import { OAuth2Errors, SmsErrors } from '../auth/signInErrors.ts';
import { ApiErrorLogErrors } from '../../infra/apiLog/apiErrorLogRoutes.ts';
import { FileErrors } from '../../infra/file/fileErrors.ts';
import { JobErrors } from '../../infra/job/jobErrors.ts';
import { MessageErrors } from '../message/messageErrors.ts';
import { CodegenErrors } from '../../infra/codegen/codegenErrors.ts';
import { DataSourceConfigErrors } from '../../infra/dataSourceConfig/dataSourceConfigErrors.ts';
import { SocialErrors } from '../social/socialErrors.ts';
import { RegisterErrors } from '../auth/registerRoutes.ts';

/** yudao's `spring.application.name`, the 应用名 of every row the server writes (error codes, API logs). */
export const APPLICATION_NAME = 'renda-server';

/** The code tables of the server's modules: add a module's table here when it gets one. */
const TABLES: Record<string, ErrorCode>[] = [
  SmsErrors, OAuth2Errors,
  TenantErrors, AuthErrors, MenuErrors, RoleErrors, UserErrors, DeptErrors, PostErrors, DictErrors, ConfigErrors,
  ModelErrors, CategoryErrors, RuntimeErrors, SurveyErrors, AnswerErrors, GroupErrors, QuestionErrors, ApiErrorLogErrors, ProposalErrors,
  FileErrors, ReportErrors, ActivityErrors, CheckInErrors, DutyRegisterErrors, DutyRecordErrors, StationFeedbackErrors, DutyScoreErrors,
  JobErrors,
  MessageErrors,
  CodegenErrors, DataSourceConfigErrors,
  SocialErrors, RegisterErrors,
];

/** A business code is ten digits (1-MMM-NNN-EEE, API-CONTRACT §1.8); 400, 403… are the protocol's, not listed. */
const isBusiness = (code: number): boolean => code >= 1_000_000_000;

/**
 * Every business error code the server answers with and its message, as yudao's ErrorCodeAutoGenerateService
 * gathers them from the ErrorCodeConstants: the modules' code tables and the manifest's not-found and uniqueness
 * rules. A code that two rules share (a parent that is itself or one of its children) is listed once, with the
 * first message.
 */
export function errorCodeCatalogue(resources: readonly Resource[]): Map<number, string> {
  const catalogue = new Map<number, string>();
  const add = (code: number | undefined, message: string) => {
    if (code !== undefined && isBusiness(code) && !catalogue.has(code)) catalogue.set(code, message);
  };
  for (const table of TABLES) for (const { code, msg } of Object.values(table)) add(code, msg);
  for (const resource of resources) {
    if (resource.notFound) add(resource.notFound.code, resource.notFound.message);
    for (const rule of resource.unique ?? []) add(rule.code, rule.message);
  }
  return catalogue;
}
