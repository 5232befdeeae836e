// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyPermissionInfo, resetSession } from '../../../../src/client/auth/index.ts';
import DeputiesWidget from '../../../../src/client/components/deputyPicker/DeputiesWidget.tsx';
import { installDeputyWidget } from '../../../../src/client/components/deputyPicker/register.ts';
import { registeredFormWidgets } from '../../../../src/client/resources/extensions.ts';
import { renderWithAdmin } from '../resources/support.tsx';

const api = vi.hoisted(() => ({ pageDeputies: vi.fn(), deputiesByIds: vi.fn() }));
vi.mock('../../../../src/client/components/deputyPicker/deputyApi.ts', async (original) => ({ ...(await original<object>()), ...api }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  resetSession();
});

const deputy = (id: number, nickname: string) => ({ id, rendaNo: `D${id}`, nickname });

function renderWidget(value: number[], roles: string[] = ['deputy']) {
  applyPermissionInfo({ user: { id: 2, nickname: '测试', avatar: '' }, roles, permissions: ['system:user:deputy-picker'] });
  const onChange = vi.fn();
  const props = { id: 'root_userIds', label: '小组成员', value, onChange, options: {}, disabled: false, readonly: false, required: false } as unknown as WidgetProps;
  renderWithAdmin(<DeputiesWidget {...props} />);
  return onChange;
}

const options = () => within(screen.getByTestId('deputy-all-items')).queryAllByRole('option');

describe('@widget deputies and the picker behind it', () => {
  it('is registered as the deputies widget of generated forms', () => {
    installDeputyWidget();
    expect(registeredFormWidgets().deputies).toBeTruthy();
  });

  it('names the stored ids, adds picked deputies once and hands the ids to the form on 确定', async () => {
    api.deputiesByIds.mockResolvedValue([deputy(5, '张三')]);
    api.pageDeputies.mockResolvedValue({ list: [deputy(5, '张三'), deputy(9, '李四')], total: 2 });
    const onChange = renderWidget([5, 7]);
    await waitFor(() => expect(screen.getByTestId('root_userIds-chosen').textContent).toContain('D5 - 张三'));
    expect(api.deputiesByIds).toHaveBeenCalledWith([5, 7]);
    // an id the server does not name keeps its number
    expect(screen.getByTestId('root_userIds-chosen').textContent).toContain('#7');

    fireEvent.click(screen.getByRole('button', { name: '选择代表' }));
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(api.pageDeputies).toHaveBeenCalledWith({ code: undefined, deputyLevel: undefined, excludeIds: [], nickname: undefined, rendaNo: undefined }, 1);
    expect(screen.getByPlaceholderText('请输入搜索内容')).toBeTruthy();
    // a deputy sees no number field
    expect(screen.queryByTestId('deputy-search-number')).toBeNull();
    const chosen = () => within(screen.getByTestId('deputy-selected-items')).getAllByRole('option').map((o) => o.textContent);
    expect(chosen()).toEqual(['D5 - 张三', '#7']);

    // keyboard: down to 李四, space checks, Enter adds; 张三 checked and added again stays once
    const list = screen.getByTestId('deputy-all-items');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: ' ' });
    expect(options()[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'Enter' });
    fireEvent.click(options()[0]);
    fireEvent.click(screen.getByTestId('deputy-append'));
    expect(chosen()).toEqual(['D5 - 张三', '#7', 'D9 - 李四']);

    fireEvent.click(screen.getByTestId('deputy-confirm'));
    expect(onChange).toHaveBeenCalledWith([5, 7, 9]);
  });

  it('shows the number field to dbt, 无数据 for nothing and 无匹配数据 for a search that finds nothing', async () => {
    api.pageDeputies.mockResolvedValue({ list: [], total: 0 });
    renderWidget([], ['dbt']);
    expect(screen.getByTestId('root_userIds-chosen').textContent).toBe('尚未选择代表');
    fireEvent.click(screen.getByRole('button', { name: '选择代表' }));
    await waitFor(() => expect(screen.getByTestId('deputy-all-empty').textContent).toBe('无数据'));
    expect(screen.getByTestId('deputy-selected-empty').textContent).toBe('无数据');
    fireEvent.change(screen.getByTestId('deputy-search-number'), { target: { value: 'D9' } });
    fireEvent.click(screen.getByTestId('deputy-search'));
    await waitFor(() => expect(api.pageDeputies).toHaveBeenLastCalledWith({ code: undefined, deputyLevel: undefined, excludeIds: [], nickname: '', rendaNo: 'D9' }, 1));
    await waitFor(() => expect(screen.getByTestId('deputy-all-empty').textContent).toBe('无匹配数据'));
    expect(screen.getByTestId('deputy-prev').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('deputy-next').hasAttribute('disabled')).toBe(true);
  });
});
