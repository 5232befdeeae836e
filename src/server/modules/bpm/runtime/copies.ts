import type { OperationNodeSource } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { CANDIDATE_STRATEGIES, CANDIDATE_STRATEGY, COPY_DELEGATE_EXPRESSION, paramIds, STRATEGIES_WITHOUT_PARAM } from '../../../../shared/bpmn/copyNode.ts';
import { messageWrites } from '../../system/outbox/enqueue.ts';
import type { MessageKind } from '../../system/outbox/kinds.ts';
import { RULE_TYPE, SCRIPT } from '../rule/assignRuleTypes.ts';
import { ruleUsers } from '../rule/resolveCandidates.ts';
import { enabledUsers } from '../rule/starterPolicy.ts';
import type { DefinitionFacts } from './definitionFacts.ts';
import { attribute, elements, textOf } from './nodePolicies.ts';
import type { StepResult } from './port.ts';
import { OPERATION, RuntimeErrors } from './runtimeErrors.ts';

/** The instance detail page, where a copied person reads what they were copied on. */
export const instanceLink = (processInstanceId: string): string => `/bpm/process-instance/detail?id=${processInstanceId}`;

/** One 抄送: who copies the instance to whom, at which task (none for a copy node), and why. */
export interface CopyAct {
  instance: { id: string; startUserId: number; name?: string };
  taskId: string | null;
  /** Who copies: a task's holder, or for a copy node the instance's starter (the process copies on his behalf). */
  userId: number;
  reason: string | null;
  people: readonly number[];
  /** Where the message opens (the instance's detail unless a business page shows it better) and its kind. */
  link?: string;
  kind?: MessageKind;
  /** Whether the copies go into the trail: an approver's operation does; a business's own fact (co-signers) does not. */
  trail?: boolean;
}

/**
 * The one copy path (a holder's 抄送, copyTask; a copy node passed, stepCopyWrites): for each person not yet copied on
 * the instance, the copy (bpm_process_instance_copy — what 抄送我的 lists and what lets them read the instance), an
 * OPERATION.COPY entry of the trail, and the `bpm-process-copy` message through the outbox. Writes for one statement
 * (writeTogether.ts); the people already copied are read first, under the instance's lock (or in the guarded
 * statement of a step), so nobody is told twice, and the insert's `on conflict do nothing` keeps the copy once.
 */
export async function copyWrites(txScope: TenantScope, act: CopyAct): Promise<OperationNodeSource[]> {
  const people = [...new Set(act.people)];
  if (!people.length) return [];
  const { instance } = act;
  const already = new Set((await txScope.selectFrom('bpmProcessInstanceCopy').select('userId')
    .where('processInstanceId', '=', instance.id).where('userId', 'in', people).execute()).map((r) => r.userId));
  const fresh = people.filter((id) => !already.has(id));
  if (!fresh.length) return [];
  const processName = instance.name ?? (await txScope.selectFrom('bpmProcessInstance').select('name').where('id', '=', instance.id).executeTakeFirstOrThrow()).name;
  const names = new Map((await txScope.selectFrom('systemUsers').select(['id', 'nickname']).where('id', 'in', [act.userId, instance.startUserId]).execute()).map((u) => [u.id, u.nickname]));
  const reason = act.reason ?? '';
  const messages = await messageWrites(txScope, fresh.map((copiedTo) => ({
    userId: copiedTo, kind: act.kind ?? 'task', templateCode: 'bpm-process-copy', link: act.link ?? instanceLink(instance.id),
    params: { userName: names.get(act.userId) ?? '', processName, startUserName: names.get(instance.startUserId) ?? '', reason },
  })));
  return [
    txScope.insertInto('bpmProcessInstanceCopy', fresh.map((id) => ({ userId: id, processInstanceId: instance.id, taskId: act.taskId, creatorUserId: act.userId, reason: act.reason })))
      .onConflict((oc) => oc.columns(['processInstanceId', 'userId']).doNothing()),
    ...(act.trail === false ? [] : [txScope.insertInto('bpmTaskOperation', fresh.map((id) => ({
      processInstanceId: instance.id, taskId: act.taskId, type: OPERATION.COPY, userId: act.userId, targetUserId: id, targetName: null, reason: act.reason,
    })))]),
    ...messages,
  ];
}

/** A copy node of a diagram: its name and whom it copies to (yudao's candidate strategy and its ids). */
export interface CopyNode {
  id: string;
  name: string;
  strategy?: number;
  param: number[];
}

/**
 * The copy nodes of a diagram (a `serviceTask` with the copy delegate's expression), read by a scan of the XML as the
 * node policies are (nodePolicies.ts): the candidate strategy and ids as attributes (yudao reads them first) or
 * extension elements (what yudao's SIMPLE designer and our panel write), any prefix.
 */
export function readCopyNodes(xml: string): Map<string, CopyNode> {
  const nodes = new Map<string, CopyNode>();
  for (const { attributes, body } of elements(xml, 'serviceTask')) {
    const id = attribute(attributes, 'id');
    if (!id || !isCopyDelegate(attributes)) continue;
    const strategyText = attribute(attributes, '[\\w-]+:candidateStrategy') ?? textOf(body, 'candidateStrategy');
    const strategy = strategyText === undefined || strategyText.trim() === '' ? NaN : Number(strategyText);
    nodes.set(id, {
      id, name: unescapeAttribute(attribute(attributes, 'name') ?? id),
      strategy: Number.isFinite(strategy) ? strategy : undefined,
      param: paramIds(attribute(attributes, '[\\w-]+:candidateParam') ?? textOf(body, 'candidateParam')),
    });
  }
  return nodes;
}

const isCopyDelegate = (attributes: string) => attribute(attributes, '[\\w-]+:delegateExpression')?.trim() === COPY_DELEGATE_EXPRESSION;

const unescapeAttribute = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** Whether a copy node names someone the runtime can resolve: a strategy of ours, with ids unless it needs none. */
export const copyNodeConfigured = (node: CopyNode): boolean =>
  node.strategy !== undefined && CANDIDATE_STRATEGIES.includes(node.strategy) && (STRATEGIES_WITHOUT_PARAM.includes(node.strategy) || node.param.length > 0);

/** The elements bpmn-engine runs as a service task (bpmn-elements: ServiceTask, SendTask, BusinessRuleTask). */
const SERVICE_ELEMENTS = ['serviceTask', 'sendTask', 'businessRuleTask'];

/**
 * Deploy's check: the engine calls no Java delegates, classes or expressions, so the only service task a model may
 * have is a copy node (1009003008 names any other), and a copy node must name whom it copies to (1009003009).
 */
export function checkServiceTasks(xml: string): void {
  const copies = readCopyNodes(xml);
  for (const local of SERVICE_ELEMENTS) {
    for (const { attributes } of elements(xml, local)) {
      const id = attribute(attributes, 'id') ?? local;
      const label = unescapeAttribute(attribute(attributes, 'name') || id);
      const node = local === 'serviceTask' ? copies.get(id) : undefined;
      if (!node) throw fail(RuntimeErrors.DEPLOY_SERVICE_TASK, label);
      if (!copyNodeConfigured(node)) throw fail(RuntimeErrors.DEPLOY_COPY_NODE, label);
    }
  }
}

/** Read once per definition's facts (cached per server: a definition never changes). */
const cache = new WeakMap<object, Map<string, CopyNode>>();

export function copyNodesOf(definition: Pick<DefinitionFacts, 'bpmnXml'>): Map<string, CopyNode> {
  let nodes = cache.get(definition);
  if (!nodes) {
    nodes = /delegateExpression/.test(definition.bpmnXml) ? readCopyNodes(definition.bpmnXml) : new Map();
    cache.set(definition, nodes);
  }
  return nodes;
}

/** The yudao strategies that are our assign rules' types, same numbers (50 is not: yudao's 表单内用户字段). */
const RULE_STRATEGIES: readonly number[] = [CANDIDATE_STRATEGY.ROLE, CANDIDATE_STRATEGY.DEPT_MEMBER, CANDIDATE_STRATEGY.DEPT_LEADER, CANDIDATE_STRATEGY.POST, CANDIDATE_STRATEGY.USER, CANDIDATE_STRATEGY.USER_GROUP];

/**
 * Whom a copy node copies to, as yudao's BpmCopyTaskDelegate (calculateUsersByTask): the users its strategy names
 * who exist and can sign in (removeDisableUsers), lowest id first. The starter is copied when the node names him
 * (yudao drops him only from a user task set to skip him).
 */
export async function copyNodePeople(txScope: TenantScope, node: CopyNode, startUserId: number): Promise<number[]> {
  let ids: number[] = [];
  if (node.strategy === CANDIDATE_STRATEGY.START_USER) ids = [startUserId];
  else if (node.strategy === CANDIDATE_STRATEGY.START_USER_DEPT_LEADER) ids = await ruleUsers(txScope, { type: RULE_TYPE.SCRIPT, options: [SCRIPT.STARTER_LEADER] }, startUserId);
  else if (node.strategy !== undefined && RULE_STRATEGIES.includes(node.strategy)) ids = await ruleUsers(txScope, { type: node.strategy, options: node.param }, startUserId);
  return enabledUsers(txScope, ids);
}

/**
 * The copies of the copy nodes a step passed (entered: a copy node completes at once; one the step discarded was
 * never entered), for the step's own statement (planStep): one copy path with the holder's 抄送 (copyWrites), the
 * node's name as the reason, the starter as who copies. A node passed again (a loop) copies nobody twice.
 */
export async function stepCopyWrites(txScope: TenantScope, instance: CopyAct['instance'], definition: Pick<DefinitionFacts, 'bpmnXml'>, step: Pick<StepResult, 'trail'>): Promise<OperationNodeSource[]> {
  const nodes = copyNodesOf(definition);
  if (!nodes.size) return [];
  const writes: OperationNodeSource[] = [];
  const copied = new Set<number>();
  for (const entry of step.trail) {
    const node = entry.event === 'enter' ? nodes.get(entry.elementId) : undefined;
    if (!node) continue;
    const people = (await copyNodePeople(txScope, node, instance.startUserId)).filter((id) => !copied.has(id));
    for (const id of people) copied.add(id);
    writes.push(...await copyWrites(txScope, { instance, taskId: null, userId: instance.startUserId, reason: node.name, people }));
  }
  return writes;
}
