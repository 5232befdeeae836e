import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import type { Db } from '../../../db/database.ts';
import { loadDictLabels } from '../../../crud/excelExport.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { repositoryFor } from '../../../crud/routes.ts';
import { assertUnique } from '../../../crud/unique.ts';
import { assertValid, validatorsFor } from '../../../crud/validation.ts';
import { ok } from '../../../http/envelope.ts';
import { fail, ServiceError } from '../../../http/errors.ts';
import { GlobalErrors } from '../../../../shared/errorCodes.ts';
import type { Resource } from '../../../../shared/manifest/types.ts';
import { hashPassword } from '../auth/passwords.ts';
import { assertDeptUsable } from '../dept/deptHooks.ts';
import { assertAreaUsable } from '../../renda/area/areaHooks.ts';
import { withNicknameKeys } from './nicknamePinyin.ts';
import { UserErrors } from '../systemErrors.ts';
import { buildTemplate, IMPORT_FIELDS, readSheet, TEMPLATE_FILE_NAME, type SheetRow } from './importSheet.ts';
import { assertMayManage } from './userProtection.ts';
import { assertQuota, confirmQuota, initPassword, requirePasswordChange } from './userService.ts';

export interface ImportReport {
  createUsernames: string[];
  updateUsernames: string[];
  failureUsernames: Record<string, string>;
}

const dictsOf = (db: Db, resource: Resource) =>
  loadDictLabels(db, IMPORT_FIELDS.map((f) => resource.jsonSchema.properties[f]?.dict).filter((d): d is string => Boolean(d)));

/** The uploaded file and the updateSupport flag (a form field, or the query parameter yudao's upload URL carries). */
async function readUpload(request: FastifyRequest<{ Querystring: { updateSupport?: boolean } }>): Promise<{ file: Buffer; updateSupport: boolean }> {
  if (!request.isMultipart()) throw new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:请以 multipart/form-data 上传文件（字段 file）`);
  let file: Buffer | undefined;
  let updateSupport = request.query.updateSupport === true;
  for await (const part of request.parts({ limits: { files: 1 } })) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.fieldname === 'file') file = content;
    } else if (part.fieldname === 'updateSupport') {
      updateSupport = ['true', '1'].includes(String(part.value).toLowerCase());
    }
  }
  if (!file) throw new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:请求参数缺失:file`);
  return { file, updateSupport };
}

const reasonOf = (error: ServiceError): string => error.details?.map((d) => d.message).join('；') ?? error.message;

/**
 * Users from the import template (yudao's `/system/user/import`), row by row: each row is validated with the same
 * schema, unique rules and department check as the create and update forms, then written in one statement, so a row is either fully
 * imported or reported with its reason. New users get the initial password of `sys.user.init-password`; existing
 * usernames are updated only with updateSupport (their status and password are left alone).
 */
export function userImportRoutes(db: Db, registry: ResourceRegistry) {
  const resource = registry.get('user');
  const validators = validatorsFor(resource);

  async function importRow(request: FastifyRequest, row: SheetRow, updateSupport: boolean, hashed: () => Promise<string>): Promise<'create' | 'update'> {
    if (row.problems.length) throw new ServiceError(GlobalErrors.BAD_REQUEST.code, row.problems.join('；'));
    const repo = repositoryFor(db, resource, request);
    const found = typeof row.values.username === 'string' ? await repo.findBy({ username: row.values.username }) : undefined;
    if (!found) {
      const values = validators.strip({ ...row.values, password: await initPassword(db) }, 'create');
      assertValid(validators.create, values);
      await assertQuota(db, request.scope());
      await assertDeptUsable(request.scope(), values.deptId);
      await assertAreaUsable(request.scope(), values.areaId);
      await assertUnique(resource, repo, values);
      const password = await hashed();
      await request.scope().transaction(async (txScope) => {
        const id = await repositoryFor(txScope.db, resource, request).create(withNicknameKeys({ ...values, password }));
        await confirmQuota(txScope);
        await requirePasswordChange(txScope, id);
      });
      return 'create';
    }
    if (!updateSupport) throw fail(UserErrors.USERNAME_EXISTS);
    const values = validators.strip(row.values, 'update');
    assertValid(validators.update, values);
    await assertMayManage(request.scope(), await request.roles(), Number(found.id));
    await assertDeptUsable(request.scope(), values.deptId);
    await assertAreaUsable(request.scope(), values.areaId);
    const existing = await repo.get(Number(found.id));
    await assertUnique(resource, repo, values, existing);
    await repo.update(Number(found.id), withNicknameKeys(values));
    return 'update';
  }

  return async function (app: FastifyInstance): Promise<void> {
    app.get('/system/user/get-import-template', { config: { access: 'system:user:import' } }, async (_request, reply) => {
      const buffer = await buildTemplate(resource, await dictsOf(db, resource));
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment;filename=${encodeURIComponent(TEMPLATE_FILE_NAME)};filename*=UTF-8''${encodeURIComponent(TEMPLATE_FILE_NAME)}`)
        .send(buffer);
    });

    app.post<{ Querystring: { updateSupport?: boolean } }>('/system/user/import', {
      config: { access: 'system:user:import' },
      schema: { querystring: { type: 'object', properties: { updateSupport: { type: 'boolean', title: '是否更新已经存在的用户' } } } },
    }, async (request) => {
      const { file, updateSupport } = await readUpload(request);
      const rows = await readSheet(file, resource, await dictsOf(db, resource));
      if (!rows.length) throw fail(UserErrors.IMPORT_LIST_IS_EMPTY);
      // One hash of the shared initial password per import: argon2 is slow on purpose, and the value is the same.
      let hash: Promise<string> | undefined;
      const hashed = async () => (hash ??= initPassword(db).then(hashPassword));

      const report: ImportReport = { createUsernames: [], updateUsernames: [], failureUsernames: {} };
      for (const row of rows) {
        const username = typeof row.values.username === 'string' ? row.values.username : request.inCallersLanguage(`第 ${row.rowNumber} 行`);
        try {
          const done = await importRow(request, row, updateSupport, hashed);
          (done === 'create' ? report.createUsernames : report.updateUsernames).push(username);
        } catch (error) {
          if (!(error instanceof ServiceError)) throw error;
          report.failureUsernames[username] = request.inCallersLanguage(reasonOf(error)); // data of the answer: not translated on the way out
        }
      }
      return ok(report);
    });
  };
}
