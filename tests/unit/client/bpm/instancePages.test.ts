import { describe, expect, it } from 'vitest';
import { formatDuration, type BpmTask } from '../../../../src/client/pages/bpm/instance/instanceApi.ts';
import { recordOrder } from '../../../../src/client/pages/bpm/instance/ApprovalRecords.tsx';

const zh = (unit: 'd' | 'h' | 'm' | 's', n: number) => `${n}${{ d: '天', h: '小时', m: '分钟', s: '秒' }[unit]}`;

describe('process-instance pages', () => {
  it('words a duration as yudao does, leaving out the zero units', () => {
    expect(formatDuration(null, zh)).toBe('');
    expect(formatDuration(400, zh)).toBe('0秒');
    expect(formatDuration(14_000, zh)).toBe('14秒');
    expect(formatDuration(((26 * 60 + 3) * 60 + 0) * 1000, zh)).toBe('1天2小时3分钟');
  });

  it('orders the approval record as v1.6.2: open tasks newest first, then finished ones by end time, newest first', () => {
    const task = (id: string, createTime: number, endTime: number | null) => ({ id, createTime, endTime } as BpmTask);
    const ordered = recordOrder([task('a', 1, 5), task('b', 2, null), task('c', 3, 9), task('d', 4, null), task('e', 1, 7)]);
    expect(ordered.map((t) => t.id)).toEqual(['d', 'b', 'c', 'e', 'a']);
  });
});
