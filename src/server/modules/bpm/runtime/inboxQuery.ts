import { sql } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { guardedRefusal } from './businessTasks.ts';
import { deadlineSql, inboxBusiness, processKeysOf, registeredProcessKeys, type InboxKind } from './inboxBusiness.ts';
import type { UserBrief } from './people.ts';
import { OPERATION, RESULT } from './runtimeErrors.ts';

/**
 * The todo and done pages (docs/inbox.md): the caller's tasks with the business item each is about — its title (the
 * instance's name, decision 79), who asks, the step in the business's words, its deadline and whether it is overdue,
 * and the page where it is done — filtered by kind and overdue and sorted by deadline in the database. The v1.6.2
 * item's fields stay as they were (the yudao client reads them); `business` is added beside them.
 */

export interface InboxFilter {
  done: boolean;
  name?: string;
  from?: Date;
  to?: Date;
  kind?: InboxKind;
  overdue?: boolean;
}

/** The business item of a task: what the inbox, the home page and the navbar show of it. */
export interface TaskBusinessItem {
  kind: InboxKind;
  title: string;
  step: string;
  /** What a decided task decided in the business's words (满意, 不满意, 退回修改); null: its result says it. */
  outcome: string | null;
  /** Who asks: the instance's starter (the deputy of a proposal, the applicant of a leave). */
  who: string | null;
  deadline: Date | null;
  overdue: boolean;
  /** The client page where the task is done (or, once done, seen): the business's own page, else the process's. */
  link: string;
}

/**
 * A task is overdue when it is still open past its deadline, or was decided after it. Built per statement: the
 * business modules register their deadlines when they load, after this module.
 */
const overdueSql = () => sql<boolean>`coalesce(coalesce(bpm_task.end_time, now()) > ${deadlineSql()}, false)`;

/**
 * Tasks with their instance (`i`) and definition (`d`), which the deadlines' SQL reads, and the people a row names —
 * the starter (`s`) and the assignee (`a`, with their department `ad`) — in the same statement: on a loaded machine
 * each round trip costs more than the page's work (docs/performance.md "Inbox").
 */
const withInstance = (scope: TenantScope) => scope.selectFrom('bpmTask')
  .innerJoin('bpmProcessInstance as i', 'i.id', 'bpmTask.processInstanceId')
  .innerJoin('bpmProcessDefinition as d', 'd.id', 'bpmTask.processDefinitionId');

/** The statement of a page: the caller's tasks, filtered (not yet sorted or paged). */
function inboxQuery(scope: TenantScope, userId: number, filter: InboxFilter) {
  let query = withInstance(scope).where('bpmTask.assigneeUserId', '=', userId);
  // a done page lists what the caller decided, not what a reject, cancel or 退回 closed around them: a 退回 is theirs
  // when the trail has it on their task (the tasks a 退回 takes away get 5 too, with no entry of their own)
  query = filter.done
    ? query.where((eb) => eb.or([
      eb('bpmTask.result', 'in', [RESULT.APPROVE, RESULT.REJECT]),
      eb.and([eb('bpmTask.result', '=', RESULT.RETURN), eb.exists(eb.selectFrom('bpmTaskOperation as o').select('o.id')
        .whereRef('o.processInstanceId', '=', 'bpmTask.processInstanceId').whereRef('o.taskId', '=', 'bpmTask.id')
        .where('o.type', '=', OPERATION.RETURN).where('o.userId', '=', userId))]),
    ]))
    : query.where('bpmTask.result', '=', RESULT.PROCESS);
  if (filter.name) query = query.where('bpmTask.name', 'like', `%${filter.name.replace(/[\\%_]/g, '\\$&')}%`);
  if (filter.from) query = query.where('bpmTask.createTime', '>=', filter.from);
  if (filter.to) query = query.where('bpmTask.createTime', '<=', filter.to);
  if (filter.kind) {
    const keys = filter.kind === 'process' ? registeredProcessKeys() : processKeysOf(filter.kind);
    if (filter.kind === 'process') query = keys.length ? query.where('d.processKey', 'not in', keys) : query;
    else query = query.where('d.processKey', 'in', keys.length ? keys : ['']);
  }
  if (filter.overdue !== undefined) query = query.where(filter.overdue ? overdueSql() : sql<boolean>`not ${overdueSql()}`);
  return query;
}

const COLUMNS = ['bpmTask.id', 'bpmTask.name', 'bpmTask.definitionKey', 'bpmTask.processInstanceId', 'bpmTask.assigneeUserId',
  'bpmTask.result', 'bpmTask.reason', 'bpmTask.createTime', 'bpmTask.endTime', 'i.name as instanceName', 'i.startUserId',
  'i.processDefinitionId', 'i.businessKey', 'd.processKey', 'd.formCustomViewPath', 's.nickname as starterNickname',
  'a.nickname as assigneeNickname', 'a.deptId as assigneeDeptId', 'ad.name as assigneeDeptName'] as const;

/** The selection of a page or one task: the row, its people, its deadline (overdue follows from it, in businessItem). */
function selected<Q extends ReturnType<typeof withInstance>>(query: Q) {
  return query
    .leftJoin('systemUsers as s', 's.id', 'i.startUserId')
    .leftJoin('systemUsers as a', 'a.id', 'bpmTask.assigneeUserId')
    .leftJoin('systemDept as ad', 'ad.id', 'a.deptId')
    .select([...COLUMNS, deadlineSql().as('deadline')]);
}

/**
 * One statement per page as a rule: the total comes with the rows (`count(*) over ()`, taken before the limit); only
 * a page past the end, which has no row to carry it, asks for the count on its own.
 */
export async function inboxPage(scope: TenantScope, userId: number, filter: InboxFilter, page: { pageNo: number; pageSize: number }) {
  const query = inboxQuery(scope, userId, filter);
  const rows = selected(query).select(sql<string>`count(*) over ()`.as('total'));
  // the nearest deadline first (decision 80); without one, as v1.6.2 sorts: the newest first, the latest decided on 已办
  const sorted = filter.done
    ? rows.orderBy('bpmTask.endTime', 'desc')
    : rows.orderBy(sql`deadline asc nulls last`).orderBy('bpmTask.createTime', 'desc');
  const list = await sorted.orderBy('bpmTask.id').limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize).execute();
  let total = list.length ? Number(list[0].total) : 0;
  if (!list.length && page.pageNo > 1) {
    total = Number((await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()).total);
  }
  return { list: await inboxItems(scope, list), total };
}

const oneTask = (scope: TenantScope, taskId: string) => selected(withInstance(scope).where('bpmTask.id', '=', taskId));
type InboxRow = Awaited<ReturnType<ReturnType<typeof oneTask>['execute']>>[number];

/** One task as the inbox shows it, whatever its state and whoever holds it (the caller checks who may see it). */
export async function inboxTask(scope: TenantScope, taskId: string) {
  const rows = await oneTask(scope, taskId).execute();
  return rows.length ? (await inboxItems(scope, rows))[0] : null;
}

/** v1.6.2's BpmTaskTodoPageItemRespVO / DonePage item, and the business item beside it. */
async function inboxItems(scope: TenantScope, rows: InboxRow[]) {
  const outcomes = await decidedOutcomes(scope, rows);
  const now = new Date();
  return rows.map((r) => {
    // the people as usersByIds gives them (a user gone is no one); the starter is read for the nickname only
    const people = new Map<number, UserBrief>();
    if (r.starterNickname !== null) people.set(r.startUserId, { id: r.startUserId, nickname: r.starterNickname, deptId: null, deptName: null });
    if (r.assigneeUserId !== null && r.assigneeNickname !== null) {
      people.set(r.assigneeUserId, { id: r.assigneeUserId, nickname: r.assigneeNickname, deptId: r.assigneeDeptId, deptName: r.assigneeDeptName });
    }
    const instance = { id: r.processInstanceId, name: r.instanceName, startUserId: r.startUserId, processDefinitionId: r.processDefinitionId };
    return { ...taskItem(r, instance, people), business: businessItem(r, outcomes.get(r.id) ?? null, now) };
  });
}

/** Asks each business module what its decided tasks on the page decided. */
async function decidedOutcomes(scope: TenantScope, rows: InboxRow[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const byKey = new Map<string, InboxRow[]>();
  for (const r of rows) if (r.endTime) byKey.set(r.processKey, [...(byKey.get(r.processKey) ?? []), r]);
  for (const [key, tasks] of byKey) {
    const outcomes = inboxBusiness(key)?.outcomes;
    if (!outcomes) continue;
    for (const [id, word] of await outcomes(scope, tasks)) out.set(id, word);
  }
  return out;
}

function businessItem(r: InboxRow, outcome: string | null, now: Date): TaskBusinessItem {
  const business = inboxBusiness(r.processKey);
  // a process whose tasks its own commands decide is handled on its own page (the proposal's 审核 panel); any other
  // on the process's page, where 通过 / 不通过 are
  const own = guardedRefusal(r.processKey) && r.formCustomViewPath && r.businessKey;
  const deadline = r.deadline ? new Date(r.deadline) : null;
  return {
    kind: business?.kind ?? 'process',
    title: r.instanceName,
    step: business?.steps?.[r.definitionKey] ?? r.name,
    outcome,
    who: r.starterNickname,
    deadline,
    // as overdueSql() says it, for the filter
    overdue: deadline !== null && (r.endTime ?? now) > deadline,
    link: own ? `${r.formCustomViewPath}?id=${encodeURIComponent(r.businessKey!)}` : `/bpm/process-instance/detail?id=${r.processInstanceId}`,
  };
}

type TaskRow = { id: string; name: string; definitionKey: string; assigneeUserId: number | null; result: number; reason: string | null; createTime: Date; endTime: Date | null };
type InstanceRow = { id: string; name: string; startUserId: number; processDefinitionId: string };

/** A task as v1.6.2's BpmTaskRespVO and todo / done items give it: the task, its instance, the starter and the assignee. */
export function taskItem(t: TaskRow, instance: InstanceRow, people: Map<number, UserBrief>) {
  return {
    id: t.id, name: t.name, definitionKey: t.definitionKey, claimTime: null, createTime: t.createTime, suspensionState: 1,
    endTime: t.endTime, durationInMillis: t.endTime ? t.endTime.getTime() - t.createTime.getTime() : null, result: t.result, reason: t.reason,
    processInstance: { id: instance.id, name: instance.name, startUserId: instance.startUserId, startUserNickname: people.get(instance.startUserId)?.nickname ?? null, processDefinitionId: instance.processDefinitionId },
    assigneeUser: t.assigneeUserId === null ? null : people.get(t.assigneeUserId) ?? null,
  };
}
