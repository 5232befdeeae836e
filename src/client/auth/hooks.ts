import { useStore } from '../lib/index.ts';
import { checkPermi, checkPermiAll, checkRole, checkRoleAll } from './permission.ts';
import { sessionStore, type SessionState } from './session.ts';

export function useSession(): SessionState {
  return useStore(sessionStore, (s) => s);
}

export type MatchMode = 'any' | 'all';

/** Re-evaluates when the session's permissions change (unlike vue2's insert-only directive). */
export function useHasPermi(value: readonly string[], mode: MatchMode = 'any'): boolean {
  const permissions = useStore(sessionStore, (s) => s.permissions);
  return mode === 'all' ? checkPermiAll(value, permissions) : checkPermi(value, permissions);
}

export function useHasRole(value: readonly string[], mode: MatchMode = 'any'): boolean {
  const roles = useStore(sessionStore, (s) => s.roles);
  return mode === 'all' ? checkRoleAll(value, roles) : checkRole(value, roles);
}
