import type { RecordFacts, RecordWording, RecordWords } from '../bpm/instance/businessViews.ts';
import type { BpmTask } from '../bpm/instance/instanceApi.ts';
import { TASK } from './proposalApi.ts';

/** bpm task results (API-CONTRACT §5.8): 1 处理中, 2 通过, 3 不通过, 4 已取消, 5 退回. */
const RESULT = { PROCESS: 1, APPROVE: 2, RETURN: 5 } as const;
const DECISIONS = ['accept', 'return', 'convert'];
const K = 'app.proposal.record';

type Step = (typeof TASK)[keyof typeof TASK];
const STEPS: readonly string[] = Object.values(TASK);

/** Who does the step and what they write, in its own words (答复 is a unit's: the unit comes first). */
const LABELS: Record<Step, Omit<RecordWording, 'outcome'>> = {
  review: { assignee: `${K}.reviewer`, dept: `${K}.dept`, endTime: `${K}.reviewTime`, opinion: `${K}.reviewOpinion` },
  revise: { assignee: `${K}.deputy`, dept: `${K}.dept`, endTime: `${K}.resubmitTime`, opinion: `${K}.reviseNote` },
  assign: { assignee: `${K}.assigner`, dept: `${K}.dept`, endTime: `${K}.assignTime`, opinion: `${K}.assignOpinion` },
  handle: { assignee: `${K}.handler`, dept: `${K}.unit`, endTime: `${K}.replyTime`, opinion: `${K}.reply`, byDept: true },
  feedback: { assignee: `${K}.rater`, dept: `${K}.dept`, endTime: `${K}.rateTime`, opinion: `${K}.rateOpinion` },
};

/**
 * Whether `task` is the last finished one of its step: the instance's variables hold what that one decided (each
 * review sets `decision`, each rating `satisfaction`, over the one before).
 */
function lastOfStep(task: BpmTask, tasks: readonly BpmTask[]): boolean {
  const done = tasks.filter((t) => t.definitionKey === task.definitionKey && t.result === RESULT.APPROVE);
  const latest = done.reduce((a, b) => ((b.endTime ?? 0) > (a.endTime ?? 0) ? b : a), task);
  return latest.id === task.id;
}

/**
 * A proposal's step in its own words. A review returned for revision is written as a 退回 (result 5, decision 92): it
 * is 退回修改. Every other step completes its task as 通过 (the proposal's commands decide, not the generic approve),
 * so the outcome comes from what the step left: a review's decision, a rating's satisfaction, from the instance's
 * variables for the latest one of each; an earlier review can only have returned the proposal (it came back to
 * review: a proposal returned before decision 92 has its return as 通过), an earlier rating only have been 不满意 (it
 * came back to rating after a second round).
 */
export function proposalRecordWording(task: BpmTask, { tasks, variables }: RecordFacts): RecordWording {
  const step = (STEPS.includes(task.definitionKey) ? task.definitionKey : null) as Step | null;
  const labels = step ? LABELS[step] : LABELS.review;
  if (!step) return labels;
  if (task.result === RESULT.PROCESS) return { ...labels, outcome: { text: `${K}.pending.${step}`, tone: 'primary' } };
  if (step === TASK.REVIEW && task.result === RESULT.RETURN) return { ...labels, outcome: { text: `${K}.review.return`, tone: 'warning' } };
  // a task closed around the proposal (the instance cancelled) keeps its result: 已取消
  if (task.result !== RESULT.APPROVE) return labels;
  const last = lastOfStep(task, tasks);
  if (step === TASK.REVIEW) {
    if (last && !DECISIONS.includes(String(variables.decision))) return { ...labels, outcome: { text: `${K}.done.review`, tone: 'success' } };
    const decision = last ? String(variables.decision) : 'return';
    return { ...labels, outcome: { text: `${K}.review.${decision}`, tone: decision === 'return' ? 'warning' : 'success' } };
  }
  if (step === TASK.FEEDBACK) {
    if (last && variables.satisfaction === undefined) return { ...labels, outcome: { text: `${K}.done.feedback`, tone: 'success' } };
    const satisfaction = last ? String(variables.satisfaction) : '3';
    return { ...labels, outcome: { dictType: 'renda_satisfaction_status', value: satisfaction } };
  }
  return { ...labels, outcome: { text: `${K}.done.${step}`, tone: 'success' } };
}

export const proposalRecordWords: RecordWords = { title: 'app.proposal.process.records', describe: proposalRecordWording };
