import { describe, expect, it } from 'vitest';
import {
  menus,
  roles,
  DISTRICT_PACKAGE_MENU_IDS,
  tenant2Users,
  tenantAdminRole,
  tenantPackages,
  tenants,
  users,
  withAncestorsAndButtons,
} from '../../../src/server/seed/demo';
import { byId, ancestors, pages, buttons, pageByPath } from './seedLookups.ts';

describe('seed roles', () => {
  it('have the five codes (handler: the units of proposals, issue 17), super_admin built in and without explicit grants', () => {
    expect(roles.map((r) => r.code).sort()).toEqual(['admin', 'dbt', 'deputy', 'handler', 'super_admin']);
    const superAdmin = roles.find((r) => r.code === 'super_admin')!;
    expect(superAdmin.type).toBe(1);
    expect(superAdmin.menuIds).toEqual([]);
    expect(new Set(roles.map((r) => r.id)).size).toBe(roles.length);
  });

  it('grant existing menus, their ancestors and the buttons of granted pages', () => {
    for (const role of roles) {
      const granted = new Set(role.menuIds);
      expect(granted.size, role.code).toBe(role.menuIds.length);
      for (const id of role.menuIds) {
        const m = byId.get(id);
        expect(m, `${role.code} → ${id}`).toBeDefined();
        for (const a of ancestors(m!)) expect(granted.has(a), `${role.code}: ancestor ${a} of ${id}`).toBe(true);
        if (m!.type === 2) {
          for (const b of buttons.filter((x) => x.parentId === id)) {
            expect(granted.has(b.id), `${role.code}: button ${b.id} of ${id}`).toBe(true);
          }
        }
      }
    }
  });

  it('leave no permission code that only super_admin could hold', () => {
    const grantable = new Set(roles.flatMap((r) => r.menuIds).map((id) => byId.get(id)!.permission));
    for (const m of [...pages, ...buttons]) expect(grantable.has(m.permission), `${m.id} ${m.permission}`).toBe(true);
  });

  it('give deputies the respondent screens but not the staff lists', () => {
    const deputy = new Set(roles.find((r) => r.code === 'deputy')!.menuIds);
    for (const route of ['/preview', '/my-answer', '/proposal/create', '/proposal/detail', '/bpm/task/todo', '/demos/home']) {
      expect(deputy.has(pageByPath.get(route)!.id), route).toBe(true);
    }
    for (const route of ['/renda/survey', '/renda/proposal', '/system/user', '/bpm/manager/model']) {
      expect(deputy.has(pageByPath.get(route)!.id), route).toBe(false);
    }
    const dbt = new Set(roles.find((r) => r.code === 'dbt')!.menuIds);
    expect(dbt.has(pageByPath.get('/renda/survey')!.id)).toBe(true);
    expect(dbt.has(pageByPath.get('/survey/design')!.id)).toBe(true);
  });

  it('expand grants with withAncestorsAndButtons', () => {
    const survey = pageByPath.get('/renda/survey')!;
    const expanded = withAncestorsAndButtons([survey.id], menus);
    expect(expanded).toContain(survey.parentId);
    expect(expanded).toEqual(expect.arrayContaining(buttons.filter((b) => b.parentId === survey.id).map((b) => b.id)));
    expect(() => withAncestorsAndButtons([987654], menus)).toThrow();
  });
});


describe('seed users and tenants', () => {
  const all = [...users, ...tenant2Users];
  const roleCodes = new Set([...roles, tenantAdminRole].map((r) => r.code));

  it('meet the username and password rules and refer to known roles', () => {
    for (const u of all) {
      expect(u.username, u.username).toMatch(/^[a-zA-Z0-9]{4,16}$/);
      expect(u.password.length, u.username).toBeGreaterThanOrEqual(4);
      expect(u.password.length, u.username).toBeLessThanOrEqual(16);
      for (const code of u.roleCodes) expect(roleCodes.has(code), `${u.username}: ${code}`).toBe(true);
      if (u.mobile) expect(u.mobile).toMatch(/^1[3-9]\d{9}$/);
    }
    expect(new Set(all.map((u) => u.id)).size).toBe(all.length);
    expect(new Set(users.map((u) => u.username)).size).toBe(users.length);
  });

  it('have the demo accounts of the foundation issue', () => {
    const find = (name: string) => users.find((u) => u.username === name)!;
    expect(find('admin')).toMatchObject({ password: 'admin123', roleCodes: ['super_admin'] });
    expect(find('staff').roleCodes).toEqual(['dbt']);
    expect(find('guest').roleCodes).toEqual([]);
    const deputies = users.filter((u) => u.roleCodes.includes('deputy'));
    expect(deputies).toHaveLength(2);
    for (const d of deputies) expect(d.rendaNo).toMatch(/^D\d{7}$/);
    // Tenant 2's administrator is its tenant_admin: outside the platform tenant nobody is all-powerful (issue 14).
    expect(tenant2Users.find((u) => u.username === 'admin2')!.roleCodes).toEqual(['tenant_admin']);
  });

  it("give tenant 2 the district package, which holds no platform screen and no shared-data write", () => {
    expect(tenants[0].packageName).toBeUndefined();
    expect(tenants[1].packageName).toBe('区县人大套餐');
    expect(tenantPackages.map((p) => p.name)).toEqual(['区县人大套餐']);
    const byId = new Map(menus.map((m) => [m.id, m]));
    const codes = DISTRICT_PACKAGE_MENU_IDS.map((id) => byId.get(id)!.permission ?? '');
    expect(codes).toEqual(expect.arrayContaining(['renda:survey:query', 'system:user:create', 'system:role:create', 'system:dict:query', 'infra:config:query', 'bpm:model:query']));
    for (const code of codes) expect(code, code).not.toMatch(/^system:(menu|tenant|tenant-package):|^system:dict:(create|update|delete)$|^infra:config:(create|update|delete)$|^infra:(job|codegen)/);
  });

  it('define the main tenant and a second one for isolation', () => {
    expect(tenants.map((t) => t.id)).toEqual([1, 2]);
    expect(tenants[0].name).toBe('市人大常委会');
    for (const t of tenants) expect(Number.isNaN(Date.parse(t.expireTime))).toBe(false);
  });
});
