import { sql, type Kysely } from 'kysely';
import { GENERAL_FORM } from '../../seed/demo/processes.ts';

/**
 * Issue 40 point 6: the demo's 事项申请单 was seeded as form-create rules, which yudao 1.6.2's parser renders as no
 * field. Where the form and the deployments of 通用审批 still hold exactly what the seed wrote, they take the same
 * fields in the shape 1.6.2's designer writes (seed/demo/processes.ts GENERAL_FORM): the same names, types, options
 * and required marks, so instances and their variables read as before. A form edited since is left as it is.
 */
export const SEEDED_BEFORE: readonly Record<string, unknown>[] = [
  { type: 'input', field: 'title', title: '申请事项', $required: true, props: { placeholder: '请输入申请事项' } },
  { type: 'select', field: 'kind', title: '事项类型', $required: true, options: [
    { label: '活动经费', value: 1 }, { label: '用车', value: 2 }, { label: '会议室', value: 3 }, { label: '其他', value: 4 },
  ] },
  { type: 'inputNumber', field: 'amount', title: '金额（元）', props: { min: 0 } },
  { type: 'datePicker', field: 'date', title: '日期', $required: true },
  { type: 'input', field: 'content', title: '申请说明', props: { type: 'textarea', rows: 4 } },
];
const SEEDED_CONF_BEFORE = { labelWidth: 100, labelPosition: 'right', size: 'small' };

const texts = (fields: readonly object[]): string => JSON.stringify(fields.map((f) => JSON.stringify(f)));

/** bpm_form is a manifest resource's table, made by the table sync after the migrations: absent on a new database. */
async function formTableExists(db: Kysely<any>): Promise<boolean> {
  const found = await sql<{ name: string | null }>`select to_regclass('bpm_form')::text as name`.execute(db);
  return found.rows[0]?.name != null;
}

export async function up(db: Kysely<any>): Promise<void> {
  const before = texts(SEEDED_BEFORE);
  const after = texts(GENERAL_FORM.fields);
  const conf = JSON.stringify(GENERAL_FORM.conf);
  if (await formTableExists(db)) await sql`update bpm_form set conf = ${conf}, fields = ${after}::jsonb where fields = ${before}::jsonb`.execute(db);
  await sql`update bpm_process_definition set form_conf = ${conf}, form_fields = ${after}::jsonb where form_fields = ${before}::jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const before = texts(SEEDED_BEFORE);
  const after = texts(GENERAL_FORM.fields);
  const conf = JSON.stringify(SEEDED_CONF_BEFORE);
  if (await formTableExists(db)) await sql`update bpm_form set conf = ${conf}, fields = ${before}::jsonb where fields = ${after}::jsonb`.execute(db);
  await sql`update bpm_process_definition set form_conf = ${conf}, form_fields = ${before}::jsonb where form_fields = ${after}::jsonb`.execute(db);
}
