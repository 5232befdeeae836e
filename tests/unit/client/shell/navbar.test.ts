import { describe, expect, it } from 'vitest';
import { buildRouteTree } from '../../../../src/client/routes/index.ts';
import { createSearch, SEARCH_OPTIONS, searchPool } from '../../../../src/client/shell/navbar/routeSearch.ts';
import { splitTopMenus, visibleTopCount } from '../../../../src/client/shell/navbar/topNav.ts';
import { densityOptions } from '../../../../src/client/shell/main/density.ts';

const tree = buildRouteTree([
  { id: 1, parentId: 0, name: '系统管理', path: '/system', component: null, children: [
    { id: 2, parentId: 1, name: '用户管理', path: 'user', component: 'system/user/index' },
    { id: 3, parentId: 1, name: '字典管理', path: 'dict', component: 'system/dict/index' },
    { id: 4, parentId: 1, name: '字典数据', path: 'dict/data/:dictId', component: 'system/dict/data', visible: false },
  ] },
  { id: 5, parentId: 0, name: '项目仓库', path: 'https://github.com/YunaiV/ruoyi-vue-pro', component: null },
]);

describe('header search (SPEC §2.3, §9)', () => {
  it('uses exactly the SPEC options', () => {
    expect(SEARCH_OPTIONS).toMatchObject({ threshold: 0.4, distance: 100, maxPatternLength: 32, minMatchCharLength: 1 });
    expect(SEARCH_OPTIONS.keys).toEqual([{ name: 'title', weight: 0.7 }, { name: 'path', weight: 0.3 }]);
  });

  it('searches visible pages and links with their parents\' titles, never hidden ones', () => {
    const pool = searchPool(tree, (r) => r.title);
    expect(pool.map((p) => p.path)).toEqual(['/system/user', '/system/dict', 'https://github.com/YunaiV/ruoyi-vue-pro']);
    const search = createSearch(pool);
    expect(search('字典')[0].path).toBe('/system/dict');
    expect(search('字典').some((r) => r.title.includes('字典数据'))).toBe(false);
    expect(search('仓库')[0]).toMatchObject({ external: true });
    expect(search('  ')).toEqual([]);
  });
});

describe('top nav (SPEC §2.3, §9)', () => {
  it('shows one item per 85px within a third of the window, the rest under more', () => {
    expect(visibleTopCount(1020)).toBe(4);
    expect(visibleTopCount(1440)).toBe(5);
    expect(visibleTopCount(100)).toBe(1);
    expect(splitTopMenus([1, 2, 3, 4, 5, 6], 4)).toEqual({ shown: [1, 2, 3, 4], more: [5, 6] });
  });
});

describe('size switcher density (SPEC §9)', () => {
  it('makes controls small and the type and spacing tighter as the size goes down', () => {
    expect(densityOptions('default').components?.MuiButton?.defaultProps).toEqual({ size: 'medium' });
    expect(densityOptions('mini').components?.MuiButton?.defaultProps).toEqual({ size: 'small' });
    expect(densityOptions('mini').components?.MuiTable?.defaultProps).toEqual({ size: 'small' });
    expect(densityOptions('mini').typography).toEqual({ fontSize: 12 });
    expect(densityOptions('default').spacing).toBeGreaterThan(densityOptions('mini').spacing as number);
  });
});
