import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantScope } from '../../../src/server/db/tenantScope.ts';
import { enqueueMessage } from '../../../src/server/modules/system/outbox/index.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';

/**
 * The outbox's face (issue 33, docs/messages.md): a message enqueued in a change's transaction arrives as the user's
 * in-site message when the change commits, and not at all when it rolls back; a dedupe key used twice sends once;
 * a recipient who is no user of the tenant does not fail the change.
 */
describe('outbox: enqueueMessage', () => {
  let t: TestApp;
  let deputy: { token: string; id: number };

  beforeAll(async () => {
    t = await createTestApp();
    const d = await t.login('deputy1', 'deputy123');
    deputy = { token: d.accessToken, id: d.userId };
  });
  afterAll(() => t.close());

  const unread = async () => (await t.call({ method: 'GET', url: '/admin-api/system/notify-message/get-unread-list', token: deputy.token })).data as { templateContent: string }[];
  const message = (extra: Partial<Parameters<typeof enqueueMessage>[1]> = {}) => ({
    userId: deputy.id, kind: 'task' as const, templateCode: 'bpm-task-todo', link: '/bpm/task/open/1',
    params: { processName: '建议：关于增设公交站点的建议', taskName: '审核', startUserName: '王代表', dueTime: '2026-12-01' }, ...extra,
  });

  it('writes the in-site message with the change, naming the item', async () => {
    await new TenantScope(t.db, 1).transaction((tx) => enqueueMessage(tx, message()));
    const [newest] = await unread();
    expect(newest!.templateContent).toBe('您有一项待办：建议：关于增设公交站点的建议，环节：审核，发起人：王代表，办理期限：2026-12-01。');
  });

  it('sends nothing when the change rolls back', async () => {
    const before = (await unread()).length;
    await expect(new TenantScope(t.db, 1).transaction(async (tx) => {
      await enqueueMessage(tx, message({ params: { processName: '回滚的', taskName: 'x', startUserName: 'y', dueTime: 'z' } }));
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    const after = await unread();
    expect(after.length).toBe(before);
    expect(after.some((m) => m.templateContent.includes('回滚的'))).toBe(false);
  });

  it('sends a message with a dedupe key once, however often it is enqueued', async () => {
    const once = message({ dedupeKey: 'reminder:test:1', params: { processName: '只发一次', taskName: 'x', startUserName: 'y', dueTime: 'z' } });
    await new TenantScope(t.db, 1).transaction((tx) => enqueueMessage(tx, once));
    await new TenantScope(t.db, 1).transaction((tx) => enqueueMessage(tx, once));
    expect((await unread()).filter((m) => m.templateContent.includes('只发一次'))).toHaveLength(1);
    // the key is the tenant's: another tenant's message with the same key is its own
    const rows = await t.db.selectFrom('systemMessageOutbox').select('tenantId').where('dedupeKey', '=', 'reminder:test:1').execute();
    expect(rows).toHaveLength(1);
  });

  it('drops a message to someone who is no user of the tenant, and the change goes on', async () => {
    await expect(new TenantScope(t.db, 1).transaction((tx) => enqueueMessage(tx, message({ userId: 987654 })))).resolves.toBeUndefined();
    await expect(new TenantScope(t.db, 2).transaction((tx) => enqueueMessage(tx, message()))).resolves.toBeUndefined();
  });
});
