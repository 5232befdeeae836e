import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database.ts';
import type { ResourceRegistry } from '../../../src/server/crud/registry.ts';
import type { HarnessRoute } from './routeCatalogue.ts';

// The entity a route's URL names, as a manifest resource (the second path segment after /admin-api/<module>/).
const URL_ENTITIES: Record<string, string> = {
  survey: 'survey', question: 'question', answer: 'answer', group: 'group', user: 'user', role: 'role', menu: 'menu',
  config: 'config', 'dict-type': 'dictType', 'dict-data': 'dictData', model: 'bpmModel', tenant: 'tenant', 'tenant-package': 'tenantPackage',
};
// Field titles that name another entity than the URL's (`GET /renda/answer/getMyAnswer?id=` is a survey's id).
const TITLE_ENTITIES: [RegExp, string][] = [[/问卷/, 'survey'], [/角色/, 'role'], [/用户|答题人/, 'user'], [/小组/, 'group'], [/问题|题目/, 'question'], [/菜单/, 'menu']];

/** The resource an id-like field of a route points at, when the harness can tell. */
export function entityOf(route: HarnessRoute, field: string, title?: string): string | undefined {
  const named = /^(\w+?)Ids?$/.exec(field)?.[1]; // surveyId → survey, roleIds → role, rowQuestionId → rowQuestion
  if (named) return /Question$/.test(named) ? 'question' : named;
  for (const [pattern, entity] of TITLE_ENTITIES) if (title && pattern.test(title)) return entity;
  if (route.resource) return route.resource.name;
  const segment = route.url.split('/')[3];
  return URL_ENTITIES[segment];
}

/**
 * One live row id per resource in tenant 1, and the resources shared by all tenants (no tenant_id: menus,
 * dictionaries, configuration), whose rows are the platform's: every tenant reads them, only the platform writes them.
 */
export async function tenantOneRows(db: Db, registry: ResourceRegistry): Promise<{ ids: Map<string, number>; shared: Set<string> }> {
  const ids = new Map<string, number>();
  const shared = new Set<string>();
  for (const resource of registry.all()) {
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${resource.table}`.execute(db);
    const names = new Set(columns.rows.map((c) => c.column_name));
    if (!names.has('tenant_id')) shared.add(resource.name);
    const where = [names.has('tenant_id') ? 'tenant_id = 1' : '', names.has('deleted') ? 'deleted = false' : ''].filter(Boolean).join(' and ');
    const row = await sql.raw<{ id: number }>(`select id from "${resource.table}"${where ? ` where ${where}` : ''} order by id desc limit 1`).execute(db);
    if (row.rows[0]) ids.set(resource.name, Number(row.rows[0].id));
  }
  return { ids, shared };
}
