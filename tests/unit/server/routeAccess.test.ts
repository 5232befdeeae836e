import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurity } from '../../../src/server/http/security.ts';
import { isPermissionCode } from '../../../src/server/http/routeAccess.ts';

describe('route access declarations', () => {
  it('refuses to register an /admin-api route that declares no access', () => {
    const app = Fastify();
    registerSecurity(app, {} as never, {} as never);
    expect(() => app.get('/admin-api/system/thing', async () => 'x')).toThrow(/未声明访问权限/);
  });

  it('refuses a malformed permission code', () => {
    const app = Fastify();
    registerSecurity(app, {} as never, {} as never);
    expect(() => app.get('/admin-api/system/thing', { config: { access: 'system:user' as never } }, async () => 'x')).toThrow(/权限标识格式不正确/);
  });

  it('accepts public, login and module:resource:action codes', async () => {
    const app = Fastify();
    registerSecurity(app, {} as never, {} as never);
    app.get('/admin-api/a', { config: { access: 'public' } }, async () => 'x');
    app.get('/admin-api/b', { config: { access: 'login' } }, async () => 'x');
    app.get('/admin-api/c', { config: { access: 'infra:config:query' } }, async () => 'x');
    await expect(app.ready()).resolves.toBeDefined();
    expect(isPermissionCode('system:user:update-password')).toBe(true);
    expect(isPermissionCode('System:User:Query')).toBe(false);
  });
});
