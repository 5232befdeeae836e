import { useEffect, useState } from 'react';
import { findResource, http, manifestStore, operationRequest } from '../../api/index.ts';
import { useStore } from '../../lib/index.ts';

/**
 * The names of the ids a `resourceSelect` field holds (a user's posts, a tenant's package), as the form shows them:
 * looked up in the target resource's list-all-simple; an id not found there shows as it is.
 */
export function ResourceLabels({ resourceName, value }: { resourceName: string; value: unknown }) {
  const resources = useStore(manifestStore, (s) => s.resources);
  const target = findResource(resources, resourceName);
  const [names, setNames] = useState<Map<unknown, string> | null>(null);
  useEffect(() => {
    if (!target?.endpoints.listAllSimple) return;
    let live = true;
    const labelField = target.simpleFields?.[1] ?? 'name';
    http.request<Record<string, unknown>[]>(operationRequest(target, 'listAllSimple'))
      .then((rows) => live && setNames(new Map(rows.map((r) => [r.id, String(r[labelField] ?? r.id)]))))
      .catch(() => live && setNames(new Map()));
    return () => {
      live = false;
    };
  }, [target]);
  const ids = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return <>{ids.map((id) => names?.get(id) ?? String(id)).join('，')}</>;
}
