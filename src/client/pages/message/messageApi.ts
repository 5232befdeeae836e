import { http } from '../../api/index.ts';

/** A user's in-site message as the server answers it (yudao's NotifyMessageRespVO). */
export interface NotifyMessage {
  id: number;
  templateNickname: string;
  templateContent: string;
  templateType: number;
  readStatus: boolean;
  readTime: number | null;
  createTime: number;
}

/** The calls of the bell, 我的站内信 and the 测试 dialogs (`/system/notify-message/*`, send-mail, send-notify). */
export const messageApi = {
  unreadCount: () => http.request<number>({ method: 'GET', url: '/system/notify-message/get-unread-count', silent: true }),
  unreadList: () => http.get<NotifyMessage[]>('/system/notify-message/get-unread-list'),
  myPage: (query: { pageNo: number; pageSize: number; readStatus?: boolean }) =>
    http.get<{ list: NotifyMessage[]; total: number }>('/system/notify-message/my-page', query),
  // `ids` repeated, as the server reads a list from the query.
  markRead: (ids: readonly number[]) =>
    http.request<boolean>({ method: 'PUT', url: `/system/notify-message/update-read?${ids.map((id) => `ids=${id}`).join('&')}` }),
  markAllRead: () => http.request<boolean>({ method: 'PUT', url: '/system/notify-message/update-all-read' }),
  sendMail: (body: { mail: string; templateCode: string; templateParams: Record<string, string> }) =>
    http.request<number>({ method: 'POST', url: '/system/mail-template/send-mail', data: body }),
  sendNotify: (body: { userId: number; templateCode: string; templateParams: Record<string, string> }) =>
    http.request<number | null>({ method: 'POST', url: '/system/notify-template/send-notify', data: body }),
  sendSms: (body: { mobile: string; templateCode: string; templateParams: Record<string, string> }) =>
    http.request<boolean>({ method: 'POST', url: '/system/sms-template/send-sms', data: body }),
  users: () => http.get<{ id: number; nickname: string }[]>('/system/user/list-all-simple'),
};

/** Other parts of the page (the bell) hear when messages were read here. */
export const MESSAGES_READ_EVENT = 'notify-messages-read';
export const announceRead = (): void => {
  window.dispatchEvent(new Event(MESSAGES_READ_EVENT));
};
