import { describe, expect, it } from 'vitest';
import { byCategory } from '../../../../src/client/pages/bpm/instance/definitionsByCategory.ts';
import type { BpmDefinition } from '../../../../src/client/pages/bpm/instance/instanceApi.ts';

const definition = (key: string, category: string | null): BpmDefinition => ({ id: `${key}:1`, key, version: 1, name: key, category, suspensionState: 1 });

/** 发起流程's list (decision 91): in the order of the tenant's categories, or one category only. */
describe('byCategory', () => {
  const categories = [{ id: 7, name: '财务', code: 'finance' }, { id: 1, name: '默认', code: '1' }, { id: 2, name: 'OA', code: '2' }];
  const definitions = [definition('leave', '2'), definition('general', '1'), definition('orphan', 'gone'), definition('budget', 'finance'), definition('trip', '2'), definition('none', null)];

  it('orders by the categories’ sort, keeping the server’s order within one, unknown categories last', () => {
    expect(byCategory(definitions, categories, null).map((d) => d.key)).toEqual(['budget', 'general', 'leave', 'trip', 'orphan', 'none']);
  });

  it('shows one category only when one is chosen', () => {
    expect(byCategory(definitions, categories, '2').map((d) => d.key)).toEqual(['leave', 'trip']);
    expect(byCategory(definitions, categories, 'hr')).toEqual([]);
  });

  it('keeps the server’s order before the categories have loaded', () => {
    expect(byCategory(definitions, [], null).map((d) => d.key)).toEqual(definitions.map((d) => d.key));
  });
});
