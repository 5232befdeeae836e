import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { precompressDirectory } from '../../scripts/lib/precompress.mjs';
import { COMPRESSION_THRESHOLD } from '../../src/server/http/compression.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** What a response's bytes decode to, by its Content-Encoding. */
function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload);
  expect(encoding, 'an encoding the client did not ask for').toBeUndefined();
  return res.rawPayload;
}

const varies = (res: LightMyRequestResponse) => String(res.headers.vary ?? '').toLowerCase().split(/\s*,\s*/).includes('accept-encoding');

/** A browser's and an old client's Accept-Encoding, and none (curl without --compressed). */
const ACCEPTS = [
  { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
  { accept: 'gzip', encoding: 'gzip' },
  { accept: undefined, encoding: undefined },
] as const;

/**
 * Bytes on the wire (issue 34 point 5, decision 84): the client's files go as the build compressed them (brotli or
 * gzip beside each file), the server's own answers above ~1 kB are compressed per request, and each decodes to exactly
 * the plain bytes; hashed assets are cached for a year, index.html never without asking.
 */
describe('compression and caching', () => {
  let t: TestApp;
  let admin: string;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-dist-'));
  // Text as a build writes it: long enough to be worth compressing, varied enough that it is not trivially so.
  const script = Array.from({ length: 400 }, (_, i) => `export const label${i} = '人大代表履职平台 ${i * 7919 % 1000}';`).join('\n');
  const page = `<!doctype html><title>人大代表履职平台</title><div id="root"></div>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}`;
  const tiny = 'console.log(1)';

  beforeAll(async () => {
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), page);
    fs.writeFileSync(path.join(staticDir, 'assets', 'index-Bx1f3kQz.js'), script);
    fs.writeFileSync(path.join(staticDir, 'assets', 'tiny-C0ffee12.js'), tiny);
    fs.writeFileSync(path.join(staticDir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`);
    // What `vite build` does last (scripts/lib/precompress.mjs).
    await precompressDirectory(staticDir);
    t = await createTestApp({ staticDir });
    admin = (await t.login()).accessToken;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('the build writes brotli and gzip beside a file worth compressing, and nothing beside a small one', () => {
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(staticDir, 'assets', 'index-Bx1f3kQz.js.br'))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(staticDir, 'assets', 'index-Bx1f3kQz.js.gz'))).toString()).toBe(script);
    expect(fs.existsSync(path.join(staticDir, 'assets', 'tiny-C0ffee12.js.br'))).toBe(false);
  });

  it('sends an asset compressed as the client accepts, plain when it accepts none, always decoding to the file', async () => {
    for (const { accept, encoding } of ACCEPTS) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/index-Bx1f3kQz.js', headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/^(text|application)\/javascript/);
      expect(varies(res), accept).toBe(true);
      if (encoding) expect(res.rawPayload.length).toBeLessThan(script.length / 2);
      expect(decoded(res).toString(), accept).toBe(script);
    }
  });

  it('caches hashed assets for a year, immutable, whichever variant is sent; index.html never without asking', async () => {
    for (const { accept } of ACCEPTS) {
      const headers = accept ? { 'accept-encoding': accept } : {};
      for (const url of ['/assets/index-Bx1f3kQz.js', '/assets/tiny-C0ffee12.js']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.headers['cache-control'], `${url} ${accept}`).toBe('public, max-age=31536000, immutable');
      }
      // the root, a deep link and the file by its name: the same page, compressed too
      for (const url of ['/', '/renda/survey', '/index.html']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], `${url} ${accept}`).toBe('no-cache');
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(decoded(res).toString(), `${url} ${accept}`).toBe(page);
      }
      // unhashed files (favicon, pdf.js's fonts): an hour, as before
      expect((await t.app.inject({ method: 'GET', url: '/favicon.svg', headers })).headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it('sends a small asset plain: the build wrote no variant and the server does not compress files per request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/tiny-C0ffee12.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(tiny);
  });

  it('compresses an API answer above the threshold as the client accepts, decoding to exactly the plain answer', async () => {
    const get = (accept?: string) => t.app.inject({
      method: 'GET',
      url: '/admin-api/system/manifest/resources',
      headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1', ...(accept ? { 'accept-encoding': accept } : {}) },
    });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().code).toBe(0);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    for (const { accept, encoding } of ACCEPTS.filter((a) => a.accept)) {
      const res = await get(accept);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toContain('application/json');
      expect(varies(res), accept).toBe(true);
      expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
      expect(decoded(res).equals(plain.rawPayload), accept).toBe(true);
    }
  });

  it('sends an API answer under the threshold plain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/system/health', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.status).toBe('UP');
  });

  it('leaves a download in a compressed format as it is: an Excel export streams its workbook unencoded', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin-api/infra/config/export',
      headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK'); // a zip, readable as sent
  });
});
