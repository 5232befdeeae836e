import type { DataProvider, RaRecord } from 'react-admin';
import { ApiError } from './errors.ts';
import { http as defaultHttp } from './http.ts';
import type { HttpClient } from './httpClient.ts';
import { getResource as defaultGetResource, type ManifestResource } from './manifest.ts';
import { filterParams, operationRequest, pageLocally, pageParams, sortParams, type Id, type ListArgs } from './dataRequests.ts';
import { saveBlob } from './saveBlob.ts';

/**
 * The react-admin dataProvider of every manifest resource (resource name = manifest name): each verb goes to the
 * endpoint the manifest declares for it, through the app's http client, so errors arrive with the server's Chinese
 * message already shown by the http layer. Ids are numbers.
 */
export interface ManifestDataProvider extends DataProvider {
  /** Downloads the resource's Excel export for these filters; resolves the file name it was saved under. */
  exportExcel(resource: string, filter?: Record<string, unknown>, sort?: ListArgs['sort']): Promise<string>;
}

export interface DataProviderDeps {
  http?: HttpClient;
  getResource?: (name: string) => Promise<ManifestResource>;
  /** Where an exported file goes (a browser download by default). */
  save?: (blob: Blob, fileName: string) => void;
}

type Row = RaRecord & Record<string, unknown>;

/** Numeric ids stay numbers; react-admin hands them back as strings after a route round trip. */
export const toId = (id: Id): Id => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id);

function asRow(value: unknown): Row {
  if (!value || typeof value !== 'object') throw new ApiError('数据不存在', { kind: 'business', code: 404 });
  return value as Row;
}

export function createDataProvider(deps: DataProviderDeps = {}): ManifestDataProvider {
  const http = deps.http ?? defaultHttp;
  const getResource = deps.getResource ?? defaultGetResource;
  const save = deps.save ?? saveBlob;

  const call = <T>(resource: ManifestResource, op: Parameters<typeof operationRequest>[1], opts?: Parameters<typeof operationRequest>[2]) =>
    http.request<T>(operationRequest(resource, op, opts));

  async function list(name: string, args: ListArgs): Promise<{ data: Row[]; total: number; meta?: { totalCapped: true } }> {
    const resource = await getResource(name);
    if (resource.endpoints.page) {
      const page = await call<{ list?: Row[]; total?: number; totalCapped?: true } | null>(resource, 'page', { params: pageParams(resource, args) });
      // a text search's total stops counting at 10 000 (decision 100): the pagination shows "共 10000+ 条"
      return { data: page?.list ?? [], total: page?.total ?? 0, ...(page?.totalCapped ? { meta: { totalCapped: true as const } } : {}) };
    }
    const params = { ...sortParams(resource, args.sort), ...filterParams(resource, args.filter) };
    const rows = await call<Row[] | null>(resource, 'list', { params });
    return pageLocally(rows ?? [], args);
  }

  async function getOne(name: string, id: Id): Promise<Row> {
    const resource = await getResource(name);
    return asRow(await call(resource, 'get', { id: toId(id) }));
  }

  async function update(name: string, id: Id, data: Record<string, unknown>): Promise<void> {
    const resource = await getResource(name);
    await call(resource, 'update', { data: { ...data, id: toId(id) } });
  }

  async function remove(name: string, id: Id): Promise<void> {
    const resource = await getResource(name);
    await call(resource, 'delete', { id: toId(id) });
  }

  return {
    getList: (name, params) => list(name, params) as never,
    async getOne(name, params) {
      return { data: (await getOne(name, params.id)) as never };
    },
    async getMany(name, params) {
      const rows = await Promise.all(params.ids.map((id) => getOne(name, id).catch(() => null)));
      return { data: rows.filter((r): r is Row => !!r) as never };
    },
    getManyReference: (name, params) =>
      list(name, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as never,
    async create(name, params) {
      const resource = await getResource(name);
      const id = await call<Id>(resource, 'create', { data: params.data });
      return { data: { ...params.data, id: toId(id) } as never };
    },
    async update(name, params) {
      await update(name, params.id, params.data as Record<string, unknown>);
      return { data: { ...params.previousData, ...params.data, id: toId(params.id) } as never };
    },
    async updateMany(name, params) {
      for (const id of params.ids) await update(name, id, params.data as Record<string, unknown>);
      return { data: params.ids };
    },
    async delete(name, params) {
      await remove(name, params.id);
      return { data: (params.previousData ?? { id: toId(params.id) }) as never };
    },
    async deleteMany(name, params) {
      for (const id of params.ids) await remove(name, id);
      return { data: params.ids };
    },
    async exportExcel(name, filter = {}, sort) {
      const resource = await getResource(name);
      const params = { ...sortParams(resource, sort), ...filterParams(resource, filter) };
      const blob = await http.request<Blob>({ ...operationRequest(resource, 'export', { params }), responseType: 'blob' });
      const fileName = blob instanceof File && blob.name ? blob.name : `${resource.export?.fileName ?? resource.title}.xlsx`;
      save(blob, fileName);
      return fileName;
    },
  };
}

export const dataProvider: ManifestDataProvider = createDataProvider();
