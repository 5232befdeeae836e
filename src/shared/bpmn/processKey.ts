/**
 * The process key of SPEC §5: a letter or underscore, then letters, digits, dash, underscore, dot or $.
 * The designer applies a key to the process id only when it matches; the server refuses a model key that does not.
 */
export const PROCESS_KEY_PATTERN = /^[A-Za-z_][\w\-.$]*$/;

export const isValidProcessKey = (value: unknown): value is string => typeof value === 'string' && PROCESS_KEY_PATTERN.test(value);
