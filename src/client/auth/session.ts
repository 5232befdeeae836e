import type { PermissionInfo } from '../api/index.ts';
import { createStore } from '../lib/index.ts';

/** The signed-in user's identity, roles and permissions (SPEC §3 "User session"). */
export interface SessionUser {
  id: number;
  nickname: string;
  avatar: string;
}

export interface SessionState {
  user: SessionUser | null;
  /** Empty until get-permission-info answered: the navigation guard's "roles not loaded" test. */
  roles: string[];
  permissions: string[];
}

export const DEFAULT_ROLE = 'ROLE_DEFAULT';

export const sessionStore = createStore<SessionState>(() => ({ user: null, roles: [], permissions: [] }));

/** A user without roles gets ROLE_DEFAULT, so "roles loaded" is never confused with "no roles". */
export function applyPermissionInfo(info: PermissionInfo): void {
  sessionStore.set({
    user: { id: info.user.id, nickname: info.user.nickname ?? '', avatar: info.user.avatar ?? '' },
    roles: info.roles?.length ? [...info.roles] : [DEFAULT_ROLE],
    permissions: [...(info.permissions ?? [])],
  });
}

export const sessionLoaded = (): boolean => sessionStore.get().roles.length > 0;

/**
 * Other client stores (dictionaries, routes) register here to be cleared on logout,
 * so the auth layer need not know about them.
 */
const resetters = new Set<() => void>();

export function onSessionReset(reset: () => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

export function resetSession(): void {
  sessionStore.reset();
  resetters.forEach((r) => r());
}
