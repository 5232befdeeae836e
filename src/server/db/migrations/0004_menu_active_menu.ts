import { sql, type Kysely } from 'kysely';

/**
 * `active_menu` on system_menu (our extension; yudao keeps it in the client's constant routes): the full path of the
 * sidebar entry a hidden page highlights, e.g. the dictionary data page → `/system/dict`. Empty means "the page's
 * own path".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`alter table system_menu add column active_menu varchar(255) not null default ''`).execute(db);
  // A database seeded before this column gets the demo pages' values: the seed inserts only missing rows, so it
  // would never fill them in. Matched by id and view key, so a row an administrator repurposed is left alone.
  // (A new database is empty here; the seed then writes the same values.)
  for (const [id, component, activeMenu] of SEEDED) {
    await sql`update system_menu set active_menu = ${activeMenu} where id = ${id} and component = ${component} and active_menu = ''`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('alter table system_menu drop column if exists active_menu').execute(db);
}

/** The demo seed's hidden pages as of this migration: [menu id, component, activeMenu]. Frozen, like the migration. */
const SEEDED: ReadonlyArray<[number, string, string]> = [
  [131, 'bpm/form/formEditor', '/bpm/manager/form'],
  [133, 'bpm/model/modelEditor', '/bpm/manager/model'],
  [139, 'bpm/processInstance/create', '/bpm/task/my'],
  [140, 'bpm/processInstance/detail', '/bpm/task/my'],
  [142, 'bpm/oa/leave/create', '/bpm/oa/leave'],
  [143, 'bpm/oa/leave/detail', '/bpm/oa/leave'],
  [151, 'system/dict/data', '/system/dict'],
  [152, 'renda/selection/children', '/renda/selection'],
  [153, 'infra/job/log', '/infra/job'],
  [154, 'infra/codegen/editTable', '/infra/codegen'],
  [155, 'renda/survey/design', '/renda/survey'],
  [156, 'renda/survey/statistics', '/renda/survey'],
  [157, 'renda/proposal/create', '/renda/my-proposal'],
  [158, 'renda/proposal/detail', '/renda/my-proposal'],
  [159, 'renda/proposal/processDetail', '/renda/my-proposal'],
];
