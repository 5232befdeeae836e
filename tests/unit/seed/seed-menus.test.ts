import { describe, expect, it } from 'vitest';
import {
  menus,
  type MenuSeed,
} from '../../../src/server/seed/demo';
import { PROJECT_REPOSITORY_PATH } from '../../../src/server/modules/system/permission/projectRepository.ts';
import { PERMISSION, byId, joinedPath, ancestors, pages, buttons, pageByPath } from './seedLookups.ts';

/** SPEC §2.2, except /index (a fixed client route). Numeric ids as React-Router params. */
const SPEC_ROUTES = [
  '/user/profile',
  '/dict/type/data/:dictId',
  '/selection/type/index/:areaId',
  '/job/log',
  '/codegen/edit/:tableId',
  '/bpm/oa/leave/create',
  '/bpm/oa/leave/detail',
  '/print',
  '/proposal/create',
  '/proposal/detail',
  '/proposal/process-instance/detail',
  '/survey/design',
  '/survey/statistics',
  '/preview',
  '/my-answer',
  '/bpm/manager/form',
  '/bpm/manager/form/edit',
  '/bpm/manager/definition',
  '/bpm/manager/model/design',
  '/bpm/process-instance/create',
  '/bpm/process-instance/detail',
  '/preview-report',
  '/preview-pdf',
  '/demos/home',
];

/** Management screens that must be in the sidebar, with their view keys. */
const SIDEBAR_PAGES: Record<string, string> = {
  '/system/user': 'system/user/index',
  '/system/role': 'system/role/index',
  '/system/menu': 'system/menu/index',
  '/system/dict': 'system/dict/index',
  '/system/tenant': 'system/tenant/index',
  '/system/log/login-log': 'system/loginlog/index',
  '/infra/config': 'infra/config/index',
  '/infra/job': 'infra/job/index',
  '/infra/codegen': 'infra/codegen/index',
  '/infra/file': 'infra/file/index',
  '/renda/survey': 'renda/survey/index',
  '/renda/question': 'renda/question/index',
  '/renda/answer': 'renda/answer/index',
  '/renda/group': 'renda/group/index',
  '/renda/selection': 'renda/selection/index',
  '/renda/proposal': 'renda/proposal/index',
  '/bpm/manager/model': 'bpm/model/index',
  '/bpm/manager/user-group': 'bpm/group/index',
  '/bpm/manager/category': 'bpm/category/index',
  '/bpm/task/my': 'bpm/processInstance/index',
  '/bpm/task/todo': 'bpm/task/todo',
  '/bpm/task/done': 'bpm/task/done',
  '/bpm/oa/leave': 'bpm/oa/leave/index',
  '/demos/home': 'demos/home/index',
};

/** SPEC §3 "Dictionary types", product-specific then generic. */
describe('seed menus', () => {
  it('have unique positive ids and existing parents', () => {
    const ids = menus.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of menus) {
      expect(Number.isInteger(m.id) && m.id > 0, `id ${m.id}`).toBe(true);
      if (m.parentId !== 0) expect(byId.has(m.parentId), `parent of ${m.id}`).toBe(true);
    }
  });

  it('follow the directory → page → button scheme', () => {
    for (const m of menus) {
      const parent = byId.get(m.parentId);
      const where = `${m.id} ${m.name}`;
      if (m.type === 3) {
        expect(parent?.type, where).toBe(2);
        expect(m.path ?? '', where).toBe('');
        expect(m.component ?? null, where).toBeNull();
        continue;
      }
      expect(m.path, where).toBeTruthy();
      if (m.parentId === 0) expect(m.path, where).toMatch(/^(\/|https?:\/\/)/);
      else {
        expect(parent?.type, where).toBe(1);
        expect(m.path, where).not.toMatch(/^\//);
      }
      if (m.type === 1) {
        expect(m.component ?? null, where).toBeNull();
        expect(m.permission ?? '', where).toBe('');
      } else {
        // digits as in yudao's system/oauth2/client/index
        expect(m.component, where).toMatch(/^[a-z][A-Za-z0-9]*(\/[a-z][A-Za-z0-9]*)+$/);
        expect(m.componentName, where).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      }
    }
  });

  it('number buttons 1..n and keep sibling sorts ascending with unique names', () => {
    const siblings = new Map<number, MenuSeed[]>();
    for (const m of menus) siblings.set(m.parentId, [...(siblings.get(m.parentId) ?? []), m]);
    for (const [parentId, list] of siblings) {
      const sorts = list.map((m) => m.sort);
      expect(sorts, `sorts under ${parentId}`).toEqual([...sorts].sort((a, b) => a - b));
      expect(new Set(sorts).size, `sorts under ${parentId}`).toBe(sorts.length);
      expect(new Set(list.map((m) => m.name)).size, `names under ${parentId}`).toBe(list.length);
      const btns = list.filter((m) => m.type === 3);
      expect(btns.map((b) => b.sort)).toEqual(btns.map((_, i) => i + 1));
    }
  });

  it('give every page a unique component key and component name', () => {
    const keys = pages.map((p) => p.component);
    expect(new Set(keys).size).toBe(keys.length);
    const names = pages.map((p) => p.componentName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('give every page and button a module:resource:action permission', () => {
    for (const m of [...pages, ...buttons]) expect(m.permission, `${m.id} ${m.name}`).toMatch(PERMISSION);
  });

  it.each(SPEC_ROUTES)('resolve SPEC route %s to a page', (route) => {
    expect(pageByPath.get(route), route).toBeDefined();
  });

  it('put the management screens in the sidebar with their view keys', () => {
    for (const [route, component] of Object.entries(SIDEBAR_PAGES)) {
      const p = pageByPath.get(route);
      expect(p?.component, route).toBe(component);
      expect(p?.visible, route).not.toBe(false);
      expect(p?.keepAlive, route).toBe(true);
      for (const a of ancestors(p!)) expect(byId.get(a)?.visible, `${route} ancestor ${a}`).not.toBe(false);
    }
    expect(pageByPath.get('/renda/survey')?.permission).toBe('renda:survey:query');
    expect(pageByPath.get('/infra/config')?.permission).toBe('infra:config:query');
  });

  it('hide detail, edit and standalone pages from the sidebar', () => {
    const sidebar = new Set(Object.keys(SIDEBAR_PAGES).concat('/bpm/manager/form', '/bpm/manager/definition'));
    for (const route of SPEC_ROUTES.filter((r) => !sidebar.has(r))) {
      const p = pageByPath.get(route)!;
      const hiddenHere = p.visible === false || ancestors(p).some((a) => byId.get(a)?.visible === false);
      expect(hiddenHere, route).toBe(true);
    }
  });

  it('let every hidden page in the shell highlight the sidebar page it belongs to (activeMenu)', () => {
    const withActive = pages.filter((m) => m.activeMenu);
    expect(withActive.map((m) => joinedPath(m))).toContain('/dict/type/data/:dictId');
    for (const m of withActive) {
      const target = pageByPath.get(m.activeMenu!);
      expect(m.visible, joinedPath(m)).toBe(false);
      expect(target, `${joinedPath(m)} → ${m.activeMenu}`).toBeDefined();
      for (const a of [target!.id, ...ancestors(target!)]) expect(byId.get(a)?.visible, `${m.activeMenu} (${a})`).not.toBe(false);
    }
  });

  it('include the project repository entry, whose address the menu list fills in from the configuration', () => {
    // list-menus turns it into PROJECT_REPOSITORY_URL, an external link that opens in a new tab (tests/api/projectRepository)
    expect(menus.filter((m) => m.parentId === 0 && m.path === PROJECT_REPOSITORY_PATH).map((m) => m.name)).toEqual(['项目仓库']);
    // no address of another project is seeded
    expect(menus.filter((m) => /^https?:\/\//.test(m.path ?? ''))).toEqual([]);
  });

  it('carry the permission codes the screens to come rely on', () => {
    const codes = new Set([...pages, ...buttons].map((m) => m.permission));
    for (const code of [
      'renda:survey:create',
      'renda:survey:update',
      'renda:survey:delete',
      'renda:survey:export',
      'renda:survey:publish',
      'system:user:update-password',
      'system:permission:assign-role-menu',
      'system:login-log:query',
      'bpm:model:deploy',
      'bpm:process-instance:cancel',
      'bpm:task:update',
      'bpm:oa-leave:create',
    ]) {
      expect(codes.has(code), code).toBe(true);
    }
  });
});
