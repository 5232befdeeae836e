/** Survey rules shared by server and client: lifecycle, question rules, show rules and answer checks. */
export * from './types.ts';
export * from './lifecycle.ts';
export * from './rules.ts';
export * from './validate.ts';
export * from './statistics.ts';
