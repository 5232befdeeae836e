import type { ReactNode } from 'react';
import { useHasPermi, useHasRole, type MatchMode } from './hooks.ts';

interface GuardProps {
  value: readonly string[];
  mode?: MatchMode;
  children: ReactNode;
  /** Rendered instead when the check fails; nothing by default (the element is removed, SPEC §6). */
  fallback?: ReactNode;
}

/** `<HasPermi value={['system:user:create']}>…</HasPermi>`: the port of `v-hasPermi`. */
export function HasPermi({ value, mode, children, fallback = null }: GuardProps) {
  return <>{useHasPermi(value, mode) ? children : fallback}</>;
}

/** `<HasRole value={['dbt']}>…</HasRole>`: the port of `v-hasRole`. */
export function HasRole({ value, mode, children, fallback = null }: GuardProps) {
  return <>{useHasRole(value, mode) ? children : fallback}</>;
}
