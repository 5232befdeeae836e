import { http } from '../../../api/index.ts';

/** BpmOALeaveRespVO (API-CONTRACT §5.10); times are epoch ms. */
export interface Leave {
  id: number;
  type: number;
  reason: string;
  startTime: number;
  endTime: number;
  result: number;
  processInstanceId: string | null;
  createTime: number;
}

export interface LeaveInput {
  type: number;
  reason: string;
  startTime: number;
  endTime: number;
}

export const leaveApi = {
  create: (input: LeaveInput) => http.post<number>('/bpm/oa/leave/create', input),
  /** `silent`: a failure is the caller's to show (the approver's summary stays quiet), not the http layer's toast */
  get: (id: number | string, silent = false) => http.get<Leave>('/bpm/oa/leave/get', { id }, { silent }),
  page: (query: Record<string, unknown>) => http.get<{ list: Leave[]; total: number }>('/bpm/oa/leave/page', query),
};
