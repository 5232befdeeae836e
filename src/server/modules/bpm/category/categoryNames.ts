import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { CategoryErrors } from './categoryErrors.ts';

type Row = Record<string, unknown>;

/**
 * Adds `categoryName` to rows that carry a category code (models, definitions, instances), as today's yudao's
 * response objects do: the name of the tenant's category with that code, disabled ones included, else null.
 */
export async function withCategoryName<T extends Row>(scope: TenantScope, rows: T[]): Promise<(T & { categoryName: string | null })[]> {
  const codes = [...new Set(rows.map((r) => r.category).filter((c): c is string => typeof c === 'string' && c !== ''))];
  const found = codes.length
    ? await scope.selectFrom('bpmCategory').select(['code', 'name']).where('code', 'in', codes).where('deleted', '=', false).execute()
    : [];
  const names = new Map(found.map((c) => [c.code, c.name]));
  return rows.map((r) => ({ ...r, categoryName: typeof r.category === 'string' ? names.get(r.category) ?? null : null }));
}

/** A model may only name a category of its tenant (by code); an empty category is none. */
export async function assertCategoryExists(scope: TenantScope, code: unknown): Promise<void> {
  if (code === undefined || code === null || code === '') return;
  const found = await scope.selectFrom('bpmCategory').select('id').where('code', '=', String(code)).where('deleted', '=', false).executeTakeFirst();
  if (!found) throw fail(CategoryErrors.NOT_EXISTS);
}
