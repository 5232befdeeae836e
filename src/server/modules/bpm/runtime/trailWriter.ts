import type { ExpressionBuilder, OperationNodeSource } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { TrailEntry } from './port.ts';
import { RESULT } from './runtimeErrors.ts';

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

export interface ActivityRow {
  processInstanceId: string;
  elementId: string;
  elementType: string;
  executionId: string;
  taskId: string | null;
  startTime: Date;
  endTime: Date | null;
}

const isWithin = (executionId: string, parent: string) => executionId === parent || executionId.startsWith(`${parent}_`);

/**
 * One step's trail (enter / end / taken flow / discard) in as few statements as it can: the statements are most of a
 * command's cost (docs/bpm-runtime.md, benchmark). Rows of elements entered in this step are built in memory — closed
 * there when they end in the same step — for the caller to insert in one statement (with the new tasks' ids). Only an
 * execution entered by an earlier command needs the database when it ends (`earlier`).
 */
export function trailRows(processInstanceId: string, trail: readonly TrailEntry[]): { rows: ActivityRow[]; earlier: TrailEntry[] } {
  const rows: ActivityRow[] = [];
  const earlier: TrailEntry[] = [];
  for (const entry of trail) {
    if (entry.event === 'enter' || entry.event === 'take') {
      rows.push({
        processInstanceId, elementId: entry.elementId, elementType: entry.elementType, executionId: entry.executionId,
        taskId: null, startTime: entry.at, endTime: entry.event === 'take' ? entry.at : null,
      });
      continue;
    }
    // end, or discard (a discard of an element never entered has no row to close)
    let enteredHere = false;
    for (const row of rows) {
      if (row.endTime === null && isWithin(row.executionId, entry.executionId)) row.endTime = entry.at;
      if (row.executionId === entry.executionId) enteredHere = true;
    }
    if (!enteredHere) earlier.push(entry);
  }
  return { rows, earlier };
}

/**
 * Executions entered by earlier commands that ended in this step: their row closed, their timer job dropped (when the
 * definition has timers), their open task (or those of its multi-instance iterations, `<execution>_<n>`) cancelled.
 * Returned as writes for the step's one statement (writeTogether.ts): none of the step's new tasks or rows can belong
 * to such an execution. An execution within another that ended too (`<body>_<n>` in `<body>`) is left to the outer
 * one's writes, so no row is written twice in the statement — nor is the task the statement's command decides
 * (`decidedTaskId`, liveApproval.ts), which that command writes itself.
 */
export function closeEarlier(txScope: TenantScope, processInstanceId: string, earlier: readonly TrailEntry[], mayHaveJobs: boolean, decidedTaskId?: string): OperationNodeSource[] {
  const writes: OperationNodeSource[] = [];
  for (const [i, entry] of earlier.entries()) {
    if (earlier.findIndex((other) => other.executionId === entry.executionId) < i) continue; // ended twice (end, discard)
    const children = `${likeEscape(entry.executionId)}\\_%`;
    const within = (eb: ExpressionBuilder<Database, 'bpmActivity' | 'bpmTask'>) => eb.or([eb('executionId', '=', entry.executionId), eb('executionId', 'like', children)]);
    if (mayHaveJobs) {
      // a timer of an element that has ended (a boundary timer whose task was decided) will never fire
      writes.push(txScope.deleteFrom('bpmJob').where('processInstanceId', '=', processInstanceId).where('executionId', '=', entry.executionId));
    }
    if (earlier.some((outer) => outer !== entry && entry.executionId.startsWith(`${outer.executionId}_`))) continue;
    writes.push(txScope.updateTable('bpmActivity').set({ endTime: entry.at })
      .where('processInstanceId', '=', processInstanceId).where('endTime', 'is', null).where(within));
    // a task still open when its execution ends was not decided by anyone (a boundary timer took it away): 已取消
    // …and so is one of a multi-instance body that completed early (会签 / 或签: `<body>_<n>` iterations stop silently)
    writes.push(txScope.updateTable('bpmTask').set({ result: RESULT.CANCEL, endTime: entry.at })
      .where('processInstanceId', '=', processInstanceId).where('result', '=', RESULT.PROCESS).where(within)
      .$if(decidedTaskId !== undefined, (qb) => qb.where('id', '!=', decidedTaskId!)));
  }
  return writes;
}
