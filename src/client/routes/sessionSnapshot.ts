import { getAccessToken, readBesideToken, StorageKeys, writeBesideToken, type ManifestResource, type MenuNode, type PermissionInfo } from '../api/index.ts';
import type { DictState } from '../dict/index.ts';

/**
 * The session's bootstrap answers as last received (user info, menus, dictionaries, the server's manifest), kept
 * beside the tokens so that the next open paints the shell and the page at once and asks the server again behind
 * it — as yudao's admin keeps the user and the dictionaries in its web cache. Only for the very token it was made
 * with: another sign-in, or a token refreshed since, starts from the server. Sign-out removes it with the tokens.
 */
export interface SessionSnapshot {
  info: PermissionInfo;
  menus: readonly MenuNode[];
  dicts: DictState['byType'] | null;
  /** null when the server has no manifest endpoint (the bundled one is at hand anyway). */
  manifest: readonly ManifestResource[] | null;
}

interface Stored extends SessionSnapshot {
  token: string;
}

export function readSnapshot(): SessionSnapshot | null {
  const token = getAccessToken();
  const raw = token ? readBesideToken(StorageKeys.SESSION_SNAPSHOT) : null;
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    if (stored.token !== token || !stored.info?.user || !Array.isArray(stored.menus)) return null;
    return { info: stored.info, menus: stored.menus, dicts: stored.dicts ?? null, manifest: stored.manifest ?? null };
  } catch {
    return null;
  }
}

export function saveSnapshot(snapshot: SessionSnapshot): void {
  const token = getAccessToken();
  if (!token) return;
  const stored: Stored = { token, ...snapshot };
  writeBesideToken(StorageKeys.SESSION_SNAPSHOT, JSON.stringify(stored));
}

export function forgetSnapshot(): void {
  writeBesideToken(StorageKeys.SESSION_SNAPSHOT, null);
}
