import { tasksOfVisit, visitResult, type GraphNode, type Marker, type ViewerActivity, type ViewerData } from './types.ts';

/** Result code → marker (SPEC §4): 1 in progress, 2 approved, 3 rejected, 4 cancelled. */
export const RESULT_MARKERS: Readonly<Record<number, Marker>> = { 1: 'highlight-todo', 2: 'highlight', 3: 'highlight-reject', 4: 'highlight-cancel' };

const byEnd = (a: ViewerActivity | undefined): Marker => (a?.endTime ? 'highlight' : 'highlight-todo');

/**
 * Which diagram element gets which marker, by the viewer rules of API-CONTRACT §5.11 / BPMN-NOTES §4 (yudao's
 * ProcessViewer): user tasks by their task's result, and only an approved task's outgoing flows; exclusive gateways
 * take exactly one visited branch (preferring one that is not an end event); parallel gateways every visited branch;
 * end events by the instance result. Recorded `flow.take` rows (activities whose key is a flow id) colour flows exactly.
 */
export function computeMarkers(nodes: readonly GraphNode[], data: ViewerData): Map<string, Marker> {
  const markers = new Map<string, Marker>();
  const mark = (id: string, marker: Marker) => markers.set(id, marker);
  const activityOf = (id: string) => data.activities.find((a) => a.key === id);
  const nodeById = new Map(nodes.map((n) => [n.id, n]));
  const todo = data.activities.find((a) => !a.endTime);
  const last = data.activities[data.activities.length - 1];
  const result = data.processInstance?.result;
  const visitedEnds = nodes.filter((n) => n.type === 'bpmn:EndEvent' && activityOf(n.id));
  const stopped = new Set<string>(); // flows leaving a user task that was not approved

  for (const node of nodes) {
    const activity = activityOf(node.id);
    switch (node.type) {
      case 'bpmn:StartEvent':
        for (const flow of node.outgoing) {
          if (activityOf(flow.targetId)) {
            mark(flow.id, 'highlight');
            mark(node.id, 'highlight');
          }
        }
        break;
      case 'bpmn:UserTask': {
        if (!activity) break;
        // the latest visit tells the task's state (a loop comes back to it); a multi-instance visit by all its tasks
        const visit = data.activities.findLast((a) => a.key === node.id) ?? activity;
        const visitTasks = tasksOfVisit(visit, data.activities, data.tasks);
        if (visit.taskId || visitTasks.length) {
          const shown = visitResult(visitTasks);
          if (shown === undefined) break;
          mark(node.id, RESULT_MARKERS[shown] ?? 'highlight-todo');
          if (shown !== 2) {
            node.outgoing.forEach((f) => stopped.add(f.id));
            break;
          }
        }
        for (const flow of node.outgoing) {
          const target = nodeById.get(flow.targetId);
          const targetActivity = activityOf(flow.targetId);
          if (targetActivity) mark(flow.id, byEnd(targetActivity));
          else if (target?.type === 'bpmn:ExclusiveGateway') {
            mark(flow.id, byEnd(activity));
            mark(target.id, byEnd(activity));
          } else if (target?.type === 'bpmn:EndEvent') {
            if (!todo && last?.key === node.id) {
              mark(flow.id, 'highlight');
              mark(target.id, 'highlight');
            }
            if (!activity.endTime) {
              mark(flow.id, 'highlight-todo');
              mark(target.id, 'highlight-todo');
            }
          }
        }
        break;
      }
      case 'bpmn:ExclusiveGateway': {
        if (!activity) break;
        mark(node.id, byEnd(activity));
        let chosen: { id: string; activity: ViewerActivity } | undefined;
        for (const flow of node.outgoing) {
          const target = activityOf(flow.targetId);
          if (!target) continue;
          const targetIsEnd = (a: ViewerActivity) => a.type === 'endEvent' || nodeById.get(a.key)?.type === 'bpmn:EndEvent';
          if (!chosen || targetIsEnd(chosen.activity)) chosen = { id: flow.id, activity: target };
        }
        if (chosen) mark(chosen.id, byEnd(chosen.activity));
        break;
      }
      case 'bpmn:ParallelGateway':
      case 'bpmn:InclusiveGateway':
        if (!activity) break;
        mark(node.id, byEnd(activity));
        for (const flow of node.outgoing) {
          const target = activityOf(flow.targetId);
          if (target) {
            mark(flow.id, byEnd(target));
            mark(flow.targetId, byEnd(target));
          }
        }
        break;
      case 'bpmn:EndEvent':
        if (result === undefined || result === 1) break;
        // visited end events only, when the record says which; otherwise every end event, as yudao does
        if (visitedEnds.length && !activity) break;
        mark(node.id, RESULT_MARKERS[result] ?? 'highlight');
        break;
      default:
        if (!activity) break;
        mark(node.id, byEnd(activity));
        for (const flow of node.outgoing) {
          const target = activityOf(flow.targetId);
          if (target) mark(flow.id, byEnd(target));
        }
    }
  }
  // exact flow records (bpm_activity rows of type SequenceFlow), never past a task that was not approved
  const flowIds = new Set(nodes.flatMap((n) => n.outgoing.map((f) => f.id)));
  for (const a of data.activities) if (flowIds.has(a.key) && !stopped.has(a.key)) mark(a.key, 'highlight');
  return markers;
}
