import { http } from '../../../api/index.ts';

/** A handler the server has, for the form's choice (GET /infra/job/handlers). */
export interface JobHandlerInfo {
  name: string;
  title: string;
  /** What its parameter means, or null when it takes none. */
  param: string | null;
}

/** infra_job_status: 1 开启, 2 暂停. */
export const JOB_STATUS = { NORMAL: 1, STOP: 2 } as const;

/** yudao's `/infra/job` calls beyond CRUD. */
export const jobApi = {
  updateStatus: (id: number, status: number) => http.put<boolean>('/infra/job/update-status', undefined, { params: { id, status } }),
  trigger: (id: number) => http.put<boolean>('/infra/job/trigger', undefined, { params: { id } }),
  handlers: () => http.get<JobHandlerInfo[]>('/infra/job/handlers'),
  /** The next fire times (epoch ms) of an expression as the server reads it; its refusal is left to the caller. */
  nextTimesOf: (cronExpression: string, count = 5) => http.get<number[]>('/infra/job/get_next_times', { cronExpression, count }, { silent: true }),
};
