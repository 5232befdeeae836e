/** An option list (`oneOf` of `const`s) offers values; rjsf must not take its first one as the default. */
export const DEFAULTS_BEHAVIOUR = { constAsDefaults: 'never' } as const;
