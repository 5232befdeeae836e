import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { translateAjvErrors, type FieldMessage } from './ajvMessages.ts';
import { coerceInput, type InputPart } from './coerce.ts';

/** Epoch milliseconds of 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the years a date may have. */
export const TIMESTAMP_MIN = -62135596800000;
export const TIMESTAMP_MAX = 253402300799999;

/** Our schema annotation keywords (src/shared/manifest/types.ts): carried in schemas, ignored by validation. */
export const ANNOTATION_KEYWORDS = ['errorMessage', 'dict', 'createOnly', 'column', 'widget', 'virtual', 'lookup', 'linked', 'reference', 'labels'];

/**
 * One ajv configuration for every place that validates a resource: the server's routes and the client's forms,
 * so a value one accepts the other accepts too.
 */
export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true, coerceTypes: false, ...options });
  addFormats(ajv);
  return addVocabulary(ajv);
}

/**
 * Our keywords and formats on an ajv instance made elsewhere (the client's rjsf validator builds its own), so every
 * validator knows the same vocabulary.
 */
export function addVocabulary(ajv: Ajv): Ajv {
  for (const keyword of ANNOTATION_KEYWORDS) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword, schemaType: ['string', 'object', 'boolean'] });
  }
  // Dates travel as epoch milliseconds (yudao's Jackson configuration), in years 1 to 9999: what every database,
  // Excel and `yyyy-MM-dd` can show.
  ajv.addFormat('timestamp', { type: 'number', validate: (n: number) => Number.isFinite(n) && n >= TIMESTAMP_MIN && n <= TIMESTAMP_MAX });
  ajv.addFormat('mobile', /^1[3-9]\d{9}$/);
  return ajv;
}

export type Validate = (data: unknown) => FieldMessage[];

/**
 * A validator that applies the input rules (coerce.ts) first: `data` (an object) is coerced in place, so after an
 * empty answer it holds the values to store, unknown fields dropped where the schema is closed.
 */
export function compileValidator(ajv: Ajv, schema: object, part: InputPart = 'body'): Validate {
  const validate = ajv.compile(schema);
  return (data) => {
    const { value, errors } = coerceInput(data, schema, part);
    const all = validate(value) ? errors : [...errors, ...(validate.errors ?? [])];
    return all.length ? translateAjvErrors(all, schema as never) : [];
  };
}
