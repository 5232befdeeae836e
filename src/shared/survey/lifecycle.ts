/**
 * The survey lifecycle (renda_survey_status): 0 未发布 (draft) → publish → 1 已发布 → revoke → 2 已撤回 → publish again,
 * and finish (from published or revoked) → 3 已结束, which is final. Only a published survey takes answers; questions
 * may change only while the survey is a draft or revoked. Shared by the routes and (as data) by the client.
 */
export const SurveyStatus = { DRAFT: '0', PUBLISHED: '1', REVOKED: '2', FINISHED: '3' } as const;
export type SurveyStatusValue = (typeof SurveyStatus)[keyof typeof SurveyStatus];

export type SurveyAction = 'publish' | 'revoke' | 'finish';

export const TRANSITIONS: Readonly<Record<SurveyAction, { from: readonly string[]; to: SurveyStatusValue; label: string }>> = {
  publish: { from: [SurveyStatus.DRAFT, SurveyStatus.REVOKED], to: SurveyStatus.PUBLISHED, label: '发布' },
  revoke: { from: [SurveyStatus.PUBLISHED], to: SurveyStatus.REVOKED, label: '撤回' },
  finish: { from: [SurveyStatus.PUBLISHED, SurveyStatus.REVOKED], to: SurveyStatus.FINISHED, label: '结束' },
};

/** The dictionary's labels, for messages that must read well without a dictionary lookup. */
const STATUS_LABELS: Readonly<Record<string, string>> = { '0': '未发布', '1': '已发布', '2': '已撤回', '3': '已结束' };

export const statusLabel = (status: unknown): string => STATUS_LABELS[String(status)] ?? `状态${String(status)}`;

/** Actions legal from a status, in the order a list shows them. */
export function legalActions(status: unknown): SurveyAction[] {
  return (Object.keys(TRANSITIONS) as SurveyAction[]).filter((a) => TRANSITIONS[a].from.includes(String(status)));
}

/** Null when the action is legal, otherwise the refusal: 问卷已结束，不能发布 / 问卷已发布，不能重复发布. */
export function transitionRefusal(status: unknown, action: SurveyAction): string | null {
  const rule = TRANSITIONS[action];
  if (rule.from.includes(String(status))) return null;
  const repeat = String(status) === rule.to;
  return `问卷${statusLabel(status)}，不能${repeat ? '重复' : ''}${rule.label}`;
}

/** Questions are frozen once respondents may see them (published) and for good once finished. */
export function questionEditRefusal(status: unknown): string | null {
  if (String(status) === SurveyStatus.PUBLISHED) return '问卷已发布，不能修改问题，请先撤回问卷';
  if (String(status) === SurveyStatus.FINISHED) return '问卷已结束，不能修改问题';
  return null;
}
