import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { SCALE_CREATOR } from './scaleTenants.ts';
import type { CountedTenant } from './scaleSeed.ts';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The questions of every generated survey: three single choices of four options. */
const QUESTIONS = [
  { no: 1, name: '您对本年度代表履职服务保障工作的总体评价', options: ['满意', '比较满意', '一般', '不满意'] },
  { no: 2, name: '您参加闭会期间活动的频次', options: ['每月一次以上', '每季度一次', '每半年一次', '很少参加'] },
  { no: 3, name: '您最希望加强的履职培训内容', options: ['法律法规', '调研方法', '建议撰写', '预算审查'] },
];

/**
 * `count` answers with their items, as a submission writes them (renda_answer + one renda_answer_item per chosen
 * option, `lead` on each question's first row, which the statistics count respondents by). Each tenant gets its
 * share in surveys of its own — as many as keep about four in five of its deputies answering each (a deputy answers a
 * survey once) — published, of three single-choice questions.
 */
export async function createScaleAnswers(trx: Db, tenants: CountedTenant[], count: number): Promise<void> {
  const T = tenants.length;
  const plan = tenants.flatMap((t) => {
    const share = Math.floor(count / T) + (t.k < count % T ? 1 : 0);
    const surveys = Math.max(1, Math.ceil(share / Math.max(1, Math.floor(t.d * 0.8))));
    return Array.from({ length: surveys }, (_, s) => ({
      tenantId: t.id, s, d: t.d, answers: Math.min(t.d, Math.floor(share / surveys) + (s < share % surveys ? 1 : 0)),
    }));
  });
  await sql`insert into renda_survey (tenant_id, survey_name, survey_desc, survey_type, status, start_time, end_time, remark, creator, updater)
    select x."tenantId", '代表履职情况问卷（第' || (x.s + 1) || '期）', '了解代表履职需求，改进服务保障工作', '1', '1',
      now() - make_interval(days => 30 * (x.s + 1)), now() + interval '30 days', 'seed-scale:' || x.s, ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from jsonb_to_recordset(${json(plan)}) as x("tenantId" bigint, s int, d int, answers int)`.execute(trx);
  await sql`insert into renda_question (tenant_id, survey_id, question_no, question_name, question_type, show_or_hide, not_edit, options,
      creator, updater)
    select v.tenant_id, v.id, q.no, q.name, 'radio', '1', '0',
      (select jsonb_agg(jsonb_build_object('optionId', o.n, 'optionNo', o.n, 'optionText', o.text, 'isExtend', '0') order by o.n)
        from jsonb_array_elements_text(q.options) with ordinality o(text, n)), ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from renda_survey v cross join jsonb_to_recordset(${json(QUESTIONS)}) as q(no int, name text, options jsonb)
    where v.creator = ${SCALE_CREATOR} and v.tenant_id in (select jsonb_array_elements_text(${json(tenants.map((t) => t.id))})::bigint)`.execute(trx);
  // deputy n answers survey s when (n + 37 s) mod D falls among the survey's first `answers`
  await sql`insert into renda_answer (tenant_id, survey_id, user_id, answer_json, create_time, update_time, creator, updater)
    select v.tenant_id, v.id, dep.id, null, v.start_time + make_interval(mins => j), v.start_time + make_interval(mins => j), ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from jsonb_to_recordset(${json(plan)}) as x("tenantId" bigint, s int, d int, answers int)
    join renda_survey v on v.tenant_id = x."tenantId" and v.creator = ${SCALE_CREATOR} and v.remark = 'seed-scale:' || x.s
    cross join lateral generate_series(0, x.answers - 1) j
    join scale_deputy dep on dep.tenant_id = x."tenantId" and dep.n = (j + 37 * x.s) % x.d`.execute(trx);
  await sql`insert into renda_answer_item (tenant_id, survey_id, answer_id, user_id, question_id, option_id, answer_text, lead, create_time)
    select a.tenant_id, a.survey_id, a.id, a.user_id, q.id, 1 + (a.id * (q.question_no + 3) + q.question_no) % 4, null, true, a.create_time
    from renda_answer a join renda_question q on q.survey_id = a.survey_id and q.tenant_id = a.tenant_id
    where a.creator = ${SCALE_CREATOR} and a.tenant_id in (select jsonb_array_elements_text(${json(tenants.map((t) => t.id))})::bigint)`.execute(trx);
}
