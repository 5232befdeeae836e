import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** A 1×1 PNG and a 1×1 GIF: the smallest real images. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The personal centre's server side: profile, password, avatar upload through the file storage, social accounts. */
describe('personal centre', () => {
  let t: TestApp;
  let deputy: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    deputy = (await t.login('deputy2', 'deputy123')).accessToken;
    staff = (await t.login('staff', 'staff123')).accessToken;
  });
  afterAll(() => t.close());

  const avatar = (token: string, content: Buffer | string, { field = 'avatarFile', name = 'avatar.png', tenantId = 1 } = {}) => {
    const form = new FormData();
    form.append(field, new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    return t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update-avatar', token, tenantId, payload: form as never });
  };
  const profile = async (token: string, tenantId = 1) => (await t.call({ method: 'GET', url: '/admin-api/system/user/profile/get', token, tenantId })).data;
  // What a browser's <img> does: no token, no tenant.
  const download = (url: string) => t.app.inject({ method: 'GET', url });

  it('shows the card and changes the basic info', async () => {
    const before = await profile(deputy);
    expect(before).toMatchObject({ username: 'deputy2', dept: expect.anything(), roles: [{ name: '人大代表' }], tenant: { id: 1, name: expect.any(String) } });
    expect(typeof before.createTime).toBe('number');
    const update = await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update', token: deputy, payload: { nickname: '王代表', mobile: '13911112222', sex: 2 } });
    expect(update).toMatchObject({ code: 0, data: true });
    expect(await profile(deputy)).toMatchObject({ nickname: '王代表', mobile: '13911112222', sex: 2, email: before.email });
  });

  it('changes the password only with the old one, which then stops working', async () => {
    const change = (payload: object) => t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update-password', token: staff, payload });
    expect(await change({ oldPassword: 'nottheone', newPassword: 'staff456' })).toMatchObject({ code: 1002003005, data: null, msg: '用户密码校验失败' });
    const short = await change({ oldPassword: 'staff123', newPassword: 'abc' });
    expect(short.code).toBe(400);
    expect(short.msg).toContain('密码长度为 4-16 位');
    expect(await change({ oldPassword: 'staff123', newPassword: 'staff456' })).toMatchObject({ code: 0, data: true });
    const old = await t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'staff', password: 'staff123' } });
    expect(old).toMatchObject({ code: 1002000000, msg: '登录失败，账号密码不正确' });
    expect((await t.login('staff', 'staff456')).accessToken).toBeTruthy();
    // the session that changed it goes on
    expect((await profile(staff)).username).toBe('staff');
  });

  it('stores an uploaded avatar and serves it back by URL, publicly, with its type', async () => {
    const res = await avatar(deputy, PNG);
    expect(res.code).toBe(0);
    expect(res.data).toMatch(/^\/admin-api\/infra\/file\/1\/get\/\d{8}\/[0-9a-f]{32}\.png$/);
    expect((await profile(deputy)).avatar).toBe(res.data);
    const served = await download(res.data);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // the type comes from the content, not from the name the sender gave
    const gif = await avatar(deputy, GIF, { name: 'picture.png' });
    expect(gif.data).toMatch(/\.gif$/);
    expect((await download(gif.data)).headers['content-type']).toBe('image/gif');
    const record = await t.db.selectFrom('infraFile').selectAll().where('url', '=', gif.data).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ tenantId: 1, configId: 1, name: 'picture.png', type: 'image/gif', size: GIF.length });
  });

  it('refuses what is not an image, an empty or too big file, and a missing field', async () => {
    const before = (await profile(deputy)).avatar;
    expect(await avatar(deputy, 'hello, not a picture', { name: 'evil.png' })).toMatchObject({
      code: 1001003003, data: null, msg: '文件格式不正确，请上传 JPG、PNG、GIF、WEBP 格式的文件',
    });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await avatar(deputy, svg, { name: 'a.svg' })).code).toBe(1001003003);
    expect(await avatar(deputy, Buffer.alloc(0))).toMatchObject({ code: 1001003002, msg: '文件为空' });
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect(await avatar(deputy, huge)).toMatchObject({ code: 1001003004, data: null, msg: '文件大小不能超过 2 MB' });
    const wrongField = await avatar(deputy, PNG, { field: 'file' });
    expect(wrongField.code).toBe(400);
    // the file is missing, said in words: not by the form field's key (issue 38 point 4)
    expect(wrongField.msg).toContain('上传文件不能为空');
    expect(wrongField.msg).not.toContain('avatarFile');
    const json = await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update-avatar', token: deputy, payload: { avatarFile: 'x' } });
    expect(json.code).toBe(400);
    expect((await profile(deputy)).avatar).toBe(before);
  });

  it("keeps each tenant's users apart and needs a signed-in user to upload", async () => {
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    const mine = (await profile(deputy)).avatar;
    const theirs = await avatar(admin2, PNG, { tenantId: 2 });
    expect(theirs.code).toBe(0);
    expect(await profile(admin2, 2)).toMatchObject({ avatar: theirs.data, tenant: { id: 2 } });
    expect((await profile(deputy)).avatar).toBe(mine);
    const record = await t.db.selectFrom('infraFile').select('tenantId').where('url', '=', theirs.data).executeTakeFirstOrThrow();
    expect(record.tenantId).toBe(2);
    // another tenant's token with this tenant's header is refused before the upload is read
    expect((await avatar(admin2, PNG, { tenantId: 1 })).code).toBe(403);
    const anonymous = await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update-avatar', payload: {} });
    expect(anonymous.code).toBe(401);
  });

  it('answers a missing file with its code, and a path that is no file the same way', async () => {
    const missing = await t.call({ method: 'GET', url: '/admin-api/infra/file/1/get/20260101/00000000000000000000000000000000.png', tenantId: null });
    expect(missing).toMatchObject({ code: 1001003001, data: null, msg: '文件不存在' });
    expect((await t.call({ method: 'GET', url: '/admin-api/infra/file/1/get/..%2F..%2Fetc%2Fpasswd', tenantId: null })).code).toBe(1001003001);
    expect((await t.call({ method: 'GET', url: '/admin-api/infra/file/abc/get/x.png', tenantId: null })).code).toBe(400);
  });

  it('lists no bound social accounts before social sign-in exists', async () => {
    expect(await t.call({ method: 'GET', url: '/admin-api/system/social-user/get-bind-list', token: deputy })).toMatchObject({ code: 0, data: [] });
    expect((await t.call({ method: 'GET', url: '/admin-api/system/social-user/get-bind-list' })).code).toBe(401);
  });
});
