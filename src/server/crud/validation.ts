import type Ajv from 'ajv';
import { isInputOnly, isLinked, type Resource, type ResourceSchema } from '../../shared/manifest/types.ts';
import { compileValidator, createAjv, type Validate } from '../../shared/validation/ajv.ts';
import { GlobalErrors } from '../../shared/errorCodes.ts';
import { ServiceError } from '../http/errors.ts';
import { AUDIT_COLUMNS } from './columns.ts';

/** Without an app (a unit test of a schema), dictionary values are not checked. */
const standalone = createAjv();
const ajvOf = new WeakMap<Resource, Ajv>();
const SERVER_FIELDS = new Set(['id', ...AUDIT_COLUMNS.map((a) => a.field)]);

/**
 * Fields a client may set: read-only ones (ids, audit, derived) are dropped before validation. An update changes
 * only what it is given (decisions.md 32): no field is required or defaulted there, and one left out keeps its
 * stored value (defaults are for new rows); a field that is given must still be valid.
 */
export function writable(schema: ResourceSchema, mode: 'create' | 'update'): ResourceSchema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([field, p]) => !(p.readOnly || (p.virtual && !isInputOnly(p) && !isLinked(p)) || SERVER_FIELDS.has(field)) && !(mode === 'update' && p.createOnly))
      .map(([field, p]) => {
        if (mode === 'create' || !('default' in p)) return [field, p];
        const { default: _unused, ...rest } = p;
        return [field, rest];
      }),
  );
  const required = mode === 'update' ? [] : (schema.required ?? []).filter((f) => f in properties);
  // Closed: fields the client may not set or that do not exist are dropped by the input rules, never refused.
  return { ...schema, properties, required, additionalProperties: false };
}

/**
 * The route's own body schema for a create or update: the writable fields by title only. The input rules run on it
 * before the handler validates with the resource's schema (they refuse NUL, lone surrogates, unsafe integers and deep
 * values wherever they are), and a refusal names the field as the form does; no type, so that the handler's checks,
 * which skip null (not given), stay the only ones.
 */
export function bodyTitles(resource: Resource, mode: 'create' | 'update'): { type: 'object'; properties: Record<string, { title: string }> } {
  const fields = writable(resource.jsonSchema, mode).properties;
  return { type: 'object', properties: Object.fromEntries(Object.entries(fields).filter(([, p]) => p.title).map(([field, p]) => [field, { title: p.title! }])) };
}

/** The app's ajv (http/input.ts: input rules, dictionary values) validates its resources' bodies. */
export function useValidation(resources: readonly Resource[], ajv: Ajv): void {
  for (const resource of resources) ajvOf.set(resource, ajv);
}

export interface ResourceValidators {
  /** Run after strip: they coerce the values in place and drop unknown fields (shared/validation/coerce.ts). */
  create: Validate;
  update: Validate;
  /** Drops read-only, server-set and (on update) create-only fields: clients echo whole rows back. */
  strip(body: Record<string, unknown>, mode: 'create' | 'update'): Record<string, unknown>;
  /** The properties a client may write in that mode. */
  writableFields(mode: 'create' | 'update'): Record<string, unknown>;
}

const cache = new WeakMap<Resource, ResourceValidators>();

export function validatorsFor(resource: Resource): ResourceValidators {
  let v = cache.get(resource);
  if (!v) {
    const createSchema = writable(resource.jsonSchema, 'create');
    const updateSchema = writable(resource.jsonSchema, 'update');
    const ignored = (mode: 'create' | 'update') => {
      const keep = new Set(Object.keys(mode === 'create' ? createSchema.properties : updateSchema.properties));
      return (field: string) => !keep.has(field) && (field in resource.jsonSchema.properties || SERVER_FIELDS.has(field));
    };
    const ignoredOnCreate = ignored('create');
    const ignoredOnUpdate = ignored('update');
    const ajv = ajvOf.get(resource) ?? standalone;
    v = {
      create: compileValidator(ajv, createSchema),
      update: compileValidator(ajv, updateSchema),
      writableFields: (mode) => (mode === 'create' ? createSchema.properties : updateSchema.properties),
      strip(body, mode) {
        const skip = mode === 'create' ? ignoredOnCreate : ignoredOnUpdate;
        // null means "not given" for optional fields, as in the Java backend's bean binding
        return Object.fromEntries(Object.entries(body).filter(([k, val]) => !skip(k) && val !== null && val !== undefined));
      },
    };
    cache.set(resource, v);
  }
  return v;
}

/** Validates a body or throws the 400 that lists every field with its Chinese message. Nothing is written before. */
export function assertValid(validate: Validate, data: unknown): void {
  const errors = validate(data);
  if (errors.length) {
    throw new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:${errors.map((e) => e.message).join('；')}`, errors);
  }
}
