import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/testApp.ts';
import { anonymous, createLesserAdmin, expectedAllowed, signedInActor, type Actor } from '../../support/harness/actors.ts';
import { baseInput, renderRequest, type HarnessRequest } from '../../support/harness/fuzzCases.ts';
import { changedTables, fingerprinter } from '../../support/harness/fingerprint.ts';
import { isIdField, routeCatalogue, type HarnessRoute } from '../../support/harness/routeCatalogue.ts';
import { entityOf, tenantOneRows } from '../../support/harness/tenantRows.ts';
import { createSurvey, lifecycle, submit } from '../../support/surveyFixtures.ts';

/**
 * Permission × tenant matrix (issue #14), generated from the route table: every route called by six kinds of
 * caller, with inputs that cannot change anything when let through (an empty body, ids no row has). The access check
 * runs before validation, so 401/403 means refused and any other answer means let through. Then tenant 2's admin
 * aims every route that takes an id at tenant 1's rows: reads find nothing, writes change nothing of tenant 1.
 */
const t = await createTestApp();
const ctx = { dictValues: new Map<string, string[]>() };
const admin = await signedInActor(t, 'super admin', 'admin', 'admin123');

// Tenant 1 rows of every kind for tenant 2 to aim at: a published survey with a question and an answer, a group.
const { surveyId, questions } = await createSurvey(t, admin.token!, '矩阵问卷', [{ questionName: '姓名', questionType: 'input' }]);
await lifecycle(t, admin.token!, 'publish', surveyId);
const deputyToken = (await t.login('deputy1', 'deputy123')).accessToken;
await submit(t, deputyToken, surveyId, [{ q: questions[0], text: '张三' }]);
await t.call({ method: 'POST', url: '/admin-api/renda/group/create', token: admin.token, payload: { name: '矩阵小组', sort: 1, status: 0 } });
await t.call({ method: 'POST', url: '/admin-api/bpm/model/create', token: admin.token, payload: { key: 'matrix_model', name: '矩阵流程' } });
const lesser = await createLesserAdmin(t, admin.token!);
// The demo's work has told deputies and staff of their tasks: with every message read already, 全部已读 is as
// harmless as the matrix's other calls (it changes nothing), and a row it did change would still be a finding.
await t.db.updateTable('systemNotifyMessage').set({ readStatus: true, readTime: new Date() }).where('readStatus', '=', false).execute();

const actors: Actor[] = [
  admin,
  await signedInActor(t, 'no role (guest)', 'guest', 'guest123'),
  await signedInActor(t, 'deputy', 'deputy1', 'deputy123'),
  await signedInActor(t, 'staff (dbt)', 'staff', 'staff123'),
  await signedInActor(t, 'lesser admin', lesser.username, lesser.password),
  await signedInActor(t, "tenant 2's admin with tenant 1's header", 'admin2', 'admin123', 2, 1),
  anonymous,
];
const admin2 = await signedInActor(t, "tenant 2's admin", 'admin2', 'admin123', 2);
// In its own tenant, tenant 2's admin may use its package's routes but no platform-only one (shared data, tenants).
actors.push(admin2);
// Ending a session is no access question (logout is public and would end the caller's token). The OAuth2 user
// info and its update are public to the filter and check an application's token and scope themselves
// (tests/api/oauth2Server.test.ts).
const OWN_CHECKS = new Set(['POST /admin-api/system/auth/logout', 'GET /admin-api/system/oauth2/user/get', 'PUT /admin-api/system/oauth2/user/update']);
const routes = routeCatalogue(t.app, t.registry).filter((r) => !OWN_CHECKS.has(r.key));
const wholeDatabase = await fingerprinter(t.db);
const tenantOne = await fingerprinter(t.db, { tenantId: 1 });
const { ids: rowIds, shared } = await tenantOneRows(t.db, t.registry);

afterAll(() => t.close());

const inject = (request: HarnessRequest, actor: Pick<Actor, 'token' | 'tenantId'>) => t.app.inject({
  method: request.method as 'GET', url: request.url, payload: request.payload,
  headers: { 'tenant-id': String(actor.tenantId), ...(actor.token ? { authorization: `Bearer ${actor.token}` } : {}), ...request.headers },
});

/** An input that reaches nothing: required fields with ids no row has, and an empty JSON body that fails validation. */
function harmless(route: HarnessRoute): HarnessRequest {
  const input = baseInput(route, ctx);
  return renderRequest(route, input, route.body ? { type: 'application/json', body: '{}' } : undefined);
}

const envelope = (raw: { headers: Record<string, unknown>; json(): any }) =>
  String(raw.headers['content-type'] ?? '').includes('json') ? raw.json() as { code: number; msg: string; data: unknown } : { code: 0, msg: '(a download)', data: null };

describe('permission × tenant matrix', () => {
  it.each(routes.map((r) => [`${r.key} (${r.access})`, r] as const))('%s', async (_, route) => {
    const mismatches: string[] = [];
    const before = await wholeDatabase();
    for (const actor of actors) {
      const raw = await inject(harmless(route), actor);
      const { code, msg } = envelope(raw);
      const allowed = code !== 401 && code !== 403;
      const expected = expectedAllowed(route, actor);
      if (raw.statusCode >= 500 || code === 500) mismatches.push(`${actor.kind}: code ${code} ${msg}`);
      else if (route.access === 'public' && actor.crossTenant) continue; // either answer is fine
      else if (allowed !== expected) mismatches.push(`${actor.kind}: expected ${expected ? 'allowed' : 'refused'}, got code ${code} ${msg}`);
      else if (!allowed && code !== (actor.signedIn ? 403 : 401)) mismatches.push(`${actor.kind}: refused with code ${code}, expected ${actor.signedIn ? 403 : 401}`);
    }
    const changed = changedTables(before, await wholeDatabase());
    if (changed.length) mismatches.push(`a harmless request changed rows: ${changed.join(', ')}`);
    expect(mismatches).toEqual([]);
  });
});

/** The route's input with every id-like field aimed at a tenant 1 row of the entity it names. */
function aimedAtTenantOne(route: HarnessRoute): { request: HarnessRequest; aimed: string[]; sharedOnly: boolean } | undefined {
  const input = baseInput(route, ctx);
  const aimed: string[] = [];
  let sharedOnly = true;
  for (const location of ['params', 'querystring', 'body'] as const) {
    for (const [field, schema] of Object.entries(route[location]?.properties ?? {})) {
      if (!isIdField(field)) continue;
      const entity = entityOf(route, field, (schema as { title?: string }).title);
      const id = entity ? rowIds.get(entity) : undefined;
      if (id === undefined) continue;
      const target = location === 'body' ? (input.body ??= {}) : input[location];
      target[field] = schema.type === 'array' ? [id] : id;
      aimed.push(`${location}.${field}=${entity}#${id}`);
      sharedOnly &&= shared.has(entity!);
    }
  }
  return aimed.length ? { request: renderRequest(route, input), aimed, sharedOnly } : undefined;
}

const empty = (data: unknown): boolean => data === null || data === undefined || (Array.isArray(data) && data.length === 0)
  || (typeof data === 'object' && 'total' in (data as object) && (data as { total: number }).total === 0);

const aimedRoutes = routes.map((route) => [route.key, route, aimedAtTenantOne(route)] as const).filter(([, , aimed]) => aimed);

describe("tenant 2's admin on tenant 1's ids", () => {
  it.each(aimedRoutes)('%s', async (_, route, target) => {
    const { request, aimed, sharedOnly } = target!;
    const before = await tenantOne();
    const raw = await inject(request, admin2);
    const { code, msg, data } = envelope(raw);
    const problems: string[] = [];
    if (raw.statusCode >= 500 || code === 500) problems.push(`code ${code} ${msg}`);
    // shared rows (menus, dictionaries, configuration) are every tenant's to read, the platform's alone to write
    if (route.method === 'GET' && !sharedOnly && code === 0 && !empty(data) && msg !== '(a download)') {
      problems.push(`read tenant 1's data: ${JSON.stringify(data).slice(0, 200)}`);
    }
    const changed = changedTables(before, await tenantOne());
    if (changed.length) problems.push(`changed tenant 1's rows in ${changed.join(', ')} (code ${code} ${msg})`);
    expect(problems, aimed.join(' ')).toEqual([]);
  });
});
