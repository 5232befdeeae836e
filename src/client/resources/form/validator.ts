import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { addVocabulary } from '../../../shared/validation/ajv.ts';
import { translateAjvErrors } from '../../../shared/validation/ajvMessages.ts';
import type { FieldError } from '../../api/index.ts';

/**
 * rjsf's ajv8 validator with our vocabulary (annotation keywords, `timestamp` and `mobile` formats), and its errors
 * rewritten by the messages the server uses (translateAjvErrors), so client and server say the same thing.
 */
export const validator = customizeValidator({ extenderFn: addVocabulary as never });

/** `.options.0.label` → `['options', '0', 'label']`. */
const pathOf = (property: string | undefined): string[] =>
  (property ?? '').replace(/\['([^']+)'\]/g, '.$1').replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean);

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
