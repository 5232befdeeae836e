import type { CommonResult } from '../../shared/envelope.ts';

export function ok<T>(data: T): CommonResult<T> {
  return { code: 0, data, msg: '' };
}

export function failure(code: number, msg: string, data: unknown = null): CommonResult<unknown> {
  return { code, data, msg };
}

/**
 * JSON serialiser for replies: dates travel as epoch milliseconds, as the Java backend's Jackson config does.
 * `this[key]` is the raw value (JSON.stringify has already called Date#toJSON on `value`).
 */
export function serializeReply(payload: unknown): string {
  return JSON.stringify(payload, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? raw.getTime() : value;
  });
}
