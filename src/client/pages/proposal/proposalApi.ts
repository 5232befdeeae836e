import { http } from '../../api/index.ts';

/** A file of our storage as a proposal keeps it (attachments, replies' files). */
export interface FileRef {
  name: string;
  url: string;
}

/** `renda_proposal_status` (docs/proposals.md "States"). */
export const STATUS = { DRAFT: 0, REVIEW: 1, RETURNED: 2, TO_ASSIGN: 3, HANDLING: 4, TO_RATE: 5, CLOSED: 6 } as const;
/** The model's user tasks by BPMN element id: what a task of `tasks` asks the caller to do. */
export const TASK = { REVIEW: 'review', REVISE: 'revise', ASSIGN: 'assign', HANDLE: 'handle', FEEDBACK: 'feedback' } as const;
/** `renda_handle_type` as a proposal's units use it. */
export const HANDLE_TYPE = { LEAD: '1', ASSIST: '2' } as const;
/** The root department whose sub-departments are the handling units. */
export const UNIT_ROOT_NAME = '承办单位';

/** One unit's row of one round: the assignment and its reply. */
export interface ProposalUnit {
  id: number;
  deptId: number;
  deptName: string | null;
  handleType: string;
  handlerUserId: number | null;
  handlerName: string | null;
  round: number;
  status: number;
  replyContent: string | null;
  handleResult: string | null;
  resultType: string | null;
  replyFiles: FileRef[] | null;
  replyTime: number | null;
  deadline: number | null;
  overdue: boolean;
}

/** GET /renda/proposal/get: the proposal, its people by name, its units and the caller's open tasks on it. */
export interface Proposal {
  id: number;
  title: string;
  type: string;
  category: string | null;
  content: string | null;
  deputyId: number;
  deputyName: string | null;
  cosignerIds: number[];
  cosigners: { id: number; nickname: string | null }[];
  contactName: string | null;
  contactMobile: string | null;
  openStatus: string | null;
  attachments: FileRef[] | null;
  session: string | null;
  year: number | null;
  serialNo: number | null;
  status: number;
  converted: boolean;
  result: string | null;
  satisfaction: string | null;
  feedback: string | null;
  round: number;
  processInstanceId: string | null;
  deadline: number | null;
  overdue: boolean;
  submitTime: number | null;
  closeTime: number | null;
  createTime: number;
  /** The liaison-station feedback it was made from (转为建议), if any. */
  stationFeedbackId?: number | null;
  units: ProposalUnit[];
  tasks: { id: string; key: string; name: string }[];
}

/** What the deputy writes (create, update). */
export interface ProposalInput {
  title: string;
  type: string;
  category: string | null;
  content: string | null;
  cosignerIds: number[];
  contactName: string | null;
  contactMobile: string | null;
  openStatus: string | null;
  attachments: FileRef[];
  session: string | null;
  year: number | null;
}

/** A row of 我的建议 and 办理建议 (the handle page adds the caller's unit's row). */
export interface ProposalItem {
  id: number;
  title: string;
  type: string;
  category: string | null;
  deputyName: string | null;
  session: string | null;
  serialNo: number | null;
  status: number;
  deptName?: string | null;
  result: string | null;
  satisfaction: string | null;
  submitTime: number | null;
  createTime: number;
  cosigned?: boolean;
  unitDeptName?: string | null;
  handleType?: string;
  unitRound?: number;
  unitStatus?: number;
  unitDeadline?: number | null;
  unitOverdue?: boolean;
}

export interface Page<T> {
  list: T[];
  total: number;
}

export type ReviewDecision = 'accept' | 'return' | 'convert';

export const proposalApi = {
  get: (id: number | string) => http.get<Proposal>('/renda/proposal/get', { id }),
  create: (input: ProposalInput) => http.post<number>('/renda/proposal/create', input),
  update: (id: number, input: ProposalInput) => http.put<boolean>('/renda/proposal/update', { id, ...input }),
  remove: (id: number) => http.delete<boolean>('/renda/proposal/delete', { id }),
  submit: (id: number) => http.put<boolean>('/renda/proposal/submit', { id }),
  myPage: (query: Record<string, unknown>) => http.get<Page<ProposalItem>>('/renda/proposal/my-page', query),
  handlePage: (query: Record<string, unknown>) => http.get<Page<ProposalItem>>('/renda/proposal/handle-page', query),
  review: (id: number, decision: ReviewDecision, reason: string) => http.put<boolean>('/renda/proposal/review', { id, decision, reason }),
  assign: (id: number, units: { deptId: number; handleType: string }[], reason: string) =>
    http.put<boolean>('/renda/proposal/assign', { id, units, reason }),
  reply: (input: { id: number; content: string; handleResult: string; resultType: string | null; files: FileRef[] }) =>
    http.put<boolean>('/renda/proposal/reply', input),
  feedback: (id: number, satisfaction: string, opinion: string) => http.put<boolean>('/renda/proposal/feedback', { id, satisfaction, opinion }),
  /** yudao's file upload (multipart `file`) → the file's URL in our storage. */
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<string>('/infra/file/upload', form);
  },
};
