// Settings read from the environment: defaults, numbers, and a clear message for a bad value.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';

describe('loadConfig', () => {
  it('leaves the Excel workers to the database when EXCEL_WORKERS is unset (1 on PGlite, 0 on PostgreSQL)', () => {
    expect(loadConfig({}).excelWorkers).toBeNull();
    expect(loadConfig({ EXCEL_WORKERS: '' }).excelWorkers).toBeNull();
    expect(loadConfig({ EXCEL_WORKERS: '0' }).excelWorkers).toBe(0);
    expect(loadConfig({ EXCEL_WORKERS: '2' }).excelWorkers).toBe(2);
  });

  it('refuses a value that is not a non-negative whole number, naming the variable', () => {
    expect(() => loadConfig({ EXCEL_WORKERS: 'many' })).toThrow('环境变量 EXCEL_WORKERS 必须是非负整数，当前值为 "many"');
    expect(() => loadConfig({ AUTH_CACHE_TTL_SECONDS: '-1' })).toThrow('AUTH_CACHE_TTL_SECONDS');
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 48080, captchaEnabled: true, accessTokenTtlSeconds: 1800, authCacheTtlSeconds: 5, seedDemo: true });
  });
});
