import type { TenantScope } from '../../../db/tenantScope.ts';

/**
 * The categories every tenant starts with: the values yudao 1.6.2's dictionary bpm_model_category had, so the
 * models and definitions that name '1' or '2' keep their meaning (migration 0040 gave them to the tenants of
 * existing databases with the same words).
 */
export const DEFAULT_CATEGORIES = [
  { code: '1', name: '默认', sort: 1 },
  { code: '2', name: 'OA', sort: 2 },
] as const;

/** Adds the default categories the tenant lacks (by code): the seed and a new tenant's creation. */
export async function addDefaultCategories(scope: TenantScope, actor: string): Promise<void> {
  const have = new Set((await scope.selectFrom('bpmCategory').select('code').where('deleted', '=', false).execute()).map((r) => r.code));
  const missing = DEFAULT_CATEGORIES.filter((c) => !have.has(c.code));
  if (!missing.length) return;
  await scope.insertInto('bpmCategory', missing.map((c) => ({ ...c, status: 0, creator: actor, updater: actor }))).execute();
}
