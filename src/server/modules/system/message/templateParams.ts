import { fail } from '../../../http/errors.ts';
import type { ErrorCode } from '../../../../shared/errorCodes.ts';

const PARAM = /\{(\w+)\}/g;

/** The `{name}` parameters of a template's content, each once, in order (yudao's ReUtil.findAllGroup1 + distinct). */
export function parseParams(content: string): string[] {
  return [...new Set([...content.matchAll(PARAM)].map((m) => m[1]!))];
}

/**
 * Every parameter of the template given a value (yudao's validateTemplateParams: the first missing one is named),
 * then `{name}` filled in; `escape` makes a value safe for the content's format (HTML for mail).
 */
export function fillTemplate(content: string, params: readonly string[], values: Record<string, unknown>, missing: ErrorCode,
  escape: (value: string) => string = (v) => v): string {
  for (const name of params) {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw fail(missing, name);
  }
  return content.replace(PARAM, (whole, name: string) => (name in values && values[name] != null ? escape(String(values[name])) : whole));
}

/**
 * `{name}` filled from the parameters; one the caller did not give stays as written. Lenient on purpose: an
 * administrator who adds a parameter to a template must not make every change that sends it fail.
 */
export const fillLeniently = (content: string, params: Record<string, string>): string =>
  content.replace(PARAM, (whole, name: string) => params[name] ?? whole);
