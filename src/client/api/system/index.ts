export * from './auth.ts';
export * from './captcha.ts';
export * from './dict.ts';
export * from './oauth2.ts';
export * from './tenant.ts';
export * from './permission.ts';
export * from './user.ts';
export * from './site.ts';
