import { createHash, randomUUID } from 'node:crypto';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { AssignRuleErrors } from '../rule/assignRuleTypes.ts';
import { copyRulesToDefinition, modelRules } from '../rule/assignRules.ts';
import { checkServiceTasks } from './copies.ts';
import { checkExpression, ExpressionError, expressionBodies } from './expression.ts';
import { formSnapshot } from './formSnapshot.ts';
import { workflowRuntime } from './runtime.ts';
import { RuntimeErrors, SUSPENSION } from './runtimeErrors.ts';

/** The model fields a deployment reads (bpm_model, a manifest resource). */
export interface DeployableModel {
  id: number;
  key: string;
  name: string;
  description?: string | null;
  category?: string | null;
  formType?: number | null;
  formId?: number | null;
  formCustomCreatePath?: string | null;
  formCustomViewPath?: string | null;
  enginePrefix?: string | null;
  bpmnXml?: string | null;
}

const FORM_TYPE_NORMAL = 10;
const FORM_TYPE_CUSTOM = 20;

const unescapeXml = (text: string): string =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** Scripts are refused and every `${…}` must be in our expression subset, so a model fails at deploy, not at run. */
function checkSafety(xml: string): void {
  const script = /<([\w-]+:)?scriptTask\b/.exec(xml) ?? /<([\w-]+:)?conditionExpression\b[^>]*\blanguage="([^"]*)"/.exec(xml) ?? /<([\w-]+:)?script\b/.exec(xml);
  if (script) throw fail(RuntimeErrors.DEPLOY_SCRIPT, script[0].replace(/^</, ''));
  for (const body of expressionBodies(unescapeXml(xml))) {
    try {
      checkExpression(body);
    } catch (error) {
      if (error instanceof ExpressionError) throw fail(RuntimeErrors.DEPLOY_EXPRESSION, `\${${body}}`, error.message);
      throw error;
    }
  }
}

function formConfigured(model: DeployableModel): boolean {
  if (model.formType === FORM_TYPE_NORMAL) return Boolean(model.formId);
  if (model.formType === FORM_TYPE_CUSTOM) return Boolean(model.formCustomCreatePath && model.formCustomViewPath);
  return false;
}

/**
 * `POST /bpm/model/deploy` (yudao v1.6.2 deployModel): the form is configured, the diagram's process id and name are
 * the model's key and name, something changed since the last version; then a new version is written and every
 * older version of the key is suspended (only the latest starts instances; running ones go on). Every user task needs
 * an assign rule, unless it names its people itself (assignee / candidateUsers attributes); the rules are part of
 * what "unchanged" compares, and are copied to the new definition, whose instances are assigned by that copy.
 */
export async function deployModel(scope: TenantScope, model: DeployableModel, creator: string): Promise<string> {
  const xml = model.bpmnXml ?? '';
  if (!xml.trim()) throw fail(RuntimeErrors.MODEL_NO_BPMN);
  if (!formConfigured(model)) throw fail(RuntimeErrors.FORM_NOT_CONFIGURED);
  const prefix = model.enginePrefix ?? 'camunda';
  let compiled;
  try {
    compiled = await workflowRuntime.compile(xml, prefix);
  } catch {
    throw fail(RuntimeErrors.MODEL_NO_BPMN);
  }
  if (compiled.processCount !== 1) throw fail(RuntimeErrors.MODEL_NO_BPMN);
  if (compiled.processId !== model.key) throw fail(RuntimeErrors.KEY_NOT_MATCH, model.key, compiled.processId);
  if (compiled.processName !== model.name) throw fail(RuntimeErrors.NAME_NOT_MATCH, model.name, compiled.processName);
  checkSafety(xml);
  checkServiceTasks(xml);
  const rules = await modelRules(scope, model.id, compiled.userTasks.map((t) => t.id));
  const unassigned = compiled.userTasks.find((t) => !t.hasAssignee && !rules.some((r) => r.taskDefinitionKey === t.id));
  if (unassigned) throw fail(AssignRuleErrors.DEPLOY_TASK_WITHOUT_RULE, unassigned.name);
  const snapshot = await formSnapshot(scope, model);
  // a changed form is a change: its new fields deploy as a new version
  const form = { formType: model.formType, formId: model.formId ?? null, create: model.formCustomCreatePath ?? null, view: model.formCustomViewPath ?? null, ...snapshot };
  const checksum = createHash('sha256').update(JSON.stringify({ xml, prefix, form, ...(rules.length ? { rules } : {}) })).digest('hex');

  return scope.transaction(async (txScope) => {
    const latest = await txScope.selectFrom('bpmProcessDefinition').select(['version', 'checksum'])
      .where('processKey', '=', model.key).orderBy('version', 'desc').limit(1).forUpdate().executeTakeFirst();
    if (latest?.checksum === checksum) throw fail(RuntimeErrors.DEPLOY_UNCHANGED);
    const version = (latest?.version ?? 0) + 1;
    const id = `${model.key}:${version}:${randomUUID()}`;
    await txScope.updateTable('bpmProcessDefinition').set({ suspensionState: SUSPENSION.SUSPENDED }).where('processKey', '=', model.key).execute();
    await txScope.insertInto('bpmProcessDefinition', {
      id, modelId: model.id, processKey: model.key, version, name: model.name, description: model.description ?? null,
      category: model.category ?? null, enginePrefix: prefix, bpmnXml: xml, checksum,
      formType: model.formType ?? null, formId: model.formId ?? null, formConf: snapshot.formConf, formFields: snapshot.formFields === null ? null : JSON.stringify(snapshot.formFields),
      formCustomCreatePath: model.formCustomCreatePath ?? null, formCustomViewPath: model.formCustomViewPath ?? null,
      suspensionState: SUSPENSION.ACTIVE, creator,
    }).execute();
    await copyRulesToDefinition(txScope, rules, id, creator);
    return id;
  });
}
