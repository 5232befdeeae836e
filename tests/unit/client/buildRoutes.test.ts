import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../src/client/api/index.ts';
import {
  buildRouteTree,
  constantRoutes,
  joinPath,
  numericParamsValid,
  pageRoutes,
  sidebarRoutes,
  visibleLeaves,
} from '../../../src/client/routes/index.ts';
import { activeMenuPath } from '../../../src/client/shell/state/routeLookup.ts';

const node = (id: number, parentId: number, name: string, path: string, component: string | null, extra: Partial<MenuNode> = {}): MenuNode => ({
  id, parentId, name, path, component, icon: '', visible: true, keepAlive: true, ...extra,
});

const menus: MenuNode[] = [
  node(1, 0, '系统管理', '/system', null, {
    children: [
      node(100, 1, '用户管理', 'user', 'system/user/index'),
      node(105, 1, '字典管理', 'dict', 'system/dict/index'),
      node(106, 1, '字典数据', '/dict/type/data/:dictId', 'system/dict/data', { visible: false, activeMenu: '/system/dict' }),
      node(108, 1, '审计日志', 'log', '', { children: [node(500, 108, '操作日志', 'operate-log', 'system/operatelog/index')] }),
    ],
  }),
  node(2, 0, '隐藏目录', '/hidden', null, { visible: false, children: [node(200, 2, '隐藏页', 'page', 'x/index')] }),
  node(3, 0, '作者动态', 'https://www.iocoder.cn', null),
];

describe('route building from the menu tree (API-CONTRACT §6.2)', () => {
  const tree = buildRouteTree(menus);

  it('joins relative child paths onto their parents; absolute paths stand alone', () => {
    expect(tree[0].children.map((r) => r.path)).toEqual(['/system/user', '/system/dict', '/dict/type/data/:dictId', '/system/log']);
    expect(tree[0].children[3].children[0].path).toBe('/system/log/operate-log');
    expect(joinPath('/a/', 'b')).toBe('/a/b');
    expect(joinPath('', 'top')).toBe('/top');
    expect(joinPath('/a', '')).toBe('/a');
  });

  it('marks external links and keeps them out of the router', () => {
    expect(tree[2]).toMatchObject({ external: true, path: 'https://www.iocoder.cn', children: [] });
    expect(pageRoutes(tree).some((r) => r.external)).toBe(false);
    expect(visibleLeaves(tree).map((r) => r.title)).toContain('作者动态');
  });

  it('leaves hidden entries out of the sidebar but keeps them routable', () => {
    const sidebar = sidebarRoutes(tree);
    expect(sidebar.map((r) => r.title)).toEqual(['系统管理', '作者动态']);
    expect(sidebar[0].children.map((r) => r.title)).toEqual(['用户管理', '字典管理', '审计日志']);
    const paths = pageRoutes(tree).map((r) => r.path);
    expect(paths).toContain('/dict/type/data/:dictId');
    expect(paths).toContain('/hidden/page');
    expect(visibleLeaves(tree).map((r) => r.title)).not.toContain('隐藏页');
  });

  it('registers only nodes with a real component; empty and container keys are directories', () => {
    const byPath = Object.fromEntries(pageRoutes(tree).map((r) => [r.path, r.component]));
    expect(byPath['/system/user']).toBe('system/user/index');
    expect(byPath['/system/log']).toBeUndefined();
    expect(buildRouteTree([node(9, 0, 'x', '/x', 'Layout')])[0].component).toBeNull();
  });

  it('adds the fixed routes of SPEC §2.2 after the menus, menu entries winning on the same path', () => {
    const pages = pageRoutes(tree, constantRoutes);
    const dictData = pages.filter((r) => r.path === '/dict/type/data/:dictId');
    expect(dictData).toHaveLength(1);
    expect(dictData[0].title).toBe('字典数据');
    expect(pages.some((r) => r.path === '/codegen/edit/:tableId')).toBe(true);
  });

  it('maps visible/keepAlive to hidden/noCache', () => {
    const [r] = buildRouteTree([node(1, 0, 'a', '/a', 'a/index', { visible: false, keepAlive: false })]);
    expect(r).toMatchObject({ hidden: true, noCache: true });
  });

  it("carries activeMenu into the route meta as an absolute path; '' or absent means none", () => {
    expect(tree[0].children[2]).toMatchObject({ path: '/dict/type/data/:dictId', activeMenu: '/system/dict' });
    expect(tree[0].children[1].activeMenu).toBeNull();
    const [a, b] = buildRouteTree([node(1, 0, 'a', '/a', 'a/index', { activeMenu: 'system/dict/' }), node(2, 0, 'b', '/b', 'b/index', { activeMenu: '' })]);
    expect(a.activeMenu).toBe('/system/dict');
    expect(b.activeMenu).toBeNull();
    // The fixed route stands in for a user without the menu entry, and highlights the same entry.
    expect(constantRoutes.find((r) => r.path === '/dict/type/data/:dictId')?.activeMenu).toBe('/system/dict');
  });

  it('highlights the activeMenu of the page shown, else the current path', () => {
    const pages = pageRoutes(tree, constantRoutes);
    expect(activeMenuPath(pages, '/dict/type/data/7')).toBe('/system/dict');
    expect(activeMenuPath(pages, '/system/user')).toBe('/system/user');
    expect(activeMenuPath(pages, '/job/log')).toBe('/infra/job'); // a fixed route
    expect(activeMenuPath(pages, '/nowhere')).toBe('/nowhere');
  });
});

describe('numeric route params (SPEC §9)', () => {
  it('accepts digits only for dictId, areaId and tableId', () => {
    expect(numericParamsValid({ dictId: '12' })).toBe(true);
    expect(numericParamsValid({ tableId: '0' })).toBe(true);
    expect(numericParamsValid({ dictId: 'abc' })).toBe(false);
    expect(numericParamsValid({ areaId: '1a' })).toBe(false);
    expect(numericParamsValid({ tableId: '-1' })).toBe(false);
    expect(numericParamsValid({ dictId: '' })).toBe(false);
    expect(numericParamsValid({ other: 'abc' })).toBe(true);
  });
});
