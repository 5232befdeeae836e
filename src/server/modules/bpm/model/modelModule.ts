import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ResourceHooks } from '../../../crud/hooks.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { repositoryFor } from '../../../crud/routes.ts';
import { ok } from '../../../http/envelope.ts';
import { ServiceError } from '../../../http/errors.ts';
import { withLatestDefinition } from './latestDefinition.ts';
import { assertCategoryExists, withCategoryName } from '../category/categoryNames.ts';

type Row = Record<string, unknown>;

export const ModelErrors = {
  NOT_EXISTS: { code: 1009002001, msg: '流程模型不存在' },
  BPMN_INVALID: { code: 1009002005, msg: '流程图不是合法的 BPMN XML' },
};

const FORM_TYPE_NORMAL = 10;
const FORM_TYPE_CUSTOM = 20;

/** A draft must at least be a BPMN definitions document; the designer checks the rest when it imports it. */
export function assertBpmnXml(xml: unknown): void {
  if (xml === undefined || xml === null || xml === '') return;
  if (typeof xml !== 'string' || !/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<([\w-]+:)?definitions[\s>]/.test(xml)) {
    throw new ServiceError(ModelErrors.BPMN_INVALID.code, ModelErrors.BPMN_INVALID.msg);
  }
}

/** As the yudao form: the form id only goes with a process form (10), the custom paths only with a business form (20). */
function normaliseForm(values: Row): Row {
  if (!('formType' in values)) return values;
  const out = { ...values };
  if (out.formType !== FORM_TYPE_NORMAL) out.formId = null;
  if (out.formType !== FORM_TYPE_CUSTOM) {
    out.formCustomCreatePath = null;
    out.formCustomViewPath = null;
  }
  return out;
}

/** A new model's values (新建 and 导入): a draft diagram if any, the default engine prefix, the form fields that go together. */
export function newModelValues(values: Row): Row {
  assertBpmnXml(values.bpmnXml);
  return normaliseForm({ enginePrefix: 'camunda', ...values });
}

export const bpmModelHooks: ResourceHooks = {
  // the category is one of the tenant's process categories, by code (decision 91)
  beforeCreate: async (values, ctx) => {
    await assertCategoryExists(ctx.scope(), values.category);
    return newModelValues(values);
  },
  beforeUpdate: async (values, existing, ctx) => {
    if (values.category !== existing.category) await assertCategoryExists(ctx.scope(), values.category);
    assertBpmnXml(values.bpmnXml);
    return normaliseForm(values);
  },
  // The draft diagram travels with `get` only: a page of models stays small, and shows each model's latest version.
  // Each row names its category (categoryName, as today's yudao).
  afterRead: async (rows, ctx) => withCategoryName(ctx.scope(), ctx.request.routeOptions.url?.endsWith('/get') ? rows
    : await withLatestDefinition(ctx.scope(), rows.map(({ bpmnXml: _xml, ...rest }) => rest))),
  // a deleted model's assign rules go with it (each deployed version keeps its own copy)
  afterDelete: async (existing, ctx) => {
    await ctx.scope().deleteFrom('bpmTaskAssignRule').where('modelId', '=', Number(existing.id)).execute();
  },
};

const PREFIXES = ['camunda', 'flowable', 'activiti'];

export function bpmModelRoutes(db: Db, registry: ResourceRegistry) {
  const models = registry.get('bpmModel');
  return async function (app: FastifyInstance): Promise<void> {
    // The designer's save: only the draft diagram (and the engine prefix it was drawn with) changes.
    app.put<{ Body: { id: number; bpmnXml: string; enginePrefix?: string } }>('/bpm/model/update-bpmn', {
      config: { access: 'bpm:model:update' },
      schema: {
        body: {
          type: 'object', required: ['id', 'bpmnXml'],
          properties: {
            id: { type: 'integer', title: '编号', minimum: 1 },
            bpmnXml: { type: 'string', title: '流程图', minLength: 1, maxLength: 5_000_000 },
            enginePrefix: { type: 'string', title: '引擎前缀', enum: PREFIXES },
          },
        },
      },
    }, async (request) => {
      const { id, bpmnXml, enginePrefix } = request.body;
      assertBpmnXml(bpmnXml);
      const repo = repositoryFor(db, models, request);
      const changed: Row = { bpmnXml, ...(enginePrefix ? { enginePrefix } : {}) };
      if (!(await repo.update(id, changed))) throw new ServiceError(ModelErrors.NOT_EXISTS.code, ModelErrors.NOT_EXISTS.msg);
      return ok(true);
    });
  };
}
