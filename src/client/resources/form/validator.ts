import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { addVocabulary } from '../../../shared/validation/ajv.ts';
import { enFieldNames, enServerMessages } from '../../../shared/i18n/enServerMessages.ts';
import { translateMessage } from '../../../shared/i18n/translateMessage.ts';
import { translateAjvErrors } from '../../../shared/validation/ajvMessages.ts';
import type { FieldError } from '../../api/index.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';

/**
 * rjsf's ajv8 validator with our vocabulary (annotation keywords, `timestamp` and `mobile` formats), and its errors
 * rewritten by the messages the server uses (translateAjvErrors), so client and server say the same thing.
 */
export const validator = customizeValidator({ extenderFn: addVocabulary as never });

/** `.options.0.label` → `['options', '0', 'label']`. */
const pathOf = (property: string | undefined): string[] =>
  (property ?? '').replace(/\['([^']+)'\]/g, '.$1').replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean);

type TitledSchema = { properties?: Record<string, { title?: string }> };

/** The schema with its fields' titles as the form shows them (the language's), for the messages that name them. */
function withTitles(schema: object, titleOf: (field: string) => string): object {
  const properties = (schema as TitledSchema).properties ?? {};
  return { ...schema, properties: Object.fromEntries(Object.entries(properties).map(([field, p]) => [field, { ...p, title: titleOf(field) }])) };
}

/**
 * rjsf's errors in the interface's language, composed as the server composes its own (translateAjvErrors): in
 * Chinese as they are; in English from the titles the form shows (`titleOf`, the label of each field) and the
 * server's English templates, so a form never mixes an English label with a Chinese message.
 */
export function toFieldErrors(errors: RJSFValidationError[], schema: object, titleOf?: (field: string) => string): RJSFValidationError[] {
  if (i18nProvider.getLocale() !== 'en') return toChineseErrors(errors, schema);
  return toChineseErrors(errors, titleOf ? withTitles(schema, titleOf) : schema).map((error) => {
    const message = translateMessage(error.message ?? '', enServerMessages, enFieldNames);
    return { ...error, message, stack: message };
  });
}

export function toChineseErrors(errors: RJSFValidationError[], rootSchema: object): RJSFValidationError[] {
  return errors.map((error) => {
    const keyword = error.name ?? '';
    const path = pathOf(error.property);
    // rjsf puts the missing property into `property`; ajv reports it on the parent.
    const parent = keyword === 'required' ? path.slice(0, -1) : path;
    const params = (error.params ?? {}) as Record<string, unknown>;
    if (keyword === 'required' && params.missingProperty === undefined) params.missingProperty = path[path.length - 1];
    const [translated] = translateAjvErrors([{ keyword, instancePath: parent.map((p) => `/${p}`).join(''), params }], rootSchema as never);
    const message = translated?.message ?? error.message ?? '';
    return { ...error, message, stack: message };
  });
}

/** Server-side field errors (`data.errors` of a 400) as rjsf's extraErrors, shown under their fields. */
export function toErrorSchema(errors: readonly FieldError[]): ErrorSchema {
  const root: Record<string, any> = {};
  for (const { field, message } of errors) {
    let node = root;
    for (const part of field.split('.').filter(Boolean)) node = node[part] ??= {};
    (node.__errors ??= []).push(message);
  }
  return root as ErrorSchema;
}
