import { http } from '../../api/index.ts';

/** `GET /system/user/profile/get` (yudao's UserProfileRespVO, with the tenant this server adds for the card). */
export interface Profile {
  id: number;
  username: string;
  nickname: string;
  email: string | null;
  mobile: string | null;
  sex: number | null;
  avatar: string;
  createTime: number;
  roles: { id: number; name: string }[];
  dept: { id: number; name: string | null } | null;
  posts: { id: number; name: string }[];
  tenant: { id: number; name: string } | null;
}

export type BasicInfo = Pick<Profile, 'nickname' | 'mobile' | 'email' | 'sex'>;

/** A bound social account (`/system/social-user/get-bind-list`). */
export interface SocialUser {
  id: number;
  type: number;
  openid: string;
  nickname?: string;
  avatar?: string;
}

export const getProfile = (): Promise<Profile> => http.get('/system/user/profile/get');

/** Silent: the form shows the server's field messages beside the fields. */
export const updateProfile = (info: BasicInfo): Promise<boolean> =>
  http.put('/system/user/profile/update', { ...info, email: info.email || null, mobile: info.mobile || null }, { silent: true });

export const updatePassword = (oldPassword: string, newPassword: string): Promise<boolean> =>
  http.put('/system/user/profile/update-password', { oldPassword, newPassword }, { silent: true });

/** Multipart `avatarFile`, as yudao's contract; answers the stored image's URL. */
export function uploadAvatar(image: Blob): Promise<string> {
  const form = new FormData();
  form.append('avatarFile', image, 'avatar.png');
  return http.request<string>({ url: '/system/user/profile/update-avatar', method: 'PUT', data: form, silent: true });
}

export const socialBindList = (): Promise<SocialUser[]> => http.get('/system/social-user/get-bind-list');

/** 解绑 (yudao's DELETE /system/social-user/unbind): the caller's own binding only. */
export const socialUnbind = (type: number, openid: string): Promise<boolean> => http.request({ url: '/system/social-user/unbind', method: 'DELETE', data: { type, openid } });

/** One kind of message and whether its SMS and mail come (`/system/user/profile/message-preference`). */
export interface MessagePreference {
  kind: string;
  title: string;
  smsEnabled: boolean;
  mailEnabled: boolean;
}

export const getMessagePreferences = (): Promise<MessagePreference[]> => http.get('/system/user/profile/message-preference');

export const saveMessagePreferences = (preferences: MessagePreference[]): Promise<boolean> =>
  http.put('/system/user/profile/message-preference', { preferences: preferences.map(({ kind, smsEnabled, mailEnabled }) => ({ kind, smsEnabled, mailEnabled })) });
