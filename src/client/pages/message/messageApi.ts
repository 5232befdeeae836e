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
  /** What the sender filled in; `link` is where the message's item is done or read (the outbox's `{link}`). */
  templateParams?: Record<string, unknown> | null;
}

/**
 * The page a message opens, as a path of this app: the outbox gives in-site messages a path (`/bpm/task/open/12`),
 * SMS and mail an absolute address; an address of another site is never followed from a message.
 */
export function messageLink(message: Pick<NotifyMessage, 'templateParams'>): string | null {
  const link = message.templateParams?.link;
  if (typeof link !== 'string' || !link) return null;
  try {
    const url = new URL(link, window.location.origin);
    return url.origin === window.location.origin && url.pathname.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
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
    http.request<number>({ method: 'POST', url: '/system/sms-template/send-sms', data: body }),
  users: () => http.get<{ id: number; nickname: string }[]>('/system/user/list-all-simple'),
};

/** Other parts of the page (the bell) hear when messages were read here. */
export const MESSAGES_READ_EVENT = 'notify-messages-read';
export const announceRead = (): void => {
  window.dispatchEvent(new Event(MESSAGES_READ_EVENT));
};
