import { http } from '../../../api/index.ts';

/** BpmProcessDefinitionRespVO as the definition page lists it (+ key and deploymentTime). */
export interface ProcessDefinition {
  id: string;
  key: string;
  version: number;
  name: string;
  description?: string | null;
  category?: string | null;
  /** The name of the tenant's process category with that code. */
  categoryName?: string | null;
  formType?: number | null;
  formId?: number | null;
  formCustomCreatePath?: string | null;
  suspensionState: number;
  deploymentTime: number;
}

export const definitionApi = {
  page: (query: { pageNo: number; pageSize: number; key?: string }) =>
    http.get<{ list: ProcessDefinition[]; total: number }>('/bpm/process-definition/page', query as Record<string, unknown>),
  bpmnXml: (id: string) => http.get<string | null>('/bpm/process-definition/get-bpmn-xml', { id }),
};
