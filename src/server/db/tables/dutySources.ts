import type { Generated } from 'kysely';
import type { Audited, Timestamp } from './columns.ts';

/**
 * 联络站接待选民: a stationed deputy's check-in at their liaison station on a reception day (migration 0047,
 * docs/duty-record.md "Sources"), the source of the record's kind 7. One per deputy, station and day.
 */
export interface StationReceptionTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  stationId: number;
  deputyId: number;
  /** the users' calendar day, `2026-03-04` */
  receptionDay: string;
  checkinTime: Timestamp;
  longitude: number | string | null;
  latitude: number | string | null;
  distance: number | null;
  remark: string | null;
}

/** 届次 (the manifest resource `term`, migration 0047): at most one current per tenant. */
export interface TermTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  name: string;
  startDate: Timestamp;
  endDate: Timestamp;
  isCurrent: Generated<boolean>;
  remark: string | null;
}
