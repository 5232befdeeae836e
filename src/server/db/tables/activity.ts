import type { ColumnType, Generated } from 'kysely';
import type { Audited, NullableTimestamp, Timestamp } from './columns.ts';

/**
 * A deputy's link to a duty activity (migration 0022; the activity itself is the manifest resource `activity`): how
 * they came (1 invited by the staff, 2 signed up: migration 0045), their check-in, and attendance marked by hand.
 */
export interface ActivityUserTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  activityId: number;
  userId: number;
  joinType: Generated<number>;
  checkinTime: NullableTimestamp;
  checkinLongitude: number | string | null;
  checkinLatitude: number | string | null;
  /** metres from the circle's centre when checked in on the spot */
  checkinDistance: number | null;
  checkinPhotoUrl: string | null;
  /** marked by hand: 1 present, 0 absent (null: not marked; a check-in is presence of its own) */
  attendance: number | null;
  markedBy: number | null;
  markTime: NullableTimestamp;
  markReason: string | null;
}

/** The activity row as the sign-up and check-in read it (the manifest resource `activity`, migrations 0022 and 0045). */
export interface RendaActivityTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  title: string;
  activityType: string;
  organizerType: string;
  startTime: Timestamp;
  endTime: Timestamp;
  address: string;
  longitude: number | string | null;
  latitude: number | string | null;
  checkinRadius: Generated<number>;
  status: Generated<number>;
  remark: string | null;
  signupOpen: Generated<boolean>;
  signupLimit: number | null;
  signupDeadline: NullableTimestamp;
}

/** 履职登记: a duty a deputy did outside the platform, reviewed by the staff (migration 0045, docs/duty-record.md). */
export interface DutyRegisterTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  deputyId: number;
  delegationId: number | null;
  /** `renda_activity_type` value */
  dutyType: string;
  title: string;
  dutyDate: Timestamp;
  address: string;
  content: string;
  photoUrls: ColumnType<string[], string, string>;
  /** `renda_duty_register_status`: 0 待审核, 1 已通过, 2 已退回 */
  status: Generated<number>;
  reason: string | null;
  submitTime: Generated<Date>;
  reviewerId: number | null;
  reviewTime: NullableTimestamp;
}
