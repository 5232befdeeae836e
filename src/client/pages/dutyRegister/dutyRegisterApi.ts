import { http } from '../../api/index.ts';

/** `renda_duty_register_status` (migration 0045). */
export const DUTY_STATUS = { PENDING: 0, APPROVED: 1, RETURNED: 2 } as const;

export interface DutyRegister {
  id: number;
  deputyId: number;
  deputyName: string | null;
  delegationName: string | null;
  dutyType: string;
  title: string;
  dutyDate: number;
  address: string;
  content: string;
  photoUrls: string[];
  status: number;
  reason: string | null;
  submitTime: number;
  reviewerName: string | null;
  reviewTime: number | null;
}

export interface DutyInput {
  dutyType: string;
  title: string;
  dutyDate: number;
  address: string;
  content: string;
  photoUrls: string[];
}

/** `/renda/duty-register/*` (docs/duty-record.md "API"). */
export const dutyRegisterApi = {
  myPage: (query: Record<string, unknown>) => http.get<{ list: DutyRegister[]; total: number }>('/renda/duty-register/my-page', query),
  page: (query: Record<string, unknown>) => http.get<{ list: DutyRegister[]; total: number }>('/renda/duty-register/page', query),
  get: (id: number) => http.get<DutyRegister>('/renda/duty-register/get', { id }),
  create: (input: DutyInput) => http.post<number>('/renda/duty-register/create', input),
  update: (id: number, input: Partial<DutyInput>) => http.put<boolean>('/renda/duty-register/update', { id, ...input }),
  remove: (id: number) => http.delete<boolean>('/renda/duty-register/delete', { id }),
  review: (id: number, decision: 'approve' | 'return', reason: string) => http.put<boolean>('/renda/duty-register/review', { id, decision, reason }),
};
