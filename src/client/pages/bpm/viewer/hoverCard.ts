import { formatDate } from '../../../api/index.ts';
import type { ViewerStep } from '../../../bpmn/viewer/index.ts';
import type { RecordWording } from '../instance/businessViews.ts';
import { outcomeText } from '../instance/RecordOutcome.tsx';

type T = (key: string) => string;

/**
 * The hover card of a step (SPEC §2.6: initiator, department, creation time, approver, result, end time, opinion);
 * a business process's task in its own words (`wording`: 审核人, 答复单位, 立案 …), translated by `translate`.
 */
export function hoverCard(step: ViewerStep, t: T, wording?: RecordWording, translate?: T): HTMLElement {
  const card = document.createElement('div');
  card.className = 'bpm-viewer-hover';
  card.setAttribute('data-testid', 'viewer-hover');
  const line = (label: string, value: string | null | undefined) => {
    if (value === undefined || value === null || value === '') return;
    const row = document.createElement('div');
    const b = document.createElement('b');
    b.textContent = `${label}${t('colon')}`;
    row.append(b, document.createTextNode(value));
    card.append(row);
  };
  const date = (v?: number | null) => (v ? formatDate(v) : undefined);
  if (step.kind === 'start') {
    line(t('initiator'), step.user?.nickname);
    line(t('department'), step.user?.deptName);
    line(t('createTime'), date(step.createTime));
  } else if (step.kind === 'task' && wording && translate) {
    const who = () => line(translate(wording.assignee), step.user?.nickname);
    const dept = () => line(translate(wording.dept), step.user?.deptName);
    if (wording.byDept) dept();
    who();
    if (!wording.byDept) dept();
    line(t('result'), wording.outcome ? outcomeText(wording.outcome, translate) : t(`states.${step.state}`));
    line(t('createTime'), date(step.createTime));
    line(translate(wording.endTime), date(step.endTime));
    line(translate(wording.opinion), step.opinion);
  } else if (step.kind === 'task') {
    line(t('approver'), step.user?.nickname);
    line(t('department'), step.user?.deptName);
    line(t('result'), t(`states.${step.state}`));
    line(t('createTime'), date(step.createTime));
    line(t('endTime'), date(step.endTime));
    line(t('opinion'), step.opinion);
  } else {
    line(t('result'), t(`states.${step.state}`));
    line(t('endTime'), date(step.endTime));
  }
  return card;
}
