import { useMemo, useState } from 'react';
import { useListController, useStore as useRaStore, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ManifestResource } from '../../api/index.ts';
import { DEFAULT_PAGE_SIZE, usePhone, type ToolbarColumn } from '../../components/index.ts';
import { actionsColumnWidth, extraActionWidth, fieldTitle } from '../fields.ts';
import { searchFilters } from './searchValues.ts';
import { ROW_OPERATIONS, useAllowedOps } from '../hooks/useAllowed.ts';
import { useRowActions } from '../extensions.ts';

export type ListDialog = { kind: 'create' } | { kind: 'edit'; id: Identifier } | { kind: 'show'; id: Identifier } | null;

export interface SchemaListOptions {
  /** Filters the page fixes (not in the search form), e.g. `{ dictType }` on a dictionary's data page. */
  fixedFilter?: Record<string, unknown>;
  /**
   * Filters set beside the list (the users' department tree): sent with the list and the export and left out of
   * the search form like fixed ones, but not locked in the form. A key with no value is no filter.
   */
  extraFilter?: Record<string, unknown>;
}

const NO_FILTER: Record<string, unknown> = {};

/**
 * The controller of a generated list: react-admin's list controller (paging, sort, filters through the
 * dataProvider) plus the screen's own state: search area shown, visible columns (kept per resource), open dialog,
 * row awaiting delete confirmation.
 */
export function useSchemaList(resource: ManifestResource, options: SchemaListOptions = {}) {
  const locked = options.fixedFilter ?? NO_FILTER;
  const extra = options.extraFilter ?? NO_FILTER;
  const fixedFilter = useMemo(() => (extra === NO_FILTER ? locked : { ...extra, ...locked }), [locked, extra]);
  const { field, order } = resource.list.defaultSort;
  const list = useListController({
    resource: resource.name,
    perPage: DEFAULT_PAGE_SIZE,
    sort: { field, order: order === 'desc' ? 'DESC' : 'ASC' },
    filter: fixedFilter,
    disableSyncWithLocation: true,
    disableAuthentication: true,
    storeKey: false,
  });

  // On a phone the search fields would fill the first screen: there they open from the toolbar's 🔍.
  const [showSearch, setShowSearch] = useState(!usePhone());
  const [hidden, setHidden] = useRaStore<string[]>(`generated.${resource.name}.hiddenColumns`, []);
  const columns: ToolbarColumn[] = useMemo(
    () =>
      resource.list.columns
        .filter((c) => c in resource.jsonSchema.properties || c === 'id')
        .map((key) => ({ key, label: fieldTitle(resource, key), visible: !hidden.includes(key) })),
    [resource, hidden],
  );
  const toggleColumn = (key: string) => setHidden(hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key]);

  const [dialog, setDialog] = useState<ListDialog>(null);
  const [deleting, setDeleting] = useState<RaRecord | null>(null);
  const rowOps = useAllowedOps(resource, ROW_OPERATIONS);
  const extraActions = useRowActions(resource.name);
  const translate = useTranslate();

  return {
    list,
    filters: useMemo(() => searchFilters(resource, fixedFilter), [resource, fixedFilter]),
    fixedFilter,
    lockedFields: useMemo(() => Object.keys(locked), [locked]),
    showSearch,
    toggleSearch: () => setShowSearch((s) => !s),
    columns,
    visibleColumns: columns.filter((c) => c.visible).map((c) => c.key),
    toggleColumn,
    sortBy: (f: string) =>
      list.setSort({ field: f, order: list.sort.field === f && list.sort.order === 'ASC' ? 'DESC' : 'ASC' }),
    search: (filter: Record<string, unknown>) => list.setFilters(filter, undefined, false),
    dialog,
    setDialog,
    deleting,
    setDeleting,
    hasRowActions: rowOps.length + extraActions.length > 0,
    /** Registered extra row actions this user may use (registerRowAction). */
    extraActions,
    /** Room for the row buttons the user has (修改 / 删除 / 详情 and the extra ones, which are a little wider). */
    actionsWidth: actionsColumnWidth(rowOps.length) + extraActions.reduce((sum, a) => sum + extraActionWidth(translate(a.label, { _: a.label }), !!a.icon), 0),
  };
}

export type SchemaListController = ReturnType<typeof useSchemaList>;
