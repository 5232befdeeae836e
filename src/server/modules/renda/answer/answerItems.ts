import type { TenantScope } from '../../../db/tenantScope.ts';
import { isChoice } from '../../../../shared/survey/rules.ts';
import type { AnswerItem, SurveyQuestion } from '../../../../shared/survey/types.ts';

export interface ItemRow {
  questionId: number;
  optionId: number | null;
  answerText: string | null;
  /** First row of this answer to this question. */
  lead: boolean;
}

/**
 * The statistics rows of one answer: a row per chosen option (the extension text on the row of the option that
 * allows it) and a row per text answer.
 */
export function itemRows(questions: readonly SurveyQuestion[], items: readonly AnswerItem[]): ItemRow[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const rows: ItemRow[] = [];
  for (const item of items) {
    const q = byId.get(item.questionId);
    if (!q) continue;
    if (!isChoice(q.questionType)) {
      if (item.answerText) rows.push({ questionId: q.id, optionId: null, answerText: item.answerText, lead: true });
      continue;
    }
    const extendable = new Set((q.options ?? []).filter((o) => o.isExtend === '1').map((o) => o.optionId));
    const extendOption = item.optionIds.find((id) => extendable.has(id));
    item.optionIds.forEach((optionId, i) => {
      rows.push({ questionId: q.id, optionId, answerText: optionId === extendOption && item.answerText ? item.answerText : null, lead: i === 0 });
    });
  }
  return rows;
}

/** Writes (or, for a corrected answer, replaces) the statistics rows of an answer, in the answer's transaction. */
export async function writeItems(scope: TenantScope, answer: { id: number; surveyId: number; userId: number }, rows: readonly ItemRow[], replace = true): Promise<void> {
  if (replace) await scope.deleteFrom('rendaAnswerItem').where('answerId', '=', answer.id).execute();
  if (!rows.length) return;
  await scope.insertInto('rendaAnswerItem', rows.map((r) => ({ ...r, answerId: answer.id, surveyId: answer.surveyId, userId: answer.userId }))).execute();
}
