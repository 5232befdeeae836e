import { http } from '../../../api/index.ts';
import type { EnginePrefix } from '../../../../shared/bpmn/index.ts';
import type { LatestDefinition } from './modelDeployApi.ts';

/** A process model as `/bpm/model` answers it (API-CONTRACT §5.2). */
export interface BpmModel {
  id: number;
  key: string;
  name: string;
  category?: string | null;
  /** The name of the tenant's process category with that code (read only). */
  categoryName?: string | null;
  description?: string | null;
  formType?: number | null;
  formId?: number | null;
  formCustomCreatePath?: string | null;
  formCustomViewPath?: string | null;
  enginePrefix?: EnginePrefix | null;
  bpmnXml?: string | null;
  createTime?: number;
  /** The page's latest deployed version. */
  processDefinition?: LatestDefinition | null;
}

export type BpmModelForm = Omit<BpmModel, 'id' | 'createTime' | 'processDefinition' | 'categoryName'> & { id?: number };

export interface ModelQuery {
  pageNo: number;
  pageSize: number;
  key?: string;
  name?: string;
  category?: string;
}

export const modelApi = {
  page: (query: ModelQuery) => http.get<{ list: BpmModel[]; total: number }>('/bpm/model/page', query as unknown as Record<string, unknown>),
  get: (id: number) => http.get<BpmModel>('/bpm/model/get', { id }),
  create: (data: BpmModelForm) => http.post<number>('/bpm/model/create', data),
  update: (data: BpmModelForm) => http.put<boolean>('/bpm/model/update', data),
  /** The designer's save: the draft XML and the engine prefix it was drawn with. Failures are shown by the caller. */
  saveBpmn: (id: number, bpmnXml: string, enginePrefix: EnginePrefix) => http.put<boolean>('/bpm/model/update-bpmn', { id, bpmnXml, enginePrefix }, { silent: true }),
  remove: (id: number) => http.delete<boolean>('/bpm/model/delete', { id }),
};
