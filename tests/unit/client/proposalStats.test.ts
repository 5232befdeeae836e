import { describe, expect, it } from 'vitest';
import { normaliseProposalStatistics } from '../../../src/client/pages/home/proposalStats.ts';

describe('建议议案统计 answer (home card)', () => {
  it('keeps a full answer as it is', () => {
    const full = {
      total: 3, overdue: 1,
      byStatus: [{ status: 10, count: 3 }], byType: [{ type: '1', count: 3 }],
      byUnit: [{ deptId: 7, deptName: '单位', given: 3, replied: 1, overdue: 1 }],
      satisfaction: { rated: 2, satisfied: 1, basic: 1, unsatisfied: 0, rate: 100 },
    };
    expect(normaliseProposalStatistics(full)).toEqual(full);
  });

  it('turns what another back end answers (true, nothing, strings) into zeros, never a crash', () => {
    const empty = normaliseProposalStatistics(true);
    expect(empty).toEqual({
      total: 0, overdue: 0, byStatus: [], byType: [], byUnit: [],
      satisfaction: { rated: 0, satisfied: 0, basic: 0, unsatisfied: 0, rate: null },
    });
    expect(normaliseProposalStatistics(undefined).satisfaction.rate).toBeNull();
    const strings = normaliseProposalStatistics({ total: '5', satisfaction: { rate: '80', rated: '4' }, byUnit: 'x' });
    expect(strings.total).toBe(5);
    expect(strings.satisfaction).toMatchObject({ rate: 80, rated: 4 });
    expect(strings.byUnit).toEqual([]);
  });
});
