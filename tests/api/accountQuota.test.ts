import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The tenant's account quota (yudao's 1002003008) holds against creates at once (issue 38, point 7's class): ten
 * creates or registrations racing for the last free place make exactly one account.
 */
describe('account quota under concurrency', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ captchaEnabled: false });
    admin = (await t.login()).accessToken;
    await t.db.updateTable('infraConfig').set({ value: 'true' }).where('configKey', '=', 'sys.user.register-enabled').execute();
  });
  afterAll(() => t.close());

  const live = async () => Number((await t.db.selectFrom('systemUsers').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenantId', '=', 1).where('deleted', '=', false).executeTakeFirstOrThrow()).n);
  /** Leaves the tenant one free place. */
  const oneFreePlace = async () => {
    const quota = (await live()) + 1;
    await t.db.updateTable('systemTenant').set({ accountCount: quota }).where('id', '=', 1).execute();
    return quota;
  };
  const full = (quota: number) => ({ code: 1002003008, msg: `创建用户失败，原因：超过租户最大租户配额(${quota})！` });

  it('gives the last place to one of ten creates at once', async () => {
    const quota = await oneFreePlace();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      t.call({ method: 'POST', url: '/admin-api/system/user/create', token: admin, payload: { username: `race${i}`, nickname: `并发${i}`, password: 'pass1234' } })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 0)) expect(refused).toMatchObject(full(quota));
    expect(await live()).toBe(quota);
  });

  it('gives the last place to one of ten registrations at once', async () => {
    const quota = await oneFreePlace();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      t.call({ method: 'POST', url: '/admin-api/system/auth/register', remoteAddress: `10.8.0.${i + 1}`, payload: { username: `reg${i}`, nickname: `注册${i}`, password: 'pass1234' } })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 0)) expect(refused).toMatchObject(full(quota));
    expect(await live()).toBe(quota);
  });
});
