import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle, Db } from './database.ts';
import * as core from './migrations/0001_core.ts';
import * as groupUser from './migrations/0002_renda_group_user.ts';
import * as answerItem from './migrations/0003_renda_answer_item.ts';
import * as menuActiveMenu from './migrations/0004_menu_active_menu.ts';
import * as tenantPackage from './migrations/0005_tenant_package.ts';
import * as refreshTokenFamily from './migrations/0006_refresh_token_family.ts';
import * as deptPost from './migrations/0007_dept_post.ts';
import * as bpmRuntime from './migrations/0008_bpm_runtime.ts';
import * as systemLogsNotice from './migrations/0009_system_logs_notice.ts';
import * as bpmAssignRule from './migrations/0010_bpm_assign_rule.ts';
import * as deputyArea from './migrations/0012_deputy_area.ts';
import * as infraFile from './migrations/0013_infra_file.ts';
import * as bpmOaLeave from './migrations/0014_bpm_oa_leave.ts';
import * as errorCodeSensitiveWordApiLogs from './migrations/0015_error_code_sensitive_word_api_logs.ts';
import * as proposal from './migrations/0016_proposal.ts';
import * as infraFileConfig from './migrations/0017_infra_file_config.ts';
import * as infraJob from './migrations/0018_infra_job.ts';
import * as rendaReport from './migrations/0019_renda_report.ts';
import * as smsOauth2 from './migrations/0020_sms_oauth2.ts';
import * as infraCodegen from './migrations/0021_infra_codegen.ts';
import * as rendaActivity from './migrations/0022_renda_activity.ts';
import * as social from './migrations/0023_social.ts';
import * as mailNotify from './migrations/0024_mail_notify.ts';
import * as jobLogInstance from './migrations/0025_job_log_instance.ts';
import * as userPasswordReset from './migrations/0026_user_password_reset.ts';
import * as smsApiFields from './migrations/0027_sms_api_fields.ts';
import * as dataSourceConfig from './migrations/0028_infra_data_source_config.ts';
import * as bpmStepGuard from './migrations/0029_bpm_step_guard.ts';
import * as messageOutbox from './migrations/0030_message_outbox.ts';
import * as businessMessages from './migrations/0031_business_messages.ts';
import * as inbox from './migrations/0032_inbox.ts';
import * as vue2MenuViews from './migrations/0033_vue2_menu_views.ts';
import * as vue2ClientFields from './migrations/0034_vue2_client_fields.ts';
import * as vue2GeneralForm from './migrations/0035_vue2_general_form.ts';
import * as bpmTaskOwner from './migrations/0036_bpm_task_owner.ts';
import * as bpmTaskOperations from './migrations/0038_bpm_task_operations.ts';
import * as bpmProcessCopy from './migrations/0039_bpm_process_copy.ts';
import * as bpmCategory from './migrations/0040_bpm_category.ts';
import * as bpmNodePolicies from './migrations/0041_bpm_node_policies.ts';
import * as bpmTaskSign from './migrations/0042_bpm_task_sign.ts';
import * as rendaDuty from './migrations/0045_renda_duty.ts';
import * as dutyRecord from './migrations/0046_duty_record.ts';
import * as dutyRecordSources from './migrations/0047_duty_record_sources.ts';
import * as dutyScore from './migrations/0048_duty_score.ts';
import * as searchGrams from './migrations/0049_search_grams.ts';
import * as tenantTree from './migrations/0050_tenant_tree.ts';
import * as figuresIndexes from './migrations/0051_figures_indexes.ts';
import * as proposalTally from './migrations/0052_proposal_tally.ts';
import * as rendaStation from './migrations/0043_renda_station.ts';
import * as stationFeedback from './migrations/0044_station_feedback.ts';
import * as seededTenantDomains from './migrations/0037_seeded_tenant_domains.ts';

/** Versioned migrations, listed in code so the bundle needs no directory scan. Append; never edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_renda_group_user': groupUser,
  '0003_renda_answer_item': answerItem,
  '0004_menu_active_menu': menuActiveMenu,
  '0005_tenant_package': tenantPackage,
  '0006_refresh_token_family': refreshTokenFamily,
  '0007_dept_post': deptPost,
  '0008_bpm_runtime': bpmRuntime,
  '0009_system_logs_notice': systemLogsNotice,
  '0010_bpm_assign_rule': bpmAssignRule,
  '0012_deputy_area': deputyArea,
  '0013_infra_file': infraFile,
  '0014_bpm_oa_leave': bpmOaLeave,
  '0015_error_code_sensitive_word_api_logs': errorCodeSensitiveWordApiLogs,
  '0016_proposal': proposal,
  '0017_infra_file_config': infraFileConfig,
  '0018_infra_job': infraJob,
  '0019_renda_report': rendaReport,
  '0020_sms_oauth2': smsOauth2,
  '0021_infra_codegen': infraCodegen,
  '0022_renda_activity': rendaActivity,
  '0023_social': social,
  '0024_mail_notify': mailNotify,
  '0025_job_log_instance': jobLogInstance,
  '0026_user_password_reset': userPasswordReset,
  '0027_sms_api_fields': smsApiFields,
  '0028_infra_data_source_config': dataSourceConfig,
  '0029_bpm_step_guard': bpmStepGuard,
  '0030_message_outbox': messageOutbox,
  '0031_business_messages': businessMessages,
  '0032_inbox': inbox,
  '0033_vue2_menu_views': vue2MenuViews,
  '0034_vue2_client_fields': vue2ClientFields,
  '0035_vue2_general_form': vue2GeneralForm,
  '0036_bpm_task_owner': bpmTaskOwner,
  '0037_seeded_tenant_domains': seededTenantDomains,
  '0038_bpm_task_operations': bpmTaskOperations,
  '0039_bpm_process_copy': bpmProcessCopy,
  '0040_bpm_category': bpmCategory,
  '0041_bpm_node_policies': bpmNodePolicies,
  '0042_bpm_task_sign': bpmTaskSign,
  '0045_renda_duty': rendaDuty,
  '0043_renda_station': rendaStation,
  '0044_station_feedback': stationFeedback,
  '0046_duty_record': dutyRecord,
  '0047_duty_record_sources': dutyRecordSources,
  '0048_duty_score': dutyScore,
  '0049_search_grams': searchGrams,
  '0050_tenant_tree': tenantTree,
  '0051_figures_indexes': figuresIndexes,
  '0052_proposal_tally': proposalTally,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** This build's migrations, in order: a restore refuses a backup whose database has one this build does not know. */
export const migrationNames = (): string[] => Object.keys(migrations);

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableName: 'kysely_migration', migrationLockTableName: 'kysely_migration_lock' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Key of the start-up advisory lock (any constant all our servers agree on; "rend" in ASCII). */
const STARTUP_LOCK_KEY = 0x72656e64;

/**
 * Runs the start-up work (migrations, resource-table sync, seed) under a PostgreSQL advisory lock, so servers starting
 * together on one database take turns: the second finds the tables made and the data seeded instead of racing the
 * first into "duplicate key … pg_type". The lock is session-level on one connection held for the whole start-up; a
 * start-up that dies releases it with its connection. PGlite is one process with one session, and holding its only
 * connection would starve the work itself: there is nothing to lock.
 */
export async function withStartupLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (lock) => {
    await sql`select pg_advisory_lock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(lock);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(lock);
    }
  });
}
