import { http } from '../../api/index.ts';

/** renda_activity_user.join_type */
export const JOIN = { INVITED: 1, SIGNED_UP: 2 } as const;

/** An activity as 我的活动 lists it (`/renda/activity/my-page`): the activity, and the caller's own part in it. */
export interface MyActivity {
  id: number;
  title: string;
  activityType: string;
  startTime: number;
  endTime: number;
  address: string;
  longitude: number | null;
  latitude: number | null;
  checkinRadius: number;
  status: number;
  signupOpen: boolean;
  signupLimit: number | null;
  signupDeadline: number | null;
  signupCount: number;
  /** null: not taking part (an activity open for sign-up) */
  joinType: number | null;
  checkinTime: number | null;
  checkinDistance: number | null;
  attendance: number | null;
  /** when the check-in opens (30 minutes before the start) */
  checkinOpens: number;
}

export interface RosterRow {
  userId: number;
  deputyName: string | null;
  mobile: string | null;
  joinType: number;
  joinTime: number;
  checkinTime: number | null;
  checkinDistance: number | null;
  checkinPhotoUrl: string | null;
  attendance: number | null;
  markTime: number | null;
  markReason: string | null;
  markerName: string | null;
  state: 'checkedIn' | 'present' | 'absent' | 'pending';
}

export interface Roster {
  activity: { id: number; title: string; startTime: number; endTime: number };
  summary: { invited: number; signedUp: number; checkedIn: number; absent: number };
  list: RosterRow[];
}

/** `/renda/activity/*` beyond the generated routes (docs/activities.md "Sign-up, check-in and the roster"). */
export const myActivityApi = {
  myPage: (query: Record<string, unknown>) => http.get<{ list: MyActivity[]; total: number }>('/renda/activity/my-page', query),
  signUp: (id: number) => http.post<boolean>('/renda/activity/sign-up', { id }),
  withdraw: (id: number) => http.post<boolean>('/renda/activity/withdraw', { id }),
  checkIn: (body: { id: number; longitude: number; latitude: number; photoUrl?: string }) =>
    http.request<{ distance: number; checkinTime: number }>({ url: '/renda/activity/check-in', method: 'PUT', data: body, silent: true }),
  roster: (id: number) => http.get<Roster>('/renda/activity/roster', { id }),
  mark: (body: { id: number; userId: number; present: boolean; reason: string }) => http.put<boolean>('/renda/activity/attendance', body),
};
