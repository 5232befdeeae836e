import type { ComponentType, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { ManifestResource } from '../api/index.ts';
import { checkPermi, sessionStore } from '../auth/index.ts';
import { useStore } from '../lib/index.ts';

/**
 * Extension points of the generated list, registered per resource by features that need more than CRUD (a role's
 * 菜单权限, a user's 分配角色, the menu screen as a tree): the list stays generic and asks the registry.
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
}

/** A screen replacing a resource's generated list (e.g. the menus as a tree table). */
export type ListView = ComponentType<{ resource: ManifestResource }>;

const rowActions = new Map<string, RowAction[]>();
const listViews = new Map<string, ListView>();

/** Adds (or replaces, by key) an extra action of the resource's rows. */
export function registerRowAction(resourceName: string, action: RowAction): void {
  const list = (rowActions.get(resourceName) ?? []).filter((a) => a.key !== action.key);
  rowActions.set(resourceName, [...list, action]);
}

export function unregisterRowAction(resourceName: string, key: string): void {
  rowActions.set(resourceName, (rowActions.get(resourceName) ?? []).filter((a) => a.key !== key));
}

export function rowActionsOf(resourceName: string): readonly RowAction[] {
  return rowActions.get(resourceName) ?? [];
}

/** The extra actions this user may use on the resource's rows. */
export function allowedRowActions(resourceName: string, permissions: readonly string[]): RowAction[] {
  return rowActionsOf(resourceName).filter((a) => !a.permission || checkPermi([a.permission], permissions));
}

export function useRowActions(resourceName: string): RowAction[] {
  const permissions = useStore(sessionStore, (s) => s.permissions);
  return allowedRowActions(resourceName, permissions);
}

export function registerListView(resourceName: string, view: ListView | null): void {
  if (view) listViews.set(resourceName, view);
  else listViews.delete(resourceName);
}

export function listViewOf(resourceName: string): ListView | undefined {
  return listViews.get(resourceName);
}
