/**
 * Browser storage of the session (API-CONTRACT §1.1 key names). The password is never stored.
 * Remember-me decides where the tokens live: off → sessionStorage, so the session ends with the browser
 * session; on → localStorage together with the username, so the refresh token keeps the user signed in.
 */
export const StorageKeys = {
  ACCESS_TOKEN: 'ACCESS_TOKEN',
  REFRESH_TOKEN: 'REFRESH_TOKEN',
  TENANT_ID: 'TENANT_ID',
  TENANT_NAME: 'TENANT_NAME',
  USERNAME: 'USERNAME',
  REMEMBER_ME: 'REMEMBER_ME',
  /** SPEC §3's reset flag: the password just used is one an administrator set, to be replaced before going on. */
  IS_RESE: 'IS_RESE',
  /** Ours: the last bootstrap's answers, painted at once on the next open (routes/sessionSnapshot.ts). */
  SESSION_SNAPSHOT: 'SESSION_SNAPSHOT',
  /** Ours: the home page as last seen, painted at the next open before the app runs (boot/lastView.ts). */
  LAST_VIEW: 'LAST_VIEW',
} as const;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

// Storage can be missing (node tests) or throw (privacy modes); the session then simply does not persist.
function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage ?? null : globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function read(kind: 'local' | 'session', key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'local' | 'session', key: string, value: string | null): void {
  try {
    const s = storage(kind);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    /* quota or privacy mode: ignore */
  }
}

export function getAccessToken(): string | null {
  return read('session', StorageKeys.ACCESS_TOKEN) ?? read('local', StorageKeys.ACCESS_TOKEN);
}

export function getRefreshToken(): string | null {
  return read('session', StorageKeys.REFRESH_TOKEN) ?? read('local', StorageKeys.REFRESH_TOKEN);
}

/**
 * Stores a token pair. Without an explicit `remember`, the pair goes where the current refresh token lives
 * (a token refresh must not move a session between storages), else by the remember-me flag.
 */
export function setToken(tokens: TokenPair, remember?: boolean): void {
  const persistent = remember ?? tokensArePersistent();
  const target = persistent ? 'local' : 'session';
  const other = persistent ? 'session' : 'local';
  write(target, StorageKeys.ACCESS_TOKEN, tokens.accessToken);
  write(target, StorageKeys.REFRESH_TOKEN, tokens.refreshToken);
  write(other, StorageKeys.ACCESS_TOKEN, null);
  write(other, StorageKeys.REFRESH_TOKEN, null);
}

function tokensArePersistent(): boolean {
  if (read('local', StorageKeys.REFRESH_TOKEN) !== null) return true;
  if (read('session', StorageKeys.REFRESH_TOKEN) !== null) return false;
  return getRememberMe();
}

/** Kept beside the tokens (and gone with them), so a reload still asks and the next user is not asked. */
export function setPasswordChangeRequired(required: boolean): void {
  const persistent = tokensArePersistent();
  write(persistent ? 'local' : 'session', StorageKeys.IS_RESE, required ? 'true' : null);
  write(persistent ? 'session' : 'local', StorageKeys.IS_RESE, null);
}

export function isPasswordChangeRequired(): boolean {
  return (read('session', StorageKeys.IS_RESE) ?? read('local', StorageKeys.IS_RESE)) === 'true';
}

/** Where the tokens live: what is kept beside them ends with them (the browser session unless 记住我). */
const tokenStorage = (): 'local' | 'session' => (read('session', StorageKeys.ACCESS_TOKEN) ? 'session' : 'local');

/** A value kept beside the tokens, in their storage; removeToken takes it away with them. */
export function readBesideToken(key: typeof StorageKeys.SESSION_SNAPSHOT): string | null {
  return read(tokenStorage(), key);
}

export function writeBesideToken(key: typeof StorageKeys.SESSION_SNAPSHOT, value: string | null): void {
  write(tokenStorage(), key, value);
}

export function removeToken(): void {
  for (const kind of ['local', 'session'] as const) {
    write(kind, StorageKeys.SESSION_SNAPSHOT, null);
    write(kind, StorageKeys.LAST_VIEW, null);
    write(kind, StorageKeys.IS_RESE, null);
    write(kind, StorageKeys.ACCESS_TOKEN, null);
    write(kind, StorageKeys.REFRESH_TOKEN, null);
  }
}

export function getTenantId(): string | null {
  return read('local', StorageKeys.TENANT_ID);
}

export function setTenant(id: number | string, name: string): void {
  write('local', StorageKeys.TENANT_ID, String(id));
  write('local', StorageKeys.TENANT_NAME, name);
}

export function getTenantName(): string | null {
  return read('local', StorageKeys.TENANT_NAME);
}

export function getRememberMe(): boolean {
  return read('local', StorageKeys.REMEMBER_ME) === 'true';
}

/** Remember-me on keeps the username for the next visit; off forgets it. */
export function rememberLogin(remember: boolean, username: string): void {
  write('local', StorageKeys.REMEMBER_ME, remember ? 'true' : 'false');
  write('local', StorageKeys.USERNAME, remember ? username : null);
}

export function getRememberedUsername(): string | null {
  return read('local', StorageKeys.USERNAME);
}
