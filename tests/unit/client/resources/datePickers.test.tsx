// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { filterParams, type ManifestResource } from '../../../../src/client/api/index.ts';
import { fromPickerDay, fromPickerTime, rangeReferenceDays, toPickerDay, toPickerTime } from '../../../../src/client/resources/form/dateTime.ts';
import { SchemaForm } from '../../../../src/client/resources/form/SchemaForm.tsx';
import { SearchForm } from '../../../../src/client/resources/list/SearchForm.tsx';
import { loadDicts, manifestResource, renderWithAdmin } from './support.tsx';

let config: ManifestResource;

beforeAll(async () => {
  config = await manifestResource('config');
});

afterEach(cleanup);

describe("the pickers' values", () => {
  it('keeps a timestamp as epoch ms, seconds included, and empty as undefined', () => {
    const ms = new Date(2024, 4, 31, 23, 59, 58).getTime();
    expect(toPickerTime(ms)?.format('YYYY-MM-DD HH:mm:ss')).toBe('2024-05-31 23:59:58');
    expect(fromPickerTime(toPickerTime(ms))).toBe(ms);
    expect(toPickerTime(null)).toBeNull();
    expect(toPickerTime('')).toBeNull();
    expect(fromPickerTime(null)).toBeUndefined();
    expect(fromPickerTime(dayjs('not a date'))).toBeUndefined();
  });

  it('keeps a range end as the yyyy-MM-dd day string the filter sent before', () => {
    expect(fromPickerDay(toPickerDay('2024-05-01'))).toBe('2024-05-01');
    expect(toPickerDay('')).toBeNull();
    expect(toPickerDay('2024-5-1')).toBeNull();
    expect(fromPickerDay(null)).toBe('');
    expect(fromPickerDay(dayjs('nope'))).toBe('');
  });

  it('opens a range 90 days back (SPEC §9), its end today', () => {
    const [start, end] = rangeReferenceDays(dayjs(new Date(2026, 10, 23, 9, 30)));
    expect(start.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-08-25 00:00:00');
    expect(end.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-23 23:59:59');
  });
});

describe('the date-range filter', () => {
  it('is a picker whose calendar speaks Chinese and sends begin 00:00:00 and end 23:59:59', async () => {
    const onSearch = vi.fn();
    const filters = config.list.filters.filter((f) => f.op === 'dateRange');
    renderWithAdmin(<SearchForm resource={config} filters={filters} current={{}} onSearch={onSearch} />);
    fireEvent.change(screen.getByTestId('filter-createTime-begin'), { target: { value: '2024-05-01' } });
    fireEvent.change(screen.getByTestId('filter-createTime-end'), { target: { value: '2024-05-31' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    const filter = onSearch.mock.calls[0][0];
    expect(filter).toEqual({ createTime: ['2024-05-01', '2024-05-31'] });
    expect(filterParams(config, filter)).toEqual({ 'createTime[0]': '2024-05-01 00:00:00', 'createTime[1]': '2024-05-31 23:59:59' });

    // the start picker's calendar opens on the chosen month, in Chinese
    fireEvent.click(screen.getAllByRole('button', { name: /选择日期|Choose date/ })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/五月|5月/);
    expect(dialog.textContent).toContain('今天');
    expect(dialog.textContent).toContain('清除');
  });
});

describe('the date-time widget', () => {
  it('shows a timestamp as yyyy-MM-dd HH:mm:ss', async () => {
    loadDicts();
    const record = { id: 5, category: 'biz', name: 'n', key: 'k.k', value: 'v', type: 2, visible: true, createTime: new Date(2024, 0, 2, 3, 4, 5).getTime() };
    const { container } = renderWithAdmin(<SchemaForm resource={config} mode="edit" formId="f" initialData={record} onSubmit={vi.fn()} />);
    const input = container.querySelector('[id="root_createTime"]') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('2024-01-02 03:04:05'));
  });
});
