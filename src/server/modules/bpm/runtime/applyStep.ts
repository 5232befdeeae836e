import { randomUUID } from 'node:crypto';
import type { OperationNodeSource, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { taskMessageWrites } from '../../system/outbox/taskMessages.ts';
import { notifyInstanceEnded } from './businessResults.ts';
import { notifyStep } from './businessTasks.ts';
import type { DefinitionFacts } from './definitionFacts.ts';
import { wakeJobPoller } from './jobPoller.ts';
import { assignWait, type AutoAction } from './nodePolicies.ts';
import type { StepResult } from './port.ts';
import { stepCopyWrites } from './copies.ts';
import { closeEarlier, trailRows } from './trailWriter.ts';
import { RESULT, STATUS } from './runtimeErrors.ts';
import { writeTogether } from './writeTogether.ts';

export interface InstanceRef {
  id: string;
  startUserId: number;
  businessKey: string | null;
  /** The instance's name when the caller has it (a start writes the row in the step's statement): its tasks' messages say it. */
  name?: string;
}

export interface ApplyOptions {
  /** The instance result when the step ended it. */
  finalResult?: number;
  /**
   * A start: the instance row, inserted with the step's state by this write (no update after), sent in the step's
   * statement; `verify` sees what its `returning` gave before anything else of the step runs.
   */
  create?: { insert: OperationNodeSource; verify: (row: unknown) => void };
}

export interface PlanOptions {
  finalResult?: number;
  /**
   * The task this step's command decides in the same statement (liveApproval.ts): its row is that command's to
   * write, so the step's own task writes leave it alone (a statement must not write one row twice).
   */
  decidedTaskId?: string;
}

/** A task the step created: the execution its decision will signal, and its assignee. */
export interface CreatedTask {
  id: string;
  definitionKey: string;
  executionId: string;
  assigneeUserId: number;
}

/** What a step writes: every write but the instance's own, and the instance's update (its conditions still open). */
export interface PlannedStep {
  writes: OperationNodeSource[];
  state: UpdateQueryBuilder<Database, 'bpmProcessInstance', 'bpmProcessInstance', UpdateResult>;
  tasks: CreatedTask[];
  /**
   * To call once the step's statement has been sent: what must follow its commit (a node policy's job due now wakes
   * this server's poller) is registered then — before the statement, outside a transaction, it would run too early.
   */
  written: () => void;
}

/**
 * Plans what one engine step did: the trail, a task per new wait with its message to the assignee (the outbox),
 * due timers, the copies of the copy nodes it passed, and the instance's state. Only a re-emitted wait (is its task
 * there?), an assign rule needing people, the new tasks' messages (their recipients and templates) and a copy node's
 * people (who they are, who has a copy already) read the database here.
 */
export async function planStep(txScope: TenantScope, instance: InstanceRef, definition: DefinitionFacts, step: StepResult, options: PlanOptions = {}): Promise<PlannedStep> {
  const { finalResult = RESULT.APPROVE, decidedTaskId } = options;
  const now = new Date();
  const { rows, earlier } = trailRows(instance.id, step.trail);
  const writes: OperationNodeSource[] = [];
  // ending the instance closes all it has below, which covers what `earlier` would close one by one
  if (!step.ended) writes.push(...closeEarlier(txScope, instance.id, earlier, definition.mayHaveTimers, decidedTaskId));
  const finished = new Set(step.trail.filter((e) => e.event === 'end' || e.event === 'discard').map((e) => e.executionId));
  const entered = new Set(step.trail.filter((e) => e.event === 'enter').map((e) => e.executionId));
  const tasks = [];
  // tasks a node policy decides (nobody to assign, the starter skipped): a job each, due now (nodePolicyJobs.ts)
  const decisions: { elementId: string; executionId: string; action: AutoAction }[] = [];
  for (const wait of step.waiting) {
    // the wait a resume re-emits for the task this command decides is gone again by the end of the step
    if (finished.has(wait.executionId)) continue;
    // a wait entered in this step is new; one a resume re-emits has its task already: it is not assigned again
    if (!entered.has(wait.executionId)) {
      const existing = await txScope.selectFrom('bpmTask').select('id').where('processInstanceId', '=', instance.id)
        .where('definitionKey', '=', wait.elementId).where('executionId', '=', wait.executionId).executeTakeFirst();
      if (existing) continue;
    }
    // the assign rule or the task's attributes, then the node's policies; nobody and no policy refuses (1009006003)
    const assignment = await assignWait(txScope, definition, instance.startUserId, wait);
    const assignee = 'assignee' in assignment ? assignment.assignee : null;
    if ('auto' in assignment && !step.ended) decisions.push({ elementId: wait.elementId, executionId: wait.executionId, action: assignment.auto });
    const taskId = randomUUID();
    // a step that ends the instance leaves no task open (the statement's writes do not see each other's rows)
    tasks.push({
      id: taskId, processInstanceId: instance.id, processDefinitionId: definition.id, definitionKey: wait.elementId,
      executionId: wait.executionId, name: wait.name, assigneeUserId: assignee, reason: null,
      ...(step.ended ? { result: RESULT.CANCEL, endTime: now } : { result: RESULT.PROCESS }),
    });
    // the wait's open activity row: entered in this step (in memory), or by an earlier one
    const row = rows.find((r) => r.executionId === wait.executionId && r.endTime === null);
    if (row) row.taskId = taskId;
    else {
      writes.push(txScope.updateTable('bpmActivity').set({ taskId, ...(step.ended ? { endTime: now } : {}) })
        .where('processInstanceId', '=', instance.id).where('executionId', '=', wait.executionId).where('endTime', 'is', null));
    }
  }
  if (tasks.length) writes.push(txScope.insertInto('bpmTask', tasks));
  // every task created for someone tells them, in the same statement: no task without its message, none twice
  if (!step.ended) {
    const told = tasks.filter(hasAssignee).map(({ id, name, definitionKey, executionId, assigneeUserId }) => ({ id, name, definitionKey, executionId, assigneeUserId }));
    writes.push(...await taskMessageWrites(txScope, instance, definition, told, step.timers));
  }
  if (step.ended) {
    // the instance's rows still open close now: this step's in memory, the earlier ones by the update below
    for (const row of rows) row.endTime ??= now;
    const taskRowsUpdated = new Set(tasks.map((t) => t.executionId));
    writes.push(txScope.updateTable('bpmActivity').set({ endTime: now }).where('processInstanceId', '=', instance.id).where('endTime', 'is', null)
      .$if(taskRowsUpdated.size > 0, (qb) => qb.where('executionId', 'not in', [...taskRowsUpdated])));
    writes.push(txScope.updateTable('bpmTask').set({ result: RESULT.CANCEL, endTime: now })
      .where('processInstanceId', '=', instance.id).where('result', '=', RESULT.PROCESS)
      .$if(decidedTaskId !== undefined, (qb) => qb.where('id', '!=', decidedTaskId!)));
    if (definition.mayHaveTimers) writes.push(txScope.deleteFrom('bpmJob').where('processInstanceId', '=', instance.id));
  } else {
    const jobs = step.timers.filter((t) => !finished.has(t.executionId))
      .map((t) => ({ processInstanceId: instance.id, elementId: t.elementId, executionId: t.executionId, dueTime: t.dueAt, action: null as string | null }));
    jobs.push(...decisions.map((d) => ({ processInstanceId: instance.id, elementId: d.elementId, executionId: d.executionId, dueTime: now, action: d.action })));
    if (jobs.length) writes.push(txScope.insertInto('bpmJob', jobs).onConflict((oc) => oc.columns(['processInstanceId', 'executionId']).doNothing()));
  }
  if (rows.length) writes.push(txScope.insertInto('bpmActivity', rows));
  // 抄送节点 passed in this step: their copies, trail and messages (copies.ts), in the step's statement too
  writes.push(...await stepCopyWrites(txScope, instance, definition, step));
  const state = txScope.updateTable('bpmProcessInstance')
    .set((eb) => ({
      variables: JSON.stringify(step.variables),
      engineState: step.ended ? null : JSON.stringify(step.state),
      lockVersion: eb('lockVersion', '+', 1),
      ...(step.ended ? { status: STATUS.FINISHED, result: finalResult, endTime: now } : {}),
    }))
    .where('id', '=', instance.id);
  const written = () => {
    if (decisions.length) txScope.afterCommit(() => wakeJobPoller(txScope.database));
  };
  return { writes, state, written, tasks: tasks.filter(hasAssignee).map(({ id, definitionKey, executionId, assigneeUserId }) => ({ id, definitionKey, executionId, assigneeUserId })) };
}

/** A task a node policy decides has nobody (its job decides it): no message, and no command of a person takes it. */
const hasAssignee = <T extends { assigneeUserId: number | null }>(task: T): task is T & { assigneeUserId: number } => task.assigneeUserId !== null;

/**
 * Writes what one engine step did, inside the command's transaction, as one statement (writeTogether.ts) — each
 * statement is a round trip, and they were most of a command's cost — then tells the business module of the process.
 */
export async function applyStep(txScope: TenantScope, instance: InstanceRef, definition: DefinitionFacts, step: StepResult, options: ApplyOptions = {}): Promise<CreatedTask[]> {
  const { finalResult = RESULT.APPROVE, create } = options;
  const { writes, state, tasks, written } = await planStep(txScope, instance, definition, step, { finalResult });
  const [row] = await writeTogether(txScope, [...writes, create ? create.insert : state]);
  if (create) create.verify(row);
  written();
  await notifyStep(txScope, definition.processKey, { processInstanceId: instance.id, businessKey: instance.businessKey, trail: step.trail });
  if (step.ended) await notifyInstanceEnded(txScope, { processInstanceId: instance.id, processKey: definition.processKey, businessKey: instance.businessKey }, finalResult);
  return tasks;
}
