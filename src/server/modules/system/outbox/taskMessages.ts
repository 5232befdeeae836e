import { sql, type OperationNodeSource } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { UTC_OFFSET_MINUTES } from '../../../wallClock.ts';
import { messageWrites } from './enqueue.ts';
import type { MessageKind } from './kinds.ts';
import type { OutboxMessage } from './message.ts';

/** A task a workflow step just created for someone, as its message's describer sees it. */
export interface NewTask {
  id: string;
  /** The step's name in the diagram (审核, 部门领导审批 …). */
  name: string;
  definitionKey: string;
  executionId: string;
  assigneeUserId: number;
  processInstanceId: string;
  /** The business row's key: a start's instance is not in the database yet when its first tasks' messages are made. */
  businessKey: string | null;
}

/**
 * What a business module says about one of its tasks; `kind` defaults to 'task', `link` to the task's own. A
 * parameter left undefined is left out (its `{name}` stays as the template writes it).
 */
export interface TaskMessageText {
  kind?: MessageKind;
  templateCode: string;
  params: Record<string, string | number | undefined>;
  link?: string;
}

/** Gives a process's task its own words; null: the generic message. Runs in the step's transaction. */
export type TaskMessageDescriber = (txScope: TenantScope, task: NewTask) => Promise<TaskMessageText | null> | TaskMessageText | null;

const describers = new Map<string, TaskMessageDescriber>();

/**
 * How a business module's process speaks to the people its tasks go to (proposals, reports): registered when the
 * module loads, as its result listener is. A process without one sends the generic `bpm-task-todo`.
 */
export function registerTaskMessage(processKey: string, describe: TaskMessageDescriber): void {
  describers.set(processKey, describe);
}

const definedParams = (params: TaskMessageText['params']): Record<string, string | number> =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined));

/**
 * Whether new tasks send their messages: always, but for the outbox benchmark's baseline (scripts/bench/outbox.ts),
 * which measures the same submit without its message side by side in one run.
 */
export const taskMessageSwitch = { on: true };

/** The page where a task is done, in one step (the client's `/bpm/task/open/:taskId`). */
export const taskLink = (taskId: string): string => `/bpm/task/open/${taskId}`;

/** `2026-03-31 09:30` on the users' wall clock (TIME_ZONE_OFFSET), as the messages say by when. */
const wallClockTime = (at: Date): string => new Date(at.getTime() + UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16).replace('T', ' ');

/** The diagram's boundary events by the task they are attached to, read once per definition's facts. */
const boundariesOf = new WeakMap<object, Map<string, string>>();

function attachedTo(definition: { bpmnXml: string }): Map<string, string> {
  let map = boundariesOf.get(definition);
  if (!map) {
    map = new Map();
    for (const [, attributes] of definition.bpmnXml.matchAll(/<(?:[\w-]+:)?boundaryEvent\s([^>]*)>/g)) {
      const id = /\bid="([^"]+)"/.exec(attributes!)?.[1];
      const task = /\battachedToRef="([^"]+)"/.exec(attributes!)?.[1];
      if (id && task) map.set(id, task);
    }
    boundariesOf.set(definition, map);
  }
  return map;
}

/**
 * A new task's due time: the earliest timer this step armed on a boundary of the task's element (a designed
 * process's 办理期限, drawn in the designer).
 */
function dueTimeOf(definition: { bpmnXml: string }, elementId: string, timers: readonly { elementId: string; dueAt: Date }[]): Date | null {
  if (!timers.length) return null;
  const attached = attachedTo(definition);
  const dues = timers.filter((t) => attached.get(t.elementId) === elementId).map((t) => t.dueAt.getTime());
  return dues.length ? new Date(Math.min(...dues)) : null;
}

/**
 * The messages of the tasks a step created, as writes for the step's own statement (applyStep.ts): one message per
 * task to its assignee, so every path that writes tasks — a start, a decision, a timer, a live approval without a
 * transaction — writes their messages atomically with them. The instance is named by `instance.name` when the caller
 * has it (a start: the row is written by the same statement), else by its row.
 */
export async function taskMessageWrites(
  txScope: TenantScope,
  instance: { id: string; startUserId: number; businessKey: string | null; name?: string },
  definition: { processKey: string; name: string; bpmnXml: string },
  tasks: readonly Pick<NewTask, 'id' | 'name' | 'definitionKey' | 'executionId' | 'assigneeUserId'>[],
  timers: readonly { elementId: string; dueAt: Date }[],
): Promise<OperationNodeSource[]> {
  if (!tasks.length || !taskMessageSwitch.on) return [];
  // The starter and the instance's name serve only the generic words: a process with words of its own (a proposal's
  // describer) does without that read, one round trip of every start and decision (the outbox benchmark).
  // A start knows its instance's name (its row is written by this very statement): only the starter is read then.
  let facts: Promise<{ starter: string | null; instanceName: string | null } | undefined> | undefined;
  const genericFacts = () => (facts ??= (instance.name !== undefined
    ? sql<{ starter: string | null; instanceName: null }>`
      select nickname as starter, null as instance_name from system_users where id = ${instance.startUserId} and tenant_id = ${txScope.tenantId}`.execute(txScope.db)
    : sql<{ starter: string | null; instanceName: string | null }>`
      select (select nickname from system_users where id = ${instance.startUserId} and tenant_id = ${txScope.tenantId}) as starter,
        (select name from bpm_process_instance where id = ${instance.id} and tenant_id = ${txScope.tenantId}) as instance_name`.execute(txScope.db)
  ).then(({ rows: [row] }) => row));
  const describe = describers.get(definition.processKey);
  const messages: OutboxMessage[] = [];
  for (const task of tasks) {
    const { id, name, definitionKey, executionId, assigneeUserId } = task;
    const newTask: NewTask = { id, name, definitionKey, executionId, assigneeUserId, processInstanceId: instance.id, businessKey: instance.businessKey };
    const own = describe ? await describe(txScope, newTask) : null;
    if (own) {
      messages.push({ userId: task.assigneeUserId, kind: own.kind ?? 'task', templateCode: own.templateCode, params: definedParams(own.params), link: own.link ?? taskLink(task.id) });
      continue;
    }
    const known = await genericFacts();
    const due = dueTimeOf(definition, task.definitionKey, timers);
    messages.push({
      userId: task.assigneeUserId, kind: 'task', templateCode: 'bpm-task-todo', link: taskLink(task.id),
      params: { processName: instance.name ?? known?.instanceName ?? definition.name, taskName: task.name, startUserName: known?.starter ?? '', dueTime: due ? wallClockTime(due) : '未设定' },
    });
  }
  return messageWrites(txScope, messages);
}
