import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

describe('dictionaries', () => {
  let t: TestApp;
  let admin: string;
  let deputy: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    deputy = (await t.login('deputy1', 'deputy123')).accessToken;
  });
  afterAll(() => t.close());

  it('serves every enabled entry to any signed-in user, grouped by type and sorted', async () => {
    const res = await t.call<{ dictType: string; value: string; label: string; colorType: string; cssClass: string }[]>({ method: 'GET', url: '/admin-api/system/dict-data/list-all-simple', token: deputy });
    expect(res.code).toBe(0);
    const status = res.data.filter((d) => d.dictType === 'common_status');
    expect(status.map((d) => [d.value, d.label])).toEqual([['0', '开启'], ['1', '关闭']]);
    expect(Object.keys(res.data[0]).sort()).toEqual(['colorType', 'cssClass', 'dictType', 'label', 'value']);
    const types = new Set(res.data.map((d) => d.dictType));
    for (const type of ['renda_survey_status', 'renda_question_type', 'bpm_process_instance_result', 'system_user_sex']) expect(types.has(type)).toBe(true);
  });

  it('serves one type by path', async () => {
    const res = await t.call({ method: 'GET', url: '/admin-api/system/dict-data/type/bpm_process_instance_result', token: deputy });
    expect(res.data.map((d: { value: string }) => d.value)).toEqual(['1', '2', '3', '4', '5']);
    const unknown = await t.call({ method: 'GET', url: '/admin-api/system/dict-data/type/no_such_type', token: deputy });
    expect(unknown.data).toEqual([]);
  });

  it('manages a type and its entries, with the yudao rules', async () => {
    const type = await t.call({ method: 'POST', url: '/admin-api/system/dict-type/create', token: admin, payload: { name: '测试字典', type: 'test_dict', status: 0 } });
    expect(type.code).toBe(0);
    const dupType = await t.call({ method: 'POST', url: '/admin-api/system/dict-type/create', token: admin, payload: { name: '另一个', type: 'test_dict', status: 0 } });
    expect(dupType).toMatchObject({ code: 1003000001, msg: '已经存在该类型的字典类型' });
    const badType = await t.call({ method: 'POST', url: '/admin-api/system/dict-type/create', token: admin, payload: { name: '坏的', type: 'Bad-Type', status: 0 } });
    expect(badType.msg).toContain('字典类型只能包含小写字母、数字和下划线，且以字母开头');

    const orphan = await t.call({ method: 'POST', url: '/admin-api/system/dict-data/create', token: admin, payload: { sort: 1, label: '孤儿', value: '1', dictType: 'nope_type', status: 0 } });
    expect(orphan).toMatchObject({ code: 1002006001, msg: '当前字典类型不存在' });
    const data = await t.call({ method: 'POST', url: '/admin-api/system/dict-data/create', token: admin, payload: { sort: 1, label: '是', value: 'Y', dictType: 'test_dict', status: 0, colorType: 'success' } });
    expect(data.code).toBe(0);
    const dup = await t.call({ method: 'POST', url: '/admin-api/system/dict-data/create', token: admin, payload: { sort: 2, label: '也是', value: 'Y', dictType: 'test_dict', status: 0 } });
    expect(dup).toMatchObject({ code: 1003000001, msg: '已经存在该值的字典数据' });
    const badColor = await t.call({ method: 'POST', url: '/admin-api/system/dict-data/create', token: admin, payload: { sort: 2, label: '否', value: 'N', dictType: 'test_dict', status: 0, colorType: 'pink' } });
    expect(badColor.msg).toContain('颜色类型必须是以下值之一');

    const page = await t.call({ method: 'GET', url: '/admin-api/system/dict-data/page?dictType=test_dict&pageNo=1&pageSize=10', token: admin });
    expect(page.data).toMatchObject({ total: 1, list: [{ label: '是', value: 'Y', colorType: 'success' }] });

    const blocked = await t.call({ method: 'DELETE', url: `/admin-api/system/dict-type/delete?id=${type.data}`, token: admin });
    expect(blocked).toMatchObject({ code: 1002006005, msg: '无法删除，该字典类型还有字典数据' });
    await t.call({ method: 'DELETE', url: `/admin-api/system/dict-data/delete?id=${data.data}`, token: admin });
    const deleted = await t.call({ method: 'DELETE', url: `/admin-api/system/dict-type/delete?id=${type.data}`, token: admin });
    expect(deleted.code).toBe(0);
  });

  it('keeps dictionary management to its permission', async () => {
    const res = await t.call({ method: 'POST', url: '/admin-api/system/dict-type/create', token: deputy, payload: { name: '越权', type: 'nope', status: 0 } });
    expect(res.code).toBe(403);
    const simple = await t.call({ method: 'GET', url: '/admin-api/system/dict-type/list-all-simple', token: deputy });
    expect(simple.code).toBe(0);
    expect(simple.data[0]).toHaveProperty('type');
  });
});
