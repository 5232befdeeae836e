import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';

// The operations switches of issue 20 (docs/operations.md): off unless set, and a half-set statistics hook stops the start.
describe('operations configuration', () => {
  it('is off by default', () => {
    expect(loadConfig({})).toMatchObject({ docEnabled: false, analytics: null, metricsEnabled: false, metricsToken: null });
  });

  it('reads the switches', () => {
    const env = { DOC_ENABLED: 'true', METRICS_ENABLED: '1', METRICS_TOKEN: 't', ANALYTICS_SCRIPT_URL: 'https://hm.baidu.com/hm.js', ANALYTICS_SITE_ID: 'abc' };
    expect(loadConfig(env)).toMatchObject({ docEnabled: true, metricsEnabled: true, metricsToken: 't', analytics: { scriptUrl: 'https://hm.baidu.com/hm.js', siteId: 'abc' } });
  });

  it('refuses a statistics script without its site id, or one that is not http(s)', () => {
    expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: 'https://hm.baidu.com/hm.js' })).toThrow('须同时设置');
    expect(() => loadConfig({ ANALYTICS_SITE_ID: 'abc' })).toThrow('须同时设置');
    expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: 'javascript:alert(1)', ANALYTICS_SITE_ID: 'abc' })).toThrow('http(s)');
    expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: '/hm.js', ANALYTICS_SITE_ID: 'abc' })).toThrow('http(s)');
  });

  it('reads the project repository\'s address (项目仓库), unset by default, and refuses one that is not http(s)', () => {
    expect(loadConfig({}).projectRepositoryUrl).toBeNull();
    expect(loadConfig({ PROJECT_REPOSITORY_URL: 'https://git.example.cn/rd/platform' }).projectRepositoryUrl).toBe('https://git.example.cn/rd/platform');
    expect(() => loadConfig({ PROJECT_REPOSITORY_URL: 'javascript:alert(1)' })).toThrow('PROJECT_REPOSITORY_URL');
    expect(() => loadConfig({ PROJECT_REPOSITORY_URL: 'git.example.cn/rd' })).toThrow('http(s)');
  });
});
