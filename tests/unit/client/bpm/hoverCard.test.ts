// @vitest-environment happy-dom
// The diagram's hover card of a business process's task speaks its words (答复单位 first, 答复内容, the outcome), not
// 审批人 / 审批建议 / 通过; a task without wording keeps v1.6.2's card.
import { describe, expect, it } from 'vitest';
import { hoverCard } from '../../../../src/client/pages/bpm/viewer/hoverCard.ts';
import type { ViewerStep } from '../../../../src/client/bpmn/viewer/index.ts';

const TEXTS: Record<string, string> = {
  colon: '：', approver: '审批人', department: '部门', result: '结果', createTime: '创建时间', endTime: '结束时间', opinion: '审批建议',
  'states.approved': '通过', 'app.proposal.record.unit': '答复单位', 'app.proposal.record.handler': '答复人',
  'app.proposal.record.replyTime': '答复时间', 'app.proposal.record.reply': '答复内容', 'app.proposal.record.done.handle': '已答复',
};
const t = (key: string) => TEXTS[key] ?? key;
const step: ViewerStep = {
  elementId: 'handle', kind: 'task', name: '单位办理', state: 'approved', result: 2, taskId: 't1',
  user: { nickname: '周建设', deptName: '市住房和城乡建设委员会' }, createTime: null, endTime: null, opinion: '已纳入今年计划',
};

describe('hoverCard', () => {
  it("words a unit's reply as 答复 by the unit", () => {
    const card = hoverCard(step, t, {
      assignee: 'app.proposal.record.handler', dept: 'app.proposal.record.unit', endTime: 'app.proposal.record.replyTime', opinion: 'app.proposal.record.reply',
      byDept: true, outcome: { text: 'app.proposal.record.done.handle', tone: 'success' },
    }, t);
    expect([...card.children].map((row) => row.textContent)).toEqual(['答复单位：市住房和城乡建设委员会', '答复人：周建设', '结果：已答复', '答复内容：已纳入今年计划']);
  });

  it('keeps the approval words for a task without wording', () => {
    const card = hoverCard(step, t);
    expect([...card.children].map((row) => row.textContent)).toEqual(['审批人：周建设', '部门：市住房和城乡建设委员会', '结果：通过', '审批建议：已纳入今年计划']);
  });
});
