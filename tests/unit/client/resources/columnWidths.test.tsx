// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManifestResource } from '../../../../src/client/api/index.ts';
import { TEXT_COLUMN_MIN, actionsColumnWidth, columnWidth, propertyOf, textLines } from '../../../../src/client/resources/fields.ts';
import { showWholeIfCut } from '../../../../src/client/resources/list/CellValue.tsx';
import { SchemaList } from '../../../../src/client/resources/list/SchemaList.tsx';
import { i18nProvider } from '../../../../src/client/i18n/index.ts';
import { fakeDataProvider, loadDicts, manifestResource, signInWith } from './support.tsx';

let config: ManifestResource;
let user: ManifestResource;

beforeAll(async () => {
  [config, user] = await Promise.all([manifestResource('config'), manifestResource('user')]);
});

const widths = (r: ManifestResource) => Object.fromEntries(r.list.columns.map((f) => [f, columnWidth(f, propertyOf(r, f))]));

describe('list column widths (issue 13 point 4)', () => {
  it('sizes each column by its kind and declared length', () => {
    expect(widths(config)).toEqual({
      id: 72, // ids narrow
      category: 100, // ≤ 50 characters
      name: 140, // 参数名称, up to 100 characters: on two lines
      key: 140,
      value: undefined, // 500 characters: takes what is left, cut with a tooltip
      type: 90, // a dictionary tag
      visible: 72, // 是 / 否
      remark: undefined,
      createTime: 160, // a date on one line
    });
    expect([textLines(propertyOf(config, 'name')), textLines(propertyOf(config, 'remark')), textLines(propertyOf(config, 'category'))]).toEqual([2, 1, 1]);
    expect(widths(user)).toMatchObject({ id: 72, mobile: 120, sex: 90, status: 90, loginDate: 160, createTime: 160 });
  });

  it('keeps 参数设置 within the 1 150 px a 1440 px screen leaves beside the menu', () => {
    const fixed = Object.values(widths(config)).reduce<number>((sum, w) => sum + (w ?? TEXT_COLUMN_MIN), 0);
    expect(fixed + actionsColumnWidth(3) /* 修改 删除 详情 */).toBeLessThanOrEqual(1150);
  });
});

describe('a cut cell', () => {
  it('shows the whole text as its tooltip only when the column cuts it', () => {
    const text = '代表选择-每页条数的很长很长的名称';
    render(<span data-testid="cell" onMouseEnter={showWholeIfCut(text)}>{text}</span>);
    const cell = screen.getByTestId('cell');
    Object.defineProperty(cell, 'clientWidth', { value: 100, configurable: true });
    Object.defineProperty(cell, 'scrollWidth', { value: 100, configurable: true });
    fireEvent.mouseEnter(cell);
    expect(cell.title).toBe('');
    Object.defineProperty(cell, 'scrollWidth', { value: 240, configurable: true });
    fireEvent.mouseEnter(cell);
    expect(cell.title).toBe(text);
  });
});

describe('a resized column', () => {
  it('takes the width its header edge is dragged to, and keeps it in the list store', async () => {
    loadDicts();
    signInWith(['*:*:*']);
    const store = memoryStore();
    const dataProvider = fakeDataProvider({ getList: vi.fn(async () => ({ data: [{ id: 1, name: '代表选择-每页条数' }], total: 1 })) as never });
    const { container } = render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={store}>
          <SchemaList resource={config} />
        </AdminContext>
      </MemoryRouter>,
    );
    await screen.findAllByTestId('result-row');
    const handle = screen.getByTestId('resize-name');
    (handle.closest('th') as HTMLElement).getBoundingClientRect = () => ({ width: 140 }) as DOMRect;
    fireEvent.pointerDown(handle, { clientX: 300 });
    fireEvent.pointerMove(window, { clientX: 360 });
    fireEvent.pointerUp(window, { clientX: 360 });
    fireEvent.pointerMove(window, { clientX: 500 }); // released: no longer follows
    const nameCol = () => (container.querySelectorAll('colgroup col')[2] as HTMLElement).style.width;
    await waitFor(() => expect(nameCol()).toBe('200px'));
    expect(store.getItem('generated.config.columnWidths')).toEqual({ name: 200 });
  });
});
