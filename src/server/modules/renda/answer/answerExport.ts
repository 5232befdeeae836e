import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListQuery } from '../../../crud/listQuery.ts';
import { formatDateTime } from '../../../crud/queryDates.ts';
import { WorkbookDownload } from '../../../excel/index.ts';
import { isChoice, isDisplayOnly, questionNumbers, toOptionIds } from '../../../../shared/survey/rules.ts';
import type { SurveyQuestion } from '../../../../shared/survey/types.ts';
import type { SurveyService } from '../survey/surveyService.ts';

type Row = Record<string, unknown>;

const FIXED_COLUMNS = [{ header: '答卷编号', width: 10 }, { header: '答题人', width: 14 }, { header: '提交时间', width: 20 }];

/** A cell of one question: option labels (not ids), the extension text in brackets, or the text answer. */
export function answerCell(q: SurveyQuestion, item: Row | undefined): string {
  if (!item) return '';
  const text = String(item.answerText ?? '');
  if (!isChoice(q.questionType)) return text;
  const options = new Map((q.options ?? []).map((o) => [o.optionId, o]));
  const ids = toOptionIds(item.optionIds);
  const extendAt = ids.find((id) => options.get(id)?.isExtend === '1');
  return ids.map((id) => {
    const label = options.get(id)?.optionText ?? `选项${id}`;
    return id === extendAt && text ? `${label}（${text}）` : label;
  }).join('；');
}

const sheetName = (survey: Row, used: Set<string>): string => {
  const base = `${survey.id}-${String(survey.surveyName)}`.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
  let name = base;
  for (let i = 2; used.has(name); i++) name = `${base.slice(0, 28)}(${i})`;
  used.add(name);
  return name;
};

/**
 * All answers to Excel, one worksheet per survey (one survey when the filter names it): respondent, time, then one
 * column per question headed by its number and name, with option labels. Streamed a chunk of answers at a time, at
 * the pace of the download (WorkbookDownload).
 */
export async function sendAnswerExcel(reply: FastifyReply, request: FastifyRequest, service: SurveyService, query: ListQuery): Promise<FastifyReply> {
  const answers = service.repo('answer', request);
  const surveys = query.surveyId
    ? [await service.survey(request, Number(query.surveyId))]
    : (await service.repo('survey', request).list({}, 1000)).sort((a, b) => Number(a.id) - Number(b.id));
  const counts = await answers.countBy('surveyId', surveys.map((s) => s.id));
  const chosen = query.surveyId ? surveys : surveys.filter((s) => counts.get(Number(s.id)));
  const fileName = `${chosen.length === 1 ? `${chosen[0].surveyName}-` : ''}答卷.xlsx`;

  const book = new WorkbookDownload();
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment;filename=${encodeURIComponent(fileName)};filename*=UTF-8''${encodeURIComponent(fileName)}`);

  // Written in the background while Fastify pipes the workbook to the client, at the client's pace.
  void (async () => {
    try {
      const used = new Set<string>();
      if (!chosen.length) book.addSheet('答卷', FIXED_COLUMNS).commit();
      for (const survey of chosen) {
        const questions = (await service.questions(request, Number(survey.id))).filter((q) => !isDisplayOnly(q.questionType));
        const numbers = questionNumbers(questions);
        const sheet = book.addSheet(sheetName(survey, used), [
          ...FIXED_COLUMNS,
          ...questions.map((q) => ({ header: `${numbers.get(q.id)}. ${q.questionName}`, width: Math.min(50, Math.max(16, q.questionName.length * 2)) })),
        ]);
        for await (const rows of answers.chunks({ ...query, surveyId: survey.id, sortField: 'id', sortOrder: 'asc' }, 1000)) {
          const ids = [...new Set(rows.map((r) => Number(r.userId)))];
          const users = await request.scope().selectFrom('systemUsers').select(['id', 'nickname']).where('id', 'in', ids).execute();
          const names = new Map(users.map((u) => [u.id, u.nickname]));
          const cells = rows.map((row) => {
            let items: Row[] = [];
            try {
              items = JSON.parse(String(row.answerJson)) as Row[];
            } catch {
              items = []; // stored answers are validated JSON; an unreadable one still gets its row
            }
            const byQuestion = new Map(items.map((i) => [Number(i.questionId), i]));
            return [
              row.id, names.get(Number(row.userId)) ?? String(row.userId), typeof row.createTime === 'number' ? formatDateTime(new Date(row.createTime)) : '',
              ...questions.map((q) => answerCell(q, byQuestion.get(q.id))),
            ];
          });
          if (!(await book.write(sheet, cells))) return; // the client went away: stop reading
        }
        sheet.commit();
      }
      await book.close();
    } catch (error) {
      reply.log.error({ err: error }, 'answer excel export failed');
      book.fail(error as Error);
    }
  })();
  return reply.send(book.stream);
}
