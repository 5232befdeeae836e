import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/server/http/errorHandler.ts';
import { METRICS_PATH } from '../../../src/server/metrics/metrics.ts';
import { DOC_PATH } from '../../../src/server/modules/infra/doc/apiDocs.ts';
import { isServerPath } from '../../../src/shared/serverPaths.ts';

describe('the paths the service worker leaves to the server (decision 107)', () => {
  it('are every path the server answers itself, and what lies below them', () => {
    for (const path of [API_PREFIX, '/app-api', DOC_PATH, METRICS_PATH]) {
      expect(isServerPath(path), path).toBe(true);
      expect(isServerPath(`${path}/json`), path).toBe(true);
    }
  });

  it('are never a page of the app', () => {
    for (const path of ['/', '/index', '/system/user', '/renda/my-proposal', '/swagger', '/metricsx', '/admin-apis']) {
      expect(isServerPath(path), path).toBe(false);
    }
  });
});
