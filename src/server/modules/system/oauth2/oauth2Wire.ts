import type { FastifyReply, FastifyRequest } from 'fastify';
import { GlobalErrors } from '../../../../shared/errorCodes.ts';
import { ServiceError } from '../../../http/errors.ts';
import { OAuth2Errors } from '../auth/signInErrors.ts';

/**
 * The token endpoints speak two protocols at once (decision in docs/sign-in.md). yudao's clients read the envelope
 * (`code`, `data`, `msg`); a standard OAuth2 client (RFC 6749 §5) reads `access_token` … at the top level and an
 * `error` with an HTTP 400/401 status. So a success carries both the envelope and the standard fields, and a
 * refusal both `code`/`msg` and `error`/`error_description`, with the status the standard asks for.
 */
const INVALID_CLIENT = new Set([OAuth2Errors.CLIENT_NOT_EXISTS.code, OAuth2Errors.CLIENT_DISABLE.code, OAuth2Errors.CLIENT_CLIENT_SECRET_ERROR.code]);
const errorOf = (code: number): string => {
  if (INVALID_CLIENT.has(code)) return 'invalid_client';
  if (code === OAuth2Errors.CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS.code) return 'unauthorized_client';
  if (code === OAuth2Errors.CLIENT_SCOPE_OVER.code) return 'invalid_scope';
  if (code === UNSUPPORTED_GRANT_TYPE) return 'unsupported_grant_type';
  return 'invalid_grant';
};

/** A request missing or malforming a parameter (RFC 6749's invalid_request); answered with code 400. */
class OAuthRequestError extends ServiceError {}
/** Our marker for an unknown grant_type (yudao answers 400 未知授权类型). */
export const UNSUPPORTED_GRANT_TYPE = -400;

export function sendOAuthError(reply: FastifyReply, error: ServiceError): FastifyReply {
  const kind = error instanceof OAuthRequestError ? 'invalid_request' : errorOf(error.code);
  const code = error.code === UNSUPPORTED_GRANT_TYPE ? GlobalErrors.BAD_REQUEST.code : error.code;
  return reply.code(kind === 'invalid_client' ? 401 : 400).header('cache-control', 'no-store')
    .send({ code, data: null, msg: error.message, error: kind, error_description: error.message });
}

export function sendOAuthSuccess(reply: FastifyReply, data: Record<string, unknown>): FastifyReply {
  return reply.header('cache-control', 'no-store').send({ code: 0, data, msg: '', ...data });
}

export const badRequest = (message: string): ServiceError => new OAuthRequestError(GlobalErrors.BAD_REQUEST.code, message);

/**
 * The client's credentials: HTTP Basic (RFC 6749 §2.3.1: both parts form-encoded) or `client_id` and
 * `client_secret` among the parameters, as yudao's HttpUtils.obtainBasicAuthorization reads them.
 */
export function clientCredentials(request: FastifyRequest, params: Record<string, string | undefined>): [string, string] {
  const header = request.headers.authorization;
  const basic = header && /^Basic\s+(\S+)$/i.exec(header.trim());
  if (basic) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const at = decoded.indexOf(':');
    const part = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    if (at > 0) {
      try {
        return [part(decoded.slice(0, at)), part(decoded.slice(at + 1))];
      } catch {
        // malformed percent-encoding: as if none was sent
      }
    }
  }
  if (params.client_id && params.client_secret) return [params.client_id, params.client_secret];
  throw badRequest('client_id 或 client_secret 未正确传递');
}
