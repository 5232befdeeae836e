import { useEffect, useState } from 'react';
import { findResource, http, manifestStore, operationRequest } from '../../api/index.ts';
import { useStore } from '../../lib/index.ts';

export interface SimpleOption {
  value: number | string;
  label: string;
}

/**
 * A resource's rows as choices, from its list-all-simple (the id and its label field, the second simple field):
 * what a reference is chosen from in forms and filters and shown by. null while loading or when the resource has
 * no such list (the caller falls back to the id).
 */
export function useSimpleOptions(resourceName: string | undefined): SimpleOption[] | null {
  const resources = useStore(manifestStore, (s) => s.resources);
  const target = resourceName ? findResource(resources, resourceName) : undefined;
  const [options, setOptions] = useState<SimpleOption[] | null>(null);
  useEffect(() => {
    if (!target?.endpoints.listAllSimple) return;
    let live = true;
    const labelField = target.simpleFields?.[1] ?? 'name';
    http.request<Record<string, unknown>[]>(operationRequest(target, 'listAllSimple'))
      .then((rows) => live && setOptions(rows.map((r) => ({ value: r.id as number, label: String(r[labelField] ?? r.id) }))))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [target]);
  return options;
}
