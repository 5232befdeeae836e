import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/lib/precompress.mjs';
import { serviceWorkerSource, SERVICE_WORKER_FILE } from '../../scripts/lib/serviceWorker.mjs';
import { createTestApp, type TestApp } from '../support/testApp.ts';

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/**
 * Installable (issue 34 point 4, decision 85): the built client as `vite build` lays it out (public/ copied, /sw.js
 * made for this index.html, everything precompressed), served by the server: the manifest and its icons, the service
 * worker with a type a browser registers and never kept stale, the Chinese offline page, a CSP that lets the worker
 * and the manifest load.
 */
describe('installable app', () => {
  let t: TestApp;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-dist-'));
  const page = '<!doctype html><title>人大代表履职平台</title><link rel="manifest" href="/manifest.webmanifest">'
    + '<script type="module" crossorigin src="/assets/index-Bx1f3kQz.js"></script><link rel="stylesheet" href="/assets/index-D4c9aZ0q.css">';

  beforeAll(async () => {
    fs.cpSync(path.resolve('public'), staticDir, { recursive: true });
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), page);
    fs.writeFileSync(path.join(staticDir, 'assets', 'index-Bx1f3kQz.js'), 'console.log(1)');
    fs.writeFileSync(path.join(staticDir, 'assets', 'index-D4c9aZ0q.css'), 'body{margin:0}');
    fs.writeFileSync(path.join(staticDir, SERVICE_WORKER_FILE), await serviceWorkerSource(['index.html', 'assets/index-Bx1f3kQz.js', 'assets/index-D4c9aZ0q.css'], page));
    await precompressDirectory(staticDir);
    t = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves the manifest as a manifest, never stale, naming the platform, its start page and icons that exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = JSON.parse(res.body) as WebManifest;
    expect(manifest).toMatchObject({ name: '人大代表履职平台', start_url: '/index', display: 'standalone', lang: 'zh-CN', theme_color: '#409EFF' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of png) {
      const image = await t.app.inject({ method: 'GET', url: icon.src });
      expect(image.statusCode, icon.src).toBe(200);
      expect(image.headers['content-type'], icon.src).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(image.rawPayload), icon.src).toEqual({ width, height });
    }
  });

  it('links the manifest, the theme colour and the touch icon from the page the build starts from', async () => {
    const html = fs.readFileSync(path.resolve('index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<meta name="theme-color" content="#409EFF" />');
    const touchIcon = html.match(/<link rel="apple-touch-icon" href="([^"]+)"/)?.[1];
    const image = await t.app.inject({ method: 'GET', url: touchIcon ?? '/missing' });
    expect(image.headers['content-type']).toBe('image/png');
    expect(pngSize(image.rawPayload)).toEqual({ width: 180, height: 180 });
  });

  it('serves the service worker as JavaScript, asked for again on every check, compressed or not', async () => {
    for (const accept of ['gzip, deflate, br', undefined]) {
      const res = await t.app.inject({ method: 'GET', url: '/sw.js', headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-type'], accept).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control'], accept).toBe('no-cache');
    }
    const plain = await t.app.inject({ method: 'GET', url: '/sw.js' });
    // The build's shell, written in: what the worker keeps at install.
    expect(plain.body).toContain('"/assets/index-Bx1f3kQz.js"');
    expect(plain.body).toContain('"/assets/index-D4c9aZ0q.css"');
  });

  it('has a Chinese offline page the worker keeps, needing nothing but itself and the favicon', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/offline.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('lang="zh-CN"');
    expect(res.body).toContain('网络不可用');
    expect(res.body).not.toMatch(/<script/i);
    const sources = [...res.body.matchAll(/(?:src|href)="([^"]*)"/g)].map((match) => match[1]).filter(Boolean);
    expect(sources.sort()).toEqual(['/favicon.svg', '/favicon.svg']);
    expect((await t.app.inject({ method: 'GET', url: '/sw.js' })).body).toContain('/offline.html');
  });

  it('lets the worker and the manifest load from this origin, and from no other', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("manifest-src 'self'");
  });
});
