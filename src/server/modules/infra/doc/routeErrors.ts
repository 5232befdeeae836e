import type { RouteOptions } from 'fastify';
import { AuthErrors, GlobalErrors, TenantErrors, type ErrorCode } from '../../../../shared/errorCodes.ts';
import { parseEndpoint, type Operation, type Resource } from '../../../../shared/manifest/types.ts';
import { API_PREFIX } from '../../../http/errorHandler.ts';
import { isPermissionCode } from '../../../http/routeAccess.ts';
import { CrudErrors } from '../../../crud/routes.ts';
import { DUPLICATE } from '../../../crud/unique.ts';
import { ModelErrors } from '../../bpm/model/modelModule.ts';
import { FormErrors } from '../../bpm/form/formModule.ts';
import { LeaveErrors } from '../../bpm/oaLeave/leaveErrors.ts';
import { AssignRuleErrors } from '../../bpm/rule/assignRuleTypes.ts';
import { RuntimeErrors } from '../../bpm/runtime/runtimeErrors.ts';
import { ConfigErrors } from '../config/configModule.ts';
import { FileErrors } from '../file/fileErrors.ts';
import { ApiErrorLogErrors } from '../apiLog/apiErrorLogRoutes.ts';
import { AnswerErrors } from '../../renda/answer/answerErrors.ts';
import { AreaErrors } from '../../renda/area/areaErrors.ts';
import { GroupErrors } from '../../renda/group/groupModule.ts';
import { ProposalErrors } from '../../renda/proposal/proposalErrors.ts';
import { QuestionErrors } from '../../renda/question/questionModule.ts';
import { SurveyErrors } from '../../renda/survey/surveyErrors.ts';
import { DictErrors } from '../../system/dict/dictHooks.ts';
import { DeptErrors, MenuErrors, PostErrors, RoleErrors, UserErrors } from '../../system/systemErrors.ts';

type Table = Record<string, ErrorCode>;

/**
 * The code tables a module answers with, by the first two segments of its routes (`system/user`). A route whose
 * module has no table is documented with the codes every route shares only. Add a module here with its table.
 */
const MODULE_TABLES: Record<string, Table[]> = {
  'system/auth': [AuthErrors],
  'system/captcha': [AuthErrors],
  'system/tenant': [TenantErrors],
  'system/tenant-package': [TenantErrors],
  'system/menu': [MenuErrors],
  'system/role': [RoleErrors],
  'system/permission': [RoleErrors, MenuErrors],
  'system/user': [UserErrors],
  'system/dept': [DeptErrors],
  'system/post': [PostErrors],
  'system/dict-type': [DictErrors],
  'system/dict-data': [DictErrors],
  'infra/config': [ConfigErrors],
  'infra/file': [FileErrors],
  'infra/file-config': [FileErrors],
  'infra/api-error-log': [ApiErrorLogErrors],
  'bpm/model': [ModelErrors],
  'bpm/form': [FormErrors],
  'bpm/task-assign-rule': [AssignRuleErrors],
  'bpm/process-definition': [RuntimeErrors],
  'bpm/process-instance': [RuntimeErrors],
  'bpm/task': [RuntimeErrors],
  'bpm/activity': [RuntimeErrors],
  'bpm/oa': [LeaveErrors, RuntimeErrors],
  'renda/survey': [SurveyErrors],
  'renda/question': [QuestionErrors],
  'renda/answer': [AnswerErrors],
  'renda/group': [GroupErrors],
  'renda/area': [AreaErrors],
  'renda/proposal': [ProposalErrors],
};

const TENANT_CHECKS: ErrorCode[] = [TenantErrors.TENANT_HEADER_MISSING, TenantErrors.TENANT_NOT_EXISTS, TenantErrors.TENANT_DISABLE, TenantErrors.TENANT_EXPIRE];
const RESOURCE_NOT_FOUND: ReadonlySet<Operation> = new Set(['get', 'update', 'delete']);
const RESOURCE_UNIQUE: ReadonlySet<Operation> = new Set(['create', 'update']);

/**
 * The error codes a route may answer with, as far as the server knows them: those of the request filter (tenant,
 * sign-in, permission, platform-only writes), the input check, the route's module table, and for a manifest
 * resource's generic route its not-found and uniqueness rules. Listed once per code and message.
 */
export function routeErrors(route: RouteOptions, resources: readonly Resource[]): ErrorCode[] {
  const access = route.config?.access;
  const found: ErrorCode[] = [];
  if (!route.config?.tenantIgnore) found.push(...TENANT_CHECKS, TenantErrors.TENANT_MISMATCH);
  if (access !== 'public') found.push(GlobalErrors.UNAUTHORIZED, AuthErrors.OAUTH2_ACCESS_TOKEN_NOT_FOUND);
  if (route.config?.platformOnly) found.push(route.config.platformOnly);
  if (access && isPermissionCode(access)) found.push(GlobalErrors.FORBIDDEN);
  if (route.schema?.body || route.schema?.querystring || route.schema?.params) found.push(GlobalErrors.BAD_REQUEST);
  for (const table of MODULE_TABLES[moduleOf(route.url)] ?? []) found.push(...Object.values(table));
  found.push(...resourceErrors(route, resources));
  found.push(GlobalErrors.INTERNAL_SERVER_ERROR);
  return [...new Map(found.map((error) => [`${error.code} ${error.msg}`, error])).values()];
}

/** `system/user` of `/admin-api/system/user/page`. */
export function moduleOf(url: string): string {
  return url.slice(API_PREFIX.length + 1).split('/').slice(0, 2).join('/');
}

/** The manifest resource and operation a generic route serves, if it is one. */
export function resourceOperationOf(route: RouteOptions, resources: readonly Resource[]): { resource: Resource; operation: Operation } | null {
  const methods = [route.method].flat();
  for (const resource of resources) {
    for (const [operation, endpoint] of Object.entries(resource.endpoints) as [Operation, string][]) {
      const { method, path } = parseEndpoint(endpoint);
      // crud/routes.ts registers `{id}` as `:id`
      if (methods.includes(method) && `${API_PREFIX}${path.replace(/\{(\w+)\}/g, ':$1')}` === route.url) return { resource, operation };
    }
  }
  return null;
}

function resourceErrors(route: RouteOptions, resources: readonly Resource[]): ErrorCode[] {
  const served = resourceOperationOf(route, resources);
  if (!served) return [];
  const { resource, operation } = served;
  const found: ErrorCode[] = [];
  if (RESOURCE_NOT_FOUND.has(operation)) {
    const { code, message } = resource.notFound ?? { code: CrudErrors.NOT_EXISTS, message: `${resource.title}不存在` };
    found.push({ code, msg: message });
  }
  if (RESOURCE_UNIQUE.has(operation)) {
    found.push(...(resource.unique ?? []).map((rule) => ({ code: rule.code ?? DUPLICATE, msg: rule.message })));
  }
  return found;
}
