import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { Batcher } from '../../../db/batcher.ts';
import { indexColumns } from '../../../crud/indexes.ts';
import { quote } from '../../../crud/quote.ts';
import { ServiceError } from '../../../http/errors.ts';
import type { Resource } from '../../../../shared/manifest/types.ts';
import { AnswerErrors } from './answerErrors.ts';
import type { ItemRow } from './answerItems.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import { DutyKind } from '../dutyRecord/dutyItems.ts';
import { syncDutySources } from '../dutyRecord/dutySources.ts';

type Row = Record<string, unknown>;

export interface Submission {
  /** The answer row as the repository would insert it (tenant and audit columns included). */
  row: Row;
  /** Its statistics rows (answerItems.ts). */
  items: readonly ItemRow[];
}

/**
 * Survey submissions, written many to a statement: those that arrive together become one INSERT of the answers
 * and, in the same statement (a data-modifying CTE), their statistics rows; the deputies' answers then enter their
 * record of duty in the same transaction. The
 * answer resource's unique index on (tenant, survey, user) decides who answered first: `on conflict do nothing`
 * leaves out a second answer, which is then refused with ANSWERED; two answers of one person in the same batch
 * are told apart before the statement. Nothing of a refused answer is written.
 */
export function answerWriter(db: Db, resource: Resource): (submission: Submission) => Promise<number> {
  const unique = (resource.indexes ?? []).find((ix) => ix.unique);
  if (!unique) throw new Error(`资源 ${resource.name} 需要一个唯一索引（问卷、答卷人）`);
  const keyColumns = indexColumns(resource, unique);
  const keyOf = (row: Row) => keyColumns.map((c) => String(row[c])).join(':');
  const answered = () => new ServiceError(AnswerErrors.ANSWERED.code, AnswerErrors.ANSWERED.msg);

  const batcher = new Batcher<Submission, number>(async (submissions) => {
    const results: (number | Error)[] = new Array(submissions.length);
    const firstOf = new Map<string, number>();
    submissions.forEach((s, i) => {
      const key = keyOf(s.row);
      if (firstOf.has(key)) results[i] = answered();
      else firstOf.set(key, i);
    });
    const batch = [...firstOf.values()].map((i) => submissions[i]);
    const columns = Object.keys(batch[0].row);
    const values = sql.join(batch.map((s) => sql`(${sql.join(columns.map((c) => s.row[c]))})`));
    // Items travel as one JSON parameter: any number of them, any text, no array escaping to get wrong.
    const items = JSON.stringify(batch.flatMap((s) => s.items.map((it) => ({
      tenant_id: s.row.tenant_id, survey_id: s.row.survey_id, user_id: s.row.user_id,
      question_id: it.questionId, option_id: it.optionId, answer_text: it.answerText, lead: it.lead,
    }))));
    const keys = sql.join(keyColumns.map((c) => sql.ref(c)));
    const joinOn = sql.join(keyColumns.map((c) => sql`a.${sql.ref(c)} = x.${sql.ref(c)}`), sql` and `);
    // One transaction: the answers with their statistics (one statement), then the deputies' answers into their
    // record of duty (docs/duty-record.md), per tenant of the batch — an answer is never in the record without its row.
    const rows = await db.transaction().execute(async (trx) => {
      const written = await insertAnswers(trx as Db, sql`(${sql.join(columns.map((c) => sql.ref(c)))}) values ${values}`, keys, joinOn, items);
      const byTenant = new Map<number, number[]>();
      for (const r of written) byTenant.set(Number(r.tenant_id), [...(byTenant.get(Number(r.tenant_id)) ?? []), Number(r.id)]);
      for (const [tenantId, ids] of byTenant) await syncDutySources(new TenantScope(trx as Db, tenantId), DutyKind.SURVEY, ids);
      return written;
    });
    const ids = new Map(rows.map((r) => [keyOf(r), Number(r.id)]));
    for (const [key, i] of firstOf) results[i] = ids.get(key) ?? answered();
    return results;
  }, 100);

  /** The answers and their statistics rows in one statement (a data-modifying CTE); the answers written, with their tenant. */
  async function insertAnswers(trx: Db, columnsAndValues: ReturnType<typeof sql>, keys: ReturnType<typeof sql>, joinOn: ReturnType<typeof sql>, items: string) {
    const { rows } = await sql<Row>`
      with a as (
        insert into ${sql.raw(quote(resource.table))} ${columnsAndValues}
        on conflict (${keys}) where deleted = false do nothing
        returning id, ${keyColumns.includes('tenant_id') ? sql`` : sql`tenant_id, `}${keys}
      ), i as (
        insert into renda_answer_item (tenant_id, answer_id, survey_id, user_id, question_id, option_id, answer_text, lead)
        select x.tenant_id, a.id, x.survey_id, x.user_id, x.question_id, x.option_id, x.answer_text, x.lead
        from jsonb_to_recordset(${items}::jsonb) as x(tenant_id bigint, survey_id bigint, user_id bigint, question_id bigint, option_id bigint, answer_text text, lead boolean)
        join a on ${joinOn}
      )
      select * from a`.execute(trx.withoutPlugins());
    return rows;
  }

  return (submission) => batcher.run(submission);
}
