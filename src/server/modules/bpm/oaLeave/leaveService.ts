import type { TenantScope } from '../../../db/tenantScope.ts';
import { leaveDays } from '../../../../shared/bpm/leaveDays.ts';
import { fail, ServiceError } from '../../../http/errors.ts';
import { startInstance } from '../runtime/commands.ts';
import { RESULT, RuntimeErrors, SUSPENSION } from '../runtime/runtimeErrors.ts';
import { visibleInstance } from '../runtime/visibility.ts';
import { LEAVE_PROCESS_KEY, LeaveErrors } from './leaveErrors.ts';

export interface LeaveInput {
  type: number;
  reason: string;
  startTime: number;
  endTime: number;
}

/**
 * 请假申请 (yudao createLeave): the row, then the active `oa_leave` definition's instance with businessKey = the row's
 * id and the variable `day` (what the model's gateway reads), in one transaction: no leave without its instance.
 */
export async function createLeave(scope: TenantScope, userId: number, input: LeaveInput): Promise<number> {
  const day = leaveDays(input.startTime, input.endTime);
  if (day < 1) throw fail(LeaveErrors.DAY_TOO_SHORT);
  return scope.transaction(async (txScope) => {
    const definition = await txScope.selectFrom('bpmProcessDefinition').select('id')
      .where('processKey', '=', LEAVE_PROCESS_KEY).where('suspensionState', '=', SUSPENSION.ACTIVE)
      .orderBy('version', 'desc').limit(1).executeTakeFirst();
    if (!definition) throw fail(RuntimeErrors.DEFINITION_NOT_EXISTS);
    const { id } = await txScope.insertInto('bpmOaLeave', {
      userId, type: input.type, reason: input.reason, startTime: new Date(input.startTime), endTime: new Date(input.endTime), day, result: RESULT.PROCESS,
    }).returning('id').executeTakeFirstOrThrow();
    const processInstanceId = await startInstance(txScope, userId, definition.id, { day, type: input.type }, String(id), await leaveTitle(txScope, userId, day));
    await txScope.updateTable('bpmOaLeave').set({ processInstanceId }).where('id', '=', id).execute();
    return id;
  });
}

/** The leave's instance name (decision 79): who and how long, `请假：王联络 3 天`; 0032_inbox.ts wrote it for earlier ones. */
async function leaveTitle(txScope: TenantScope, userId: number, day: number): Promise<string> {
  const applicant = await txScope.selectFrom('systemUsers').select('nickname').where('id', '=', userId).executeTakeFirst();
  return `请假：${applicant?.nickname ?? ''} ${day} 天`;
}

export const LEAVE_COLUMNS = ['id', 'type', 'reason', 'startTime', 'endTime', 'result', 'processInstanceId', 'createTime'] as const;

/**
 * A leave is read by its applicant and by whoever its instance gave a task (the leader approving it opens it from the
 * process detail); anyone else is told it does not exist — a leave's reason is personal.
 */
export async function visibleLeave(scope: TenantScope, userId: number, id: number) {
  const leave = await scope.selectFrom('bpmOaLeave').select([...LEAVE_COLUMNS, 'userId']).where('id', '=', id).executeTakeFirst();
  if (!leave) throw fail(LeaveErrors.NOT_EXISTS);
  if (leave.userId !== userId) {
    if (!leave.processInstanceId) throw fail(LeaveErrors.NOT_EXISTS);
    try {
      await visibleInstance(scope, userId, leave.processInstanceId);
    } catch (error) {
      if (error instanceof ServiceError) throw fail(LeaveErrors.NOT_EXISTS);
      throw error;
    }
  }
  const { userId: _applicant, ...out } = leave;
  return out;
}
