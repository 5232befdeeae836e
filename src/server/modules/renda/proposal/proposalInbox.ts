import { sql } from 'kysely';
import { businessIdSql, type InboxBusiness } from '../../bpm/runtime/inboxBusiness.ts';
import { SATISFACTION, TASK, TYPE } from './proposalErrors.ts';

/** `renda_satisfaction_status`'s words for a rating. */
const RATED: Record<string, string> = { [SATISFACTION.SATISFIED]: '满意', [SATISFACTION.BASIC]: '基本满意', [SATISFACTION.UNSATISFIED]: '不满意' };

/**
 * A proposal's tasks in the inbox (docs/inbox.md): their steps in the proposal's words, the 办理期限 of a unit's reply,
 * and what each decided step decided — a rating is 满意 / 基本满意 / 不满意, never 通过.
 *
 * A task row keeps no decision of its own (the proposal's commands pass it to the gateways as variables), so the
 * words come from the proposal's course, which the model makes unambiguous: a review is 退回修改 exactly when a 修改
 * task follows it (the k-th review returned iff there is a k-th revision), and a rating before the last one can only
 * have been 不满意 (only 不满意 opens the second round); the last one is the proposal's satisfaction.
 */
export const proposalInbox: InboxBusiness = {
  kind: 'proposal',
  steps: { [TASK.REVIEW]: '审核', [TASK.REVISE]: '退回修改', [TASK.ASSIGN]: '交办', [TASK.HANDLE]: '答复', [TASK.FEEDBACK]: '评价' },
  deadline: sql<Date | null>`(case when bpm_task.definition_key = ${TASK.HANDLE} then (select p.deadline from renda_proposal p
    where p.tenant_id = bpm_task.tenant_id and p.id = ${businessIdSql}) end)`,
  outcomes: async (scope, tasks) => {
    const instanceIds = [...new Set(tasks.map((t) => t.processInstanceId))];
    const course = await scope.selectFrom('bpmTask').select(['id', 'processInstanceId', 'definitionKey'])
      .where('processInstanceId', 'in', instanceIds).where('definitionKey', 'in', [TASK.REVIEW, TASK.REVISE, TASK.FEEDBACK])
      .orderBy('createTime').orderBy('id').execute();
    const ids = tasks.map((t) => Number(t.businessKey)).filter((id) => Number.isSafeInteger(id));
    const proposals = ids.length ? await scope.selectFrom('rendaProposal').select(['id', 'satisfaction', 'converted', 'type'])
      .where('id', 'in', ids).execute() : [];
    const proposalOf = new Map(proposals.map((p) => [String(p.id), p]));
    const out = new Map<string, string>();
    for (const task of tasks) {
      const steps = (key: string) => course.filter((c) => c.processInstanceId === task.processInstanceId && c.definitionKey === key);
      const nth = (key: string) => steps(key).findIndex((c) => c.id === task.id);
      const proposal = proposalOf.get(task.businessKey ?? '');
      switch (task.definitionKey) {
        case TASK.REVIEW:
          out.set(task.id, steps(TASK.REVISE).length > nth(TASK.REVIEW) ? '退回修改'
            : proposal?.converted && proposal.type === TYPE.SUGGESTION ? '转为建议' : '同意立案');
          break;
        case TASK.REVISE: out.set(task.id, '重新提交'); break;
        case TASK.ASSIGN: out.set(task.id, '已交办'); break;
        case TASK.HANDLE: out.set(task.id, '已答复'); break;
        case TASK.FEEDBACK: {
          const last = nth(TASK.FEEDBACK) === steps(TASK.FEEDBACK).length - 1;
          const word = last ? RATED[proposal?.satisfaction ?? ''] : RATED[SATISFACTION.UNSATISFIED];
          if (word) out.set(task.id, word);
          break;
        }
      }
    }
    return out;
  },
};
