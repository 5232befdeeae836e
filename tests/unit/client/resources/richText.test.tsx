// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManifestResource } from '../../../../src/client/api/index.ts';
import { SchemaForm } from '../../../../src/client/resources/form/SchemaForm.tsx';
import { formSchema } from '../../../../src/client/resources/form/formSchema.ts';
import { manifestResource, renderWithAdmin } from './support.tsx';

let notice: ManifestResource;

beforeAll(async () => {
  // A resource declaring a rich-text field the way a schema would (`widget: 'richtext'`).
  const base = await manifestResource('config');
  notice = {
    ...base,
    name: 'notice',
    uiSchema: {},
    jsonSchema: { type: 'object', properties: { title: { type: 'string', title: '标题' }, content: { type: 'string', title: '内容', widget: 'richtext' } }, required: ['title'] },
  };
});

afterEach(cleanup);

describe('rich-text fields', () => {
  it('use the lazily loaded tiptap editor, with a loading overlay while its script loads', async () => {
    expect(formSchema(notice, 'create').uiSchema.content).toMatchObject({ 'ui:widget': 'richText' });
    renderWithAdmin(<SchemaForm resource={notice} mode="create" formId="f" onSubmit={vi.fn()} initialData={{ content: '<p>你好</p>' }} />);
    expect(screen.getByRole('status').textContent).toContain('编辑器加载中');
    const editor = await screen.findByTestId('rich-text-editor', {}, { timeout: 10_000 });
    await waitFor(() => expect(editor.querySelector('.ProseMirror')?.textContent).toBe('你好'));
    await act(async () => undefined);
  });
});
