import { formatMessage, type ErrorCode } from '../../shared/errorCodes.ts';

/**
 * A business error: answered with HTTP 200 and `{code, msg}` in the body, as the yudao backend does.
 * Throw it anywhere in a request; the error handler turns it into the envelope.
 */
export class ServiceError extends Error {
  readonly code: number;
  /** Field-level details for validation failures, so a form can point at each field. */
  readonly details?: { field: string; message: string }[];
  /** The values of the message's `{}` placeholders, so an administrator's own text for the code can take them too. */
  readonly args?: readonly unknown[];

  constructor(code: number, message: string, details?: { field: string; message: string }[], args?: readonly unknown[]) {
    super(message);
    this.code = code;
    this.details = details;
    this.args = args;
  }
}

export function serviceError(errorCode: ErrorCode, ...args: unknown[]): ServiceError {
  return new ServiceError(errorCode.code, formatMessage(errorCode.msg, ...args), undefined, args);
}

/** `throw fail(AuthErrors.X)` reads naturally at the call site. */
export const fail = serviceError;
