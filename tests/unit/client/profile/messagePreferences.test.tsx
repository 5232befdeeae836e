// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagePreferences } from '../../../../src/client/pages/profile/MessagePreferences.tsx';
import { renderWithAdmin } from '../resources/support.tsx';

const api = vi.hoisted(() => ({ getMessagePreferences: vi.fn(), saveMessagePreferences: vi.fn() }));
vi.mock('../../../../src/client/pages/profile/profileApi.ts', () => api);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** 消息设置 (issue 33): the kinds with their SMS and mail switches; turning SMS off for 待办任务 saves just that. */
describe('MessagePreferences', () => {
  it('shows each kind with its switches and saves what the user turned off', async () => {
    api.getMessagePreferences.mockResolvedValue([
      { kind: 'task', title: '待办任务', smsEnabled: true, mailEnabled: true },
      { kind: 'survey', title: '问卷调查', smsEnabled: true, mailEnabled: false },
    ]);
    api.saveMessagePreferences.mockResolvedValue(true);
    renderWithAdmin(<MessagePreferences />);
    expect(await screen.findByText('站内信总会送达；短信和邮件可按消息类型关闭（需要手机号码或邮箱，且管理员已启用对应模板）。')).toBeTruthy();
    expect(screen.getByText('问卷调查')).toBeTruthy();
    expect((screen.getByTestId('message-survey-mailEnabled') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByLabelText('待办任务 短信提醒'));
    fireEvent.click(screen.getByTestId('profile-messages-save'));
    await waitFor(() => expect(api.saveMessagePreferences).toHaveBeenCalledTimes(1));
    expect(api.saveMessagePreferences.mock.calls[0]![0]).toEqual([
      { kind: 'task', title: '待办任务', smsEnabled: false, mailEnabled: true },
      { kind: 'survey', title: '问卷调查', smsEnabled: true, mailEnabled: false },
    ]);
  });
});
