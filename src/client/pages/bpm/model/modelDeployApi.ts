import { http } from '../../../api/index.ts';

/** The model list's latest deployed version (BpmModelPageItemRespVO.processDefinition); null before the first deploy. */
export interface LatestDefinition {
  id: string;
  version: number;
  suspensionState: number;
  deploymentTime: number;
}

export const SUSPENSION = { ACTIVE: 1, SUSPENDED: 2 } as const;

/** Deploying, suspending and importing models (API-CONTRACT §5.2). */
export const modelDeployApi = {
  deploy: (id: number) => http.post<boolean>(`/bpm/model/deploy?id=${id}`),
  updateState: (id: number, state: number) => http.put<boolean>('/bpm/model/update-state', { id, state }),
  import: (fields: { key: string; name: string; description: string }, file: File) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('bpmnFile', file, file.name);
    return http.request<number>({ url: '/bpm/model/import', method: 'POST', data: form });
  },
};
