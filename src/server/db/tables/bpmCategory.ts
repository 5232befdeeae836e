import type { Generated } from 'kysely';
import type { Audited } from './columns.ts';

/**
 * A process category (a manifest resource, bpm_category, made by migration 0040 so that the categories every tenant
 * had as dictionary values exist from the start): typed here for the seed and for the names the BPM lists show.
 */
export interface BpmCategoryTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  name: string;
  code: string;
  description: string | null;
  status: number;
  sort: number;
}
