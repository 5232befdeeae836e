import { isValidProcessKey } from '../../../../shared/bpmn/index.ts';
import type { BpmModelForm } from './modelApi.ts';

export type ModelField = 'key' | 'name';

/** SPEC §5 model form, checked on blur: key required (and of the key pattern), name required. Message keys. */
export function validateModelField(field: ModelField, form: Pick<BpmModelForm, 'key' | 'name'>): string | null {
  const value = (form[field] ?? '').trim();
  if (field === 'key') {
    if (!value) return 'keyRequired';
    return isValidProcessKey(value) ? null : 'keyPattern';
  }
  return value ? null : 'nameRequired';
}

export function validateModel(form: Pick<BpmModelForm, 'key' | 'name'>): Partial<Record<ModelField, string>> {
  const errors: Partial<Record<ModelField, string>> = {};
  for (const field of ['key', 'name'] as const) {
    const error = validateModelField(field, form);
    if (error) errors[field] = error;
  }
  return errors;
}

/** What the update call sends: the form id only with a process form (10), the custom paths only with a business form (20). */
export function modelPayload(form: BpmModelForm): BpmModelForm {
  return {
    ...form,
    key: form.key.trim(),
    name: form.name.trim(),
    formId: form.formType === 10 ? form.formId ?? null : null,
    formCustomCreatePath: form.formType === 20 ? form.formCustomCreatePath || null : null,
    formCustomViewPath: form.formType === 20 ? form.formCustomViewPath || null : null,
  };
}
