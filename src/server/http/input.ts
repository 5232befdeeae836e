import type { default as Ajv, ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { createAjv } from '../../shared/validation/ajv.ts';
import { coerceInput, type InputPart } from '../../shared/validation/coerce.ts';
import { GlobalErrors } from '../../shared/errorCodes.ts';
import { DictionaryValues } from '../crud/dictionaries.ts';
import { isQueryDate } from '../crud/queryDates.ts';
import { keepClientAddress } from './clientAddress.ts';
import { API_PREFIX } from './errorHandler.ts';
import { ServiceError } from './errors.ts';

const PARTS: Record<string, InputPart> = { body: 'body', querystring: 'querystring', params: 'params', headers: 'headers' };
const DICTIONARY_ROUTES = `${API_PREFIX}/system/dict-`;

/**
 * The one input layer of the server (decision 37). Every route schema is compiled here instead of by Fastify's
 * default ajv (whose `coerceTypes` read `{"id": true}` as 1): the input rules of coerce.ts run first, then our ajv
 * with the shared vocabulary, a `dict` keyword that checks dictionary values and the `query-date` format. The same
 * ajv validates the generic create and update bodies (crud/validation.ts), so a rule holds on every route.
 * Also: an empty body with a JSON content type is no body, no header may carry NUL, and the caller's address is
 * fixed on arrival (clientAddress.ts).
 */
export function registerInput(app: FastifyInstance, db: Db): Ajv {
  const dictionaries = new DictionaryValues(db);
  const ajv = createAjv({ allErrors: true, useDefaults: true, coerceTypes: false });
  ajv.removeKeyword('dict');
  ajv.addKeyword({ keyword: 'dict', schemaType: 'string', validate: (dictType: string, value: unknown) => dictionaries.allows(dictType, value) });
  ajv.addFormat('query-date', isQueryDate);

  // Each schema is compiled when its route first validates, not when the server starts: compiling all ~400 routes'
  // schemas took most of a start's CPU (a second and more), paid again by every test file's app and every browser
  // test's server although each calls a few routes. The sweeps of every documented route (fuzz, inputRefusals,
  // openapi tests) compile them all, so a schema ajv cannot compile still fails a test, not a user.
  app.setValidatorCompiler(({ schema, httpPart }) => {
    let validate: ValidateFunction | undefined;
    const part = PARTS[httpPart ?? 'body'] ?? 'body';
    return (data: unknown) => {
      validate ??= ajv.compile(schema);
      const { value, errors } = coerceInput(data, schema, part);
      if (validate(value) && !errors.length) return { value };
      return { error: [...errors, ...(validate.errors ?? [])] as unknown as Error };
    };
  });

  // HTTP clients commonly send `Content-Type: application/json` on every request, bodiless ones included.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else json(request, body as string, done);
  });

  app.addHook('onRequest', async (request) => {
    keepClientAddress(request);
    for (const value of Object.values(request.headers)) {
      if ((Array.isArray(value) ? value : [value]).some((v) => typeof v === 'string' && v.includes('\u0000'))) {
        throw new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:请求头不能包含空字符（U+0000）`);
      }
    }
  });
  // Validation is synchronous: a write's dictionaries are read (or found fresh) before it is validated.
  app.addHook('preValidation', async (request) => {
    if (isWrite(request)) await dictionaries.fresh();
  });
  app.addHook('onResponse', async (request) => {
    if (isWrite(request) && request.url.startsWith(DICTIONARY_ROUTES)) dictionaries.invalidate();
  });
  return ajv;
}

const isWrite = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';
