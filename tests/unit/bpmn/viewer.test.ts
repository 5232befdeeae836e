import { describe, expect, it } from 'vitest';
import { computeMarkers, computeSteps, type GraphNode, type ViewerData } from '../../../src/client/bpmn/viewer/index.ts';
import { REJECTED, RUNNING } from '../../../src/client/pages/bpm/viewer/recordedInstance.ts';

/** The graph of RECORDED_XML (what graphOf reads from the imported diagram). */
const NODES: GraphNode[] = [
  { id: 'start', type: 'bpmn:StartEvent', name: '发起', outgoing: [{ id: 'f1', targetId: 'deptApprove' }] },
  { id: 'deptApprove', type: 'bpmn:UserTask', name: '部门审批', outgoing: [{ id: 'f2', targetId: 'days' }] },
  { id: 'days', type: 'bpmn:ExclusiveGateway', outgoing: [{ id: 'fLong', targetId: 'split' }, { id: 'fShort', targetId: 'endShort' }] },
  { id: 'split', type: 'bpmn:ParallelGateway', outgoing: [{ id: 'fHr', targetId: 'hrApprove' }, { id: 'fFin', targetId: 'financeApprove' }] },
  { id: 'hrApprove', type: 'bpmn:UserTask', name: '人事审批', outgoing: [{ id: 'fHrJoin', targetId: 'join' }] },
  { id: 'financeApprove', type: 'bpmn:UserTask', name: '财务审批', outgoing: [{ id: 'fFinJoin', targetId: 'join' }] },
  { id: 'join', type: 'bpmn:ParallelGateway', outgoing: [{ id: 'fEnd', targetId: 'endOk' }] },
  { id: 'endOk', type: 'bpmn:EndEvent', name: '结束', outgoing: [] },
  { id: 'endShort', type: 'bpmn:EndEvent', name: '短假结束', outgoing: [] },
];

const markers = (data: ViewerData) => Object.fromEntries(computeMarkers(NODES, data));

describe('process viewer highlighting (BPMN-NOTES §4)', () => {
  it('marks a running instance: finished green, open blue, one exclusive branch, every visited parallel branch', () => {
    expect(markers(RUNNING)).toEqual({
      start: 'highlight', f1: 'highlight',
      deptApprove: 'highlight', f2: 'highlight',
      days: 'highlight', fLong: 'highlight',
      split: 'highlight', fHr: 'highlight-todo', fFin: 'highlight',
      hrApprove: 'highlight-todo', financeApprove: 'highlight',
      fFinJoin: 'highlight-todo', join: 'highlight-todo',
    });
  });

  it('marks rejected red and cancelled grey, stops the flows of tasks not approved, and colours the end by the result', () => {
    const m = markers(REJECTED);
    expect(m).toMatchObject({ deptApprove: 'highlight', hrApprove: 'highlight-reject', financeApprove: 'highlight-cancel', endOk: 'highlight-reject', endShort: 'highlight-reject' });
    expect(m.fHrJoin).toBeUndefined();
    expect(m.fFinJoin).toBeUndefined();
    expect(m.join).toBeUndefined();
  });

  it('prefers a branch that is not an end event at an exclusive gateway, and only visited end events when recorded', () => {
    const data: ViewerData = {
      processInstance: { result: 2 },
      activities: [
        { key: 'days', type: 'exclusiveGateway', endTime: 1 },
        { key: 'endShort', type: 'endEvent', endTime: 2 },
        { key: 'split', type: 'parallelGateway', endTime: 2 },
      ],
      tasks: [],
    };
    const m = markers(data);
    expect(m.fLong).toBe('highlight');
    expect(m.fShort).toBeUndefined();
    expect(m.endShort).toBe('highlight');
    expect(m.endOk).toBeUndefined();
  });

  it('colours recorded flow rows exactly, never past a task that was not approved', () => {
    const data: ViewerData = {
      activities: [{ key: 'deptApprove', taskId: 'a', endTime: 1 }, { key: 'f2', type: 'sequenceFlow', endTime: 1 }, { key: 'fHrJoin', type: 'sequenceFlow' }, { key: 'hrApprove', taskId: 'b', endTime: 2 }],
      tasks: [{ id: 'a', result: 2 }, { id: 'b', result: 3 }],
    };
    const m = markers(data);
    expect(m.f2).toBe('highlight');
    expect(m.fHrJoin).toBeUndefined();
  });

  it('a user task without its task record is left alone', () => {
    expect(markers({ activities: [{ key: 'deptApprove', taskId: 'missing' }], tasks: [] }).deptApprove).toBeUndefined();
  });
});

describe('process viewer steps (table and hover cards)', () => {
  it('lists the start, each task with its state as text, and the end of a finished instance', () => {
    const steps = computeSteps(NODES, REJECTED, { start: '发起流程', end: '流程结束' });
    expect(steps.map((s) => [s.elementId, s.kind, s.name, s.state])).toEqual([
      ['start', 'start', '发起', 'done'],
      ['deptApprove', 'task', '部门审批', 'approved'],
      ['hrApprove', 'task', '人事审批', 'rejected'],
      ['financeApprove', 'task', '财务审批', 'cancelled'],
      ['endOk', 'end', '结束', 'rejected'],
    ]);
    expect(steps[0].user).toEqual({ nickname: '张建国', deptName: '城东区代表团' });
    expect(steps[2]).toMatchObject({ opinion: '年假余额不足', user: { nickname: '李秀英', deptName: '人事处' } });
  });

  it('has no end step while the instance runs', () => {
    const steps = computeSteps(NODES, RUNNING, { start: '发起流程', end: '流程结束' });
    expect(steps.map((s) => s.state)).toEqual(['done', 'approved', 'pending', 'approved']);
  });
});
