// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { filterParams, type ManifestResource } from '../../../../src/client/api/index.ts';
import { resetSession } from '../../../../src/client/auth/index.ts';
import { SchemaList } from '../../../../src/client/resources/list/SchemaList.tsx';
import { SearchForm } from '../../../../src/client/resources/list/SearchForm.tsx';
import { fakeDataProvider, loadDicts, manifestResource, renderWithAdmin, signInWith } from './support.tsx';

let config: ManifestResource;
let survey: ManifestResource;

beforeAll(async () => {
  [config, survey] = await Promise.all([manifestResource('config'), manifestResource('survey')]);
});

afterEach(() => {
  cleanup();
  resetSession();
});

const ROWS = [
  { id: 2, category: 'ui', name: '主框架页-默认皮肤样式名称', key: 'sys.index.skinName', value: 'skin-blue', type: 1, visible: true, remark: null, createTime: new Date(2024, 0, 2, 3, 4, 5).getTime() },
  { id: 1, category: 'biz', name: '账号初始密码', key: 'sys.user.init-password', value: '123456', type: 2, visible: false, remark: '初始', createTime: new Date(2024, 0, 1, 0, 0, 0).getTime() },
];

function renderConfigList(permissions: string[]) {
  loadDicts();
  signInWith(permissions);
  const dataProvider = fakeDataProvider({ getList: vi.fn(async () => ({ data: ROWS, total: 2 })) as never });
  const view = renderWithAdmin(<SchemaList resource={config} />, dataProvider);
  return { ...view, dataProvider };
}

describe('the generated list', () => {
  it('asks for the first page of 20 in the manifest\'s default order', async () => {
    const { dataProvider } = renderConfigList(['*:*:*']);
    await screen.findAllByTestId('result-row');
    expect(dataProvider.getList).toHaveBeenCalledWith('config', expect.objectContaining({ pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: {} }));
  });

  it('names its loading bar while the rows are on their way (a screen reader says what is loading)', async () => {
    loadDicts();
    signInWith(['*:*:*']);
    let answer: (value: { data: typeof ROWS; total: number }) => void = () => undefined;
    const dataProvider = fakeDataProvider({ getList: vi.fn(() => new Promise((resolve) => { answer = resolve; })) as never });
    renderWithAdmin(<SchemaList resource={config} />, dataProvider);
    expect((await screen.findByRole('progressbar')).getAttribute('aria-label')).toBe('加载中…');
    answer({ data: ROWS, total: 2 });
    await screen.findAllByTestId('result-row');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows Chinese headers, dictionary tags, formatted dates and 是/否', async () => {
    renderConfigList(['*:*:*']);
    const rows = await screen.findAllByTestId('result-row');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['参数编号', '参数分类', '参数名称', '参数键名', '参数键值', '参数类型', '是否可见', '备注', '创建时间', '操作']);
    const cell = (row: HTMLElement, field: string) => row.querySelector(`[data-field="${field}"]`);
    expect(cell(rows[0], 'type')?.querySelector('.MuiChip-root')?.textContent).toBe('系统内置');
    expect(cell(rows[1], 'type')?.textContent).toBe('自定义');
    expect(cell(rows[0], 'createTime')?.textContent).toBe('2024-01-02 03:04:05');
    expect(cell(rows[0], 'visible')?.textContent).toBe('是');
    expect(cell(rows[1], 'visible')?.textContent).toBe('否');
    expect(screen.getByTestId('pagination-total').textContent).toBe('共 2 条');
  });

  it('shows every button to a user with all permissions', async () => {
    renderConfigList(['infra:config:query', 'infra:config:create', 'infra:config:update', 'infra:config:delete', 'infra:config:export']);
    await screen.findAllByTestId('result-row');
    expect(screen.getByTestId('toolbar-create').textContent).toBe('新增');
    expect(screen.getByTestId('toolbar-export').textContent).toBe('导出');
    expect(screen.getAllByTestId('row-edit')).toHaveLength(2);
    expect(screen.getAllByTestId('row-delete')).toHaveLength(2);
    expect(screen.getAllByTestId('row-detail')).toHaveLength(2);
  });

  it('hides 新增 / 修改 / 删除 / 导出 from a user who may only query', async () => {
    renderConfigList(['infra:config:query']);
    await screen.findAllByTestId('result-row');
    expect(screen.queryByTestId('toolbar-create')).toBeNull();
    expect(screen.queryByTestId('toolbar-export')).toBeNull();
    expect(screen.queryByTestId('row-edit')).toBeNull();
    expect(screen.queryByTestId('row-delete')).toBeNull();
    expect(screen.getAllByTestId('row-detail')).toHaveLength(2);
    // The right toolbar is for everybody.
    expect(screen.getByTestId('toolbar-refresh')).toBeTruthy();
  });

  it('drops the 操作 column when no row action is allowed', async () => {
    renderConfigList(['infra:config:create']);
    await screen.findAllByTestId('result-row');
    expect(screen.queryByText('操作')).toBeNull();
  });

  it('asks before deleting, in yudao\'s words, and deletes on 确定', async () => {
    const { dataProvider } = renderConfigList(['*:*:*']);
    fireEvent.click((await screen.findAllByTestId('row-delete'))[1]);
    const dialog = await screen.findByTestId('delete-confirm');
    expect(dialog.textContent).toContain('是否确认删除参数配置编号为"1"的数据项?');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('config', expect.objectContaining({ id: 1 })));
  });

  it('toggles the search area and hides columns from the right toolbar', async () => {
    renderConfigList(['*:*:*']);
    await screen.findAllByTestId('result-row');
    expect(screen.getByTestId('search-form')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('隐藏搜索'));
    expect(screen.queryByTestId('search-form')).toBeNull();
    fireEvent.click(screen.getByLabelText('显示搜索'));
    expect(screen.getByTestId('search-form')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('显隐列'));
    fireEvent.click(within(screen.getByTestId('column-chooser')).getByLabelText('备注'));
    // (the open popover hides the page from the accessibility tree)
    await waitFor(() => expect(screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent)).not.toContain('备注'));
  });

  it('opens the create dialog at 800px with 确 定 / 取 消', async () => {
    renderConfigList(['*:*:*']);
    fireEvent.click(await screen.findByTestId('toolbar-create'));
    const dialog = await screen.findByTestId('form-dialog');
    expect(dialog.textContent).toContain('添加参数配置');
    expect(within(dialog).getByTestId('form-submit').textContent).toBe('确 定');
    expect(within(dialog).getByTestId('form-cancel').textContent).toBe('取 消');
    expect((dialog.querySelector('.MuiDialog-paper') as HTMLElement).style.width || getComputedStyle(dialog.querySelector('.MuiDialog-paper') as HTMLElement).width).toBe('800px');
  });
});

describe('the search form', () => {
  it('builds the filter from text, select, multi-select and date range inputs, and resets it', () => {
    loadDicts();
    const onSearch = vi.fn();
    renderWithAdmin(<SearchForm resource={survey} filters={survey.list.filters} current={{}} onSearch={onSearch} />);
    fireEvent.change(screen.getByTestId('filter-surveyName'), { target: { value: '年度' } });
    fireEvent.change(screen.getByTestId('filter-createTime-begin'), { target: { value: '2024-05-01' } });
    fireEvent.change(screen.getByTestId('filter-createTime-end'), { target: { value: '2024-05-31' } });
    // status is an `in` filter over a dictionary: a multiple select
    const status = screen.getByTestId('filter-status').parentElement?.querySelector('[role="combobox"]') as HTMLElement;
    fireEvent.mouseDown(status);
    fireEvent.click(screen.getByRole('option', { name: '未发布' }));
    fireEvent.click(screen.getByRole('option', { name: '进行中' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByTestId('search-submit'));

    const filter = onSearch.mock.calls[0][0];
    expect(filter).toEqual({ surveyName: '年度', status: ['1', '2'], createTime: ['2024-05-01', '2024-05-31'] });
    expect(filterParams(survey, filter)).toEqual({
      surveyName: '年度',
      status: '1,2',
      'createTime[0]': '2024-05-01 00:00:00',
      'createTime[1]': '2024-05-31 23:59:59',
    });

    fireEvent.click(screen.getByTestId('search-reset'));
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect((screen.getByTestId('filter-surveyName') as HTMLInputElement).value).toBe('');
  });

  it('leaves out filters the page fixes and searches on Enter', async () => {
    const dictData = await manifestResource('dictData');
    const onSearch = vi.fn();
    const { searchFilters } = await import('../../../../src/client/resources/list/searchValues.ts');
    renderWithAdmin(<SearchForm resource={dictData} filters={searchFilters(dictData, { dictType: 'common_status' })} current={{}} onSearch={onSearch} />);
    expect(screen.queryByTestId('filter-dictType')).toBeNull();
    const label = screen.getByTestId('filter-label');
    fireEvent.change(label, { target: { value: '开' } });
    fireEvent.keyDown(label, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith({ label: '开' });
  });
});
