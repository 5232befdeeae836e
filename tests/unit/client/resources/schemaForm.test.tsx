// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManifestResource } from '../../../../src/client/api/index.ts';
import { resetSession } from '../../../../src/client/auth/index.ts';
import { SchemaForm } from '../../../../src/client/resources/form/SchemaForm.tsx';
import { installAreaFeatures } from '../../../../src/client/pages/area/register.ts';
import { installDeptFeatures } from '../../../../src/client/pages/dept/register.ts';
import { toChineseErrors, toFieldErrors } from '../../../../src/client/resources/form/validator.ts';
import { i18nProvider } from '../../../../src/client/i18n/i18nProvider.ts';
import { loadDicts, manifestResource, renderWithAdmin } from './support.tsx';

let config: ManifestResource;
let user: ManifestResource;

beforeAll(async () => {
  installDeptFeatures(); // the user form's department tree select
  installAreaFeatures(); // and its deputy's electoral area
  [config, user] = await Promise.all([manifestResource('config'), manifestResource('user')]);
});

afterEach(() => {
  cleanup();
  resetSession();
});

const input = (container: HTMLElement, field: string) => container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#root_${field}`);
const submit = (container: HTMLElement) => act(async () => void fireEvent.submit(container.querySelector('form') as HTMLFormElement));
const errors = () => screen.queryAllByTestId('field-error').map((e) => e.textContent);

describe('<SchemaForm>', () => {
  it('says in Chinese which fields are missing, naming them, and submits nothing', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithAdmin(<SchemaForm resource={config} mode="create" formId="f" onSubmit={onSubmit} />);
    await submit(container);
    expect(errors()).toEqual(['参数分类不能为空', '参数名称不能为空', '参数键名不能为空', '参数键值不能为空', '是否可见不能为空']);
    expect(onSubmit).not.toHaveBeenCalled();
    // No HTML5 validation: the browser would block the submit silently.
    expect(container.querySelector('form')?.noValidate).toBe(true);
  });

  it('uses the schema\'s own message for a pattern and clears errors live once corrected', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithAdmin(<SchemaForm resource={config} mode="create" formId="f" onSubmit={onSubmit} />);
    fireEvent.change(input(container, 'key') as HTMLInputElement, { target: { value: 'bad key!' } });
    await submit(container);
    expect(errors()).toContain('参数键名只能包含字母、数字、点、下划线和中划线');
    fireEvent.change(input(container, 'key') as HTMLInputElement, { target: { value: 'good.key' } });
    await waitFor(() => expect(errors()).not.toContain('参数键名只能包含字母、数字、点、下划线和中划线'));
  });

  it('submits the writable fields with booleans and texts typed', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithAdmin(<SchemaForm resource={config} mode="create" formId="f" onSubmit={onSubmit} />);
    const type = (field: string, value: string) => fireEvent.change(input(container, field) as HTMLElement, { target: { value } });
    type('category', 'biz');
    type('name', '测试参数');
    type('key', 'test.key');
    type('value', '1');
    fireEvent.click(screen.getByLabelText('是'));
    await submit(container);
    expect(onSubmit).toHaveBeenCalledWith({ category: 'biz', name: '测试参数', key: 'test.key', value: '1', visible: true });
  });

  it('edit mode: create-only and read-only fields disabled, dictionary values shown by label', async () => {
    loadDicts();
    const record = { id: 5, category: 'biz', name: 'n', key: 'k.k', value: 'v', type: 1, visible: true, createTime: 1700000000000 };
    const { container } = renderWithAdmin(<SchemaForm resource={config} mode="edit" formId="f" initialData={record} onSubmit={vi.fn()} />);
    expect((input(container, 'key') as HTMLInputElement).disabled).toBe(true);
    expect((input(container, 'id') as HTMLInputElement).disabled).toBe(true);
    expect((input(container, 'name') as HTMLInputElement).disabled).toBe(false);
    expect(container.textContent).toContain('系统内置');
    expect((input(container, 'createTime') as HTMLInputElement).value).toMatch(/^2023-11-1\d \d\d:\d\d:\d\d$/);
  });

  it('edit mode never shows a password; create mode asks for it', () => {
    const { container, unmount } = renderWithAdmin(<SchemaForm resource={user} mode="edit" formId="f" initialData={{ id: 1, username: 'a', nickname: 'b' }} onSubmit={vi.fn()} />);
    expect(input(container, 'password')).toBeNull();
    unmount();
    const created = renderWithAdmin(<SchemaForm resource={user} mode="create" formId="g" onSubmit={vi.fn()} />);
    expect(input(created.container, 'password')?.getAttribute('type')).toBe('password');
  });

  it('shows the server\'s field errors under their fields until the field is edited', async () => {
    const serverErrors = [{ field: 'key', message: '参数配置 key 重复' }];
    const { container } = renderWithAdmin(<SchemaForm resource={config} mode="create" formId="f" onSubmit={vi.fn()} serverErrors={serverErrors} initialData={{ key: 'dup' }} />);
    expect(errors()).toEqual(['参数配置 key 重复']);
    fireEvent.change(input(container, 'key') as HTMLInputElement, { target: { value: 'dup2' } });
    await waitFor(() => expect(errors()).toEqual([]));
  });

  it('coerces integer dictionary values chosen in a select', async () => {
    loadDicts();
    const dictType = await manifestResource('dictType');
    const onSubmit = vi.fn();
    const { container } = renderWithAdmin(<SchemaForm resource={dictType} mode="create" formId="f" onSubmit={onSubmit} />);
    fireEvent.change(input(container, 'name') as HTMLElement, { target: { value: '名称' } });
    fireEvent.change(input(container, 'type') as HTMLElement, { target: { value: 'my_type' } });
    fireEvent.click(screen.getByLabelText('关闭'));
    await submit(container);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ status: 1 }));
  });
});

describe('rjsf errors in the server\'s words', () => {
  it('rewrites required, length and type errors with the field titles', () => {
    const schema = config.jsonSchema;
    const out = toChineseErrors(
      [
        { name: 'required', property: '.name', params: { missingProperty: 'name' }, message: 'x', stack: 'x', schemaPath: '' },
        { name: 'maxLength', property: '.remark', params: { limit: 500 }, message: 'x', stack: 'x', schemaPath: '' },
        { name: 'type', property: '.visible', params: { type: 'boolean' }, message: 'x', stack: 'x', schemaPath: '' },
      ],
      schema,
    );
    expect(out.map((e) => e.message)).toEqual(['参数名称不能为空', '备注长度不能超过 500 个字符', '是否可见的类型不正确，应为布尔值']);
    expect(out[0].stack).toBe('参数名称不能为空');
  });

  it('in English, names the field by its English label and says the rest in English', async () => {
    const errors = [
      { name: 'required', property: '.name', params: { missingProperty: 'name' }, message: 'x', stack: 'x', schemaPath: '' },
      { name: 'maxLength', property: '.remark', params: { limit: 500 }, message: 'x', stack: 'x', schemaPath: '' },
    ];
    const titles: Record<string, string> = { name: 'Name', remark: 'Remark' };
    await i18nProvider.changeLocale('en');
    try {
      const out = toFieldErrors(errors, config.jsonSchema, (field) => titles[field] ?? field);
      expect(out.map((e) => e.message)).toEqual(['Name is required', 'Remark must be at most 500 characters long']);
    } finally {
      await i18nProvider.changeLocale('zh-CN');
    }
    expect(toFieldErrors(errors, config.jsonSchema).map((e) => e.message)).toEqual(['参数名称不能为空', '备注长度不能超过 500 个字符']);
  });
});
