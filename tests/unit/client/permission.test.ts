import { afterEach, describe, expect, it } from 'vitest';
import {
  applyPermissionInfo,
  checkPermi,
  checkPermiAll,
  checkRole,
  checkRoleAll,
  resetSession,
  sessionStore,
} from '../../../src/client/auth/index.ts';

afterEach(() => resetSession());

describe('checkPermi / checkPermiAll (SPEC §6)', () => {
  it('matches an exact permission (any-of)', () => {
    const held = ['system:user:query', 'system:user:create'];
    expect(checkPermi(['system:user:create'], held)).toBe(true);
    expect(checkPermi(['system:role:delete', 'system:user:query'], held)).toBe(true);
    expect(checkPermi(['system:role:delete'], held)).toBe(false);
  });

  it('lets *:*:* through everything', () => {
    expect(checkPermi(['anything:at:all'], ['*:*:*'])).toBe(true);
    expect(checkPermiAll(['a:b:c', 'd:e:f'], ['*:*:*'])).toBe(true);
  });

  it('all-of needs every listed permission', () => {
    const held = ['a:b:c', 'd:e:f'];
    expect(checkPermiAll(['a:b:c', 'd:e:f'], held)).toBe(true);
    expect(checkPermiAll(['a:b:c', 'x:y:z'], held)).toBe(false);
  });

  it('throws 请设置操作权限标签值 for an empty or missing list', () => {
    expect(() => checkPermi([], ['*:*:*'])).toThrow('请设置操作权限标签值');
    expect(() => checkPermiAll(undefined as unknown as string[])).toThrow('请设置操作权限标签值');
  });

  it('reads the session when no list is given', () => {
    expect(checkPermi(['renda:survey:query'])).toBe(false);
    applyPermissionInfo({ user: { id: 1, nickname: 'x', avatar: '' }, roles: ['dbt'], permissions: ['renda:survey:query'] });
    expect(checkPermi(['renda:survey:query'])).toBe(true);
  });
});

describe('checkRole / checkRoleAll', () => {
  it('matches the exact role', () => {
    expect(checkRole(['dbt'], ['dbt'])).toBe(true);
    expect(checkRole(['dbt'], ['deputy'])).toBe(false);
  });

  it.each(['admin', 'super_admin'])('lets %s through every role check', (role) => {
    expect(checkRole(['dbt'], [role])).toBe(true);
    expect(checkRoleAll(['dbt', 'other'], [role])).toBe(true);
  });

  it('all-of needs every listed role', () => {
    expect(checkRoleAll(['a', 'b'], ['a', 'b', 'c'])).toBe(true);
    expect(checkRoleAll(['a', 'b'], ['a'])).toBe(false);
  });

  it('throws 请设置角色权限标签值 for an empty list', () => {
    expect(() => checkRole([], ['admin'])).toThrow('请设置角色权限标签值');
    expect(() => checkRoleAll([], ['admin'])).toThrow('请设置角色权限标签值');
  });

  it('gives a user without roles ROLE_DEFAULT', () => {
    applyPermissionInfo({ user: { id: 5, nickname: '无角色', avatar: '' }, roles: [], permissions: [] });
    expect(sessionStore.get().roles).toEqual(['ROLE_DEFAULT']);
    expect(checkRole(['ROLE_DEFAULT'])).toBe(true);
  });
});
