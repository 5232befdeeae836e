/** Public face of auth: the react-admin authProvider, session state, permission checks and guards. */
export { authProvider, signOut, type LoginParams, type SmsLoginParams } from './authProvider.ts';
export * from './session.ts';
export * from './permission.ts';
export * from './hooks.ts';
export { HasPermi, HasRole } from './HasPermi.tsx';
