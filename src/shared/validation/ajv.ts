import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { translateAjvErrors, type FieldMessage } from './ajvMessages.ts';

/** Our schema annotation keywords (src/shared/manifest/types.ts): carried in schemas, ignored by validation. */
export const ANNOTATION_KEYWORDS = ['errorMessage', 'dict', 'createOnly', 'column', 'widget', 'virtual'];

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
  // Dates travel as epoch milliseconds (yudao's Jackson configuration).
  ajv.addFormat('timestamp', { type: 'number', validate: (n: number) => Number.isFinite(n) && n >= 0 });
  ajv.addFormat('mobile', /^1[3-9]\d{9}$/);
  return ajv;
}

export type Validate = (data: unknown) => FieldMessage[];

export function compileValidator(ajv: Ajv, schema: object): Validate {
  const validate = ajv.compile(schema);
  return (data) => (validate(data) ? [] : translateAjvErrors(validate.errors ?? [], schema as never));
}
