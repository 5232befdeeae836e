import type { Operation } from '../../../shared/manifest/types.ts';
import { hasOperation, type ManifestResource } from '../../api/index.ts';
import { checkPermi, sessionStore } from '../../auth/index.ts';
import { useStore } from '../../lib/index.ts';

/** The permission code of an operation; `login` means any signed-in user, so no check. */
export function permissionOf(resource: ManifestResource, op: Operation): string | null {
  const code = resource.permissions[op];
  return code && code !== 'login' ? code : null;
}

/** May this user use the operation: the resource offers it and the user holds its permission code (SPEC §6)? */
export function isAllowed(resource: ManifestResource, op: Operation, permissions: readonly string[]): boolean {
  if (!hasOperation(resource, op)) return false;
  const code = permissionOf(resource, op);
  return !code || checkPermi([code], permissions);
}

export function useAllowed(resource: ManifestResource, op: Operation): boolean {
  const permissions = useStore(sessionStore, (s) => s.permissions);
  return isAllowed(resource, op, permissions);
}

/** The subset of `ops` this user may use, in order. */
export function useAllowedOps(resource: ManifestResource, ops: readonly Operation[]): Operation[] {
  const permissions = useStore(sessionStore, (s) => s.permissions);
  return ops.filter((op) => isAllowed(resource, op, permissions));
}

/** The operations of a list row's 操作 column (修改 / 删除 / 详情). */
export const ROW_OPERATIONS: readonly Operation[] = ['update', 'delete', 'get'];
