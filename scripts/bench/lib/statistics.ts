import { sql } from 'kysely';
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../../../tests/support/testApp.ts';
import { percentile } from './http.ts';

const ANSWERS = 100_000;

/**
 * One survey with 100 000 answers, bulk-inserted in SQL (answers and their statistics rows, as submissions would
 * leave them), then the statistics routes timed through the app (authentication included).
 */
export async function statisticsBench(mode: string, postgresUrl?: string): Promise<void> {
  if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;
  const t = await createTestApp({ logLevel: 'silent' });
  try {
    const token = (await t.login('admin', 'admin123')).accessToken;
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const res = await t.call({ method, url: `/admin-api${url}`, token, payload });
      if (res.code !== 0) throw new Error(`${url}: ${res.msg}`);
      return res.data;
    };
    const surveyId = await call('POST', '/renda/survey/create', { surveyName: '十万答卷', surveyType: '1' });
    const q = (questionNo: number, questionType: string, options?: object[]) =>
      call('POST', '/renda/question/create', { surveyId, questionNo, questionName: `问题${questionNo}`, questionType, options });
    const three = [{ optionNo: 1, optionText: '甲' }, { optionNo: 2, optionText: '乙' }, { optionNo: 3, optionText: '丙', isExtend: '1' }];
    const radio = await q(1, 'radio', three);
    const checkbox = await q(2, 'checkbox', three);
    const text = await q(3, 'textarea');
    await call('PUT', `/renda/survey/publish/${surveyId}`);

    const t0 = performance.now();
    const db = t.db.withoutPlugins();
    await sql`insert into renda_answer (tenant_id, survey_id, user_id, answer_json, creator, updater)
      select 1, ${surveyId}::bigint, 1000000 + g, '[]', '1', '1' from generate_series(1, ${ANSWERS}::int) g`.execute(db);
    await sql`insert into renda_answer_item (tenant_id, survey_id, answer_id, user_id, question_id, option_id, answer_text, lead)
      select 1, survey_id, id, user_id, ${radio}::bigint, 1 + id % 3, case when id % 3 = 2 then '补充' || id end, true from renda_answer where survey_id = ${surveyId}
      union all select 1, survey_id, id, user_id, ${checkbox}::bigint, 1 + id % 3, null, true from renda_answer where survey_id = ${surveyId}
      union all select 1, survey_id, id, user_id, ${checkbox}::bigint, 1 + (id + 1) % 3, null, false from renda_answer where survey_id = ${surveyId} and id % 2 = 0
      union all select 1, survey_id, id, user_id, ${text}::bigint, null, '意见' || id, true from renda_answer where survey_id = ${surveyId} and id % 5 = 0`.execute(db);
    // What autovacuum does shortly after a burst of writes: statistics and the visibility map (index-only scans).
    await sql`vacuum analyze renda_answer_item`.execute(db);
    await sql`vacuum analyze renda_answer`.execute(db);
    console.log(`[${mode}] statistics: ${ANSWERS} answers inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const time = async (label: string, url: string, runs = 15) => {
      await call('GET', url); // warm-up: plans and caches
      const times: number[] = [];
      let data: any;
      for (let i = 0; i < runs; i++) {
        const s = performance.now();
        data = await call('GET', url);
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      console.log(`[${mode}] ${label.padEnd(30)} median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
      return data;
    };
    const stats = await time('getAnswerData (counts)', `/renda/answer/getAnswerData?id=${surveyId}`);
    console.log(`[${mode}]   answerCount ${stats.answerCount}; question 1 counts ${stats.questions[0].options.map((o: { count: number }) => o.count).join('/')}`);
    await time('text-page (page 1 of texts)', `/renda/answer/text-page?surveyId=${surveyId}&questionId=${text}&pageNo=1&pageSize=10`);
    await time('crosstab (radio × checkbox)', `/renda/answer/crosstab?surveyId=${surveyId}&rowQuestionId=${radio}&colQuestionId=${checkbox}`);
  } finally {
    await t.close();
  }
}
