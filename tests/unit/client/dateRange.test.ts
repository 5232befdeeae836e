import { describe, expect, it } from 'vitest';
import { addBeginAndEndTime, addDateRange, buildQuery } from '../../../src/client/api/index.ts';
import { formatDate, toDate } from '../../../src/shared/dateFormat.ts';

describe('date-range helpers (00:00:00 / 23:59:59)', () => {
  it('produces x[0]/x[1] by default, widening days to whole days', () => {
    const params = addDateRange({ pageNo: 1 }, ['2024-03-01', '2024-03-31']);
    expect(params).toEqual({ pageNo: 1, createTime: ['2024-03-01 00:00:00', '2024-03-31 23:59:59'] });
    expect(decodeURIComponent(buildQuery(params))).toBe('pageNo=1&createTime[0]=2024-03-01 00:00:00&createTime[1]=2024-03-31 23:59:59');
  });

  it('uses the given property name and accepts Date objects', () => {
    const params = addDateRange({}, [new Date(2024, 4, 6, 15, 0), new Date(2024, 4, 7)], 'endTime');
    expect(params.endTime).toEqual(['2024-05-06 00:00:00', '2024-05-07 23:59:59']);
  });

  it('leaves values that already carry a time alone', () => {
    expect(addDateRange({}, ['2024-01-01 08:00:00', '2024-01-02 18:00:00']).createTime).toEqual(['2024-01-01 08:00:00', '2024-01-02 18:00:00']);
  });

  it('does nothing for an empty range and does not mutate the input', () => {
    const input = { a: 1 };
    expect(addDateRange(input, null)).toEqual({ a: 1 });
    expect(addDateRange(input, [])).toEqual({ a: 1 });
    expect(input).toEqual({ a: 1 });
  });

  it('produces the v1.6.2 beginX/endX variant', () => {
    expect(addBeginAndEndTime({}, ['2024-01-01', '2024-01-31'], 'createTime')).toEqual({
      beginCreateTime: '2024-01-01 00:00:00',
      endCreateTime: '2024-01-31 23:59:59',
    });
    expect(addBeginAndEndTime({}, ['2024-01-01', null])).toEqual({ beginTime: '2024-01-01 00:00:00' });
  });
});

describe('formatDate', () => {
  it('defaults to yyyy-MM-dd HH:mm:ss in local time', () => {
    expect(formatDate(new Date(2024, 11, 31, 23, 5, 9))).toBe('2024-12-31 23:05:09');
  });

  it('treats ten-digit numbers as seconds and longer ones as milliseconds', () => {
    const ms = new Date(2024, 0, 1, 12, 0, 0).getTime();
    expect(formatDate(ms / 1000)).toBe('2024-01-01 12:00:00');
    expect(formatDate(ms)).toBe('2024-01-01 12:00:00');
    expect(formatDate(String(ms / 1000))).toBe('2024-01-01 12:00:00');
  });

  it('formats with a custom pattern and gives "" for empty or invalid input', () => {
    expect(formatDate(new Date(2024, 1, 3), 'yyyy/MM/dd')).toBe('2024/02/03');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(toDate('2024-02-03 04:05:06')?.getHours()).toBe(4);
  });
});
