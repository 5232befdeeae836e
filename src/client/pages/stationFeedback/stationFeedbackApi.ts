import { http } from '../../api/index.ts';

/** `renda_station_feedback_status` (docs/stations.md). */
export const FEEDBACK_STATUS = { PENDING: '0', HANDLING: '1', REPLIED: '2', FINISHED: '3' } as const;

export interface Person {
  id: number;
  nickname: string;
}

/** A row of `/renda/station-feedback/page` and `my-page`. */
export interface FeedbackRow {
  id: number;
  trackingNo: string;
  stationId: number;
  stationName: string | null;
  feedbackType: string;
  content: string;
  name: string | null;
  anonymous: boolean | null;
  status: string;
  handleDeptId: number | null;
  handleDeptName: string | null;
  replyTime: number | null;
  finishTime: number | null;
  proposalId: number | null;
  createTime: number;
  overdue: boolean;
  assignees: Person[];
}

export interface FeedbackLog {
  id: number;
  action: 'submit' | 'assign' | 'reply' | 'finish' | 'to-proposal';
  operatorId: number | null;
  operatorName: string | null;
  content: string | null;
  createTime: number;
}

/** `/renda/station-feedback/detail`: the feedback, its timeline, its proposal and what the caller may do. */
export interface FeedbackDetail extends Omit<FeedbackRow, 'stationName'> {
  stationName: string | null;
  stationAddress: string | null;
  mobile: string | null;
  photoUrls: string[] | null;
  reply: string | null;
  logs: FeedbackLog[];
  proposal: { id: number; title: string; status: number; statusLabel: string } | null;
  choices: { deputies: Person[]; depts: { id: number; name: string; parentId: number }[] } | null;
  actions: { assign: boolean; reply: boolean; finish: boolean; toProposal: boolean };
}

export interface Figures {
  total: number;
  handled: number;
  finished: number;
  overdue: number;
  handledRate: number | null;
  avgReplyHours: number | null;
}

export interface FeedbackStatistics extends Figures {
  byStation: (Figures & { stationId: number; stationName: string })[];
  byType: { feedbackType: string; label: string; count: number }[];
  byStatus: { status: string; label: string; count: number }[];
  byMonth: (Figures & { month: string })[];
}

const F = '/renda/station-feedback';

/** `/renda/station-feedback/*` (docs/stations.md "Handling"). */
export const stationFeedbackApi = {
  page: (query: Record<string, unknown>, mine: boolean) => http.get<{ list: FeedbackRow[]; total: number }>(`${F}/${mine ? 'my-page' : 'page'}`, query),
  detail: (id: number) => http.get<FeedbackDetail>(`${F}/detail`, { id }),
  assign: (input: { id: number; assigneeIds: number[]; handleDeptId: number | null; remark?: string }) => http.put<boolean>(`${F}/assign`, input),
  reply: (id: number, reply: string) => http.put<boolean>(`${F}/reply`, { id, reply }),
  finish: (id: number) => http.put<boolean>(`${F}/finish`, { id }),
  toProposal: (id: number) => http.post<{ proposalId: number }>(`${F}/to-proposal`, { id }),
  statistics: (query: Record<string, unknown>) => http.get<FeedbackStatistics>(`${F}/statistics`, query),
  exportStatistics: (query: Record<string, unknown>) => http.download(`${F}/statistics/export-excel`, query),
  stations: () => http.get<{ id: number; name: string }[]>('/renda/station/list-all-simple'),
};
