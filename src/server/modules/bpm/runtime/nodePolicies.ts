import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { ASSIGN_EMPTY, ASSIGN_START_USER, BOUNDARY_EVENT_TYPE, POLICY_REASONS, TIMEOUT_HANDLER } from '../../../../shared/bpmn/nodePolicies.ts';
import { holdersOfRole, SUPER_ADMIN_ROLE } from '../../system/permission/permissionService.ts';
import { TENANT_ADMIN_ROLE } from '../../system/user/userProtection.ts';
import { STATUS as USER_STATUS } from '../../system/systemErrors.ts';
import { resolveCandidates } from '../rule/resolveCandidates.ts';
import { applyStarterPolicy, enabledUsers, STARTER_POLICY } from '../rule/starterPolicy.ts';
import type { DefinitionFacts } from './definitionFacts.ts';
import type { WaitingTask } from './port.ts';
import { RuntimeErrors } from './runtimeErrors.ts';

/** A user task's policies as the diagram carries them (flowable extension elements; absent: undefined). */
export interface TaskPolicy {
  assignEmpty?: number;
  assignEmptyUserIds: number[];
  assignStartUser?: number;
  approveMethod?: number;
  approveRatio?: number;
}

/** A boundary timer event that is a user task's timeout (`boundaryEventType` 1) and what it does when it fires. */
export interface TimeoutPolicy {
  taskId: string;
  handler: number;
}

export interface NodePolicies {
  tasks: Map<string, TaskPolicy>;
  /** By boundary event id. */
  timeouts: Map<string, TimeoutPolicy>;
}

const unescape = (text: string) => text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&').trim();

/** The text of `<prefix:name>…</prefix:name>` in `body` (any prefix: flowable, activiti), or undefined. */
export function textOf(body: string, name: string): string | undefined {
  const match = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${name}>`).exec(body);
  return match ? unescape(match[1]!) : undefined;
}

const numberOf = (body: string, name: string): number | undefined => {
  const text = textOf(body, name);
  const value = text === undefined || text === '' ? NaN : Number(text);
  return Number.isFinite(value) ? value : undefined;
};

export const attribute = (attributes: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];

/** Each `<userTask …>…</userTask>` (or `<boundaryEvent>`) of the document: its attributes and its content. */
export function* elements(xml: string, local: string): Generator<{ attributes: string; body: string }> {
  const pattern = new RegExp(`<(?:[\\w-]+:)?${local}(\\s[^>]*?)?(/?)>`, 'g');
  for (const match of xml.matchAll(pattern)) {
    const attributes = match[1] ?? '';
    if (match[2] === '/') {
      yield { attributes, body: '' };
      continue;
    }
    const from = match.index + match[0].length;
    const close = new RegExp(`</(?:[\\w-]+:)?${local}>`, 'g');
    close.lastIndex = from;
    const end = close.exec(xml);
    yield { attributes, body: xml.slice(from, end ? end.index : from) };
  }
}

/**
 * Reads the node policies of a diagram. User tasks and boundary events never nest in themselves, so each element's
 * content is up to its first closing tag; the rest is a scan of the deployed XML as the runtime's other readers do
 * (taskMessages.ts, timerDeadline.ts).
 */
export function readNodePolicies(xml: string): NodePolicies {
  const tasks = new Map<string, TaskPolicy>();
  for (const { attributes, body } of elements(xml, 'userTask')) {
    const id = attribute(attributes, 'id');
    if (!id) continue;
    const policy: TaskPolicy = {
      assignEmpty: numberOf(body, 'assignEmptyHandlerType'),
      assignEmptyUserIds: (textOf(body, 'assignEmptyUserIds') ?? '').split(',').map((v) => Number(v.trim())).filter((v) => Number.isSafeInteger(v) && v > 0),
      assignStartUser: numberOf(body, 'assignStartUserHandlerType'),
      approveMethod: numberOf(body, 'approveMethod'),
      approveRatio: numberOf(body, 'approveRatio'),
    };
    if (policy.assignEmpty !== undefined || policy.assignStartUser !== undefined || policy.approveMethod !== undefined) tasks.set(id, policy);
  }
  const timeouts = new Map<string, TimeoutPolicy>();
  for (const { attributes, body } of elements(xml, 'boundaryEvent')) {
    const id = attribute(attributes, 'id');
    const taskId = attribute(attributes, 'attachedToRef');
    const handler = numberOf(body, 'timeoutHandlerType');
    if (!id || !taskId || handler === undefined) continue;
    if ((numberOf(body, 'boundaryEventType') ?? BOUNDARY_EVENT_TYPE.USER_TASK_TIMEOUT) !== BOUNDARY_EVENT_TYPE.USER_TASK_TIMEOUT) continue;
    timeouts.set(id, { taskId, handler });
  }
  return { tasks, timeouts };
}

/** Read once per definition's facts (cached per server: a definition never changes). */
const cache = new WeakMap<object, NodePolicies>();

export function policiesOf(definition: Pick<DefinitionFacts, 'bpmnXml'>): NodePolicies {
  let policies = cache.get(definition);
  if (!policies) {
    policies = readNodePolicies(definition.bpmnXml);
    cache.set(definition, policies);
  }
  return policies;
}

/** A decision the runtime takes itself for a task nobody is to decide (the job poller carries it out: nodePolicyJobs.ts). */
export const AUTO_ACTION = { EMPTY_APPROVE: 'empty-approve', EMPTY_REJECT: 'empty-reject', START_USER_SKIP: 'start-user-skip' } as const;
export type AutoAction = (typeof AUTO_ACTION)[keyof typeof AUTO_ACTION];

export const AUTO_REASONS: Record<AutoAction, string> = {
  [AUTO_ACTION.EMPTY_APPROVE]: POLICY_REASONS.ASSIGN_EMPTY_APPROVE,
  [AUTO_ACTION.EMPTY_REJECT]: POLICY_REASONS.ASSIGN_EMPTY_REJECT,
  [AUTO_ACTION.START_USER_SKIP]: POLICY_REASONS.START_USER_SKIP,
};

/** Who a new task goes to, or the decision the runtime takes for it. */
export type Assignment = { assignee: number } | { auto: AutoAction };

/** The tenant's administrators (super_admin and tenant_admin holders) who can sign in, lowest id first. */
async function administrators(scope: TenantScope): Promise<number[]> {
  const rows = await scope.selectFrom('systemUsers').select('id')
    .where((eb) => eb.or([eb('id', 'in', holdersOfRole(scope, SUPER_ADMIN_ROLE)), eb('id', 'in', holdersOfRole(scope, TENANT_ADMIN_ROLE))]))
    .where('status', '=', USER_STATUS.ENABLE).where('deleted', '=', false).orderBy('id').execute();
  return rows.map((u) => u.id);
}

/**
 * Assigns a new wait (planStep): the assign rule or the task's attributes (resolveCandidates), then the node's
 * policies. 审批人与发起人相同时: 1 the starter keeps it, 2 it is approved for him (skipped), 3 (and by default, for a
 * rule: decision 70) the next leader up. 审批人为空时: 1 approved, 2 rejected, 3 the named users, 4 the tenant's
 * administrators; without a policy (or nobody there either) the command is refused as before (1009006003).
 */
export async function assignWait(txScope: TenantScope, definition: DefinitionFacts, startUserId: number, wait: WaitingTask): Promise<Assignment> {
  const policy = policiesOf(definition).tasks.get(wait.elementId);
  const rule = definition.rules.get(wait.elementId);
  const startUser = policy?.assignStartUser;
  // the node's 1 / 2 keep the starter among the rule's candidates; its 3 is the rule's default
  const ruleWithPolicy = rule && startUser !== undefined
    ? { ...rule, starterPolicy: startUser === ASSIGN_START_USER.TRANSFER_DEPT_LEADER ? STARTER_POLICY.TRANSFER_DEPT_LEADER : STARTER_POLICY.START_USER_AUDIT }
    : rule;
  let candidates = await resolveCandidates(txScope, ruleWithPolicy, startUserId, wait.candidateUserIds);
  // a task named by its attributes follows the node's 3 too (a rule has followed it already)
  if (!rule && startUser === ASSIGN_START_USER.TRANSFER_DEPT_LEADER) candidates = await applyStarterPolicy(txScope, candidates, startUserId, STARTER_POLICY.TRANSFER_DEPT_LEADER);
  const [first] = candidates;
  if (first !== undefined) {
    if (first === startUserId && startUser === ASSIGN_START_USER.SKIP) return { auto: AUTO_ACTION.START_USER_SKIP };
    return { assignee: first };
  }
  switch (policy?.assignEmpty) {
    case ASSIGN_EMPTY.APPROVE:
      return { auto: AUTO_ACTION.EMPTY_APPROVE };
    case ASSIGN_EMPTY.REJECT:
      return { auto: AUTO_ACTION.EMPTY_REJECT };
    case ASSIGN_EMPTY.ASSIGN_USER: {
      const [named] = await enabledUsers(txScope, policy.assignEmptyUserIds);
      if (named !== undefined) return { assignee: named };
      break;
    }
    case ASSIGN_EMPTY.ASSIGN_ADMIN: {
      const [admin] = await administrators(txScope);
      if (admin !== undefined) return { assignee: admin };
      break;
    }
    default:
      break;
  }
  throw fail(RuntimeErrors.NO_CANDIDATE);
}

export { TIMEOUT_HANDLER };
