import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { oneStep } from '../../support/bpmRuntime.ts';
import { freePort, ServerProcess, type ServerStore } from '../../support/harness/serverProcess.ts';
import { templateStore } from '../../support/harness/templateStore.ts';
import { startSmsGateway, type SmsGateway } from '../../support/messageChannels.ts';
import { onPostgres } from '../../support/testDatabase.ts';

/**
 * Never lost (issue 33): a real server commits a task and its message, and is killed (SIGKILL) before it sends the
 * SMS — it runs no dispatcher, so the kill surely falls between the commit and the send. Started again on the same
 * data, the server sends the SMS, once. Both starts are on a copy of the run's template database (migrated and
 * seeded), so neither runs initdb or the seed: the cheapest honest version.
 */

describe(`a server killed between the commit and the send (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-outbox-crash-'));
  let store: ServerStore | undefined;
  let server: ServerProcess | undefined;
  let gateway: SmsGateway | undefined;

  afterAll(async () => {
    await server?.stop();
    await store?.drop();
    await gateway?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the message after the restart, once', async () => {
    gateway = await startSmsGateway();
    store = await templateStore(dir);
    const withOutbox = (pollMs: string): ServerStore => ({ ...store!, env: { ...store!.env, OUTBOX_POLL_MS: pollMs, SMS_HTTP_URL: gateway!.url } });
    server = new ServerProcess(await freePort(), withOutbox('0'));
    await server.start();
    const token = await server.login();
    const ok = async (method: string, url: string, body?: unknown) => {
      const res = await server!.call(method, url, { token, body });
      expect(res.code, `${url}: ${res.msg}`).toBe(0);
      return res.data;
    };
    // the HTTP channel for the task message's SMS, and the administrator's mobile
    const channelId = await ok('POST', '/system/sms-channel/create', { signature: '人大', code: 'HTTP', status: 0 });
    const template = (await ok('GET', '/system/sms-template/page?pageNo=1&pageSize=10&code=bpm-task-todo')).list[0];
    await ok('PUT', '/system/sms-template/update', { ...template, channelId, status: 0 });
    await ok('PUT', '/system/user/profile/update', { mobile: '13900000009' });
    // a designed process whose one task is its starter's: starting it commits the task and its message
    const NAME = '崩溃消息流程';
    const modelId = await ok('POST', '/bpm/model/create', {
      key: 'crash_message', name: NAME, formType: 20, formCustomCreatePath: '/bpm/oa/leave/create', formCustomViewPath: '/bpm/oa/leave/detail',
      bpmnXml: oneStep('crash_message', NAME, '${initiator}'),
    });
    await ok('POST', `/bpm/model/deploy?id=${modelId}`);
    const definition = (await ok('GET', '/bpm/process-definition/list?suspensionState=1')).find((d: { key: string }) => d.key === 'crash_message');
    await ok('POST', '/bpm/process-instance/create', { processDefinitionId: definition.id, variables: {} });
    await server.kill('SIGKILL');
    expect(gateway.requests).toHaveLength(0);

    server = new ServerProcess(await freePort(), withOutbox('200'));
    await server.start();
    const again = await server.login();
    await vi.waitFor(async () => {
      const log = await server!.call('GET', '/system/sms-log/page?pageNo=1&pageSize=10&mobile=13900000009', { token: again });
      expect(log.data.list.map((l: { sendStatus: number }) => l.sendStatus)).toEqual([10]);
    }, { timeout: 30_000, interval: 200 });
    expect(gateway.delivered).toHaveLength(1);
    expect(gateway.delivered[0]!.content).toContain(`您有一项待办：${NAME}，环节：领导审批`);
    expect(gateway.requests).toHaveLength(1);
  }, 180_000); // two starts of a real server
});
