import type { ProcessCategory } from '../category/categoryApi.ts';
import type { BpmDefinition } from './instanceApi.ts';

/**
 * 发起流程's list: the definitions of one category (`only`, a code) or of all, in the order of the categories (their
 * sort, as /bpm/category/simple-list gives them); a definition whose category is none of them comes last. Within a
 * category the server's order stays.
 */
export function byCategory(definitions: readonly BpmDefinition[], categories: readonly ProcessCategory[], only: string | null): BpmDefinition[] {
  const rank = new Map(categories.map((c, index) => [c.code, index]));
  const rankOf = (d: BpmDefinition) => rank.get(d.category ?? '') ?? categories.length;
  return definitions
    .filter((d) => only === null || d.category === only)
    .map((d, index) => ({ d, index }))
    .sort((a, b) => rankOf(a.d) - rankOf(b.d) || a.index - b.index)
    .map(({ d }) => d);
}
