import type { ResourceHooks } from '../../../crud/hooks.ts';
import { fail } from '../../../http/errors.ts';
import { CategoryErrors } from './categoryErrors.ts';

/**
 * yudao's BpmCategoryServiceImpl: names and codes unique in the tenant are the manifest's rules (1009012001/002).
 * Ours besides: a category a model names is not deleted (its models would lose their category), nor is its code
 * changed under them.
 */
export const bpmCategoryHooks: ResourceHooks = {
  beforeUpdate: async (values, existing, ctx) => {
    if (values.code === undefined || values.code === existing.code) return;
    if (await ctx.repoOf('bpmModel').findBy({ category: existing.code })) throw fail(CategoryErrors.IN_USE_CODE);
  },
  beforeDelete: async (existing, ctx) => {
    if (await ctx.repoOf('bpmModel').findBy({ category: existing.code })) throw fail(CategoryErrors.IN_USE);
  },
};
