/** Column widths of infra_api_error_log (migration 0015). */
const LIMITS = { name: 128, message: 4000, stack: 16_000, place: 512 } as const;
/** The first frame of a V8 stack: "at method (file:line:column)" or "at file:line:column". */
const FRAME = /\n\s+at (?:(.+?) \()?(.+?):(\d+):\d+\)?/;

/** The error's deepest `cause`: what went wrong underneath a wrapping error. */
function rootCause(error: Error): Error {
  let at = error;
  for (let depth = 0; depth < 10 && at.cause instanceof Error; depth++) at = at.cause;
  return at;
}

/**
 * yudao's exception columns from a JavaScript error: its name, message and root cause's message, its stack, and
 * where it was thrown (the first frame's function, file and line stand in for the Java class, file and method).
 */
export function errorDetails(error: Error) {
  const stack = String(error.stack ?? '');
  const frame = FRAME.exec(stack);
  return {
    exceptionName: String(error.name || 'Error').slice(0, LIMITS.name),
    exceptionMessage: String(error.message ?? '').slice(0, LIMITS.message),
    exceptionRootCauseMessage: String(rootCause(error).message ?? '').slice(0, LIMITS.message),
    exceptionStackTrace: stack.slice(0, LIMITS.stack),
    exceptionClassName: String(error.constructor?.name ?? 'Error').slice(0, LIMITS.place),
    exceptionFileName: (frame?.[2] ?? '').slice(0, LIMITS.place),
    exceptionMethodName: (frame?.[1] ?? '').slice(0, LIMITS.place),
    exceptionLineNumber: frame ? Number(frame[3]) : 0,
  };
}
