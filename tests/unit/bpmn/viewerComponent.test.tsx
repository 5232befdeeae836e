// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/client/i18n/index.ts';
import { ProcessViewer } from '../../../src/client/pages/bpm/viewer/index.ts';
import { RECORDED_XML, REJECTED } from '../../../src/client/pages/bpm/viewer/recordedInstance.ts';
import { installSvgPolyfill } from './support/svgPolyfill.ts';

installSvgPolyfill();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const show = (xml: string | null) => render(
  <I18nContextProvider value={i18nProvider}>
    <ProcessViewer xml={xml} activities={REJECTED.activities} tasks={REJECTED.tasks} processInstance={REJECTED.processInstance} />
  </I18nContextProvider>,
);

describe('<ProcessViewer>', () => {
  it('says 没有可展示的流程图 without a diagram', async () => {
    show(null);
    expect(await screen.findByTestId('viewer-problem')).toHaveProperty('textContent', '没有可展示的流程图');
  });

  it('logs an import failure in Chinese and shows it in place of the diagram, without throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show('<not-bpmn/>');
    await waitFor(() => expect(screen.getByTestId('viewer-problem').textContent).not.toBe(''), { timeout: 15_000 });
    expect(error).toHaveBeenCalled();
    expect(String(error.mock.calls[0][0])).toContain('[流程图] 导入失败');
  });

  it('marks the recorded steps and lists them with their state as text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // happy-dom has no layout to fit the diagram to
    const { container } = show(RECORDED_XML);
    // importing a diagram in happy-dom takes a while on a busy 2-core machine: wait longer than waitFor's 1 s default
    await waitFor(() => expect(container.querySelector('[data-element-id="hrApprove"]')?.getAttribute('class')).toContain('highlight-reject'), { timeout: 15_000 });
    expect(container.querySelector('[data-element-id="financeApprove"]')?.getAttribute('class')).toContain('highlight-cancel');
    // the step list renders on the state update after the import, which may come a turn after the markers
    expect((await screen.findByTestId('viewer-step-hrApprove', {}, { timeout: 15_000 })).textContent).toContain('不通过');
    expect(screen.getByTestId('viewer-step-financeApprove').textContent).toContain('已取消');
    expect(screen.getByTestId('viewer-step-deptApprove').textContent).toContain('王联络');
  });
});
