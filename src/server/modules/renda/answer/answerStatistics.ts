import type { TenantScope } from '../../../db/tenantScope.ts';
import { isChoice, questionNumbers } from '../../../../shared/survey/rules.ts';
import type { SurveyQuestion } from '../../../../shared/survey/types.ts';

export interface OptionStat { optionId: number; optionNo: number; optionText: string; isExtend: string; count: number; percent: number }
export interface QuestionStat {
  questionId: number;
  number: number | null;
  questionName: string;
  questionType: string;
  /** Respondents who answered this question: the base of the percentages. */
  answeredCount: number;
  options: OptionStat[];
  /** Text answers and extension texts, listed page by page through /renda/answer/text-page. */
  textCount: number;
}

const percent = (count: number, base: number): number => (base > 0 ? Math.round((count / base) * 10000) / 100 : 0);

/**
 * Counts per option and per question of one survey, computed by PostgreSQL with GROUP BY over the answer items
 * (an index covers survey, question and option): nothing is loaded per answer. A percentage is the share of the
 * respondents who answered that question (checkbox percentages may add up to more than 100).
 */
export async function surveyStatistics(scope: TenantScope, surveyId: number, questions: readonly SurveyQuestion[]): Promise<QuestionStat[]> {
  const [optionCounts, perQuestion] = await Promise.all([
    scope.selectFrom('rendaAnswerItem')
      .select(['questionId', 'optionId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('surveyId', '=', surveyId).where('optionId', 'is not', null)
      .groupBy(['questionId', 'optionId']).execute(),
    scope.selectFrom('rendaAnswerItem')
      .select(['questionId', (eb) => eb.fn.count<number>('answerId').distinct().as('answered'), (eb) => eb.fn.count<number>('answerText').as('texts')])
      .where('surveyId', '=', surveyId)
      .groupBy('questionId').execute(),
  ]);
  const counts = new Map(optionCounts.map((r) => [`${r.questionId}:${r.optionId}`, Number(r.n)]));
  const answered = new Map(perQuestion.map((r) => [Number(r.questionId), { answered: Number(r.answered), texts: Number(r.texts) }]));
  const numbers = questionNumbers(questions);
  return questions.map((q) => {
    const base = answered.get(q.id)?.answered ?? 0;
    return {
      questionId: q.id, number: numbers.get(q.id) ?? null, questionName: q.questionName, questionType: q.questionType,
      answeredCount: base, textCount: answered.get(q.id)?.texts ?? 0,
      options: isChoice(q.questionType)
        ? (q.options ?? []).map((o) => {
            const count = counts.get(`${q.id}:${o.optionId}`) ?? 0;
            return { optionId: o.optionId, optionNo: o.optionNo, optionText: o.optionText, isExtend: o.isExtend ?? '0', count, percent: percent(count, base) };
          })
        : [],
    };
  });
}

export interface TextAnswer { answerId: number; userId: number; userNickname: string; optionId: number | null; answerText: string; createTime: number }

/** One page of the text answers (and extension texts) of a question, newest first. */
export async function textAnswers(scope: TenantScope, surveyId: number, questionId: number, pageNo: number, pageSize: number): Promise<{ list: TextAnswer[]; total: number }> {
  const base = scope.selectFrom('rendaAnswerItem').where('surveyId', '=', surveyId).where('questionId', '=', questionId).where('answerText', 'is not', null).where('answerText', '<>', '');
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

export interface Crosstab {
  rowQuestionId: number;
  colQuestionId: number;
  rows: { optionId: number; optionText: string }[];
  cols: { optionId: number; optionText: string }[];
  /** cells[i][j]: respondents who chose row option i and column option j. */
  cells: number[][];
  rowTotals: number[];
  colTotals: number[];
  /** Respondents who answered both questions. */
  total: number;
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
