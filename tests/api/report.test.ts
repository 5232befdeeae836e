import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx } from '../support/docx.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Annual duty reports (issue 19 point 2, docs/reports.md): a deputy's own .docx, submitted, reviewed by the staff. */
describe('annual duty reports', () => {
  let t: TestApp;
  let deputy1: string;
  let deputy2: string;
  let staff: string;
  let guest: string;
  let docxUrl: string;
  let docx: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    deputy1 = (await t.login('deputy1', 'deputy123')).accessToken;
    deputy2 = (await t.login('deputy2', 'deputy123')).accessToken;
    staff = (await t.login('staff', 'staff123')).accessToken;
    guest = (await t.login('guest', 'guest123')).accessToken;
    docx = await makeDocx({ heading: '2025年度履职报告', paragraph: '本年度履职情况如下。', rows: [['项目', '次数'], ['视察', '3']] });
    docxUrl = await upload(deputy1, docx, '张建国2025年度履职报告.docx');
  });
  afterAll(async () => t.close());

  async function upload(token: string, content: Buffer, name: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const res = await t.call<string>({ method: 'POST', url: '/admin-api/infra/file/upload', token, payload: form as never });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  }
  const create = (token: string, body: Record<string, unknown>) =>
    t.call<number>({ method: 'POST', url: '/admin-api/renda/report/create', token, payload: { year: '2025', dutiesType: '1', title: '2025年度履职报告', fileUrl: docxUrl, ...body } });
  const get = (token: string, id: number) => t.call<any>({ method: 'GET', url: `/admin-api/renda/report/get?id=${id}`, token });
  const put = (token: string, action: string, payload: Record<string, unknown>) => t.call({ method: 'PUT', url: `/admin-api/renda/report/${action}`, token, payload });
  const staffPage = (query: Record<string, string> = {}, token = staff) =>
    t.call<{ list: any[]; total: number }>({ method: 'GET', url: `/admin-api/renda/report/page?${new URLSearchParams({ pageNo: '1', pageSize: '50', ...query })}`, token });
  const myPage = (token: string) => t.call<{ list: any[]; total: number }>({ method: 'GET', url: '/admin-api/renda/report/my-page?pageNo=1&pageSize=10', token });

  it('takes only a Word document uploaded here: a PDF, even named .docx, and a foreign address are refused in words', async () => {
    const pdfUrl = await upload(deputy1, PDF, '冒充的报告.docx');
    const pdf = await create(deputy1, { fileUrl: pdfUrl, dutiesType: '2' });
    expect(pdf).toMatchObject({ code: 1010007005, data: null, msg: '年度履职报告只接受 Word 文档（.docx），【冒充的报告.docx】不是 .docx 文件' });
    const foreign = await create(deputy1, { fileUrl: 'https://example.com/report.docx', dutiesType: '2' });
    expect(foreign).toMatchObject({ code: 1010007004, msg: '报告文件不是本系统上传的文件，请重新上传' });
    // the year is a value of the annual dictionary
    expect((await create(deputy1, { year: '1999' })).code).toBe(400);
  });

  it("keeps a draft its deputy's alone: another deputy, the staff and the staff list do not see it", async () => {
    const created = await create(deputy1, {});
    expect(created.code, created.msg).toBe(0);
    const id = created.data;
    const own = await get(deputy1, id);
    expect(own.data).toMatchObject({ id, year: '2025', dutiesType: '1', status: 0, deputyName: '张建国', fileName: '张建国2025年度履职报告.docx', fileSize: docx.length, fileUrl: docxUrl });
    expect((await myPage(deputy1)).data.list.map((r) => r.id)).toEqual([id]);

    expect(await get(deputy2, id)).toMatchObject({ code: 1010007000, data: null, msg: '年度履职报告不存在' });
    expect((await put(deputy2, 'update', { id, title: '改' })).code).toBe(1010007000);
    expect((await put(deputy2, 'submit', { id })).code).toBe(1010007000);
    expect((await t.call({ method: 'DELETE', url: `/admin-api/renda/report/delete?id=${id}`, token: deputy2 })).code).toBe(1010007000);
    expect((await myPage(deputy2)).data.total).toBe(0);
    expect((await get(staff, id)).code).toBe(1010007000);
    expect((await staffPage()).data.list.some((r) => r.id === id)).toBe(false);
    expect((await put(staff, 'review', { id, decision: 'approve' })).code).toBe(1010007000);

    expect(await create(deputy1, {})).toMatchObject({ code: 1010007006, msg: '您已有【2025年度】的【年度履职报告】，请修改原报告' });
    expect((await t.call({ method: 'DELETE', url: `/admin-api/renda/report/delete?id=${id}`, token: deputy1 })).code).toBe(0);
    expect((await get(deputy1, id)).code).toBe(1010007000);
  });

  it('goes from the deputy to the staff: submit, the staff list by year, status and delegation, return with an opinion, approve', async () => {
    const id = (await create(deputy1, { year: '2024', title: '2024年度履职报告' })).data;
    expect((await put(deputy1, 'submit', { id })).code).toBe(0);
    expect(await put(deputy1, 'update', { id, title: '改' })).toMatchObject({ code: 1010007001, msg: '报告已提交，只有草稿或已退回的报告可以修改' });
    expect(await put(deputy1, 'submit', { id })).toMatchObject({ code: 1010007003, msg: '报告当前为【已提交】状态，不能提交' });

    const { delegationType } = await t.db.selectFrom('systemUsers').select('delegationType').where('username', '=', 'deputy1').executeTakeFirstOrThrow();
    const listed = await staffPage({ year: '2024', status: '1' });
    expect(listed.data.list).toEqual([expect.objectContaining({ id, year: '2024', status: 1, deputyName: '张建国', delegationType })]);
    expect((await staffPage({ year: '2023' })).data.total).toBe(0);
    expect((await staffPage({ delegationType: delegationType === '1' ? '2' : '1' })).data.list.some((r) => r.id === id)).toBe(false);
    // filed under his delegation (代表团: 城东区代表团), not only its type
    const deptId = async (name: string) => (await t.db.selectFrom('systemDept').select('id').where('tenantId', '=', 1).where('name', '=', name).executeTakeFirstOrThrow()).id;
    const east = await deptId('城东区代表团');
    expect(listed.data.list[0]).toMatchObject({ delegationId: east, delegationName: '城东区代表团' });
    expect((await staffPage({ delegationId: String(east) })).data.list.some((r) => r.id === id)).toBe(true);
    expect((await staffPage({ delegationId: String(await deptId('城西区代表团')) })).data.list.some((r) => r.id === id)).toBe(false);
    // a member of 城东区代表团 who does not lead it (a generated deputy of 城东区第一选区): his report too
    const member = (await t.login('d2026003', 'deputy123')).accessToken;
    const memberReport = (await create(member, { year: '2024', title: '成员的报告', fileUrl: await upload(member, docx, '成员.docx') })).data;
    expect((await put(member, 'submit', { id: memberReport })).code).toBe(0);
    expect((await staffPage({ delegationId: String(east) })).data.list.find((r) => r.id === memberReport)).toMatchObject({ delegationName: '城东区代表团' });
    expect((await staffPage({}, deputy2)).code).toBe(403);
    expect((await get(deputy2, id)).code).toBe(1010007000);
    expect((await get(staff, id)).data).toMatchObject({ id, status: 1 });

    expect(await put(staff, 'review', { id, decision: 'return' })).toMatchObject({ code: 1010007007, msg: '退回报告请填写审核意见' });
    expect((await put(deputy1, 'review', { id, decision: 'approve' })).code).toBe(403);
    expect((await put(staff, 'review', { id, decision: 'return', opinion: '请补充接待选民的情况' })).code).toBe(0);
    expect((await get(deputy1, id)).data).toMatchObject({ status: 4, opinion: '请补充接待选民的情况', reviewerName: '王联络' });

    const revised = await upload(deputy1, await makeDocx({ heading: '修改稿', paragraph: '补充', rows: [['a', 'b']] }), '修改稿.docx');
    expect((await put(deputy1, 'update', { id, fileUrl: revised })).code).toBe(0);
    expect((await put(deputy1, 'submit', { id })).code).toBe(0);
    expect((await put(staff, 'review', { id, decision: 'approve', opinion: '同意' })).code).toBe(0);
    const done = await get(deputy1, id);
    expect(done.data).toMatchObject({ status: 3, fileName: '修改稿.docx', fileUrl: revised, opinion: '同意', reviewerName: '王联络' });
    expect(done.data.reviewTime).toEqual(expect.any(Number));
    expect((await put(staff, 'review', { id, decision: 'return', opinion: 'x' })).code).toBe(1010007003);
  });

  it('is for deputies to write: a user without the menu is refused', async () => {
    expect((await create(guest, {})).code).toBe(403);
    expect((await myPage(guest)).code).toBe(403);
  });
});
