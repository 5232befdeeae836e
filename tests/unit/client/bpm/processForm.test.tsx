// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProcessForm } from '../../../../src/client/pages/bpm/form/index.ts';
import { toRule } from '../../../../src/shared/bpm/formFields.ts';
import { renderWithAdmin } from '../resources/support.tsx';

afterEach(cleanup);

const fields = [
  toRule({ type: 'input', field: 'title', title: '标题', required: true, pattern: '^[A-Z]', patternMessage: '标题须以大写字母开头' }),
  toRule({ type: 'inputNumber', field: 'days', title: '天数' }),
  toRule({ type: 'select', field: 'level', title: '级别', options: [{ label: '一般', value: '1' }, { label: '紧急', value: '2' }] }),
  toRule({ type: 'radio', field: 'kind', title: '类型', options: [{ label: '甲', value: 'a' }, { label: '乙', value: 'b' }] }),
].map((r) => JSON.stringify(r));

const input = (container: HTMLElement, field: string) => container.querySelector(`#root_${field}`) as HTMLInputElement;
const submit = (container: HTMLElement) => act(async () => void fireEvent.submit(container.querySelector('form') as HTMLFormElement));
const errors = () => screen.queryAllByTestId('field-error').map((e) => e.textContent);

describe('<ProcessForm>', () => {
  it('refuses a missing required field and a broken pattern in Chinese, then submits the values', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithAdmin(<ProcessForm conf="{}" fields={fields} onSubmit={onSubmit} submitLabel="发起" />);
    await submit(container);
    expect(errors()).toEqual(['标题不能为空']);
    fireEvent.change(input(container, 'title'), { target: { value: 'abc' } });
    await submit(container);
    expect(errors()).toEqual(['标题须以大写字母开头']);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input(container, 'title'), { target: { value: 'Abc' } });
    fireEvent.change(input(container, 'days'), { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText('乙'));
    await submit(container);
    // an option list picks nothing by itself
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Abc', days: 3, kind: 'b' });
    expect(screen.getByRole('button', { name: '发起' })).toBeTruthy();
  });

  it('shows values read-only, without a submit button', () => {
    const { container } = renderWithAdmin(<ProcessForm conf="{}" fields={fields} value={{ title: 'Abc', days: 2, kind: 'a' }} readOnly />);
    expect(input(container, 'title').value).toBe('Abc');
    expect(input(container, 'title').disabled || input(container, 'title').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });
});
