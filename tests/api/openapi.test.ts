import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** A Fastify route path as OpenAPI writes it: `:id` → `{id}`, the wildcard → `{*}`. */
const pathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

/**
 * The API documentation (issue 20, point 3): off by default (its paths answer 404, the check says so); with
 * DOC_ENABLED an OpenAPI document that validates against the OpenAPI schema and documents every registered
 * /admin-api route with its permission and error codes, and the Swagger UI page that reads it.
 */
describe('API documentation', () => {
  let off: TestApp;
  let on: TestApp;
  let doc: any;

  beforeAll(async () => {
    off = await createTestApp({ seedDemo: false });
    on = await createTestApp({ seedDemo: false, docEnabled: true }, off.database);
    doc = (await on.app.inject({ method: 'GET', url: '/swagger-ui/json' })).json();
  });
  afterAll(async () => {
    await on?.app.close();
    await off?.close();
  });

  it('is off by default: the page and the document answer 404, and the check says off', async () => {
    for (const url of ['/swagger-ui', '/swagger-ui/json', '/swagger-ui/static/index.html', '/doc.html']) {
      const res = await off.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('swagger');
    }
    const check = await off.call({ method: 'GET', url: '/admin-api/infra/doc/get-enable', tenantId: null });
    expect(check).toMatchObject({ code: 0, data: { enable: false, url: null } });
  });

  it('when on, the check gives the page, which is served with its script', async () => {
    const check = await on.call({ method: 'GET', url: '/admin-api/infra/doc/get-enable', tenantId: null });
    expect(check).toMatchObject({ code: 0, data: { enable: true, url: '/swagger-ui' } });
    const page = await on.app.inject({ method: 'GET', url: '/swagger-ui/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const script = /src="([^"]*swagger-ui-bundle\.js)"/.exec(page.body)?.[1];
    expect(script).toBeTruthy();
    const bundle = await on.app.inject({ method: 'GET', url: new URL(script!, 'http://x/swagger-ui/').pathname });
    expect(bundle.statusCode).toBe(200);
    // the top bar and the tab show the platform's mark (public/favicon.svg), not Fastify's logo
    const mark = readFileSync('public/favicon.svg').toString('base64');
    const initializer = await on.app.inject({ method: 'GET', url: '/swagger-ui/static/swagger-initializer.js' });
    expect(initializer.body).toContain(`data:image/svg+xml;base64,${mark}`);
    const favicon = /href="([^"]*favicon\.svg)"/.exec(page.body)?.[1];
    expect(favicon).toBeTruthy();
    expect((await on.app.inject({ method: 'GET', url: new URL(favicon!, 'http://x/swagger-ui/').pathname })).body).toContain('<svg');
  });

  it("when on, /doc.html (where yudao's clients link the documentation) leads to the page", async () => {
    const res = await on.app.inject({ method: 'GET', url: '/doc.html', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/swagger-ui');
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    // The OpenAPI schema leaves Schema Objects to JSON Schema 2020-12: each must be a valid one (our own keywords,
    // such as errorMessage and dict, are annotations there).
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(ops)) {
        const schemas = [
          ...(op.parameters ?? []).map((p: { schema: object }) => p.schema),
          ...Object.values(op.requestBody?.content ?? {}).map((c: any) => c.schema),
          ...Object.values(op.responses).flatMap((r: any) => Object.values(r.content ?? {}).map((c: any) => c.schema)),
        ];
        for (const schema of schemas) expect(ajv.validateSchema(schema), `${method} ${path}: ${ajv.errorsText()}`).toBe(true);
      }
    }
  });

  it('documents every registered API route, with its permission, and nothing else', () => {
    const documented = Object.entries(doc.paths as Record<string, Record<string, any>>)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    const registered = on.app.routeTable.map((r) => `${r.method} ${pathOf(r.url)}`);
    expect(registered.length).toBeGreaterThan(200);
    expect(new Set(documented)).toEqual(new Set(registered));
    for (const route of on.app.routeTable) {
      const op = doc.paths[pathOf(route.url)][route.method.toLowerCase()];
      expect(op['x-permission'], route.url).toBe(route.access);
      expect(op.tags, route.url).toHaveLength(1);
      expect(op.responses['200'], route.url).toBeTruthy();
    }
  });

  /** A value the parameter's schema takes, as a client built from the document would send it. */
  const plausible = (schema: any): string => {
    if (schema.enum) return String(schema.enum[0]);
    if (schema.format === 'query-date') return '2024-01-01 00:00:00';
    const type = [schema.type].flat().find((t: string) => t !== 'null');
    if (type === 'array') return plausible(schema.items ?? {});
    if (type === 'integer' || type === 'number') return String(schema.minimum ?? 1);
    if (type === 'boolean') return 'true';
    return 'a';
  };

  it('lists only query parameters the server takes: each documented one, sent with a plausible value, is not refused', async () => {
    // the demo data's administrator, tenant and rows: the document is the same
    const seeded = await createTestApp({ docEnabled: true });
    const { accessToken } = await seeded.login();
    const refusals: string[] = [];
    let routes = 0;
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      const query = (ops.get?.parameters ?? []).filter((p: { in: string }) => p.in === 'query');
      if (path.includes('{') || !query.length) continue;
      routes++;
      const url = `${path}?${query.map((p: { name: string; schema: object }) => `${encodeURIComponent(p.name)}=${encodeURIComponent(plausible(p.schema))}`).join('&')}`;
      const res = await seeded.call({ method: 'GET', url, token: accessToken });
      if (res.code === 400 || res.code === 500) refusals.push(`${url}: ${res.msg}`);
    }
    await seeded.close();
    expect(routes).toBeGreaterThan(60);
    expect(refusals).toEqual([]);
    // a field of the resource that is no filter is refused, so it is no parameter
    const names = doc.paths['/admin-api/system/user/page'].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['username', 'status', 'pageNo']));
    expect(names).not.toContain('password');
  });

  it('names a route\'s permission, the error codes of its module and resource, and its inputs', () => {
    const create = doc.paths['/admin-api/system/user/create'].post;
    expect(create.description).toContain('system:user:create');
    const codes = create['x-error-codes'].map((e: { code: number }) => e.code);
    expect(codes).toEqual(expect.arrayContaining([400, 401, 403, 1002003000, 1002015000]));
    expect(create.requestBody.content['application/json'].schema.properties.username.title).toBe('用户账号');
    expect(create.tags).toEqual(['system/user']);

    const get = doc.paths['/admin-api/system/notice/get'].get;
    expect(get.parameters.some((p: { name: string; in: string }) => p.name === 'id' && p.in === 'query')).toBe(true);
    expect(get['x-error-codes'].map((e: { code: number }) => e.code)).toContain(1002008001); // the manifest's not-found rule

    const login = doc.paths['/admin-api/system/auth/login'].post;
    expect(login['x-permission']).toBe('public');
    expect(login['x-error-codes'].map((e: { code: number }) => e.code)).toContain(1002000000);
    expect(login.security).toEqual([{ tenant: [] }]);

    const health = doc.paths['/admin-api/system/health'].get;
    expect(health.security).toEqual([]);
    const envelope = health.responses['200'].content['application/json'].schema;
    expect(envelope.required).toEqual(['code', 'data', 'msg']);
  });
});
