/**
 * The `redirect` query parameter of /login (SPEC §2.1). Only same-origin paths are followed, so a crafted
 * link cannot send a freshly signed-in user to another site.
 */
const PROBE_ORIGIN = 'http://redirect.invalid';

export const DEFAULT_AFTER_LOGIN = '/index';

export function safeRedirect(raw: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN): string {
  if (!raw) return fallback;
  // `//host` and `/\host` are protocol-relative to browsers; control characters can smuggle either.
  const hasControl = [...raw].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControl) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // Going back to the login page after login would loop.
  if (url.pathname === '/login') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?redirect=<encoded full path>` for an unsigned visitor at `location`. */
export function loginPath(location: { pathname: string; search?: string }): string {
  return `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search ?? ''}`)}`;
}
