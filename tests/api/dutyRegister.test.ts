import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * 履职登记 (issue 36 point 2, docs/duty-record.md): a deputy registers a duty done outside the platform, the staff
 * approve it or return it with a reason, a returned one is edited and submitted again; each hand-off is a message
 * naming the item and linking to it; a deputy reviews nothing and sees only their own; another tenant sees nothing.
 */
describe('duty register', () => {
  let t: TestApp;
  let staff: { accessToken: string; userId: number };
  let deputy1: { accessToken: string; userId: number };
  let deputy2: { accessToken: string; userId: number };
  let guest: string;
  let photo: string;
  const duty = { dutyType: '5', title: '走访城东社区独居老人', dutyDate: Date.UTC(2026, 9, 12, 2), address: '城东街道幸福里社区', content: '走访独居老人 12 户，收集意见 5 条。' };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.login('staff', 'staff123');
    deputy1 = await t.login('deputy1', 'deputy123');
    deputy2 = await t.login('deputy2', 'deputy123');
    guest = (await t.login('guest', 'guest123')).accessToken;
    photo = await upload(deputy1.accessToken, PNG, '走访.png');
  });
  afterAll(async () => t.close());

  async function upload(token: string, content: Buffer, name: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const res = await t.call<string>({ method: 'POST', url: '/admin-api/infra/file/upload', token, payload: form as never });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  }
  const create = (token: string, body: Record<string, unknown> = {}) =>
    t.call<number>({ method: 'POST', url: '/admin-api/renda/duty-register/create', token, payload: { ...duty, ...body } });
  const get = (token: string, id: number, tenantId?: number) => t.call<any>({ method: 'GET', url: `/admin-api/renda/duty-register/get?id=${id}`, token, tenantId });
  const review = (token: string, payload: Record<string, unknown>, tenantId?: number) =>
    t.call({ method: 'PUT', url: '/admin-api/renda/duty-register/review', token, payload, tenantId });
  const update = (token: string, payload: Record<string, unknown>) => t.call({ method: 'PUT', url: '/admin-api/renda/duty-register/update', token, payload });
  const remove = (token: string, id: number) => t.call({ method: 'DELETE', url: `/admin-api/renda/duty-register/delete?id=${id}`, token });
  const page = (token: string, mine: boolean, query: Record<string, string> = {}, tenantId?: number) =>
    t.call<{ list: any[]; total: number }>({ method: 'GET', url: `/admin-api/renda/duty-register/${mine ? 'my-page' : 'page'}?${new URLSearchParams({ pageNo: '1', pageSize: '50', ...query })}`, token, tenantId });
  const messages = (userId: number, code: string) =>
    t.db.selectFrom('systemNotifyMessage').select(['templateContent', 'templateParams']).where('userId', '=', userId).where('templateCode', '=', code).orderBy('id').execute();
  const outbox = (userId: number) => t.db.selectFrom('systemMessageOutbox').selectAll().where('userId', '=', userId).orderBy('id', 'desc').executeTakeFirst();

  it('approves a registration: the staff are told of it, the deputy of the outcome, each message naming it and linking to it', async () => {
    const created = await create(deputy1.accessToken, { photoUrls: [photo] });
    expect(created.code, created.msg).toBe(0);
    const id = created.data;
    expect((await get(deputy1.accessToken, id)).data).toMatchObject({ ...duty, id, status: 0, photoUrls: [photo], deputyName: '张建国', reason: null });

    const told = await messages(staff.userId, 'renda-duty-register-submitted');
    expect(told.at(-1)!.templateContent).toBe('张建国代表提交了履职登记《走访城东社区独居老人》（2026-10-12），待您审核。');
    expect((await outbox(staff.userId))).toMatchObject({ templateCode: 'renda-duty-register-submitted', link: `/renda/duty-register?id=${id}` });

    // the staff's list shows it pending; the deputy reviews nothing
    expect((await page(staff.accessToken, false, { status: '0' })).data.list.map((r) => r.id)).toContain(id);
    expect((await review(deputy1.accessToken, { id, decision: 'approve' })).code).toBe(403);
    expect((await page(deputy1.accessToken, false)).code).toBe(403);

    expect((await review(staff.accessToken, { id, decision: 'approve' })).code).toBe(0);
    expect((await get(staff.accessToken, id)).data).toMatchObject({ status: 1, reviewerId: staff.userId });
    expect((await messages(deputy1.userId, 'renda-duty-register-approved')).at(-1)!.templateContent).toBe('您的履职登记《走访城东社区独居老人》（2026-10-12）已审核通过，已计入履职档案。');
    expect(await outbox(deputy1.userId)).toMatchObject({ link: `/renda/my-duty-register?id=${id}` });

    // approved: in the record, no longer the deputy's to change, not reviewed twice
    expect(await update(deputy1.accessToken, { id, title: '改' })).toMatchObject({ code: 1010011101, msg: '履职登记已审核通过，不能修改或删除' });
    expect((await remove(deputy1.accessToken, id)).code).toBe(1010011101);
    expect(await review(staff.accessToken, { id, decision: 'return', reason: '重复' })).toMatchObject({ code: 1010011102, msg: '履职登记当前为【已通过】状态，不能审核' });
  });

  it('returns one only with a reason; the deputy edits it and it is submitted again, then approved', async () => {
    const id = (await create(deputy1.accessToken, { title: '参加街道议事会' })).data;
    expect(await review(staff.accessToken, { id, decision: 'return' })).toMatchObject({ code: 1010011103, msg: '退回履职登记请填写退回理由' });
    expect((await review(staff.accessToken, { id, decision: 'return', reason: '  ' })).code).toBe(1010011103);
    expect(await review(staff.accessToken, { id, decision: 'maybe' })).toMatchObject({ code: 400, msg: expect.stringContaining('审核结果应为通过或退回') });
    expect((await review(staff.accessToken, { id, decision: 'return', reason: '请补充议事内容和照片' })).code).toBe(0);
    expect((await get(deputy1.accessToken, id)).data).toMatchObject({ status: 2, reason: '请补充议事内容和照片' });
    expect((await messages(deputy1.userId, 'renda-duty-register-returned')).at(-1)!.templateContent)
      .toBe('您的履职登记《参加街道议事会》（2026-10-12）被退回，退回理由：请补充议事内容和照片。请修改后重新提交。');
    // a returned one is not in the record: the staff list filters it out of 已通过
    expect((await page(staff.accessToken, false, { status: '1' })).data.list.map((r) => r.id)).not.toContain(id);

    const before = (await messages(staff.userId, 'renda-duty-register-submitted')).length;
    expect((await update(deputy1.accessToken, { id, content: '参加街道议事会，提出加装电梯建议。', photoUrls: [photo] })).code).toBe(0);
    expect((await get(deputy1.accessToken, id)).data).toMatchObject({ status: 0, title: '参加街道议事会', content: '参加街道议事会，提出加装电梯建议。', photoUrls: [photo] });
    expect(await messages(staff.userId, 'renda-duty-register-submitted')).toHaveLength(before + 1);
    expect((await review(staff.accessToken, { id, decision: 'approve' })).code).toBe(0);
  });

  it('keeps registrations to their deputy and tenant, and checks type, photos and fields', async () => {
    const id = (await create(deputy1.accessToken, { title: '接待选民来访' })).data;
    // another deputy: not found, not changed, not in their list
    expect(await get(deputy2.accessToken, id)).toMatchObject({ code: 1010011100, msg: '履职登记不存在' });
    expect((await update(deputy2.accessToken, { id, title: '冒名' })).code).toBe(1010011100);
    expect((await remove(deputy2.accessToken, id)).code).toBe(1010011100);
    expect((await page(deputy2.accessToken, true)).data.list.map((r) => r.id)).not.toContain(id);
    expect((await page(deputy1.accessToken, true)).data.list.map((r) => r.id)).toContain(id);
    // the staff read it; a user without the permission does not
    expect((await get(staff.accessToken, id)).code).toBe(0);
    expect((await get(guest, id)).code).toBe(1010011100);
    expect((await create(guest)).code).toBe(403);

    // another tenant sees nothing and reviews nothing
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    expect((await get(admin2, id, 2)).code).toBe(1010011100);
    const theirs = await page(admin2, false, {}, 2);
    expect(theirs.code, theirs.msg).toBe(0);
    expect(theirs.data.total).toBe(0);
    expect((await review(admin2, { id, decision: 'approve' }, 2)).code).toBe(1010011100);

    // the kind is one of 履职活动类型, photos are images uploaded here (at most 9), the fields are required
    expect(await create(deputy1.accessToken, { dutyType: '77' })).toMatchObject({ code: 1010011105, msg: '履职类型【77】不存在' });
    const pdf = await upload(deputy1.accessToken, PDF, '照片.png');
    expect((await create(deputy1.accessToken, { photoUrls: [pdf] })).code).toBe(1010011104);
    expect((await create(deputy1.accessToken, { photoUrls: ['/admin-api/infra/file/9/get/elsewhere.png'] })).code).toBe(1010011104);
    expect(await create(deputy1.accessToken, { photoUrls: Array.from({ length: 10 }, () => photo) })).toMatchObject({ code: 400, msg: expect.stringContaining('照片最多 9 张') });
    expect(await create(deputy1.accessToken, { title: '' })).toMatchObject({ code: 400, msg: expect.stringContaining('履职事项不能为空') });
    expect((await create(deputy1.accessToken, { address: undefined })).code).toBe(400);

    // a pending one may be deleted by its deputy
    expect((await remove(deputy1.accessToken, id)).code).toBe(0);
    expect((await get(deputy1.accessToken, id)).code).toBe(1010011100);
  });
});
