import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantScope } from '../../../src/server/db/tenantScope.ts';
import { OutboxDispatcher } from '../../../src/server/modules/system/outbox/dispatcher.ts';
import { enqueueMessage } from '../../../src/server/modules/system/outbox/index.ts';
import { startSmsGateway, type SmsGateway } from '../../support/messageChannels.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';

/**
 * The dispatcher's claim (docs/messages.md): two dispatchers claiming at once send a message once; a lease held by a
 * server that died is taken over once it expires, and not before.
 */
describe('outbox: claims and leases', () => {
  let t: TestApp;
  let gateway: SmsGateway;
  let deputyId: number;
  const silent = { error: () => undefined, warn: () => undefined } as never;
  const dispatcher = () => new OutboxDispatcher(t.db, {
    pollMs: 60_000, leaseMs: 60_000, retryMs: 60_000, maxAttempts: 3, publicUrl: null,
    smsHttp: { url: gateway.url, method: 'POST', body: '{"mobile":"{mobile}","content":"{content}"}', headers: { 'content-type': 'application/json' } },
  }, silent);

  beforeAll(async () => {
    gateway = await startSmsGateway();
    t = await createTestApp();
    deputyId = (await t.login('deputy1', 'deputy123')).userId;
    const { id: channelId } = await t.db.insertInto('systemSmsChannel').values({ signature: '人大', code: 'HTTP', status: 0 }).returning('id').executeTakeFirstOrThrow();
    await t.db.updateTable('systemSmsTemplate').set({ channelId, status: 0 }).where('code', '=', 'bpm-task-todo').execute();
    await t.db.updateTable('systemUsers').set({ mobile: '13800000002' }).where('id', '=', deputyId).execute();
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  const enqueue = (title: string) => new TenantScope(t.db, 1).transaction((tx) => enqueueMessage(tx, {
    userId: deputyId, kind: 'task', templateCode: 'bpm-task-todo', params: { processName: title, taskName: '审核', dueTime: '未设定' },
  }));
  const sent = (title: string) => gateway.delivered.filter((m) => m.content.includes(title)).length;

  it('sends a message once when two dispatchers claim at the same time', async () => {
    await enqueue('两个服务同时认领');
    const claimed = await Promise.all([dispatcher().round(), dispatcher().round()]);
    expect(claimed.sort()).toEqual([0, 1]);
    expect(sent('两个服务同时认领')).toBe(1);
  });

  it('takes over a dead server\'s lease once it expires, and not before', async () => {
    await enqueue('租约过期后接管');
    const held = sql`update system_message_outbox set locked_by = 'dead-server', attempts = 1,
      locked_until = now() + interval '1 hour' where template_params @> ${JSON.stringify({ processName: '租约过期后接管' })}::jsonb`;
    await held.execute(t.db);
    expect(await dispatcher().round()).toBe(0);
    expect(sent('租约过期后接管')).toBe(0);
    await sql`update system_message_outbox set locked_until = now() - interval '1 second' where locked_by = 'dead-server'`.execute(t.db);
    expect(await dispatcher().round()).toBe(1);
    expect(sent('租约过期后接管')).toBe(1);
    expect(await dispatcher().round()).toBe(0);
    expect(sent('租约过期后接管')).toBe(1);
  });
});
