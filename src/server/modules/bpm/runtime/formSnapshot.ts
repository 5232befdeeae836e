import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { RuntimeErrors } from './runtimeErrors.ts';

const FORM_TYPE_NORMAL = 10;

export interface FormSnapshot {
  formConf: string | null;
  formFields: string[] | null;
}

/**
 * The process form a definition is deployed with (v1.6.2 copies the form's conf and fields into the definition): its
 * instances render and check the form they were started with, whatever later edits of the form do. A business form
 * (20) has none; a process form that no longer exists cannot be deployed (1009002003, 'configure the form').
 */
export async function formSnapshot(scope: TenantScope, model: { formType?: number | null; formId?: number | null }): Promise<FormSnapshot> {
  if (model.formType !== FORM_TYPE_NORMAL || !model.formId) return { formConf: null, formFields: null };
  const form = await scope.selectFrom('bpmForm').select(['conf', 'fields']).where('id', '=', model.formId).where('deleted', '=', false).executeTakeFirst();
  if (!form) throw fail(RuntimeErrors.FORM_NOT_CONFIGURED);
  return { formConf: form.conf, formFields: form.fields ?? [] };
}
