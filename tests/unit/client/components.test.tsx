// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HasPermi, HasRole, applyPermissionInfo, resetSession } from '../../../src/client/auth/index.ts';
import { DictTag, dictStore, groupDictData } from '../../../src/client/dict/index.ts';

afterEach(() => {
  cleanup();
  resetSession();
});

describe('<DictTag>', () => {
  const load = () =>
    dictStore.set({
      loaded: true,
      byType: groupDictData([
        { dictType: 'common_status', value: '0', label: '开启', colorType: 'success', cssClass: 'on' },
        { dictType: 'common_status', value: '1', label: '关闭', colorType: 'danger', cssClass: '' },
        { dictType: 'system_user_sex', value: '1', label: '男', colorType: 'default', cssClass: '' },
        { dictType: 'system_user_sex', value: '2', label: '女', colorType: '', cssClass: '' },
      ]),
    });

  it('draws a coloured chip with the cssClass for a coloured entry', () => {
    load();
    const { container } = render(<DictTag type="common_status" value={0} />);
    const chip = container.querySelector('.MuiChip-root');
    expect(chip?.textContent).toBe('开启');
    expect(chip?.className).toContain('MuiChip-colorSuccess');
    expect(chip?.className).toContain('on');
    const danger = render(<DictTag type="common_status" value="1" />).container.querySelector('.MuiChip-root');
    expect(danger?.className).toContain('MuiChip-colorError');
  });

  it('draws plain text for default or empty colour types', () => {
    load();
    const { container } = render(
      <>
        <DictTag type="system_user_sex" value="1" />
        <DictTag type="system_user_sex" value="2" />
      </>,
    );
    expect(container.querySelector('.MuiChip-root')).toBeNull();
    expect(container.textContent).toBe('男女');
  });

  it('draws nothing for unknown types or values, and updates when dictionaries load', () => {
    const { container, rerender } = render(<DictTag type="common_status" value="0" />);
    expect(container.textContent).toBe('');
    load();
    rerender(<DictTag type="common_status" value="0" />);
    expect(container.textContent).toBe('开启');
    rerender(<DictTag type="nope" value="0" />);
    expect(container.textContent).toBe('');
  });
});

describe('<HasPermi> / <HasRole>', () => {
  it('removes guarded elements for a user without the permission or role', () => {
    applyPermissionInfo({ user: { id: 3, nickname: '代表', avatar: '' }, roles: ['deputy'], permissions: ['renda:survey:query'] });
    render(
      <>
        <HasPermi value={['renda:survey:query']}><button>查询</button></HasPermi>
        <HasPermi value={['renda:survey:create']}><button>新增</button></HasPermi>
        <HasPermi value={['renda:survey:query', 'renda:survey:export']} mode="all"><button>导出</button></HasPermi>
        <HasRole value={['dbt']} fallback={<span>无权限</span>}><button>审核</button></HasRole>
      </>,
    );
    expect(screen.queryByText('查询')).not.toBeNull();
    expect(screen.queryByText('新增')).toBeNull();
    expect(screen.queryByText('导出')).toBeNull();
    expect(screen.queryByText('审核')).toBeNull();
    expect(screen.queryByText('无权限')).not.toBeNull();
  });

  it('shows everything to the super admin', () => {
    applyPermissionInfo({ user: { id: 1, nickname: '超级管理员', avatar: '' }, roles: ['super_admin'], permissions: ['*:*:*'] });
    render(
      <>
        <HasPermi value={['renda:survey:create']}><button>新增</button></HasPermi>
        <HasRole value={['dbt']}><button>审核</button></HasRole>
      </>,
    );
    expect(screen.queryByText('新增')).not.toBeNull();
    expect(screen.queryByText('审核')).not.toBeNull();
  });
});
