import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bundledManifest, createDataProvider, fieldErrors, filterParams, operationRequest, pageParams, type ManifestResource,
} from '../../../../src/client/api/index.ts';
import { json, setupHttp, type RecordedCall } from '../support/mockHttp.ts';

let resources: ManifestResource[];
const resource = (name: string) => {
  const r = resources.find((x) => x.name === name);
  if (!r) throw new Error(name);
  return r;
};

beforeAll(async () => {
  resources = await bundledManifest();
});

/** A dataProvider over the fake fetch; `answer` decides the envelope's data per call. */
function setup(answer: (call: RecordedCall) => unknown = () => true) {
  const saved: Array<{ blob: Blob; name: string }> = [];
  const http = setupHttp((call) => {
    const data = answer(call);
    return data instanceof Response ? data : json({ code: 0, data, msg: '' });
  });
  const provider = createDataProvider({
    http: http.client,
    getResource: async (name) => resource(name),
    save: (blob, name) => saved.push({ blob, name }),
  });
  const query = (i = 0) => Object.fromEntries(http.calls[i].url.searchParams);
  return { provider, calls: http.calls, events: http.events, saved, query };
}

describe('manifest dataProvider: request building', () => {
  it('maps paging and sort to pageNo / pageSize / sortField / sortOrder and answers {data, total}', async () => {
    const { provider, calls, query } = setup(() => ({ list: [{ id: 3, name: 'a' }], total: 41 }));
    const result = await provider.getList('config', { pagination: { page: 3, perPage: 20 }, sort: { field: 'createTime', order: 'DESC' }, filter: {} });
    expect(result).toEqual({ data: [{ id: 3, name: 'a' }], total: 41 });
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url.pathname).toBe('/admin-api/infra/config/page');
    expect(query()).toEqual({ pageNo: '3', pageSize: '20', sortField: 'createTime', sortOrder: 'desc' });
  });

  it('sends both date-range bounds as whole days, in-filters comma-separated, and drops empty and unknown filters', () => {
    const survey = resource('survey');
    const params = filterParams(survey, {
      surveyName: '代表',
      surveyType: '',
      status: ['1', '2'],
      createTime: ['2024-01-01', '2024-01-31'],
      q: 'not a manifest filter',
    });
    expect(params).toEqual({
      surveyName: '代表',
      status: '1,2',
      'createTime[0]': '2024-01-01 00:00:00',
      'createTime[1]': '2024-01-31 23:59:59',
    });
    // One bound alone is sent alone.
    expect(filterParams(survey, { createTime: ['', '2024-02-01'] })).toEqual({ 'createTime[1]': '2024-02-01 23:59:59' });
    expect(filterParams(survey, { status: [] })).toEqual({});
  });

  it('puts the filters on the query string exactly as the server reads them', async () => {
    const { provider, calls } = setup(() => ({ list: [], total: 0 }));
    await provider.getList('config', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { name: '参数', type: 1, createTime: ['2024-03-01', '2024-03-02'] } });
    expect(calls[0].url.search).toBe(
      `?pageNo=1&pageSize=10&sortField=id&sortOrder=asc&name=${encodeURIComponent('参数')}&type=1` +
        `&${encodeURIComponent('createTime[0]')}=${encodeURIComponent('2024-03-01 00:00:00')}` +
        `&${encodeURIComponent('createTime[1]')}=${encodeURIComponent('2024-03-02 23:59:59')}`,
    );
  });

  it('never sorts by a derived or unknown field', () => {
    expect(pageParams(resource('survey'), { sort: { field: 'answerCount', order: 'ASC' } })).toEqual({ pageNo: 1, pageSize: 20 });
    expect(pageParams(resource('config'), { sort: { field: 'nope', order: 'ASC' } })).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it('fills irregular {id} paths and sends ?id= otherwise', () => {
    const question = resource('question');
    expect(operationRequest(question, 'get', { id: 12 })).toMatchObject({ url: '/renda/question/12', method: 'GET', params: undefined });
    expect(operationRequest(question, 'delete', { id: 12 })).toMatchObject({ url: '/renda/question/12', method: 'DELETE' });
    expect(operationRequest(question, 'update', { data: { id: 12 } })).toMatchObject({ url: '/renda/question', method: 'PUT', data: { id: 12 } });
    expect(operationRequest(resource('config'), 'get', { id: 5 })).toMatchObject({ url: '/infra/config/get', params: { id: 5 } });
    expect(() => operationRequest(resource('config'), 'list')).toThrow(/没有 list 接口/);
  });

  it('gets, creates, updates and deletes through the manifest endpoints with numeric ids', async () => {
    const { provider, calls } = setup((call) => (call.method === 'POST' ? 77 : call.method === 'GET' ? { id: 12, questionName: 'Q' } : true));
    expect(await provider.getOne('question', { id: '12' })).toEqual({ data: { id: 12, questionName: 'Q' } });
    expect(calls[0].url.pathname).toBe('/admin-api/renda/question/12');

    expect(await provider.create('config', { data: { name: '新参数' } })).toEqual({ data: { name: '新参数', id: 77 } });
    expect(calls[1]).toMatchObject({ method: 'POST' });
    expect(calls[1].url.pathname).toBe('/admin-api/infra/config/create');

    const updated = await provider.update('question', { id: '12', data: { questionName: 'R' }, previousData: { id: 12, questionName: 'Q' } });
    expect(updated.data).toEqual({ id: 12, questionName: 'R' });
    expect(calls[2].url.pathname).toBe('/admin-api/renda/question');
    expect(JSON.parse(calls[2].body ?? '')).toEqual({ questionName: 'R', id: 12 });

    await provider.delete('config', { id: 5, previousData: { id: 5 } });
    expect(calls[3].method).toBe('DELETE');
    expect(calls[3].url.search).toBe('?id=5');
  });

  it('deletes many one after the other, and gets many in parallel', async () => {
    const order: string[] = [];
    const { provider, calls } = setup((call) => {
      order.push(call.url.search);
      return call.method === 'GET' ? { id: Number(call.url.searchParams.get('id')) } : true;
    });
    expect(await provider.deleteMany('config', { ids: [1, 2, 3] })).toEqual({ data: [1, 2, 3] });
    expect(order).toEqual(['?id=1', '?id=2', '?id=3']);
    const many = await provider.getMany('config', { ids: [4, 5] });
    expect(many.data.map((r) => r.id)).toEqual([4, 5]);
    expect(calls).toHaveLength(5);
  });

  it('pages a list-only resource on the client, with the reference filter for getManyReference', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, questionNo: 25 - i, surveyId: 9 }));
    const { provider, calls } = setup(() => rows);
    const page = await provider.getManyReference('question', {
      target: 'surveyId', id: 9, pagination: { page: 2, perPage: 10 }, sort: { field: 'questionNo', order: 'ASC' }, filter: {},
    });
    expect(page.total).toBe(25);
    expect(page.data.map((r) => r.questionNo)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(calls[0].url.pathname).toBe('/admin-api/renda/question/list');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ surveyId: '9', sortField: 'questionNo', sortOrder: 'asc' });
  });

  it('exports the filtered list as the file the server names', async () => {
    const { provider, calls, saved } = setup(
      () => new Response(new Uint8Array([80, 75]), {
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': `attachment;filename*=UTF-8''${encodeURIComponent('参数配置.xlsx')}` },
      }),
    );
    const name = await provider.exportExcel('config', { key: 'sys.', createTime: ['2024-01-01', ''] });
    expect(name).toBe('参数配置.xlsx');
    expect(saved[0].name).toBe('参数配置.xlsx');
    expect(saved[0].blob.size).toBe(2);
    expect(calls[0].url.pathname).toBe('/admin-api/infra/config/export');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ key: 'sys.', 'createTime[0]': '2024-01-01 00:00:00' });
  });

  it('rejects with the server message and its field errors (already notified by the http layer)', async () => {
    const { provider, events } = setup(
      () => json({ code: 400, msg: '请求参数不正确:参数名称不能为空', data: { errors: [{ field: 'name', message: '参数名称不能为空' }] } }),
    );
    const error = await provider.create('config', { data: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: '请求参数不正确:参数名称不能为空', code: 400, notified: true });
    expect(fieldErrors(error)).toEqual([{ field: 'name', message: '参数名称不能为空' }]);
    expect(events).toMatchObject([{ type: 'notification', title: { text: '请求参数不正确:参数名称不能为空' } }]);
  });

  it('answers getOne of a missing row with an error, not an empty record', async () => {
    const { provider } = setup(() => null);
    await expect(provider.getOne('config', { id: 1 })).rejects.toMatchObject({ message: '数据不存在' });
  });
});

describe('manifest loading', () => {
  it('falls back to the bundled manifest when the server has no manifest endpoint', async () => {
    vi.resetModules();
    const api = await import('../../../../src/client/api/index.ts');
    vi.stubGlobal('fetch', vi.fn(async () => json({ code: 404, msg: '请求地址不存在', data: null })));
    try {
      const list = await api.loadManifest();
      expect(api.manifestStore.get().source).toBe('bundle');
      expect(list.map((r) => r.name)).toContain('config');
      // write-only fields that are never written (none today) are dropped; create-only passwords stay for the form
      expect(list.find((r) => r.name === 'user')?.jsonSchema.properties.password).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
