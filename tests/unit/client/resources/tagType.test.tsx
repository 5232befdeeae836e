// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManifestResource } from '../../../../src/client/api/index.ts';
import { SchemaForm } from '../../../../src/client/resources/form/SchemaForm.tsx';
import { CellValue } from '../../../../src/client/resources/list/CellValue.tsx';
import { manifestResource, renderWithAdmin } from './support.tsx';

let dictData: ManifestResource;

beforeAll(async () => {
  dictData = await manifestResource('dictData');
});

afterEach(cleanup);

describe('a dictionary entry\'s colour type (issue #13 point 7)', () => {
  it('offers the six tag types by label, each in its colour, with no blank choice', async () => {
    const { container } = renderWithAdmin(<SchemaForm resource={dictData} mode="create" formId="f" onSubmit={vi.fn()} />);
    const field = container.querySelector('#root_colorType') as HTMLElement;
    fireEvent.mouseDown(field);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['默认', '主要', '成功', '信息', '警告', '危险']);
    // Each label is drawn as a sample of its colour (danger is MUI's error colour).
    expect(within(listbox).getByTestId('tag-type-danger').className).toMatch(/colorError/);
    expect(within(listbox).getByTestId('tag-type-primary').className).toMatch(/colorPrimary/);
    fireEvent.click(options[3]);
    expect(field.textContent).toBe('信息');
  });

  it('submits the value, not the label', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithAdmin(
      <SchemaForm resource={dictData} mode="edit" formId="f" initialData={{ id: 1, label: 'a', value: '1', dictType: 't', sort: 0, status: 0, colorType: 'warning' }} onSubmit={onSubmit} />,
    );
    expect((container.querySelector('#root_colorType') as HTMLElement).textContent).toBe('警告');
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ colorType: 'warning' });
  });

  it('shows a stored colour type in the list by its label and colour, and an unknown one as it is', () => {
    const property = dictData.jsonSchema.properties.colorType;
    const { container, unmount } = renderWithAdmin(<CellValue property={property} value="success" />);
    expect(container.textContent).toBe('成功');
    expect(screen.getByTestId('tag-type-success').className).toMatch(/colorSuccess/);
    unmount();
    const other = renderWithAdmin(<CellValue property={property} value="pink" />);
    expect(other.container.textContent).toBe('pink');
  });
});
