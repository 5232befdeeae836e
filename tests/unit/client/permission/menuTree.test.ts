import { describe, expect, it } from 'vitest';
import { buildTree, flatten, grantPayload, halfChecked, initialChecked, normalize, parentIds, toggle } from '../../../../src/client/pages/permission/menuTree.ts';

// 系统管理(3) → 用户管理(100) → 用户查询(1001), 用户新增(1002); 系统管理 → 角色管理(101); 基础设施(4) → 配置管理(110)
const FLAT = [
  { id: 3, parentId: 0, name: '系统管理', type: 1 },
  { id: 1001, parentId: 100, name: '用户查询', type: 3 },
  { id: 100, parentId: 3, name: '用户管理', type: 2 },
  { id: 1002, parentId: 100, name: '用户新增', type: 3 },
  { id: 101, parentId: 3, name: '角色管理', type: 2 },
  { id: 4, parentId: 0, name: '基础设施', type: 1 },
  { id: 110, parentId: 4, name: '配置管理', type: 2 },
  { id: 999, parentId: 77, name: '孤儿', type: 2 },
];
const tree = buildTree(FLAT);
const node = (id: number) => flatten(tree).find((n) => n.id === id)!;
const sorted = (s: Iterable<number>) => [...s].sort((a, b) => a - b);

describe('the menu tree', () => {
  it('nests the flat list under parentId, in list order, children listed before their parent included', () => {
    expect(tree.map((n) => n.id)).toEqual([3, 4, 999]);
    expect(node(3).children.map((n) => n.id)).toEqual([100, 101]);
    expect(node(100).children.map((n) => n.id)).toEqual([1001, 1002]);
    expect(flatten(tree).map((n) => n.id)).toEqual([3, 100, 1001, 1002, 101, 4, 110, 999]);
    expect(parentIds(tree)).toEqual([3, 100, 4]);
  });

  it('checks a whole subtree with 父子联动 and recomputes the parents', () => {
    const c = toggle(tree, new Set(), node(100), true, true);
    expect(sorted(c)).toEqual([100, 1001, 1002]);
    expect(sorted(halfChecked(tree, c))).toEqual([3]);
    const all = toggle(tree, c, node(101), true, true);
    expect(all.has(3)).toBe(true);
    expect(halfChecked(tree, all).size).toBe(0);
    const less = toggle(tree, all, node(1002), false, true);
    expect(sorted(less)).toEqual([101, 1001]);
    expect(sorted(halfChecked(tree, less))).toEqual([3, 100]);
  });

  it('checks one node alone without 父子联动', () => {
    const c = toggle(tree, new Set(), node(100), true, false);
    expect(sorted(c)).toEqual([100]);
    expect(grantPayload(tree, c, false)).toEqual([100]);
  });

  it('sends the checked nodes plus the half-checked parents, as yudao does', () => {
    const c = toggle(tree, new Set(), node(110), true, true);
    expect(sorted(c)).toEqual([4, 110]);
    const c2 = toggle(tree, c, node(1001), true, true);
    expect(grantPayload(tree, c2, true)).toEqual([3, 100, 1001, 4, 110]);
  });

  it('starts from the granted ids: parents follow their children with 父子联动, unknown ids are dropped', () => {
    // The server grants the directory and the page with one of its buttons: the page is half-checked.
    const c = initialChecked(tree, [3, 100, 1001, 12345], true);
    expect(sorted(c)).toEqual([1001]);
    expect(sorted(halfChecked(tree, c))).toEqual([3, 100]);
    expect(grantPayload(tree, c, true)).toEqual([3, 100, 1001]);
    expect(sorted(initialChecked(tree, [3, 100, 12345], false))).toEqual([3, 100]);
  });

  it('normalises parents bottom-up', () => {
    expect(sorted(normalize(tree, new Set([3, 1001, 1002])))).toEqual([100, 1001, 1002]);
  });
});
