import type { ReactNode } from 'react';
import type { Operation } from '../../shared/manifest/types.ts';
import { hasOperation, type ManifestResource } from '../api/index.ts';
import { HasPermi } from '../auth/index.ts';
import { permissionOf } from './hooks/useAllowed.ts';

/**
 * Renders its children only when the resource offers the operation and the user holds its permission code
 * (SPEC §6: an element the user may not use is removed, not disabled).
 */
export function Guarded({ resource, op, children }: { resource: ManifestResource; op: Operation; children: ReactNode }) {
  if (!hasOperation(resource, op)) return null;
  const code = permissionOf(resource, op);
  return code ? <HasPermi value={[code]}>{children}</HasPermi> : <>{children}</>;
}
