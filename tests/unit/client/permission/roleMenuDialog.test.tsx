// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RoleMenuDialog from '../../../../src/client/pages/permission/RoleMenuDialog.tsx';
import { renderWithAdmin } from '../resources/support.tsx';

const api = vi.hoisted(() => ({
  listAllSimpleMenus: vi.fn(),
  listRoleMenuIds: vi.fn(),
  assignRoleMenus: vi.fn(),
}));
vi.mock('../../../../src/client/api/system/permission.ts', () => api);

const MENUS = [
  { id: 4, parentId: 0, name: '基础设施', type: 1 },
  { id: 110, parentId: 4, name: '配置管理', type: 2 },
  { id: 1101, parentId: 110, name: '参数查询', type: 3 },
  { id: 1102, parentId: 110, name: '参数新增', type: 3 },
  { id: 111, parentId: 4, name: '文件管理', type: 2 },
];

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const box = (id: number) => screen.getByTestId(`menu-check-${id}`) as HTMLInputElement;

describe('the 菜单权限 dialog', () => {
  it('pre-checks the grants, cascades a check and sends the checked plus half-checked ids', async () => {
    api.listAllSimpleMenus.mockResolvedValue(MENUS);
    api.listRoleMenuIds.mockResolvedValue([4, 110, 1101]);
    api.assignRoleMenus.mockResolvedValue(true);
    const onDone = vi.fn();
    renderWithAdmin(<RoleMenuDialog resource={{} as never} row={{ id: 7, name: '配置员', code: 'cfg' }} onClose={vi.fn()} onDone={onDone} />);
    await screen.findByTestId('menu-tree');
    expect(api.listRoleMenuIds).toHaveBeenCalledWith(7);
    fireEvent.click(screen.getByTestId('menu-expand'));
    // 参数查询 granted: 配置管理 and 基础设施 are half-checked, not checked.
    expect(box(1101).checked).toBe(true);
    expect(box(110).checked).toBe(false);
    expect(box(110).getAttribute('data-indeterminate')).toBe('true');
    expect(box(4).getAttribute('data-indeterminate')).toBe('true');
    // Checking 配置管理 checks its buttons; 基础设施 stays half-checked (文件管理 is not).
    fireEvent.click(box(110));
    expect(box(1102).checked).toBe(true);
    expect(box(110).checked).toBe(true);
    fireEvent.click(screen.getByTestId('assign-submit'));
    await waitFor(() => expect(api.assignRoleMenus).toHaveBeenCalledWith(7, [4, 110, 1101, 1102]));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('shows the role\'s name and code as chips without nesting a block in a paragraph (React\'s <div> in <p> warning)', async () => {
    api.listAllSimpleMenus.mockResolvedValue(MENUS);
    api.listRoleMenuIds.mockResolvedValue([]);
    renderWithAdmin(<RoleMenuDialog resource={{} as never} row={{ id: 7, name: '配置员', code: 'cfg' }} onClose={vi.fn()} onDone={vi.fn()} />);
    await screen.findByTestId('menu-tree');
    expect(screen.getByText('配置员').closest('.MuiChip-root')).not.toBeNull();
    expect(screen.getByText('cfg').closest('.MuiChip-root')).not.toBeNull();
    expect(document.querySelectorAll('p div, p p')).toHaveLength(0);
  });

  it('checks and unchecks everything, and sends a node alone without 父子联动', async () => {
    api.listAllSimpleMenus.mockResolvedValue(MENUS);
    api.listRoleMenuIds.mockResolvedValue([]);
    api.assignRoleMenus.mockResolvedValue(true);
    renderWithAdmin(<RoleMenuDialog resource={{} as never} row={{ id: 8 }} onClose={vi.fn()} onDone={vi.fn()} />);
    await screen.findByTestId('menu-tree');
    fireEvent.click(screen.getByTestId('menu-checkAll'));
    expect(box(4).checked).toBe(true);
    fireEvent.click(screen.getByTestId('menu-checkAll'));
    expect(box(4).checked).toBe(false);
    fireEvent.click(screen.getByTestId('menu-cascade'));
    fireEvent.click(screen.getByTestId('menu-expand'));
    fireEvent.click(box(110));
    expect(box(1101).checked).toBe(false);
    fireEvent.click(screen.getByTestId('assign-submit'));
    await waitFor(() => expect(api.assignRoleMenus).toHaveBeenCalledWith(8, [110]));
  });

  it('keeps the dialog open when the save fails', async () => {
    api.listAllSimpleMenus.mockResolvedValue(MENUS);
    api.listRoleMenuIds.mockResolvedValue([]);
    api.assignRoleMenus.mockRejectedValue(Object.assign(new Error('没有该操作权限'), { notified: true }));
    const onDone = vi.fn();
    renderWithAdmin(<RoleMenuDialog resource={{} as never} row={{ id: 9 }} onClose={vi.fn()} onDone={onDone} />);
    await screen.findByTestId('menu-tree');
    fireEvent.click(screen.getByTestId('assign-submit'));
    await waitFor(() => expect(api.assignRoleMenus).toHaveBeenCalledWith(9, []));
    await waitFor(() => expect((screen.getByTestId('assign-submit') as HTMLButtonElement).disabled).toBe(false));
    expect(onDone).not.toHaveBeenCalled();
  });
});
