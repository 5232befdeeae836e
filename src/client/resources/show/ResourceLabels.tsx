import { useSimpleOptions } from '../hooks/useSimpleOptions.ts';

/**
 * The names of the ids a `resourceSelect` field holds (a user's posts, a tenant's package), as the form shows them:
 * looked up in the target resource's list-all-simple; an id not found there shows as it is.
 */
export function ResourceLabels({ resourceName, value }: { resourceName: string; value: unknown }) {
  const options = useSimpleOptions(resourceName);
  const names = options && new Map<unknown, string>(options.map((o) => [o.value, o.label]));
  const ids = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return <>{ids.map((id) => names?.get(id) ?? String(id)).join('，')}</>;
}
