import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import type { Db } from '../../../db/database.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { repositoryFor } from '../../../crud/routes.ts';
import { assertUnique } from '../../../crud/unique.ts';
import { assertValid, validatorsFor } from '../../../crud/validation.ts';
import { ok } from '../../../http/envelope.ts';
import { ServiceError } from '../../../http/errors.ts';
import { GlobalErrors } from '../../../../shared/errorCodes.ts';
import { newModelValues } from './modelModule.ts';

/** A diagram file is text of a few hundred kilobytes at most; the designer's own save allows 5 MB. */
const MAX_BPMN_BYTES = 5_000_000;

const missing = (field: string) => new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:请求参数缺失:${field}`);

/** The `.bpmn` file (field `bpmnFile`) and the text fields of yudao's import form. */
async function readImport(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:请以 multipart/form-data 上传文件（字段 bpmnFile）`);
  const values: Record<string, unknown> = {};
  for await (const part of request.parts({ limits: { files: 1, fileSize: MAX_BPMN_BYTES } })) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.fieldname === 'bpmnFile') values.bpmnXml = content.toString('utf8');
    } else if (['key', 'name', 'description'].includes(part.fieldname)) {
      values[part.fieldname] = String(part.value);
    }
  }
  if (typeof values.bpmnXml !== 'string' || !values.bpmnXml.trim()) throw missing('bpmnFile');
  return values;
}

/**
 * `POST /bpm/model/import` (yudao importModel): a new model from a `.bpmn` file, with the same checks as 新建 (key
 * format and uniqueness, name) and the draft check of the designer's save; nothing is deployed.
 */
export function bpmModelImportRoutes(db: Db, registry: ResourceRegistry) {
  const models = registry.get('bpmModel');
  const validators = validatorsFor(models);
  return async function (app: FastifyInstance): Promise<void> {
    app.post('/bpm/model/import', { config: { access: 'bpm:model:import' } }, async (request) => {
      const values = validators.strip(await readImport(request), 'create');
      assertValid(validators.create, values);
      const prepared = newModelValues(values);
      const repo = repositoryFor(db, models, request);
      await assertUnique(models, repo, prepared);
      return ok(await repo.create(prepared));
    });
  };
}
