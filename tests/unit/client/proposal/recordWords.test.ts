// A proposal's record in its own words: every step but a 退回修改 (result 5) completes its task as 通过, so the outcome
// shown (立案, 已答复, 满意 / 不满意) comes from the step and what it left in the instance's variables, not the result.
import { describe, expect, it } from 'vitest';
import type { BpmTask } from '../../../../src/client/pages/bpm/instance/instanceApi.ts';
import { proposalRecordWording } from '../../../../src/client/pages/proposal/proposalRecordWords.ts';
import { zhCNProposal } from '../../../../src/client/i18n/zhCN.proposal.ts';
import { zhCNReport } from '../../../../src/client/i18n/zhCN.report.ts';

const texts = (tree: object): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : texts(v as object)));

let seq = 0;
function task(definitionKey: string, endTime: number | null, result = endTime ? 2 : 1): BpmTask {
  seq += 1;
  return {
    id: `t${seq}`, name: definitionKey, definitionKey, createTime: (endTime ?? 1000) - 10, endTime, result, reason: null, suspensionState: 1,
    processInstance: { id: 'p1', name: '建议：增设公交站点', startUserId: 1, startUserNickname: '张代表', processDefinitionId: 'd1' },
    assigneeUser: { id: 2, nickname: '王联络', deptName: '代表联络工作委员会' },
  };
}

describe('proposalRecordWording', () => {
  it('words a review by its decision: the latest from the variables, an earlier one returned it', () => {
    const first = task('review', 100);
    const second = task('review', 300);
    const tasks = [first, task('revise', 200), second, task('assign', null)];
    expect(proposalRecordWording(first, { tasks, variables: { decision: 'accept' } }).outcome).toEqual({ text: 'app.proposal.record.review.return', tone: 'warning' });
    expect(proposalRecordWording(second, { tasks, variables: { decision: 'accept' } }).outcome).toEqual({ text: 'app.proposal.record.review.accept', tone: 'success' });
    expect(proposalRecordWording(second, { tasks, variables: { decision: 'convert' } }).outcome).toEqual({ text: 'app.proposal.record.review.convert', tone: 'success' });
    expect(proposalRecordWording(first, { tasks: [first], variables: { decision: 'return' } }).outcome).toEqual({ text: 'app.proposal.record.review.return', tone: 'warning' });
  });

  it('words a review written as a 退回 (result 5, decision 92) 退回修改, whatever the variables say since', () => {
    const returned = task('review', 100, 5);
    const accepted = task('review', 300);
    const tasks = [returned, task('revise', 200), accepted];
    const outcome = { text: 'app.proposal.record.review.return', tone: 'warning' };
    expect(proposalRecordWording(returned, { tasks, variables: { decision: 'accept' } }).outcome).toEqual(outcome);
    expect(proposalRecordWording(returned, { tasks: [returned, task('revise', null)], variables: { decision: 'return' } }).outcome).toEqual(outcome);
    expect(proposalRecordWording(accepted, { tasks, variables: { decision: 'accept' } }).outcome).toEqual({ text: 'app.proposal.record.review.accept', tone: 'success' });
    // a proposal returned before: its return is a 通过, and the later 退回 does not make it the latest
    const old = task('review', 50);
    expect(proposalRecordWording(old, { tasks: [old, returned, ...tasks.slice(1)], variables: { decision: 'accept' } }).outcome).toEqual(outcome);
    expect(proposalRecordWording(accepted, { tasks: [old, returned, ...tasks.slice(1)], variables: { decision: 'accept' } }).outcome).toEqual({ text: 'app.proposal.record.review.accept', tone: 'success' });
  });

  it('words a rating by the satisfaction dictionary: an earlier rating was 不满意 (it came back to be rated)', () => {
    const first = task('feedback', 100);
    const second = task('feedback', 300);
    const tasks = [first, task('handle', 200), second];
    expect(proposalRecordWording(second, { tasks, variables: { satisfaction: 1 } }).outcome).toEqual({ dictType: 'renda_satisfaction_status', value: '1' });
    expect(proposalRecordWording(first, { tasks, variables: { satisfaction: 1 } }).outcome).toEqual({ dictType: 'renda_satisfaction_status', value: '3' });
    expect(proposalRecordWording(first, { tasks: [first], variables: { satisfaction: 3 } }).outcome).toEqual({ dictType: 'renda_satisfaction_status', value: '3' });
  });

  it("words a unit's reply as 答复 by the unit, the unit first", () => {
    const reply = task('handle', 100);
    expect(proposalRecordWording(reply, { tasks: [reply], variables: {} })).toEqual({
      assignee: 'app.proposal.record.handler', dept: 'app.proposal.record.unit', endTime: 'app.proposal.record.replyTime',
      opinion: 'app.proposal.record.reply', byDept: true, outcome: { text: 'app.proposal.record.done.handle', tone: 'success' },
    });
  });

  it('words open steps as what waits (待审核, 待答复, 待评价) and never says 审批', () => {
    for (const [key, pending] of [['review', 'review'], ['assign', 'assign'], ['handle', 'handle'], ['feedback', 'feedback'], ['revise', 'revise']]) {
      const open = task(key, null);
      const wording = proposalRecordWording(open, { tasks: [open], variables: {} });
      expect(wording.outcome).toEqual({ text: `app.proposal.record.pending.${pending}`, tone: 'primary' });
      expect(Object.values(wording).join(' ')).not.toMatch(/bpmRun/);
    }
  });

  it('keeps the result of a task closed around the proposal (已取消), and says 已审核 / 已评价 without the variable', () => {
    const cancelled = task('handle', 100, 4);
    expect(proposalRecordWording(cancelled, { tasks: [cancelled], variables: {} }).outcome).toBeUndefined();
    const review = task('review', 100);
    expect(proposalRecordWording(review, { tasks: [review], variables: {} }).outcome).toEqual({ text: 'app.proposal.record.done.review', tone: 'success' });
    const rating = task('feedback', 100);
    expect(proposalRecordWording(rating, { tasks: [rating], variables: {} }).outcome).toEqual({ text: 'app.proposal.record.done.feedback', tone: 'success' });
  });
});

describe("a proposal's and a report's words", () => {
  it('speak of 审核, 交办, 答复, 评价, 退回修改 — none says 审批 or reports 操作成功', () => {
    for (const text of [...texts(zhCNProposal), ...texts(zhCNReport)]) {
      expect(text).not.toMatch(/审批|操作成功|审核完成/);
    }
    expect(zhCNReport.return).toBe('退回修改');
  });
});
