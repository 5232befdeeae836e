// A multi-instance user task (a proposal's 单位办理, one task per unit) is recorded as one visit without a task of its
// own: the viewer reads the visit's tasks by element and time, for the colour and for the steps table.
import { describe, expect, it } from 'vitest';
import { computeMarkers, computeSteps, type GraphNode, type ViewerData } from '../../../src/client/bpmn/viewer/index.ts';

const NODES: GraphNode[] = [
  { id: 'start', type: 'bpmn:StartEvent', outgoing: [{ id: 'f1', targetId: 'handle' }] },
  { id: 'handle', type: 'bpmn:UserTask', name: '单位办理', outgoing: [{ id: 'f2', targetId: 'feedback' }] },
  { id: 'feedback', type: 'bpmn:UserTask', name: '代表评价', outgoing: [{ id: 'f3', targetId: 'end' }] },
  { id: 'end', type: 'bpmn:EndEvent', outgoing: [] },
];

const unitTask = (id: string, result: number, createTime: number, nickname: string) =>
  ({ id, name: '单位办理', definitionKey: 'handle', result, createTime, endTime: result === 1 ? null : createTime + 5, assigneeUser: { nickname } });

const NAMES = { start: '发起', end: '结束' };

describe('multi-instance user tasks in the viewer', () => {
  it('stays open while one unit has not replied, and lists every unit as a step', () => {
    const data: ViewerData = {
      processInstance: { result: 1 },
      activities: [{ key: 'start', endTime: 1 }, { key: 'handle', startTime: 10, endTime: null }],
      // a task's creation time is its transaction's: a little before its visit's start
      tasks: [unitTask('a', 2, 9, '周建设'), unitTask('b', 1, 9, '吴教育')],
    };
    expect(computeMarkers(NODES, data).get('handle')).toBe('highlight-todo');
    expect(computeSteps(NODES, data, NAMES).filter((s) => s.elementId === 'handle').map((s) => [s.user?.nickname, s.state])).toEqual([['周建设', 'approved'], ['吴教育', 'pending']]);
  });

  it('is green once every unit replied; a second visit (round 2) is coloured by its own tasks', () => {
    const replied: ViewerData = {
      processInstance: { result: 1 },
      activities: [
        { key: 'start', endTime: 1 }, { key: 'handle', startTime: 10, endTime: 20 }, { key: 'feedback', taskId: 'f', startTime: 20, endTime: 25 },
        { key: 'handle', startTime: 25, endTime: null },
      ],
      tasks: [unitTask('a', 2, 9, '周建设'), unitTask('b', 2, 9, '吴教育'), { id: 'f', name: '代表评价', definitionKey: 'feedback', result: 2, createTime: 20, endTime: 25 }, unitTask('c', 1, 24, '周建设')],
    };
    expect(computeMarkers(NODES, replied).get('handle')).toBe('highlight-todo');
    expect(computeSteps(NODES, replied, NAMES).filter((s) => s.elementId === 'handle')).toHaveLength(3);
    const done = { ...replied, activities: replied.activities.slice(0, 3), tasks: replied.tasks.slice(0, 3) };
    expect(Object.fromEntries(computeMarkers(NODES, done))).toMatchObject({ handle: 'highlight', f2: 'highlight', feedback: 'highlight' });
  });
});
