import { useEffect, useState } from 'react';
import { findResource, http, manifestStore, operationRequest } from '../../api/index.ts';
import { useStore } from '../../lib/index.ts';

export interface SimpleOption {
  value: number | string;
  label: string;
}

/** The resource whose simple list names a reference, when it has one (known before its rows arrive). */
function useSimpleTarget(resourceName: string | undefined) {
  const resources = useStore(manifestStore, (s) => s.resources);
  const target = resourceName ? findResource(resources, resourceName) : undefined;
  return target?.endpoints.listAllSimple ? target : undefined;
}

/** Whether a reference is chosen from a list (true while its rows still load): its input is a picker, not an id box. */
export function useHasSimpleOptions(resourceName: string | undefined): boolean {
  return useSimpleTarget(resourceName) !== undefined;
}

/**
 * A resource's rows as choices, from its list-all-simple (the id and its label field, the second simple field):
 * what a reference is chosen from in forms and filters and shown by. null while loading or when the resource has
 * no such list (the caller falls back to the id).
 */
export function useSimpleOptions(resourceName: string | undefined): SimpleOption[] | null {
  const target = useSimpleTarget(resourceName);
  const [options, setOptions] = useState<SimpleOption[] | null>(null);
  useEffect(() => {
    if (!target) return;
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
