// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { manifestStore, type ManifestResource } from '../../../../src/client/api/index.ts';
import { resetSession } from '../../../../src/client/auth/index.ts';
import { allowedRowActions, listViewOf, registerListView, registerRowAction, rowActionsOf, unregisterRowAction, type RowActionDialogProps } from '../../../../src/client/resources/extensions.ts';
import { ResourcePage } from '../../../../src/client/resources/ResourcePage.tsx';
import { SchemaList } from '../../../../src/client/resources/list/SchemaList.tsx';
import { fakeDataProvider, loadDicts, manifestResource, renderWithAdmin, signInWith } from '../resources/support.tsx';

let config: ManifestResource;
beforeAll(async () => {
  config = await manifestResource('config');
});
afterEach(() => {
  cleanup();
  manifestStore.set({ resources: [], source: null });
  resetSession();
  unregisterRowAction('config', 'probe');
  registerListView('config', null);
});

const ROWS = [
  { id: 2, name: 'a', key: 'k.a', value: '1', type: 1, visible: true },
  { id: 1, name: 'b', key: 'k.b', value: '2', type: 2, visible: true },
];

function Probe({ row, onDone, onClose }: RowActionDialogProps) {
  return (
    <div data-testid="probe-dialog">
      row {String(row.id)}
      <button onClick={onDone}>done</button>
      <button onClick={onClose}>close</button>
    </div>
  );
}

describe('the extension points of the generated list', () => {
  it('keeps one action per key and filters by permission', () => {
    registerRowAction('config', { key: 'probe', label: 'x', permission: 'infra:config:probe' });
    registerRowAction('config', { key: 'probe', label: 'y', permission: 'infra:config:probe' });
    expect(rowActionsOf('config').map((a) => a.label)).toEqual(['y']);
    expect(allowedRowActions('config', ['infra:config:query'])).toEqual([]);
    expect(allowedRowActions('config', ['infra:config:probe'])).toHaveLength(1);
    expect(allowedRowActions('config', ['*:*:*'])).toHaveLength(1);
  });

  it('shows a registered row action to a user who holds its permission, per row, and reloads after done', async () => {
    loadDicts();
    signInWith(['infra:config:query', 'infra:config:probe']);
    registerRowAction('config', { key: 'probe', label: 'app.permission.assignMenu', permission: 'infra:config:probe', visible: (row) => row.id !== 1, dialog: Probe });
    const getList = vi.fn(async () => ({ data: ROWS, total: 2 }));
    renderWithAdmin(<SchemaList resource={config} />, fakeDataProvider({ getList: getList as never }));
    await screen.findAllByTestId('result-row');
    // Only a query permission: no 修改/删除, yet the 操作 column shows for the extra action.
    expect(screen.queryByTestId('row-edit')).toBeNull();
    const buttons = screen.getAllByTestId('row-probe');
    expect(buttons).toHaveLength(1);
    expect(buttons[0].textContent).toBe('菜单权限');
    fireEvent.click(buttons[0]);
    expect((await screen.findByTestId('probe-dialog')).textContent).toContain('row 2');
    const calls = getList.mock.calls.length;
    fireEvent.click(screen.getByText('done'));
    await waitFor(() => expect(screen.queryByTestId('probe-dialog')).toBeNull());
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it('hides the action without its permission', async () => {
    loadDicts();
    signInWith(['infra:config:query']);
    registerRowAction('config', { key: 'probe', label: 'probe', permission: 'infra:config:probe', dialog: Probe });
    renderWithAdmin(<SchemaList resource={config} />, fakeDataProvider({ getList: vi.fn(async () => ({ data: ROWS, total: 2 })) as never }));
    await screen.findAllByTestId('result-row');
    expect(screen.queryByTestId('row-probe')).toBeNull();
  });

  it('shows a registered list view instead of the generated list', async () => {
    signInWith(['*:*:*']);
    manifestStore.set({ resources: [config], source: 'bundle' });
    registerListView('config', ({ resource }) => <div data-testid="custom-view">{resource.name}</div>);
    expect(listViewOf('config')).toBeDefined();
    renderWithAdmin(<ResourcePage resourceName="config" route={{} as never} />);
    expect((await screen.findByTestId('custom-view')).textContent).toBe('config');
  });
});
