import { formatDate } from '../../shared/dateFormat.ts';

/**
 * Builds a query string the way yudao's vue2 `request.js` does (API-CONTRACT §1.5):
 * null/undefined skipped, '' kept as `name=`, objects and arrays flattened ONE level as `key[sub]`.
 * Dates become `yyyy-MM-dd HH:mm:ss`; anything nested deeper is sent as JSON rather than "[object Object]".
 */
export function buildQuery(params: Record<string, unknown> | null | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object' && !(value instanceof Date)) {
      for (const [sub, subValue] of Object.entries(value as Record<string, unknown>)) {
        if (subValue === null || subValue === undefined) continue;
        parts.push(`${encodeURIComponent(`${key}[${sub}]`)}=${encodeURIComponent(scalar(subValue))}`);
      }
      continue;
    }
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(scalar(value))}`);
  }
  return parts.join('&');
}

function scalar(value: unknown): string {
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Appends a query string to a URL that may already carry one. */
export function withQuery(url: string, params: Record<string, unknown> | null | undefined): string {
  const query = buildQuery(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
