import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../src/client/auth/index.ts';
import { dictStore, getDictData, getDictDatas, getDictLabel, groupDictData } from '../../../src/client/dict/index.ts';

const rows = [
  { dictType: 'common_status', value: '0', label: '开启', colorType: 'primary', cssClass: '' },
  { dictType: 'common_status', value: '1', label: '关闭', colorType: 'info', cssClass: '' },
  { dictType: 'system_user_sex', value: '1', label: '男', colorType: 'default', cssClass: 'sex-male' },
];

afterEach(() => resetSession());

describe('dictionary helpers (API-CONTRACT §6.5)', () => {
  it('groups rows by type in server order with string values', () => {
    const grouped = groupDictData([...rows, { dictType: 'n', value: 3 as unknown as string, label: 'three' }]);
    expect(grouped.common_status.map((d) => d.label)).toEqual(['开启', '关闭']);
    expect(grouped.n[0]).toEqual({ value: '3', label: 'three', colorType: '', cssClass: '' });
  });

  it('gives [] and "" for unknown types and values', () => {
    dictStore.set({ byType: groupDictData(rows), loaded: true });
    expect(getDictDatas('no_such_type')).toEqual([]);
    expect(getDictDatas('no_such_type')).toBe(getDictDatas('another_unknown'));
    expect(getDictLabel('no_such_type', '1')).toBe('');
    expect(getDictLabel('common_status', '9')).toBe('');
    expect(getDictLabel('', '1')).toBe('');
    expect(getDictData('common_status', undefined)).toBeUndefined();
  });

  it('compares values as strings', () => {
    dictStore.set({ byType: groupDictData(rows), loaded: true });
    expect(getDictLabel('common_status', 1)).toBe('关闭');
    expect(getDictLabel('common_status', '0')).toBe('开启');
    expect(getDictData('system_user_sex', 1)?.cssClass).toBe('sex-male');
  });

  it('is cleared when the session resets', () => {
    dictStore.set({ byType: groupDictData(rows), loaded: true });
    resetSession();
    expect(dictStore.get().loaded).toBe(false);
    expect(getDictDatas('common_status')).toEqual([]);
  });
});
