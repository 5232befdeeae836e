import type { ColumnType, Generated } from 'kysely';
import type { Audited, Timestamp } from './columns.ts';

/** numeric columns: read as numbers (both drivers' parsers, database.ts), written as numbers or strings */
type Numeric = ColumnType<number, number | string | undefined, number | string>;

/**
 * One duty in a deputy's record (migration 0046, docs/duty-record.md): derived from its source row by the source's
 * command, found again by (`kind`, `sourceId`); `kind` is a `renda_duty_kind` value, `dutyType` the
 * `renda_activity_type` of an activity or a registration ('' otherwise), `year` the duty date's year in China.
 */
export interface DutyItemTable {
  id: Generated<number>;
  tenantId: number;
  deputyId: number;
  kind: string;
  dutyType: Generated<string>;
  sourceId: number;
  title: string;
  dutyDate: Timestamp;
  year: number;
  createTime: Generated<Date>;
}

/** How many items a deputy has in a year, per kind and duty type (kept by refreshDutyTotals). */
export interface DutyTallyTable {
  tenantId: number;
  year: number;
  deputyId: number;
  kind: string;
  dutyType: Generated<string>;
  itemCount: number;
}

/** A deputy's year: points from the items after the rules' caps, the staff's adjustments, their sum (generated). */
export interface DutyScoreTable {
  tenantId: number;
  year: number;
  deputyId: number;
  points: Numeric;
  adjust: Numeric;
  score: ColumnType<number, never, never>;
  itemCount: Generated<number>;
  updateTime: Generated<Date>;
}

/** Points per kind (and per 履职活动类型 for kinds 1 and 2) with a yearly cap: the manifest resource `dutyScoreRule`. */
export interface DutyScoreRuleTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  kind: string;
  dutyType: string | null;
  points: Numeric;
  yearCap: ColumnType<number | null, number | string | null | undefined, number | string | null>;
  status: Generated<number>;
  remark: string | null;
}

/** Points added (positive) or removed (negative) by the staff for a deputy's year, with the reason. */
export interface DutyScoreAdjustTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  deputyId: number;
  year: number;
  points: Numeric;
  reason: string;
}
