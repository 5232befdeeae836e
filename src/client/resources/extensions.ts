import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { ManifestResource } from '../api/index.ts';
import type { SearchValue } from './list/searchValues.ts';
import { checkPermi, sessionStore } from '../auth/index.ts';
import { useStore } from '../lib/index.ts';

/**
 * Extension points of the generated list, registered per resource by features that need more than CRUD (a role's
 * 菜单权限, a user's 分配角色, 导入 of users, the menu screen as a tree): the list stays generic and asks the registry.
 */

/** What an extra row action's dialog receives. */
export interface RowActionDialogProps {
  resource: ManifestResource;
  row: RaRecord;
  onClose(): void;
  /** Closes the dialog and reloads the list. */
  onDone(): void;
}

export interface RowAction {
  /** Unique per resource; the button's test id is `row-<key>`. */
  key: string;
  /** An i18n key (or a plain text). */
  label: string;
  /** The permission code that shows the button; none → every user who sees the list. */
  permission?: string;
  icon?: ReactNode;
  /** Shown for this row? (e.g. not for the built-in super_admin role) */
  visible?(row: RaRecord): boolean;
  /** The dialog the button opens (lazy components are fine). */
  dialog?: ComponentType<RowActionDialogProps>;
  /** Instead of a dialog: what the button does. */
  onClick?(row: RaRecord, resource: ManifestResource): void;
  /** Instead of a dialog: the route the button opens (a page of its own, e.g. a survey's designer). */
  to?(row: RaRecord): string;
  color?: 'primary' | 'success' | 'warning' | 'error';
}

/** What an extra toolbar action's dialog receives. */
export interface ToolbarActionDialogProps {
  resource: ManifestResource;
  onClose(): void;
  /** Reloads the list and leaves the dialog open (e.g. to show an import's report). */
  onRefresh(): void;
}

/** A button of the list toolbar, after 新增 and 导出 (e.g. the users' 导入). */
export interface ToolbarAction {
  /** Unique per resource; the button's test id is `toolbar-<key>`. */
  key: string;
  /** An i18n key (or a plain text). */
  label: string;
  /** The permission code that shows the button; none → every user who sees the list. */
  permission?: string;
  icon?: ReactNode;
  color?: 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';
  /** The dialog the button opens (lazy components are fine). */
  dialog?: ComponentType<ToolbarActionDialogProps>;
  /** Instead of a dialog: what the button does. */
  onClick?(resource: ManifestResource): void;
}

/** A screen replacing a resource's generated list (e.g. the menus as a tree table). */
export type ListView = ComponentType<{ resource: ManifestResource }>;

const rowActions = new Map<string, RowAction[]>();
const toolbarActions = new Map<string, ToolbarAction[]>();
const listViews = new Map<string, ListView>();

/** Adds or replaces, by key, in a per-resource list (registering again on a hot reload must not duplicate). */
function put<T extends { key: string }>(registry: Map<string, T[]>, resourceName: string, item: T): void {
  registry.set(resourceName, [...(registry.get(resourceName) ?? []).filter((a) => a.key !== item.key), item]);
}

const permitted = <T extends { permission?: string }>(items: readonly T[], permissions: readonly string[]): T[] =>
  items.filter((a) => !a.permission || checkPermi([a.permission], permissions));

/** Adds (or replaces, by key) an extra action of the resource's rows. */
export function registerRowAction(resourceName: string, action: RowAction): void {
  put(rowActions, resourceName, action);
}

export function unregisterRowAction(resourceName: string, key: string): void {
  rowActions.set(resourceName, (rowActions.get(resourceName) ?? []).filter((a) => a.key !== key));
}

export function rowActionsOf(resourceName: string): readonly RowAction[] {
  return rowActions.get(resourceName) ?? [];
}

/** The extra actions this user may use on the resource's rows. */
export function allowedRowActions(resourceName: string, permissions: readonly string[]): RowAction[] {
  return permitted(rowActionsOf(resourceName), permissions);
}

export function useRowActions(resourceName: string): RowAction[] {
  const permissions = useStore(sessionStore, (s) => s.permissions);
  return allowedRowActions(resourceName, permissions);
}

/** Adds (or replaces, by key) an extra button of the resource's list toolbar. */
export function registerListToolbarAction(resourceName: string, action: ToolbarAction): void {
  put(toolbarActions, resourceName, action);
}

export function unregisterListToolbarAction(resourceName: string, key: string): void {
  toolbarActions.set(resourceName, (toolbarActions.get(resourceName) ?? []).filter((a) => a.key !== key));
}

export function toolbarActionsOf(resourceName: string): readonly ToolbarAction[] {
  return toolbarActions.get(resourceName) ?? [];
}

/** The extra toolbar buttons this user may use on the resource's list. */
export function allowedToolbarActions(resourceName: string, permissions: readonly string[]): ToolbarAction[] {
  return permitted(toolbarActionsOf(resourceName), permissions);
}

export function useToolbarActions(resourceName: string): ToolbarAction[] {
  const permissions = useStore(sessionStore, (s) => s.permissions);
  return allowedToolbarActions(resourceName, permissions);
}

/** The generated row buttons a row-level rule may hide. */
export type BuiltInRowAction = 'edit' | 'delete' | 'detail';

/**
 * Rules on the generated 修改 / 删除 / 详情 by a row's state (a finished survey is not edited, a published one not
 * deleted): the server refuses them anyway, the list does not offer what would be refused.
 */
const builtInRules = new Map<string, Partial<Record<BuiltInRowAction, (row: RaRecord) => boolean>>>();

export function registerBuiltInRowRule(resourceName: string, action: BuiltInRowAction, visible: (row: RaRecord) => boolean): void {
  builtInRules.set(resourceName, { ...builtInRules.get(resourceName), [action]: visible });
}

/** Whether the generated button is offered on this row (permissions are checked apart). */
export function builtInRowActionVisible(resourceName: string, action: BuiltInRowAction, row: RaRecord): boolean {
  return builtInRules.get(resourceName)?.[action]?.(row) ?? true;
}

export function registerListView(resourceName: string, view: ListView | null): void {
  if (view) listViews.set(resourceName, view);
  else listViews.delete(resourceName);
}

export function listViewOf(resourceName: string): ListView | undefined {
  return listViews.get(resourceName);
}

/** What a search field of a feature's own receives: the search form's value of its filter. */
export interface FilterWidgetProps {
  label: string;
  value: SearchValue;
  onChange(value: SearchValue): void;
  /** `data-testid` of its input (`filter-<field>`, as the generated fields). */
  testId: string;
}

/**
 * Search fields that a feature draws itself where the generic one would be an id to type (a proposal's 领衔代表 by
 * name, its 主办单位 from the handling units), by resource and filter field.
 */
const filterWidgets = new Map<string, ComponentType<FilterWidgetProps>>();

export function registerFilterWidget(resourceName: string, field: string, widget: ComponentType<FilterWidgetProps>): void {
  filterWidgets.set(`${resourceName}.${field}`, widget);
}

export function filterWidgetOf(resourceName: string, field: string): ComponentType<FilterWidgetProps> | undefined {
  return filterWidgets.get(`${resourceName}.${field}`);
}

/**
 * Form widgets a feature brings to the generated forms, named by a manifest's uiSchema (`"ui:widget": "menuTree"`
 * of a tenant package's menus): the form stays generic and asks the registry.
 */
const formWidgets = new Map<string, ComponentType<WidgetProps>>();

export function registerFormWidget(name: string, widget: ComponentType<WidgetProps>): void {
  formWidgets.set(name, widget);
}

export function registeredFormWidgets(): Record<string, ComponentType<WidgetProps>> {
  return Object.fromEntries(formWidgets);
}

/** What a feature's own drawing of one field in the details view receives. */
export interface DetailFieldProps {
  record: RaRecord;
  value: unknown;
}

/**
 * Details fields that a feature draws itself where the generic value would be raw data (an answer's JSON read as its
 * questions and choices), by resource and field.
 */
const detailFields = new Map<string, ComponentType<DetailFieldProps>>();

export function registerDetailField(resourceName: string, field: string, view: ComponentType<DetailFieldProps>): void {
  detailFields.set(`${resourceName}.${field}`, view);
}

export function detailFieldOf(resourceName: string, field: string): ComponentType<DetailFieldProps> | undefined {
  return detailFields.get(`${resourceName}.${field}`);
}
