import { sql } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { isChoice, questionNumbers } from '../../../../shared/survey/rules.ts';
import type { SurveyQuestion } from '../../../../shared/survey/types.ts';
import type { Crosstab, QuestionStat, TextAnswer } from '../../../../shared/survey/statistics.ts';

const percent = (count: number, base: number): number => (base > 0 ? Math.round((count / base) * 10000) / 100 : 0);

export interface StatisticsRows {
  options: { questionId: number; optionId: number | null; n: number; answered: number }[];
  texts: { questionId: number; n: number }[];
}

/**
 * The counts of one survey, computed by PostgreSQL with GROUP BY over the answer items: one index-only scan for the
 * options (and, from the lead rows, the respondents per question), the partial text index for the texts. Nothing
 * is loaded per answer.
 */
export async function statisticsRows(scope: TenantScope, surveyId: number): Promise<StatisticsRows> {
  const [options, texts] = await Promise.all([
    scope.selectFrom('rendaAnswerItem')
      .select(['questionId', 'optionId', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`count(*) filter (where lead)`.as('answered')])
      .where('surveyId', '=', surveyId)
      .groupBy(['questionId', 'optionId']).execute(),
    scope.selectFrom('rendaAnswerItem')
      .select(['questionId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('surveyId', '=', surveyId).where('answerText', 'is not', null)
      .groupBy('questionId').execute(),
  ]);
  return {
    options: options.map((r) => ({ questionId: Number(r.questionId), optionId: r.optionId === null ? null : Number(r.optionId), n: Number(r.n), answered: Number(r.answered) })),
    texts: texts.map((r) => ({ questionId: Number(r.questionId), n: Number(r.n) })),
  };
}

/**
 * Per question: respondents, texts, and each option's count and percentage. A percentage is the share of the
 * respondents who answered that question (checkbox percentages may add up to more than 100).
 */
export function surveyStatistics(questions: readonly SurveyQuestion[], rows: StatisticsRows): QuestionStat[] {
  const counts = new Map(rows.options.filter((r) => r.optionId !== null).map((r) => [`${r.questionId}:${r.optionId}`, r.n]));
  const answered = new Map<number, number>();
  for (const r of rows.options) answered.set(r.questionId, (answered.get(r.questionId) ?? 0) + r.answered);
  const texts = new Map(rows.texts.map((r) => [r.questionId, r.n]));
  const numbers = questionNumbers(questions);
  return questions.map((q) => {
    const base = answered.get(q.id) ?? 0;
    return {
      questionId: q.id, number: numbers.get(q.id) ?? null, questionName: q.questionName, questionType: q.questionType,
      answeredCount: base, textCount: texts.get(q.id) ?? 0,
      options: isChoice(q.questionType)
        ? (q.options ?? []).map((o) => {
            const count = counts.get(`${q.id}:${o.optionId}`) ?? 0;
            return { optionId: o.optionId, optionNo: o.optionNo, optionText: o.optionText, isExtend: o.isExtend ?? '0', count, percent: percent(count, base) };
          })
        : [],
    };
  });
}


/** One page of the text answers (and extension texts) of a question, newest first. */
export async function textAnswers(scope: TenantScope, surveyId: number, questionId: number, pageNo: number, pageSize: number): Promise<{ list: TextAnswer[]; total: number }> {
  // Texts are never stored empty (itemRows), so `is not null` matches the partial index.
  const base = scope.selectFrom('rendaAnswerItem').where('surveyId', '=', surveyId).where('questionId', '=', questionId).where('answerText', 'is not', null);
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  if (Number(total) === 0) return { list: [], total: 0 };
  const rows = await base.select(['answerId', 'userId', 'optionId', 'answerText', 'createTime']).orderBy('id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
  const ids = [...new Set(rows.map((r) => r.userId))];
  const users = ids.length ? await scope.selectFrom('systemUsers').select(['id', 'nickname']).where('id', 'in', ids).execute() : [];
  const names = new Map(users.map((u) => [u.id, u.nickname]));
  return {
    total: Number(total),
    list: rows.map((r) => ({ answerId: r.answerId, userId: r.userId, userNickname: names.get(r.userId) ?? '', optionId: r.optionId, answerText: r.answerText ?? '', createTime: r.createTime.getTime() })),
  };
}


/** A crosstab of two choice questions: a self-join of the answer items on the answer, grouped in SQL. */
export async function crosstab(scope: TenantScope, surveyId: number, rowQ: SurveyQuestion, colQ: SurveyQuestion): Promise<Crosstab> {
  const side = <A extends string>(questionId: number, alias: A) => scope.selectFrom('rendaAnswerItem')
    .select(['answerId', 'optionId']).where('surveyId', '=', surveyId).where('questionId', '=', questionId).where('optionId', 'is not', null).as(alias);
  const [pairs, both] = await Promise.all([
    scope.db.selectFrom(side(rowQ.id, 'a')).innerJoin(side(colQ.id, 'b'), 'a.answerId', 'b.answerId')
      .select(['a.optionId as rowOption', 'b.optionId as colOption', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['a.optionId', 'b.optionId']).execute(),
    scope.db.selectFrom(side(rowQ.id, 'a')).innerJoin(side(colQ.id, 'b'), 'a.answerId', 'b.answerId')
      .select((eb) => eb.fn.count<number>('a.answerId').distinct().as('n')).execute(),
  ]);
  const rows = (rowQ.options ?? []).map((o) => ({ optionId: o.optionId, optionText: o.optionText }));
  const cols = (colQ.options ?? []).map((o) => ({ optionId: o.optionId, optionText: o.optionText }));
  const counts = new Map(pairs.map((p) => [`${p.rowOption}:${p.colOption}`, Number(p.n)]));
  const cells = rows.map((r) => cols.map((c) => counts.get(`${r.optionId}:${c.optionId}`) ?? 0));
  return {
    rowQuestionId: rowQ.id, colQuestionId: colQ.id, rows, cols, cells,
    rowTotals: cells.map((line) => line.reduce((s, n) => s + n, 0)),
    colTotals: cols.map((_, j) => cells.reduce((s, line) => s + line[j], 0)),
    total: Number(both[0]?.n ?? 0),
  };
}
