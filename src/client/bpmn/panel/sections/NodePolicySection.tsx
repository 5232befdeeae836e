import { useTranslate } from 'react-admin';
import { APPROVE_METHOD, ASSIGN_EMPTY, TIMEOUT_HANDLER } from '../../../../shared/bpmn/nodePolicies.ts';
import { loopType, readNodePolicies, setApproveMethod, setNodePolicy, setTimeoutPolicy } from '../rules/index.ts';
import { usePanel } from '../PanelContext.tsx';
import { CommitField, PanelSelect, PanelSwitch } from '../ui/index.ts';

const NONE = '';

/**
 * 审批策略 of a user task (issue 37 item 6, today's yudao): 审批人为空时, 审批人与发起人相同时, 多人审批方式 (+ 通过比例)
 * when it is multi-instance, and 超时处理 (a boundary timer). Written as flowable extension elements (rules/nodePolicies.ts).
 */
export function NodePolicySection() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.panel.nodePolicy.${key}`);
  const { services, element } = usePanel();
  const form = readNodePolicies(services, element);
  const type = loopType(element);
  const multi = type === 'ParallelMultiInstance' || type === 'SequentialMultiInstance';
  const options = (prefix: string, codes: number[]) => [{ value: NONE, label: t('unset') }, ...codes.map((c) => ({ value: String(c), label: t(`${prefix}${c}`) }))];
  return (
    <>
      <PanelSelect label={t('assignEmpty')} value={form.assignEmpty} options={options('assignEmpty', Object.values(ASSIGN_EMPTY))} onChange={(v) => setNodePolicy(services, element, 'assignEmpty', v)} testId="panel-policy-assign-empty" />
      {form.assignEmpty === String(ASSIGN_EMPTY.ASSIGN_USER) && (
        <CommitField label={t('assignEmptyUserIds')} value={form.assignEmptyUserIds} onCommit={(v) => setNodePolicy(services, element, 'assignEmptyUserIds', v.replace(/[，\s]+/g, ','))} testId="panel-policy-assign-empty-users" />
      )}
      <PanelSelect label={t('assignStartUser')} value={form.assignStartUser} options={options('assignStartUser', [1, 2, 3])} onChange={(v) => setNodePolicy(services, element, 'assignStartUser', v)} testId="panel-policy-start-user" />
      {multi && (
        <>
          <PanelSelect label={t('approveMethod')} value={form.approveMethod} options={options('approveMethod', Object.values(APPROVE_METHOD))} onChange={(v) => setApproveMethod(services, element, v, form.approveRatio)} testId="panel-policy-approve-method" />
          {form.approveMethod === String(APPROVE_METHOD.RATIO) && (
            <CommitField label={t('approveRatio')} value={form.approveRatio} onCommit={(v) => setApproveMethod(services, element, form.approveMethod, v)} testId="panel-policy-approve-ratio" />
          )}
        </>
      )}
      <PanelSwitch label={t('timeout')} checked={form.timeout.enabled} onChange={(v) => setTimeoutPolicy(services, element, { ...form.timeout, enabled: v, duration: form.timeout.duration || 'PT1H', handler: form.timeout.handler || String(TIMEOUT_HANDLER.REMINDER) })} testId="panel-policy-timeout" />
      {form.timeout.enabled && (
        <>
          <PanelSelect label={t('timeoutHandler')} value={form.timeout.handler} options={Object.values(TIMEOUT_HANDLER).map((c) => ({ value: String(c), label: t(`timeoutHandler${c}`) }))} onChange={(v) => setTimeoutPolicy(services, element, { ...form.timeout, handler: v })} testId="panel-policy-timeout-handler" />
          <CommitField label={t('timeoutDuration')} value={form.timeout.duration} onCommit={(v) => setTimeoutPolicy(services, element, { ...form.timeout, duration: v.trim().toUpperCase() })} testId="panel-policy-timeout-duration" />
          {form.timeout.handler === String(TIMEOUT_HANDLER.REMINDER) && (
            <CommitField label={t('maxRemindCount')} value={form.timeout.maxRemindCount} onCommit={(v) => setTimeoutPolicy(services, element, { ...form.timeout, maxRemindCount: v.trim() })} testId="panel-policy-remind-count" />
          )}
        </>
      )}
    </>
  );
}
