import type { Generated } from 'kysely';
import type { Audited } from './columns.ts';

/** modules/infra/dataSourceConfig (migration 0028): the code generator's further data sources. */
export interface DataSourceConfigTable extends Audited {
  id: Generated<number>;
  name: string;
  /** As typed: `jdbc:postgresql://host:port/db` (yudao's form) or `postgresql://host:port/db`. */
  url: string;
  username: string;
  password: string;
}
