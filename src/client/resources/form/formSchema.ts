import type { UiSchema } from '@rjsf/utils';
import { isInputOnly, isLinked, type PropertySchema, type ResourceSchema } from '../../../shared/manifest/types.ts';
import type { ManifestResource } from '../../api/index.ts';
import { fieldKind, fieldTitle, isReferenceName } from '../fields.ts';

/**
 * The rjsf schema and uiSchema of a generated form, from the resource's JSON Schema (pure, tested):
 * - create: read-only and derived (virtual) fields left out; create-only and write-only (password) fields editable;
 * - edit: read-only, derived and create-only fields shown disabled; write-only fields left out.
 * Required lists follow, so a field the user cannot fill is never required of them.
 */
export type FormMode = 'create' | 'edit';

export interface FormSchema {
  schema: ResourceSchema;
  uiSchema: UiSchema;
  /** Fields shown, in declaration order. */
  fields: string[];
  /** Fields the user may change (what is sent to the server). */
  writable: string[];
}

const SERVER_FIELDS = new Set(['creator', 'updater', 'updateTime', 'deleted', 'tenantId']);

function visible(resource: ManifestResource, field: string, p: PropertySchema, mode: FormMode): boolean {
  if (SERVER_FIELDS.has(field)) return false;
  // `"ui:widget": "hidden"` in the manifest: set elsewhere (a role's departments, by the 数据权限 dialog), never in the form
  if ((resource.uiSchema?.[field] as UiSchema | undefined)?.['ui:widget'] === 'hidden') return false;
  // A reference's name: its id field is chosen by name instead.
  if (isReferenceName(resource, field)) return false;
  if (mode === 'create') return !p.readOnly && (!p.virtual || isInputOnly(p) || isLinked(p));
  return (!p.writeOnly || isChangeableSecret(p)) && !isInputOnly(p);
}

/** A write-only field that may be changed (a mail account's password): empty on an edit, where empty keeps it. */
const isChangeableSecret = (p: PropertySchema): boolean => Boolean(p.writeOnly && !p.readOnly && !p.createOnly && !p.virtual);

function editable(p: PropertySchema, mode: FormMode): boolean {
  if (p.readOnly || (p.virtual && !isInputOnly(p) && !isLinked(p))) return false;
  return mode === 'create' || !p.createOnly;
}

/**
 * The widget of a field: dictionaries, dates, yes/no, a referenced row chosen by name, labelled values, textarea and
 * rich text; others keep rjsf's default.
 */
function widgetOf(resource: ManifestResource, field: string, p: PropertySchema): UiSchema {
  const hint = (resource.uiSchema?.[field] ?? {}) as UiSchema;
  const wanted = hint['ui:widget'] ?? p.widget;
  const kind = fieldKind(p);
  if (kind === 'dict') return { 'ui:widget': wanted === 'radio' ? 'dictRadio' : 'dictSelect' };
  if (kind === 'timestamp') return { 'ui:widget': 'dateTime' };
  if (kind === 'boolean') return { 'ui:widget': 'yesNo' };
  if (wanted === 'richtext') return { 'ui:widget': 'richText' };
  if (p.writeOnly) return { 'ui:widget': 'password' };
  if (p.reference && !hint['ui:widget']) return { 'ui:widget': 'resourceSelect', 'ui:options': { resource: p.reference.resource } };
  if (p.labels && p.enum) return { 'ui:enumNames': p.enum.map((v) => p.labels?.[String(v)] ?? String(v)) };
  // A cleared plain text is sent as '' (so an edit can empty it), as yudao's forms do; formatted texts stay absent.
  const plain = kind === 'text' && !p.format && !p.pattern ? { 'ui:emptyValue': '' } : {};
  if (wanted === 'textarea') return { 'ui:widget': 'textarea', 'ui:options': { rows: 3 }, ...plain };
  return wanted ? { 'ui:widget': wanted, ...plain } : plain;
}

/** `locked`: fields the page fixes (a dictionary's data page fixes `dictType`): shown disabled, still sent. */
export function formSchema(resource: ManifestResource, mode: FormMode, locked: readonly string[] = []): FormSchema {
  const source = resource.jsonSchema;
  const properties: Record<string, PropertySchema> = {};
  const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  const writable: string[] = [];
  for (const [field, p] of Object.entries(source.properties)) {
    if (!visible(resource, field, p, mode)) continue;
    const isLocked = locked.includes(field);
    const canEdit = editable(p, mode) && !isLocked;
    if (canEdit || (isLocked && editable(p, mode))) writable.push(field);
    properties[field] = canEdit ? p : { ...p, readOnly: true };
    const { 'ui:widget': _drop, ...rest } = (resource.uiSchema?.[field] ?? {}) as UiSchema;
    // The label in the current language; the schema's title stays Chinese for the validation messages built from it.
    uiSchema[field] = { 'ui:title': fieldTitle(resource, field), ...rest, ...widgetOf(resource, field, p), ...(canEdit ? {} : { 'ui:disabled': true }) };
  }
  const fields = Object.keys(properties);
  uiSchema['ui:order'] = [...fields, '*'];
  const required = (source.required ?? []).filter((f) => writable.includes(f) && !locked.includes(f)
    && !(mode !== 'create' && isChangeableSecret(source.properties[f]!)));
  // The dialog has the title; the schema's own title and (developer) description stay out of the form.
  const { required: _r, additionalProperties: _a, title: _t, description: _d, ...rest } = source;
  return { schema: { ...rest, type: 'object', properties, required }, uiSchema, fields, writable };
}

/** Form data from a record: only the form's fields, null (the server's "no value") as absent. */
export function toFormData(record: Record<string, unknown> | undefined, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!record) return out;
  for (const f of fields) if (record[f] !== null && record[f] !== undefined) out[f] = record[f];
  return out;
}

/** What is sent: the writable fields (absent ones as they are), plus the id when editing. */
export function toPayload(formData: Record<string, unknown>, writable: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of writable) if (formData[f] !== undefined) out[f] = formData[f];
  return out;
}

/** The dialog width of SPEC §9: 400px for a short form (≤ 4 fields), else 800px. */
export const dialogWidth = (fieldCount: number): number => (fieldCount <= 4 ? 400 : 800);
