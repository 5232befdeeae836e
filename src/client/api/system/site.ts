import { http } from '../http.ts';

/** The document-enable check (SPEC §7.7): whether the API documentation is served, and its page. */
export interface DocStatus {
  enable: boolean;
  url: string | null;
}

/** The site statistics script and its site id; null when none is configured. */
export interface AnalyticsConfig {
  scriptUrl: string;
  siteId: string;
}

// Both are optional extras of the shell: a failure hides them quietly rather than toasting on every page.
export function getDocStatus(): Promise<DocStatus> {
  return http.get<DocStatus>('/infra/doc/get-enable', undefined, { withToken: false, silent: true });
}

export function getAnalyticsConfig(): Promise<AnalyticsConfig | null> {
  return http.get<AnalyticsConfig | null>('/infra/analytics/get-config', undefined, { withToken: false, silent: true });
}
