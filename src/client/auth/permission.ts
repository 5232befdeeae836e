import { sessionStore } from './session.ts';

/**
 * Permission and role checks of SPEC §6 / API-CONTRACT §6.6. A permission matches when the user holds
 * `*:*:*` or the exact code; a role matches when the user has `admin` or `super_admin` (yudao's super-admin
 * code) or the exact role. "Any" variants pass when one listed value matches, "all" variants when each does.
 */
export const ALL_PERMISSION = '*:*:*';
export const SUPER_ROLES: readonly string[] = ['admin', 'super_admin'];

export const PERMI_REQUIRED = '请设置操作权限标签值';
export const ROLE_REQUIRED = '请设置角色权限标签值';

function requireList(value: unknown, message: string): string[] {
  if (!Array.isArray(value) || value.length === 0) throw new Error(message);
  return value as string[];
}

export function checkPermi(value: readonly string[], held: readonly string[] = sessionStore.get().permissions): boolean {
  const wanted = requireList(value, PERMI_REQUIRED);
  return held.some((p) => p === ALL_PERMISSION || wanted.includes(p));
}

export function checkPermiAll(value: readonly string[], held: readonly string[] = sessionStore.get().permissions): boolean {
  const wanted = requireList(value, PERMI_REQUIRED);
  return held.includes(ALL_PERMISSION) || wanted.every((p) => held.includes(p));
}

export function checkRole(value: readonly string[], held: readonly string[] = sessionStore.get().roles): boolean {
  const wanted = requireList(value, ROLE_REQUIRED);
  return held.some((r) => SUPER_ROLES.includes(r) || wanted.includes(r));
}

export function checkRoleAll(value: readonly string[], held: readonly string[] = sessionStore.get().roles): boolean {
  const wanted = requireList(value, ROLE_REQUIRED);
  return held.some((r) => SUPER_ROLES.includes(r)) || wanted.every((r) => held.includes(r));
}
