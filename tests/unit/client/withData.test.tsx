// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withData } from '../../../src/client/i18n/withData.tsx';

const translate = (key: string, values?: Record<string, unknown>) =>
  ({ dictOf: 'Dictionary type: %{name} (%{type})', rev: '%{type} / %{name}' })[key]!.replace(/%\{(\w+)\}/g, (_, k: string) => String(values?.[k]));

describe('withData', () => {
  it('puts each value in a data span, in the place the sentence gives it', () => {
    const { container } = render(<p>{withData(translate, 'dictOf', { name: '履职报告状态', type: 'renda_report_status' })}</p>);
    expect(container.textContent).toBe('Dictionary type: 履职报告状态 (renda_report_status)');
    expect([...container.querySelectorAll('[data-i18n="data"]')].map((e) => e.textContent)).toEqual(['履职报告状态', 'renda_report_status']);
    const { container: reversed } = render(<p>{withData(translate, 'rev', { name: 'a', type: 'b' })}</p>);
    expect(reversed.textContent).toBe('b / a');
  });
});
