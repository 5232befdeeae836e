import type { Generated } from 'kysely';
import type { Audited } from './columns.ts';

/** A deputy taking part in a duty activity (migration 0022; the activity itself is the manifest resource `activity`). */
export interface ActivityUserTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  activityId: number;
  userId: number;
}
