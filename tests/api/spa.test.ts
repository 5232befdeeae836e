import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** The built client is served with a history-mode fallback that never hides a missing asset or API path. */
describe('single-page app serving', () => {
  let t: TestApp;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>人大代表履职平台</title><div id="root"></div>');
    fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers deep links with index.html, uncached', async () => {
    for (const url of ['/', '/index', '/renda/survey', '/dict/type/data/12?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('人大代表履职平台');
    }
  });

  it('serves assets and answers a missing one with 404, not the page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-1234.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
    const directory = await t.app.inject({ method: 'GET', url: '/assets/' });
    expect(directory.statusCode).toBe(404);
  });

  it('answers an unknown API path with the envelope, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/system/nothing-here' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 404, data: null, msg: '请求地址不存在:/admin-api/system/nothing-here' });
  });

  it('reports health without a tenant', async () => {
    const res = await t.call({ method: 'GET', url: '/admin-api/system/health', tenantId: null });
    expect(res.data).toMatchObject({ status: 'UP' });
  });
});
