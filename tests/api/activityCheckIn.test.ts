import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineMetres, wgs84ToGcj02 } from '../../src/server/modules/renda/activity/geo.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * A deputy's part in a duty activity (issue 36 point 1, docs/activities.md "Sign-up, check-in and the roster"): 我的活动,
 * sign-up held to its limit under concurrent sign-ups, the check-in measured on the server (circle, window, once, a
 * photo checked by content), the staff's roster and attendance marked by hand with a reason.
 */
describe('activity sign-up, check-in and roster', () => {
  let t: TestApp;
  let staff: string;
  let deputy1: { accessToken: string; userId: number };
  let deputy2: { accessToken: string; userId: number };
  let guest: string;
  const centre = { longitude: 116.4321, latitude: 39.9402 };
  const MIN = 60_000;

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await t.login('staff', 'staff123')).accessToken;
    deputy1 = await t.login('deputy1', 'deputy123');
    deputy2 = await t.login('deputy2', 'deputy123');
    guest = (await t.login('guest', 'guest123')).accessToken;
  });
  afterAll(async () => t.close());

  const create = async (body: Record<string, unknown>) => {
    const now = Date.now();
    const res = await t.call<number>({
      method: 'POST', url: '/admin-api/renda/activity/create', token: staff,
      payload: {
        title: '视察城东社区养老服务中心', activityType: '1', organizerType: '2', startTime: now + 10 * MIN, endTime: now + 120 * MIN,
        address: '北京市东城区东直门内大街1号', ...centre, checkinRadius: 500, status: 0, ...body,
      },
    });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  const checkIn = (token: string, payload: Record<string, unknown>) => t.call<{ distance: number; checkinTime: number }>({ method: 'PUT', url: '/admin-api/renda/activity/check-in', token, payload });
  const signUp = (token: string, id: number) => t.call({ method: 'POST', url: '/admin-api/renda/activity/sign-up', token, payload: { id } });
  const withdraw = (token: string, id: number) => t.call({ method: 'POST', url: '/admin-api/renda/activity/withdraw', token, payload: { id } });
  const myPage = (token: string, scope?: string) =>
    t.call<{ list: any[]; total: number }>({ method: 'GET', url: `/admin-api/renda/activity/my-page?pageNo=1&pageSize=100${scope ? `&scope=${scope}` : ''}`, token });
  const roster = (id: number, token = staff) => t.call<any>({ method: 'GET', url: `/admin-api/renda/activity/roster?id=${id}`, token });
  async function upload(token: string, content: Buffer, name: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const res = await t.call<string>({ method: 'POST', url: '/admin-api/infra/file/upload', token, payload: form as never });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  }

  it('measures the distance on the server: inside the circle and the window a check-in succeeds once, with a photo checked by its content', async () => {
    const id = await create({ participantIds: [deputy1.userId] });
    // about 111 m north of the centre
    const near = { id, longitude: centre.longitude, latitude: centre.latitude + 0.001 };
    const pdf = await upload(deputy1.accessToken, PDF, '现场照片.png');
    expect(await checkIn(deputy1.accessToken, { ...near, photoUrl: pdf })).toMatchObject({ code: 1010011007, msg: '签到照片须为本系统上传的图片（JPG、PNG、GIF、WEBP，不超过 10 MB）' });
    const photo = await upload(deputy1.accessToken, PNG, '现场照片.png');
    const done = await checkIn(deputy1.accessToken, { ...near, photoUrl: photo });
    expect(done.code, done.msg).toBe(0);
    expect(done.data.distance).toBe(Math.round(haversineMetres(centre.longitude, centre.latitude, near.longitude, near.latitude)));
    expect(done.data.distance).toBeGreaterThan(100);
    expect(done.data.distance).toBeLessThan(120);
    // once only: the second is refused with the first one's time, and nothing changes
    const again = await checkIn(deputy1.accessToken, near);
    expect(again).toMatchObject({ code: 1010011004, data: null });
    expect(again.msg).toMatch(/^您已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 签到，无需重复签到$/);
    const link = await t.db.selectFrom('rendaActivityUser').selectAll().where('activityId', '=', id).where('userId', '=', deputy1.userId).executeTakeFirstOrThrow();
    expect(link).toMatchObject({ checkinDistance: done.data.distance, checkinPhotoUrl: photo, joinType: 1 });
    expect(new Date(link.checkinTime!).getTime()).toBe(done.data.checkinTime);

    const mine = (await myPage(deputy1.accessToken, 'joined')).data.list.find((r) => r.id === id);
    expect(mine).toMatchObject({ joinType: 1, checkinDistance: done.data.distance });
    expect(mine.checkinTime).toBe(done.data.checkinTime);
  });

  it('refuses a check-in outside the circle with the distance said, before the window with the window said, and after the end', async () => {
    const id = await create({ participantIds: [deputy1.userId], checkinRadius: 500 });
    const far = { id, longitude: centre.longitude + 0.015, latitude: centre.latitude };
    const metres = Math.round(haversineMetres(centre.longitude, centre.latitude, far.longitude, far.latitude));
    expect(metres).toBeGreaterThan(1200);
    expect(await checkIn(deputy1.accessToken, far)).toMatchObject({ code: 1010011003, data: null, msg: `您距活动地点 ${metres} 米，超出签到范围 500 米` });

    const later = await create({ participantIds: [deputy1.userId], startTime: Date.now() + 3 * 60 * MIN, endTime: Date.now() + 5 * 60 * MIN });
    const early = await checkIn(deputy1.accessToken, { id: later, ...centre });
    expect(early.code).toBe(1010011001);
    expect(early.msg).toMatch(/^签到尚未开始：活动《视察城东社区养老服务中心》的签到时间为 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}（活动开始前 30 分钟至活动结束）$/);

    const over = await create({ participantIds: [deputy1.userId], startTime: Date.now() - 5 * 60 * MIN, endTime: Date.now() - 60 * MIN });
    expect((await checkIn(deputy1.accessToken, { id: over, ...centre })).code).toBe(1010011002);

    // within 30 minutes of the start the window is open
    const soon = await create({ participantIds: [deputy1.userId], startTime: Date.now() + 25 * MIN });
    expect((await checkIn(deputy1.accessToken, { id: soon, ...centre })).code).toBe(0);

    // not a participant; no coordinates; wrong input; no permission
    expect(await checkIn(deputy2.accessToken, { id, ...centre })).toMatchObject({ code: 1010011000, msg: '您不是活动《视察城东社区养老服务中心》的参加代表，不能签到' });
    const unplaced = await create({ participantIds: [deputy1.userId], longitude: undefined, latitude: undefined });
    expect((await checkIn(deputy1.accessToken, { id: unplaced, ...centre })).code).toBe(1010011005);
    expect(await checkIn(deputy1.accessToken, { id, longitude: 200, latitude: 39.9 })).toMatchObject({ code: 400, msg: expect.stringContaining('经度不能大于 180') });
    expect((await checkIn(guest, { id, ...centre })).code).toBe(403);
    expect((await checkIn(deputy1.accessToken, { id: 999999, ...centre })).code).toBe(1010008000);
  });

  it('holds the sign-up limit under two concurrent sign-ups for the last place, and lets a deputy withdraw before the start', async () => {
    const id = await create({ signupOpen: true, signupLimit: 1 });
    // open activities show to deputies who are not invited
    const open = (await myPage(deputy2.accessToken, 'open')).data.list.find((r) => r.id === id);
    expect(open).toMatchObject({ signupOpen: true, signupLimit: 1, signupCount: 0, joinType: null });

    const [a, b] = await Promise.all([signUp(deputy1.accessToken, id), signUp(deputy2.accessToken, id)]);
    expect([a.code, b.code].sort()).toEqual([0, 1010011012]);
    expect([a, b].find((r) => r.code !== 0)!.msg).toBe('活动《视察城东社区养老服务中心》报名人数已满（上限 1 人）');
    const links = await t.db.selectFrom('rendaActivityUser').select(['userId', 'joinType']).where('activityId', '=', id).where('deleted', '=', false).execute();
    expect(links).toHaveLength(1);
    const winner = a.code === 0 ? deputy1 : deputy2;
    const loser = a.code === 0 ? deputy2 : deputy1;

    expect((await signUp(winner.accessToken, id)).code).toBe(1010011013);
    // the winner withdraws, the other takes the place
    expect((await withdraw(winner.accessToken, id)).code).toBe(0);
    expect((await signUp(loser.accessToken, id)).code).toBe(0);
    expect((await withdraw(winner.accessToken, id)).code).toBe(1010011014);
    // a signed-up deputy checks in like an invited one
    expect((await checkIn(loser.accessToken, { id, ...centre })).code).toBe(0);
    expect((await withdraw(loser.accessToken, id)).code).toBe(1010011015);

    // not open, past the closing time, not a deputy
    const closed = await create({});
    expect((await signUp(deputy1.accessToken, closed)).code).toBe(1010011010);
    const past = await create({ signupOpen: true, signupDeadline: Date.now() - MIN });
    expect((await signUp(deputy1.accessToken, past)).code).toBe(1010011011);
    expect((await signUp(guest, id)).code).toBe(403);

    // the staff's choice of participants leaves sign-ups alone, and choosing a signed-up deputy makes it an invitation
    const mixed = await create({ signupOpen: true, participantIds: [deputy1.userId] });
    expect((await signUp(deputy2.accessToken, mixed)).code).toBe(0);
    expect((await t.call({ method: 'PUT', url: '/admin-api/renda/activity/update', token: staff, payload: { id: mixed, participantIds: [deputy1.userId] } })).code).toBe(0);
    expect((await roster(mixed)).data.summary).toMatchObject({ invited: 1, signedUp: 1 });
    expect((await t.call({ method: 'PUT', url: '/admin-api/renda/activity/update', token: staff, payload: { id: mixed, participantIds: [deputy2.userId] } })).code).toBe(0);
    expect((await roster(mixed)).data.list.map((r: any) => [r.userId, r.joinType])).toEqual([[deputy2.userId, 1]]);
  });

  it('shows the staff the roster and takes attendance marked by hand only with a reason, recording who, when and why', async () => {
    const id = await create({ signupOpen: true, participantIds: [deputy1.userId] });
    expect((await signUp(deputy2.accessToken, id)).code).toBe(0);
    expect((await checkIn(deputy1.accessToken, { id, ...centre })).code).toBe(0);
    const before = (await roster(id)).data;
    expect(before.summary).toEqual({ invited: 1, signedUp: 1, checkedIn: 1, absent: 0 });
    expect(before.list.map((r: any) => [r.deputyName, r.joinType, r.state])).toEqual([['张建国', 1, 'checkedIn'], [expect.any(String), 2, 'pending']]);

    const mark = (payload: Record<string, unknown>, token = staff) => t.call({ method: 'PUT', url: '/admin-api/renda/activity/attendance', token, payload });
    expect(await mark({ id, userId: deputy2.userId, present: true })).toMatchObject({ code: 1010011020, msg: '请填写补登考勤的原因' });
    expect((await mark({ id, userId: deputy2.userId, present: true, reason: '   ' })).code).toBe(1010011020);
    expect((await mark({ id, userId: deputy2.userId, present: true, reason: '手机无定位，现场核实' }, deputy1.accessToken)).code).toBe(403);
    const staffUser = await t.login('staff', 'staff123');
    expect((await mark({ id, userId: deputy2.userId, present: true, reason: '手机无定位，现场核实' })).code).toBe(0);
    const after = (await roster(id)).data;
    expect(after.summary).toEqual({ invited: 1, signedUp: 1, checkedIn: 2, absent: 0 });
    expect(after.list[1]).toMatchObject({ state: 'present', attendance: 1, markReason: '手机无定位，现场核实', markerName: expect.any(String) });
    const link = await t.db.selectFrom('rendaActivityUser').selectAll().where('activityId', '=', id).where('userId', '=', deputy2.userId).executeTakeFirstOrThrow();
    expect(link).toMatchObject({ markedBy: staffUser.userId, markReason: '手机无定位，现场核实', attendance: 1 });
    expect(link.markTime).not.toBeNull();

    expect((await mark({ id, userId: deputy1.userId, present: false, reason: '提前离场' })).code).toBe(0);
    expect((await roster(id)).data.summary).toMatchObject({ checkedIn: 1, absent: 1 });
    // a deputy of the tenant who takes no part is refused by name; roster needs the staff's permission
    expect((await mark({ id, userId: staffUser.userId, present: true, reason: '补登' })).code).toBe(1010011021);
    expect((await roster(id, deputy1.accessToken)).code).toBe(403);
  });

  it('keeps every tenant to its own activities', async () => {
    const id = await create({ signupOpen: true, participantIds: [deputy1.userId] });
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    expect((await t.call({ method: 'GET', url: `/admin-api/renda/activity/roster?id=${id}`, token: admin2, tenantId: 2 })).code).toBe(1010008000);
    expect((await t.call({ method: 'PUT', url: '/admin-api/renda/activity/attendance', token: admin2, tenantId: 2, payload: { id, userId: deputy1.userId, present: true, reason: '补登' } })).code).toBe(1010008000);
    const theirs = await t.call<{ list: any[] }>({ method: 'GET', url: '/admin-api/renda/activity/my-page?pageNo=1&pageSize=100', token: admin2, tenantId: 2 });
    expect(theirs.data?.list ?? []).toEqual([]);
  });

  it('shifts a browser position onto AMap coordinates before measuring', () => {
    const [lng, lat] = wgs84ToGcj02(116.397428, 39.90923);
    // the shift near Beijing is a few hundred metres
    const shift = haversineMetres(116.397428, 39.90923, lng, lat);
    expect(shift).toBeGreaterThan(300);
    expect(shift).toBeLessThan(700);
    expect(wgs84ToGcj02(2.35, 48.85)).toEqual([2.35, 48.85]);
  });
});
