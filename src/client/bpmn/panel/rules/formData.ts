import { extensionsOfType, replaceExtensions } from './extensions.ts';
import { isA, orNull, q, run, updateProps, type BpmnServices } from './services.ts';

export const FORM_FIELD_TYPES = ['long', 'string', 'boolean', 'date', 'enum', 'custom'] as const;

export interface FormFieldForm {
  id: string;
  type: string;
  /** The type name when `type` is custom. */
  customType: string;
  label: string;
  defaultValue: string;
  datePattern: string;
  values: { id: string; name: string }[];
  constraints: { name: string; config: string }[];
  properties: { id: string; value: string }[];
}

export const emptyFormField = (): FormFieldForm => ({ id: '', type: 'string', customType: '', label: '', defaultValue: '', datePattern: '', values: [], constraints: [], properties: [] });

/** The form section is for user tasks and start events (SPEC §2.6). */
export const hasForm = (element: any): boolean => isA(element?.businessObject, 'bpmn:UserTask') || isA(element?.businessObject, 'bpmn:StartEvent');

const formDataOf = (services: BpmnServices, element: any): any => extensionsOfType(services, element.businessObject, 'FormData')[0];

export function readForm(services: BpmnServices, element: any): { formKey: string; businessKey: string; fields: FormFieldForm[] } {
  const bo = element.businessObject;
  const data = formDataOf(services, element);
  const standard = FORM_FIELD_TYPES.filter((t) => t !== 'custom') as string[];
  return {
    formKey: bo.get(q(services, 'formKey')) ?? '',
    businessKey: data?.businessKey ?? '',
    fields: (data?.fields ?? []).map((f: any): FormFieldForm => ({
      id: f.id ?? '',
      type: !f.type || standard.includes(f.type) ? f.type ?? 'string' : 'custom',
      customType: f.type && !standard.includes(f.type) ? f.type : '',
      label: f.label ?? '',
      defaultValue: f.defaultValue ?? '',
      datePattern: f.datePattern ?? '',
      values: (f.values ?? []).map((v: any) => ({ id: v.id ?? '', name: v.name ?? '' })),
      constraints: (f.validation?.constraints ?? []).map((c: any) => ({ name: c.name ?? '', config: c.config ?? '' })),
      properties: (f.properties?.values ?? []).map((p: any) => ({ id: p.id ?? '', value: p.value ?? '' })),
    })),
  };
}

export function setFormKey(services: BpmnServices, element: any, formKey: string): void {
  if ((element.businessObject.get(q(services, 'formKey')) ?? '') === formKey) return;
  run(services, [updateProps(element, { [q(services, 'formKey')]: orNull(formKey) })]);
}

function createFormField(services: BpmnServices, field: FormFieldForm): any {
  const { moddle } = services;
  const type = field.type === 'custom' ? field.customType : field.type;
  const attrs: Record<string, unknown> = { id: field.id, type: type || undefined, label: field.label || undefined, defaultValue: field.defaultValue || undefined };
  if (field.type === 'date' && field.datePattern) attrs.datePattern = field.datePattern;
  if (field.type === 'enum' && field.values.length) attrs.values = field.values.map((v) => moddle.create(q(services, 'Value'), { id: v.id, name: v.name }));
  if (field.constraints.length) {
    attrs.validation = moddle.create(q(services, 'Validation'), { constraints: field.constraints.map((c) => moddle.create(q(services, 'Constraint'), { name: c.name, config: c.config || undefined })) });
  }
  if (field.properties.length) {
    attrs.properties = moddle.create(q(services, 'Properties'), { values: field.properties.map((p) => moddle.create(q(services, 'Property'), { id: p.id, value: p.value })) });
  }
  return moddle.create(q(services, 'FormField'), attrs);
}

/** Writes business key and fields as one `FormData` (dropped when both are empty); one undo step. */
export function setFormData(services: BpmnServices, element: any, businessKey: string, fields: readonly FormFieldForm[]): void {
  const data = businessKey || fields.length
    ? services.moddle.create(q(services, 'FormData'), { businessKey: businessKey || undefined, fields: fields.map((f) => createFormField(services, f)) })
    : null;
  run(services, [replaceExtensions(services, element, ['FormData'], data ? [data] : [])]);
}
