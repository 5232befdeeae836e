// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The statistics script loads only for a usable configuration (docs/operations.md). */
async function loadWith(config: unknown): Promise<{ reported: boolean; scripts: string[] }> {
  vi.resetModules();
  const api = await import('../../../src/client/api/index.ts');
  vi.spyOn(api.systemApi, 'getAnalyticsConfig').mockResolvedValue(config as never);
  const { loadSiteAnalytics } = await import('../../../src/client/shell/main/siteAnalytics.ts');
  const appended: string[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    appended.push((node as HTMLScriptElement).src);
    return node;
  });
  return { reported: await loadSiteAnalytics(), scripts: appended };
}

describe('site statistics', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete window._hmt;
  });

  it('loads the configured script once with its site id', async () => {
    expect(await loadWith({ scriptUrl: 'https://tongji.example.cn/hm.js', siteId: 'abc 1' })).toEqual({ reported: true, scripts: ['https://tongji.example.cn/hm.js?abc%201'] });
    expect(window._hmt).toEqual([['_setAutoPageview', false]]);
  });

  it('loads nothing for no configuration or an answer it cannot use', async () => {
    for (const config of [null, {}, true, { scriptUrl: 'javascript:alert(1)', siteId: 'x' }, { scriptUrl: 'https://t.example.cn/hm.js' }]) {
      expect(await loadWith(config)).toEqual({ reported: false, scripts: [] });
    }
    expect(window._hmt).toBeUndefined();
  });
});
