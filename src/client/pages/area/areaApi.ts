import { http } from '../../api/index.ts';

export interface AreaSimple {
  id: number;
  name: string;
  parentId: number;
}

export interface AreaRow extends AreaSimple {
  code?: string | null;
  areaSource?: string | null;
  quota?: number | null;
  deputyCount: number;
  status: number;
}

export interface DeputyRecord {
  id: number;
  nickname: string;
  rendaNo: string | null;
  deptName: string | null;
  deputyLevel: string | null;
  delegationType: string | null;
  reappointmentStatus: string | null;
  mobile: string | null;
}

/** Every area of the tenant as {id, name, parentId} (the tree selects). */
export const listAllSimpleAreas = (): Promise<AreaSimple[]> => http.get<AreaSimple[]>('/renda/area/list-all-simple');
export const getArea = (id: number): Promise<AreaRow> => http.get<AreaRow>('/renda/area/get', { id });
export const listSubAreas = (parentId: number): Promise<AreaRow[]> => http.get<AreaRow[]>('/renda/area/list', { parentId });
/** The deputies of an area and the areas below it, a page at a time (docs/deputies.md, list-delegate). */
export const pageAreaDeputies = (areaId: number, pageNo: number, pageSize: number): Promise<{ list: DeputyRecord[]; total: number }> =>
  http.get('/system/user/list-delegate', { areaId, pageNo, pageSize });
