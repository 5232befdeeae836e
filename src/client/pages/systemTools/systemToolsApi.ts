import { http } from '../../api/index.ts';

/** Every tag of every sensitive word (the test dialog's choices). */
export const sensitiveWordTags = (): Promise<string[]> => http.get<string[]>('/system/sensitive-word/get-tags');

/** The enabled sensitive words found in a text, of the given tags only when some are given. */
export const validateText = (text: string, tags: readonly string[]): Promise<string[]> =>
  http.get<string[]>('/system/sensitive-word/validate-text', { text, ...(tags.length ? { tags: tags.join(',') } : {}) });

/** yudao's ApiErrorLogProcessStatusEnum values an administrator may set. */
export const PROCESSED = 1;
export const IGNORED = 2;

/** Marks an API error log row 已处理 or 已忽略 (once). */
export const updateErrorLogStatus = (id: number, processStatus: number): Promise<boolean> =>
  http.request<boolean>({ method: 'PUT', url: '/infra/api-error-log/update-status', params: { id, processStatus } });
