import type { ColumnType, Generated } from 'kysely';

/** Column types shared by the table types (Kysely's view: what is read, inserted and updated). */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A JSON list stored as text. */
export type JsonList = ColumnType<string[], string, string>;

/** Audit columns carried by every business table. */
export interface Audited {
  creator: ColumnType<string | null, string | null | undefined, string | null>;
  createTime: Generated<Date>;
  updater: ColumnType<string | null, string | null | undefined, string | null>;
  updateTime: Generated<Date>;
  deleted: Generated<boolean>;
}
