// The workflow runtime across restarts and servers (bpmRuntime.test.ts has its commands on one server).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/testApp.ts';
import { createTestDatabase, currentTemplate, onPostgres } from '../support/testDatabase.ts';
import { act, bpmn, countersign, deployed, instanceOf, MANUAL_JOBS, oneStep, onTwoServers, signIn, start, tasksOf } from '../support/bpmRuntime.ts';
import { fireDueJobs } from '../../src/server/modules/bpm/runtime/index.ts';

describe('bpm runtime across restarts and servers', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bpm-runtime-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('a waiting instance resumes after a restart', async () => {
    // a copy of the run's seeded template in a data directory: the restart is what is tested, not a first start
    const database = await createTestDatabase(onPostgres() ? 'memory://' : path.join(dataDir, 'db'), currentTemplate());
    const first = await signIn(await createTestApp(MANUAL_JOBS, database));
    const definitionId = await deployed(first, 'restart_flow', oneStep('restart_flow', '测试流程', String(first.deputy1.id)));
    const instanceId = (await start(first, first.deputy2.token, definitionId)).data as string;
    const [task] = await tasksOf(first, first.deputy2.token, instanceId);
    await first.t.app.close();
    await database.handle.close();

    const reopened = { ...database, handle: await database.reopen() };
    const second = await signIn(await createTestApp(MANUAL_JOBS, reopened));
    try {
      expect((await act(second, second.deputy1.token, 'approve', task.id)).code).toBe(0);
      expect(await instanceOf(second, second.deputy2.token, instanceId)).toMatchObject({ status: 2, result: 2 });
      expect(await tasksOf(second, second.deputy2.token, instanceId)).toHaveLength(1);
    } finally {
      await second.t.app.close();
      await reopened.drop();
    }
  });

  it('each server polls the job table on its own (BPM_JOB_POLL_MS)', async () => {
    const c2 = await signIn(await createTestApp({ bpmJobPollMs: 50 }));
    try {
      const definitionId = await deployed(c2, 'polled_flow', bpmn('polled_flow', '测试流程', `
        <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
        <bpmn:userTask id="approve" name="领导审批" camunda:assignee="${c2.deputy1.id}" />
        <bpmn:boundaryEvent id="timeout" attachedToRef="approve"><bpmn:timerEventDefinition><bpmn:timeDuration>PT0.1S</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>
        <bpmn:sequenceFlow id="f2" sourceRef="timeout" targetRef="end" />
        <bpmn:sequenceFlow id="f3" sourceRef="approve" targetRef="end" />`));
      const instanceId = (await start(c2, c2.admin, definitionId)).data as string;
      await expect.poll(async () => (await instanceOf(c2, c2.admin, instanceId)).result, { timeout: 5000, interval: 100 }).toBe(2);
      expect((await tasksOf(c2, c2.admin, instanceId))[0].result).toBe(4);
    } finally {
      await c2.t.close();
    }
  });

  it.runIf(onPostgres())('an approval on a live engine takes the instance\'s row before its task\'s, as a locked command does: no deadlock', async () => {
    await onTwoServers(async (one, other) => {
      const definitionId = await deployed(one, 'lock_order', oneStep('lock_order', '测试流程', String(one.deputy1.id)));
      const instanceId = (await start(one, one.admin, definitionId)).data as string;
      const [task] = await tasksOf(one, one.admin, instanceId);
      let approval: ReturnType<typeof act> | undefined;
      // another server's command, as the locked commands do: the instance's row first, then its task's
      await other.db.transaction().execute(async (tx) => {
        await sql`select id from bpm_process_instance where id = ${instanceId} for update`.execute(tx);
        // the server that started it approves on its live engine: one statement, which waits for the row
        approval = act(one, one.deputy1.token, 'approve', task.id);
        await expect.poll(async () => (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%instance_row%'`.execute(other.db)).rows[0].n, { timeout: 10_000 }).toBe(1);
        // the waiting statement holds no lock on the task: had it taken the task's row first, this would fail
        // (and a command waiting for it, as the statement waits for this one, would deadlock)
        await sql`select id from bpm_task where id = ${task.id} for update nowait`.execute(tx);
      });
      expect((await approval!).code).toBe(0);
      expect(await instanceOf(one, one.admin, instanceId)).toMatchObject({ status: 2, result: 2 });
    });
  });

  it.runIf(onPostgres())('countersigns decided all at once on two servers: each task once, each instance ends 2 of 3, no deadlock', async () => {
    // the server that started them keeps their engines (one statement per approval), the other locks and recovers:
    // every task is approved from both at the same moment, all tasks of all instances together
    await onTwoServers(async (one, other) => {
      const staff = await one.t.login('staff', 'staff123');
      const signId = await deployed(one, 'rush_sign', countersign('rush_sign', '<bpmn:sequenceFlow id="f2" sourceRef="sign" targetRef="end" />'));
      const tokens = new Map([[one.deputy1.id, one.deputy1.token], [one.deputy2.id, one.deputy2.token], [staff.userId, staff.accessToken]]);
      const otherTokens = new Map<number, string>();
      for (const [username, password] of [['deputy1', 'deputy123'], ['deputy2', 'deputy123'], ['staff', 'staff123']]) {
        const signedIn = await other.login(username, password);
        otherTokens.set(signedIn.userId, signedIn.accessToken);
      }
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) ids.push((await start(one, one.admin, signId, { signers: [one.deputy1.id, one.deputy2.id, staff.userId] })).data as string);
      const tasks = await one.t.db.selectFrom('bpmTask').select(['id', 'assigneeUserId']).where('processInstanceId', 'in', ids).execute();
      const approve = (app: typeof other, token: string, id: string) => app.call({ method: 'PUT', url: '/admin-api/bpm/task/approve', token, payload: { id, reason: '同意' } });
      const results = (await Promise.all(tasks.map((task) => Promise.all([
        approve(one.t, tokens.get(task.assigneeUserId!)!, task.id),
        approve(other, otherTokens.get(task.assigneeUserId!)!, task.id),
      ])))).flat();
      // two approvals per instance succeed; every other attempt finds its task decided (or cancelled by the second)
      expect(results.filter((r) => r.code === 0)).toHaveLength(40);
      expect(results.filter((r) => r.code !== 0).map((r) => r.code)).toEqual(Array(80).fill(1009005000));
      const ended = await one.t.db.selectFrom('bpmProcessInstance').select(['status', 'result']).where('id', 'in', ids).execute();
      expect(ended).toEqual(Array(20).fill({ status: 2, result: 2 }));
      const decided = await one.t.db.selectFrom('bpmTask').select(['processInstanceId', 'result']).where('processInstanceId', 'in', ids).execute();
      for (const id of ids) {
        expect(decided.filter((t) => t.processInstanceId === id).map((t) => t.result).sort()).toEqual([2, 2, 4]);
      }
    });
  });

  it.runIf(onPostgres())('the same task approved at once through two servers: exactly one succeeds; a due job fires once', async () => {
    await onTwoServers(async (one, other) => {
      const definitionId = await deployed(one, 'race_flow', oneStep('race_flow', '测试流程', String(one.deputy1.id)));
      for (let round = 0; round < 5; round++) {
        const instanceId = (await start(one, one.admin, definitionId)).data as string;
        const [task] = await tasksOf(one, one.admin, instanceId);
        const otherToken = (await other.login('deputy1', 'deputy123')).accessToken;
        const results = await Promise.all([
          act(one, one.deputy1.token, 'approve', task.id),
          other.call({ method: 'PUT', url: '/admin-api/bpm/task/approve', token: otherToken, payload: { id: task.id, reason: '同意' } }),
        ]);
        expect(results.map((r) => r.code).sort()).toEqual([0, 1009005000]);
        const trail = (await one.t.call({ method: 'GET', url: `/admin-api/bpm/activity/list?processInstanceId=${instanceId}`, token: one.admin })).data;
        expect(trail.filter((a: { key: string }) => a.key === 'end')).toHaveLength(1);
      }

      // a countersign decided on both servers in turn: each acts on what the other committed, never on an engine it
      // kept from before (two approvals of three complete it, so a stale engine would leave it waiting)
      const staff = await one.t.login('staff', 'staff123');
      const signId = await deployed(one, 'cluster_sign', countersign('cluster_sign', '<bpmn:sequenceFlow id="f2" sourceRef="sign" targetRef="end" />'));
      const signed = (await start(one, one.admin, signId, { signers: [one.deputy1.id, one.deputy2.id, staff.userId] })).data as string;
      const signs = await tasksOf(one, one.admin, signed);
      const signOf = (userId: number) => signs.find((t: { assigneeUser: { id: number } }) => t.assigneeUser.id === userId).id;
      const otherDeputy2 = (await other.login('deputy2', 'deputy123')).accessToken;
      const onOther = await other.call({ method: 'PUT', url: '/admin-api/bpm/task/approve', token: otherDeputy2, payload: { id: signOf(one.deputy2.id), reason: '同意' } });
      expect(onOther.code).toBe(0);
      expect((await act(one, one.deputy1.token, 'approve', signOf(one.deputy1.id))).code).toBe(0);
      expect(await instanceOf(one, one.admin, signed)).toMatchObject({ status: 2, result: 2 });

      // two pollers on one due job: it fires once
      const timed = bpmn('race_timer', '测试流程', `
        <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
        <bpmn:userTask id="approve" name="领导审批" camunda:assignee="${one.deputy1.id}" />
        <bpmn:boundaryEvent id="timeout" attachedToRef="approve"><bpmn:timerEventDefinition><bpmn:timeDuration>PT0.2S</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>
        <bpmn:sequenceFlow id="f2" sourceRef="timeout" targetRef="end" />
        <bpmn:sequenceFlow id="f3" sourceRef="approve" targetRef="end" />`);
      const timedId = await deployed(one, 'race_timer', timed);
      const instanceId = (await start(one, one.admin, timedId)).data as string;
      await new Promise((resolve) => setTimeout(resolve, 300));
      const fired = await Promise.all([fireDueJobs(one.t.db), fireDueJobs(other.db)]);
      expect(fired[0] + fired[1]).toBe(1);
      expect(await instanceOf(one, one.admin, instanceId)).toMatchObject({ status: 2, result: 2 });
    });
  });
});
