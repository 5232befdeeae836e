import type { PropertySchema } from '../../shared/manifest/types.ts';
import type { ManifestResource } from '../api/index.ts';
import { i18nProvider } from '../i18n/i18nProvider.ts';

/**
 * Reading the manifest's JSON Schema for display: field titles, kinds and the uiSchema hints the list uses.
 * Pure functions, shared by the list, the form and the show view.
 */
export type FieldKind = 'dict' | 'timestamp' | 'boolean' | 'number' | 'enum' | 'richtext' | 'array' | 'object' | 'text';

export const propertyOf = (resource: ManifestResource, field: string): PropertySchema =>
  resource.jsonSchema.properties[field] ?? {};

/**
 * A field's title in the current language: `resources.<resource>.fields.<field>` (src/shared/i18n/enResources.ts),
 * else the schema's title, the Chinese single source. Read through the provider, not a hook, so this stays a
 * function; the list re-renders on a language change as its other texts do.
 */
export const fieldTitle = (resource: ManifestResource, field: string): string =>
  i18nProvider.translate(`resources.${resource.name}.fields.${field}`, { _: propertyOf(resource, field).title ?? field });

/** A resource's name in the current language (`resources.<resource>.name`), else the manifest's Chinese title. */
export const resourceTitle = (resource: ManifestResource): string =>
  i18nProvider.translate(`resources.${resource.name}.name`, { _: resource.title });

export function primaryType(p: PropertySchema): string | undefined {
  return Array.isArray(p.type) ? p.type.find((t) => t !== 'null') : p.type;
}

export function fieldKind(p: PropertySchema): FieldKind {
  const type = primaryType(p);
  if (p.dict) return 'dict';
  if (p.format === 'timestamp' || p.format === 'date-time') return 'timestamp';
  if (type === 'boolean') return 'boolean';
  if (p.enum) return 'enum';
  if (p.widget === 'richtext') return 'richtext';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'array') return 'array';
  if (type === 'object') return 'object';
  return 'text';
}

/** A dictionary value as the field's type wants it: dictionaries store strings, integer fields want numbers. */
export function coerceDictValue(p: PropertySchema, value: string): string | number {
  const type = primaryType(p);
  return (type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

/**
 * The name field a reference derives (`surveyName` of `surveyId`, see shared/manifest/references.ts): screens show
 * the name in the id's place, so the derived field itself is never a column, a form field or a detail of its own.
 */
export const isReferenceName = (resource: ManifestResource, field: string): boolean =>
  Object.values(resource.jsonSchema.properties).some((p) => p.reference?.as === field);

/** uiSchema hint of a field, e.g. `ui:widget` or `ui:listLink`. */
export function uiHint(resource: ManifestResource, field: string, hint: string): unknown {
  const ui = resource.uiSchema?.[field];
  return ui && typeof ui === 'object' ? (ui as Record<string, unknown>)[hint] : undefined;
}

/** `/dict/type/data/{id}` with the row's values; null when a placeholder has no value. */
export function fillPath(template: string, row: Record<string, unknown>): string | null {
  let missing = false;
  const path = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = row[key];
    if (v === undefined || v === null || v === '') missing = true;
    return encodeURIComponent(String(v ?? ''));
  });
  return missing ? null : path;
}

/** Plain text of an HTML fragment (rich-text values in a table cell). */
export const stripHtml = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();

/** The label of a record in messages: its id. */
export const recordId = (row: { id?: unknown }): string => String(row.id ?? '');

/**
 * A list column's width in px (el-table style fixed layout), or undefined for a long text column that takes what is
 * left (at least TEXT_COLUMN_MIN). The rules read the field's kind and declared length: ids, 是/否 and dictionary tags
 * stay narrow, a date fits on one line, a phone number whole, and a title such as 参数名称 wraps to a second line
 * (textLines) — so 参数设置's ten columns fit the 1 150 px a 1440 px screen leaves beside the menu.
 */
export function columnWidth(field: string, p: PropertySchema): number | undefined {
  if (field === 'id') return 72;
  if (p.reference) return 140; // a name in the id's place, on up to two lines
  switch (fieldKind(p)) {
    case 'timestamp':
      return 160; // yyyy-MM-dd HH:mm:ss on one line
    case 'boolean':
      return 72;
    case 'dict':
    case 'enum':
      return 90;
    case 'number':
      return 80;
    case 'text':
      return textColumnWidth(p.maxLength);
    default:
      return undefined; // rich text, lists, objects: long by nature
  }
}

/** A plain text column by its declared length: codes and names fixed, long texts (remarks, values) flexible. */
function textColumnWidth(maxLength: number | undefined): number | undefined {
  if (maxLength !== undefined && maxLength <= 20) return 120; // a phone number, a code
  if (maxLength === undefined || maxLength <= 50) return 100; // an account, an e-mail, a looked-up name
  if (maxLength <= 100) return 140; // a title or a key, on up to two lines
  return undefined;
}

/** Lines a list cell shows before it is cut: titles up to 100 characters wrap once, everything else stays on one. */
export const textLines = (p: PropertySchema): 1 | 2 =>
  p.reference || (fieldKind(p) === 'text' && p.maxLength !== undefined && p.maxLength > 50 && p.maxLength <= 100) ? 2 : 1;

/** Width a flexible text column gets at least before the table scrolls sideways. */
export const TEXT_COLUMN_MIN = 90;
/** The 操作 column: about 56px per text button with its icon, plus the cell's padding. */
export const actionsColumnWidth = (buttons: number): number => 22 + 56 * Math.max(1, buttons);
/** An extra row button's width from its label: about 14px a Chinese character, 20 for an icon, 10 of padding. */
export const extraActionWidth = (label: string, icon: boolean): number => 10 + 14 * label.length + (icon ? 20 : 0);
