import { http } from '../../../api/index.ts';

/** A process form as `/bpm/form` answers it (API-CONTRACT §5.4). */
export interface BpmForm {
  id: number;
  name: string;
  status: number;
  conf: string;
  fields: string[];
  remark?: string | null;
  createTime?: number;
}

export type BpmFormInput = Omit<BpmForm, 'id' | 'createTime'> & { id?: number };

export interface FormQuery {
  pageNo: number;
  pageSize: number;
  name?: string;
}

export const formApi = {
  /** Every form as {id, name}: the model form's 流程表单 choices. */
  simpleList: () => http.get<Pick<BpmForm, 'id' | 'name'>[]>('/bpm/form/list-all-simple'),
  page: (query: FormQuery) => http.get<{ list: BpmForm[]; total: number }>('/bpm/form/page', query as unknown as Record<string, unknown>),
  get: (id: number) => http.get<BpmForm>('/bpm/form/get', { id }),
  create: (data: BpmFormInput) => http.post<number>('/bpm/form/create', data),
  update: (data: BpmFormInput) => http.put<boolean>('/bpm/form/update', data),
  remove: (id: number) => http.delete<boolean>('/bpm/form/delete', { id }),
};

/** Dictionary types for a field's options (any signed-in user may list them). */
export const dictTypesApi = {
  list: () => http.get<{ id: number; name: string; type: string }[]>('/system/dict-type/list-all-simple'),
};
