// @vitest-environment happy-dom
// Submitting the fill-in page: a refused try warns; a complete answer is sent once confirmed; a stored answer clears the warnings of earlier tries (on a phone
// they would stay over the thanks dialog and the read-only answer), then thanks the respondent.
import { act, renderHook } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { notifier, type NotifierEvent } from '../../../../src/client/api/index.ts';
import { useSubmitFlow } from '../../../../src/client/pages/survey/fill/useSubmitFlow.ts';
import type { FillState } from '../../../../src/client/pages/survey/fill/useFillState.ts';

const api = vi.hoisted(() => ({ answerApi: { create: vi.fn(async () => 1) } }));
vi.mock('../../../../src/client/pages/survey/api.ts', () => api);
vi.mock('react-admin', () => ({ useTranslate: () => (key: string) => key }));
vi.mock('react-router-dom', () => ({ useNavigate: () => vi.fn() }));
vi.mock('../../../../src/client/auth/index.ts', () => ({ useHasPermi: () => true }));

const events: NotifierEvent[] = [];
afterAll(notifier.subscribe((e) => events.push(e)));
afterEach(() => {
  events.length = 0;
  vi.clearAllMocks();
});

function stateWith(problems: { questionId?: number; message: string }[]): FillState {
  return { check: () => problems, submission: [], setServerProblems: vi.fn() } as unknown as FillState;
}

describe('useSubmitFlow', () => {
  it('warns about a required question and sends nothing', async () => {
    const { result } = renderHook(() => useSubmitFlow(7, stateWith([{ message: '第3题为必答题' }]), vi.fn()));
    act(() => result.current.submit());
    expect(events).toEqual([expect.objectContaining({ type: 'toast', level: 'warning', message: expect.objectContaining({ text: '第3题为必答题' }) })]);
    expect(api.answerApi.create).not.toHaveBeenCalled();
    expect(result.current.dialog).toBeNull();
  });

  it('asks before sending a complete answer; 取消 sends nothing', async () => {
    const submitted = vi.fn();
    const { result } = renderHook(() => useSubmitFlow(7, stateWith([]), submitted));
    act(() => result.current.submit());
    expect(result.current.dialog).toBe('submit');
    act(() => result.current.cancelSubmit());
    expect(result.current.dialog).toBeNull();
    expect(api.answerApi.create).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('clears the earlier warnings once the confirmed answer is stored, then thanks', async () => {
    const submitted = vi.fn();
    const { result } = renderHook(() => useSubmitFlow(7, stateWith([]), submitted));
    act(() => result.current.submit());
    await act(() => result.current.confirmSubmit());
    expect(api.answerApi.create).toHaveBeenCalledWith(7, []);
    expect(events).toEqual([{ type: 'clear' }]);
    expect(submitted).toHaveBeenCalled();
    expect(result.current.dialog).toBe('thanks');
  });
});
