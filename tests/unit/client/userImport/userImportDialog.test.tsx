// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, type ManifestResource } from '../../../../src/client/api/index.ts';
import { resetSession } from '../../../../src/client/auth/index.ts';
import { allowedToolbarActions, rowActionsOf, toolbarActionsOf } from '../../../../src/client/resources/extensions.ts';
import { SchemaList } from '../../../../src/client/resources/list/SchemaList.tsx';
import { installPermissionActions } from '../../../../src/client/pages/permission/register.ts';
import UserImportDialog from '../../../../src/client/pages/userImport/UserImportDialog.tsx';
import { installUserImport } from '../../../../src/client/pages/userImport/register.ts';
import { grantableCodes } from '../../../support/permissionCatalogue.ts';
import { fakeDataProvider, loadDicts, manifestResource, renderWithAdmin, signInWith } from '../resources/support.tsx';
import { json, setupHttp } from '../support/mockHttp.ts';

const api = vi.hoisted(() => ({ importUsers: vi.fn(), downloadUserImportTemplate: vi.fn() }));
vi.mock('../../../../src/client/api/system/user.ts', () => api);

let user: ManifestResource;
beforeAll(async () => {
  user = await manifestResource('user');
  installUserImport();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  resetSession();
});

const xlsx = (name = '用户.xlsx') => new File([new Uint8Array([80, 75, 3, 4])], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function choose(...files: File[]): void {
  const input = screen.getByTestId('import-file-input');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

function renderDialog() {
  const props = { resource: user, onClose: vi.fn(), onRefresh: vi.fn() };
  renderWithAdmin(<UserImportDialog {...props} />);
  return props;
}

describe('the 用户导入 dialog', () => {
  it('asks for a file, refuses other types, then uploads with the checkbox and shows the report', async () => {
    api.importUsers.mockResolvedValue({ createUsernames: ['zhangsan', 'lisi'], updateUsernames: [], failureUsernames: { admin: '用户账号已经存在' } });
    const { onRefresh } = renderDialog();
    expect(screen.getByTestId('import-dialog').textContent).toContain('用户导入');
    expect(screen.getByText('是否更新已经存在的用户数据')).toBeTruthy();
    expect(screen.getByTestId('import-file-input').getAttribute('accept')).toBe('.xlsx');
    fireEvent.click(screen.getByTestId('import-submit'));
    expect(screen.getByTestId('import-error').textContent).toContain('请上传文件');
    choose(xlsx('users.csv'));
    expect(screen.getByTestId('import-error').textContent).toContain('「users.csv」不是 xlsx 格式文件');
    choose(xlsx('old.xls'));
    expect(screen.getByTestId('import-error').textContent).toContain('「old.xls」不是 xlsx 格式文件，请重新选择（xls 文件请先另存为 xlsx）');
    choose(xlsx(), xlsx('b.xlsx'));
    expect(screen.getByTestId('import-error').textContent).toContain('最多只能上传一个文件！');
    const file = xlsx();
    choose(file);
    expect(screen.queryByTestId('import-error')).toBeNull();
    expect(screen.getByTestId('import-file').textContent).toContain('用户.xlsx');
    fireEvent.click(screen.getByTestId('import-update-support').querySelector('input')!);
    fireEvent.click(screen.getByTestId('import-submit'));
    const report = await screen.findByTestId('import-report');
    expect(api.importUsers).toHaveBeenCalledWith(file, true);
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(screen.getByTestId('import-dialog').textContent).toContain('导入结果');
    expect(report.getAttribute('data-outcome')).toBe('partial');
    expect(screen.getByTestId('import-created').textContent).toBe('上传成功数量：2zhangsanlisi');
    expect(screen.getByTestId('import-updated').textContent).toBe('更新成功数量：0');
    expect(screen.getByTestId('import-failure').textContent).toBe('admin用户账号已经存在');
  });

  it('keeps the dialog and the chosen file when the server refuses the file, with its message', async () => {
    api.importUsers.mockRejectedValue(new ApiError('请求参数不正确:导入文件不是有效的 Excel（.xlsx）文件', { code: 400, kind: 'business' }));
    const { onRefresh, onClose } = renderDialog();
    choose(xlsx('bad.xlsx'));
    fireEvent.click(screen.getByTestId('import-submit'));
    const error = await screen.findByTestId('import-error');
    expect(error.textContent).toContain('上传失败，请您重新上传！');
    expect(error.textContent).toContain('导入文件不是有效的 Excel（.xlsx）文件');
    expect(screen.getByTestId('import-file').textContent).toContain('bad.xlsx');
    expect((screen.getByTestId('import-submit') as HTMLButtonElement).disabled).toBe(false);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('downloads the template through the api', async () => {
    api.downloadUserImportTemplate.mockResolvedValue('用户导入模板.xlsx');
    renderDialog();
    fireEvent.click(screen.getByTestId('import-template'));
    await waitFor(() => expect(api.downloadUserImportTemplate).toHaveBeenCalledOnce());
  });
});

describe('导入 in the toolbar of the generated user list', () => {
  const ROWS = [{ id: 1, username: 'admin', nickname: '超级管理员', status: 0 }];

  it('shows only with system:user:import and opens the dialog', async () => {
    loadDicts();
    signInWith(['system:user:list', 'system:user:import']);
    renderWithAdmin(<SchemaList resource={user} />, fakeDataProvider({ getList: vi.fn(async () => ({ data: ROWS, total: 1 })) as never }));
    await screen.findAllByTestId('result-row');
    fireEvent.click(screen.getByTestId('toolbar-import'));
    expect((await screen.findByTestId('import-dialog')).textContent).toContain('用户导入');
  });

  it('is absent without the permission', async () => {
    loadDicts();
    signInWith(['system:user:list', 'system:user:export']);
    renderWithAdmin(<SchemaList resource={user} />, fakeDataProvider({ getList: vi.fn(async () => ({ data: ROWS, total: 1 })) as never }));
    await screen.findAllByTestId('result-row');
    expect(screen.getByTestId('toolbar-export')).toBeTruthy();
    expect(screen.queryByTestId('toolbar-import')).toBeNull();
    expect(allowedToolbarActions('user', ['*:*:*']).map((a) => a.key)).toEqual(['import']);
  });

  it('every registered toolbar and row action carries a code a seeded role can grant', () => {
    installPermissionActions();
    const grantable = grantableCodes();
    const codes = ['user', 'role', 'menu'].flatMap((r) => [...toolbarActionsOf(r), ...rowActionsOf(r)].map((a) => a.permission));
    expect(codes).toContain('system:user:import');
    expect(codes.filter((c) => !c || !grantable.has(c))).toEqual([]);
  });
});

describe('an upload through the http client', () => {
  it('sends a FormData as multipart (no JSON Content-Type) with the query parameters', async () => {
    const { client, calls, fetch } = setupHttp(() => json({ code: 0, data: { createUsernames: [], updateUsernames: [], failureUsernames: {} } }));
    const form = new FormData();
    form.append('file', xlsx());
    await client.request({ url: '/system/user/import', method: 'POST', params: { updateSupport: false }, data: form });
    expect(calls[0].url.pathname).toBe('/admin-api/system/user/import');
    expect(calls[0].url.search).toBe('?updateSupport=false');
    expect(calls[0].headers['Content-Type']).toBeUndefined();
    expect(fetch.mock.calls[0][1]?.body).toBe(form);
  });
});
