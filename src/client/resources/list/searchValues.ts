import type { FilterSpec } from '../../../shared/manifest/types.ts';
import type { ManifestResource } from '../../api/index.ts';

/**
 * The search form's values: one per manifest filter (a string, a list for `in`, `[begin, end]` day strings for a
 * date range). Empty values are left out of the filter react-admin gets; the dataProvider turns the rest into query
 * parameters (dataRequests.ts).
 */
export type SearchValue = string | number | boolean | string[] | [string, string] | undefined;
export type SearchValues = Record<string, SearchValue>;

/** The filters the form shows: the manifest's, without those the page fixes (dict data of one type). */
export function searchFilters(resource: ManifestResource, fixed: Record<string, unknown> = {}): FilterSpec[] {
  return resource.list.filters.filter((f) => !(f.field in fixed) && !resource.jsonSchema.properties[f.field]?.writeOnly);
}

const blank = (v: unknown): boolean => v === undefined || v === null || v === '';

/** The filter object for react-admin: empty fields, empty lists and empty ranges removed. */
export function cleanFilter(values: SearchValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      if (value.some((v) => !blank(v))) out[key] = value;
    } else if (!blank(value)) {
      out[key] = value;
    }
  }
  return out;
}

/** The form's values for a filter object (e.g. the list's current filter when the form mounts again). */
export function valuesFromFilter(filters: readonly FilterSpec[], filter: Record<string, unknown>): SearchValues {
  const out: SearchValues = {};
  for (const { field } of filters) if (field in filter) out[field] = filter[field] as SearchValue;
  return out;
}
