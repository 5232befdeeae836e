import { http } from '../../../api/index.ts';

/** A data source the code generator imports tables from; id 0 is the master, the platform's own database. */
export interface DataSource {
  id: number;
  name: string;
  url: string;
  username: string;
  createTime: number;
}

/** What the form sends: the password is required on create, and kept when left empty on update. */
export interface DataSourceForm {
  id?: number;
  name: string;
  url: string;
  username: string;
  password: string;
}

export const MASTER_ID = 0;

/** yudao's `/infra/data-source-config` calls (its api/infra/dataSourceConfig.js). */
export const dataSourceApi = {
  list: () => http.get<DataSource[]>('/infra/data-source-config/list'),
  create: (form: DataSourceForm) => http.post<number>('/infra/data-source-config/create', form),
  update: (form: DataSourceForm & { id: number }) => http.put<boolean>('/infra/data-source-config/update', form),
  delete: (id: number) => http.delete<boolean>('/infra/data-source-config/delete', { id }),
};
