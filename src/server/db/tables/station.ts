import type { ColumnType, Generated } from 'kysely';
import type { Audited } from './columns.ts';

/** A liaison station (migration 0043; the manifest resource `station`): what the public page and the poster read. */
export interface StationTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  name: string;
  code: string | null;
  areaId: number | null;
  address: string;
  longitude: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  latitude: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  contactPhone: string | null;
  openingHours: string | null;
  receptionDays: string | null;
  status: number;
  remark: string | null;
}

/** A deputy stationed at a liaison station (migration 0043). */
export interface StationUserTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  stationId: number;
  userId: number;
}
