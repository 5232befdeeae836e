/**
 * Tiny cookie helpers: SPEC §3 keeps the sidebar state and the component size in cookies (as yudao does with
 * js-cookie), so they survive a reload like the rest of the preferences.
 */
export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : undefined;
}

export function setCookie(name: string, value: string): void {
  // A year, site-wide; these are display preferences, never secrets.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=31536000; SameSite=Lax`;
}
