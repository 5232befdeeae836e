import type { ColumnType, Generated } from 'kysely';
import type { Audited, NullableTimestamp } from './columns.ts';

/**
 * A citizen's feedback to a liaison station (issue 35): the manifest resource `stationFeedback`, its table made by the
 * table sync (schemas/stationFeedback.ts); typed here for the handling commands (modules/renda/stationFeedback).
 */
export interface StationFeedbackTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  trackingNo: string;
  stationId: number;
  feedbackType: string;
  content: string;
  name: string | null;
  mobile: string | null;
  anonymous: boolean | null;
  /** jsonb array of file URLs, written as JSON text */
  photoUrls: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** renda_station_feedback_status: '0' 待处理, '1' 处理中, '2' 已反馈, '3' 已办结 */
  status: string;
  handleDeptId: number | null;
  reply: string | null;
  replyTime: NullableTimestamp;
  finishTime: NullableTimestamp;
  proposalId: number | null;
}

/** A deputy a feedback is assigned to (分派; migration 0044). */
export interface StationFeedbackAssigneeTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  feedbackId: number;
  userId: number;
}

/**
 * One step of a feedback's handling (migration 0044): submit (the citizen: no operator), assign, reply, finish,
 * to-proposal; `content` says what was done (the reply's text, who it was assigned to, the proposal's title).
 */
export interface StationFeedbackLogTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  feedbackId: number;
  action: 'submit' | 'assign' | 'reply' | 'finish' | 'to-proposal';
  operatorId: number | null;
  content: string | null;
}
